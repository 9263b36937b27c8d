// A direct link that never comes up: signaling introduced us to a peer (or awareness knows it) but no
// WebRTC data channel opened within a few seconds. Without this both sides look "online" and wait
// forever; the usual cause is a network that needs a TURN server.
import type { RoomConnection } from './room';

/** What the room looks like at one moment, as far as direct links go. */
export interface LinkSnapshot {
  /** Signaling is reachable and we mean to be online; otherwise nothing can be judged. */
  active: boolean;
  /** Peer ids we know of (signaling or awareness) with no open data path yet. */
  pending: readonly string[];
  /** Peer ids with an open data path (WebRTC, or this browser's BroadcastChannel). */
  linked: readonly string[];
}

export interface LinkWatchOptions {
  /** How long a known peer may stay unlinked before the link counts as failed. */
  timeoutMs?: number;
  /** A peer not seen as pending for this long has left (y-webrtc drops and re-creates failed links). */
  forgetMs?: number;
}

export const LINK_TIMEOUT_MS = 10_000;
const FORGET_MS = 6_000;

interface Waiting { since: number; lastSeen: number }

/** The pure part: feed it snapshots with the time, it answers which peers' links have failed. */
export class LinkJudge {
  private readonly waiting = new Map<string, Waiting>();
  private readonly timeoutMs: number;
  private readonly forgetMs: number;

  constructor(options: LinkWatchOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? LINK_TIMEOUT_MS;
    this.forgetMs = options.forgetMs ?? FORGET_MS;
  }

  step(snapshot: LinkSnapshot, now: number): string[] {
    if (!snapshot.active) {
      this.waiting.clear();
      return [];
    }
    const linked = new Set(snapshot.linked);
    for (const id of linked) this.waiting.delete(id);
    // Gone longer than a re-announce takes: a later sighting starts afresh.
    for (const [id, w] of this.waiting) if (now - w.lastSeen > this.forgetMs) this.waiting.delete(id);
    for (const id of snapshot.pending) {
      if (linked.has(id) || typeof id !== 'string' || id === '') continue;
      const w = this.waiting.get(id);
      if (w) w.lastSeen = now;
      else this.waiting.set(id, { since: now, lastSeen: now });
    }
    const failed: string[] = [];
    for (const [id, w] of this.waiting) {
      if (now - w.since >= this.timeoutMs) failed.push(id);
    }
    return failed.sort();
  }
}

/** Where snapshots come from: a room, or a fake in tests. */
export interface LinkSource {
  snapshot(): LinkSnapshot;
  onChange(fn: () => void): () => void;
}

export interface Clock {
  now(): number;
  every(ms: number, fn: () => void): () => void;
}

const realClock: Clock = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
};

/** Watches a source (polled each second, and on every change) and tells listeners when the failed set changes. */
export class LinkWatch {
  private readonly judge: LinkJudge;
  private current: readonly string[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];

  constructor(private readonly source: LinkSource, options: LinkWatchOptions = {}, private readonly clock: Clock = realClock) {
    this.judge = new LinkJudge(options);
    const check = () => this.check();
    this.stops.push(source.onChange(check), clock.every(1000, check));
    check();
  }

  /** Peer ids whose direct link did not come up in time (sorted; the same array until it changes). */
  get failed(): readonly string[] {
    return this.current;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private check(): void {
    let next: string[];
    try {
      next = this.judge.step(this.source.snapshot(), this.clock.now());
    } catch {
      return; // a provider torn down mid-read: judge again on the next tick
    }
    if (next.length === this.current.length && next.every((id, i) => id === this.current[i])) return;
    this.current = next;
    for (const fn of this.listeners) fn();
  }

  destroy(): void {
    for (const stop of this.stops) stop();
    this.listeners.clear();
  }
}

interface ConnLike { connected?: unknown }

/** Reads a RoomConnection: y-webrtc's links (created when signaling announces a peer) and awareness peers. */
export function roomLinkSource(room: RoomConnection): LinkSource {
  return {
    snapshot() {
      const status = room.status();
      const r = room.provider.room;
      if (!r || !status.online || !status.signaling) return { active: false, pending: [], linked: [] };
      const pending: string[] = [];
      const linked: string[] = [...r.bcConns];
      for (const [id, conn] of r.webrtcConns) ((conn as unknown as ConnLike).connected === true ? linked : pending).push(id);
      const self = room.peerId;
      for (const state of room.awareness.getStates().values()) {
        const peerId = (state as { user?: { peerId?: unknown } } | null)?.user?.peerId;
        if (typeof peerId === 'string' && peerId !== self && room.linkOf(peerId) === 'connecting') pending.push(peerId);
      }
      return { active: true, pending, linked };
    },
    onChange: (fn) => room.onChange(fn),
  };
}
