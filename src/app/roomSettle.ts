// When a page in a room knows who sits where, so that it may claim a seat and start signing: as
// soon as the signaling servers count nobody else here, or a peer's copy of the room has arrived.
// Timers are only for what sends no event: no server answering at all, and company that never links.
import { LINK_TIMEOUT_MS } from '../net/linkWatch';
import type { Company } from '../net/signalCount';

/** No signaling server has answered this long (offline, or one that does not count): play on with what we hold. */
export const SETTLE_UNANSWERED_MS = 2500;
/** Others are here but no link opened (a network that needs TURN): as long as the link watch waits before saying so. */
export const SETTLE_UNLINKED_MS = LINK_TIMEOUT_MS;

/** What settling reads of the room (RoomConnection). */
export interface SettleSource {
  company(): Company;
  /** A peer answered our sync step 1: we hold its copy of the room. */
  syncedWithPeer(): boolean;
  onChange(fn: () => void): () => void;
}

export class RoomSettle {
  private done = false;
  private waiters: (() => void)[] = [];
  private readonly cleanup: (() => void)[] = [];

  constructor(
    private readonly room: SettleSource,
    private readonly onSettled: () => void,
    timing = { unansweredMs: SETTLE_UNANSWERED_MS, unlinkedMs: SETTLE_UNLINKED_MS },
  ) {
    const unanswered = setTimeout(() => {
      if (room.company() !== 'others') this.settle();
    }, timing.unansweredMs);
    const unlinked = setTimeout(() => this.settle(), timing.unlinkedMs);
    this.cleanup.push(() => clearTimeout(unanswered), () => clearTimeout(unlinked), room.onChange(() => this.check()));
  }

  get settled(): boolean {
    return this.done;
  }

  /** Resolves once settled. */
  whenSettled(): Promise<void> {
    return this.done ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }

  /**
   * Looks again (data came from a peer). Called after the message was read: y-webrtc marks a link
   * synced only once its step 2 has been applied.
   */
  check(): void {
    if (!this.done && (this.room.company() === 'alone' || this.room.syncedWithPeer())) this.settle();
  }

  destroy(): void {
    for (const off of this.cleanup.splice(0)) off();
  }

  private settle(): void {
    if (this.done) return;
    this.done = true;
    this.destroy();
    for (const resolve of this.waiters.splice(0)) resolve();
    this.onSettled();
  }
}
