// Mirrors a room's transport doc (certificates and signed entries; hands are sealed in them) into
// the relay document, each update held back for the broadcast delay. Only this direction: what the
// relay sends back never enters the room.
import * as Y from 'yjs';
import { DelayBuffer } from './delayBuffer';

/** The origin of the relay document's transactions made here. */
export const MIRRORED = Symbol('relay-mirror');

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class BroadcastMirror {
  private readonly buffer: DelayBuffer<Uint8Array>;
  private timer: unknown = null;
  private stopped = false;
  /** Updates written to the relay document, and refused because the buffer was full. */
  readonly stats = { released: 0, dropped: 0 };

  constructor(private readonly source: Y.Doc, private readonly target: Y.Doc, readonly delayMs: number, private readonly clock: Clock = realClock) {
    this.buffer = new DelayBuffer(delayMs);
    // What the room holds now goes out as one update (after the delay too).
    this.hold(Y.encodeStateAsUpdate(source));
    source.on('update', this.onUpdate);
  }

  private readonly onUpdate = (update: Uint8Array): void => {
    this.hold(update);
  };

  private hold(update: Uint8Array): void {
    if (this.stopped) return;
    // A full buffer drops the update: the next full-state sync after it (see resend) brings it back.
    if (!this.buffer.push(update, this.clock.now())) this.stats.dropped++;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer !== null || this.stopped) return;
    const due = this.buffer.nextDue();
    if (due === null) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.flush();
    }, Math.max(0, due - this.clock.now()));
  }

  /** Writes every update whose delay has passed into the relay document. */
  flush(): void {
    const ready = this.buffer.release(this.clock.now());
    if (ready.length > 0) {
      const merged = ready.length === 1 ? ready[0]! : Y.mergeUpdates(ready);
      Y.applyUpdate(this.target, merged, MIRRORED);
      this.stats.released += ready.length;
    }
    if (this.stats.dropped > 0 && this.buffer.size === 0) this.resend();
    this.schedule();
  }

  /** After drops, the whole state as it is now goes through the delay again (Yjs ignores what the relay has). */
  private resend(): void {
    this.stats.dropped = 0;
    this.hold(Y.encodeStateAsUpdate(this.source));
  }

  get held(): number {
    return this.buffer.size;
  }

  stop(): void {
    this.stopped = true;
    this.source.off('update', this.onUpdate);
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
