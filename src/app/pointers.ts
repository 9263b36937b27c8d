// Everyone's pings and arrows as this browser shows them: its own (drawn at once, and published
// through awareness when in a room) and each peer's, read from their validated presence. A gesture
// fades by the time this browser first saw it, not by the sender's clock, which may be off.
import type { Pointer } from '../net/presence';
import { PointPublisher, type AnchorInput } from '../net/pointPublisher';
import type { PointEnd } from '../scene/interaction';
import { POINTER_SHOW_MS, type PointerEnd, type PointerView } from '../scene/pointerViews';
import type { OnlineSession } from './online';

/** A gesture as the automation API reports it. */
export interface PointerInfo {
  by: string;
  color: string;
  mine: boolean;
  kind: 'ping' | 'arrow';
  x?: number;
  y?: number;
  from?: PointerEnd;
  to?: PointerEnd;
  /** Milliseconds since this browser first saw it. */
  age: number;
}

interface Entry { view: PointerView; by: string; mine: boolean }

function viewOf(key: string, color: string, since: number, point: Pointer): PointerView {
  return point.kind === 'ping'
    ? { key, color, since, kind: 'ping', x: point.x, y: point.y }
    : { key, color, since, kind: 'arrow', from: point.from, to: point.to };
}

function anchorOf(end: PointEnd): AnchorInput {
  return end.id ? { id: end.id, x: end.x, y: end.y } : { x: end.x, y: end.y };
}

export class PointerStore {
  private entries = new Map<string, Entry>();
  private view: readonly PointerView[] = [];
  private readonly listeners = new Set<() => void>();
  private publisher: PointPublisher | null = null;
  private readonly off: (() => void) | null;
  private mine = 0;

  constructor(
    private readonly online: OnlineSession | null,
    private readonly me: { name: string; color: string },
    private readonly now: () => number = () => performance.now(),
  ) {
    this.off = online ? online.subscribe(() => this.readPeers()) : null;
  }

  get snapshot(): readonly PointerView[] {
    return this.view;
  }

  get color(): string {
    return this.me.color;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  ping(at: PointEnd): void {
    const point = this.room()?.ping(at.x, at.y) ?? { kind: 'ping' as const, x: Math.round(at.x), y: Math.round(at.y), at: Date.now() };
    this.addMine(point);
  }

  arrow(from: PointEnd, to: PointEnd): void {
    const end = (e: PointEnd): PointerEnd => e.id ?? { x: Math.round(e.x), y: Math.round(e.y) };
    // This browser draws its own arrow by id (it may see the card); the others get what was published.
    const published = this.room()?.arrow(anchorOf(from), anchorOf(to));
    this.addMine({ kind: 'arrow', from: end(from), to: end(to), at: published?.at ?? Date.now() });
  }

  /** The gestures on screen now. */
  list(): PointerInfo[] {
    const now = this.now();
    return [...this.entries.values()].flatMap(({ view, by, mine }) => {
      const age = now - view.since;
      if (age >= POINTER_SHOW_MS) return [];
      const shape = view.kind === 'ping' ? { x: view.x, y: view.y } : { from: view.from, to: view.to };
      return [{ by, color: view.color, mine, kind: view.kind, ...shape, age: Math.round(age) }];
    });
  }

  destroy(): void {
    this.off?.();
    this.publisher?.destroy();
    this.listeners.clear();
  }

  /** The room's side of pointing, made on the first gesture. */
  private room(): PointPublisher | null {
    const online = this.online;
    if (!this.publisher && online) this.publisher = new PointPublisher(online.presenceFields, () => online.session.live.snapshot.objects);
    return this.publisher;
  }

  private addMine(point: Pointer): void {
    this.prune();
    const key = `me:${++this.mine}`;
    this.entries.set(key, { view: viewOf(key, this.me.color, this.now(), point), by: this.me.name, mine: true });
    this.emit();
  }

  private readPeers(): void {
    const online = this.online;
    if (!online) return;
    let changed = this.prune();
    for (const peer of online.snapshot.peers) {
      const point = peer.point;
      if (!point) continue;
      const key = `${peer.clientId}:${point.kind}:${point.at}`;
      if (this.entries.has(key)) continue;
      this.entries.set(key, { view: viewOf(key, peer.user.color, this.now(), point), by: peer.user.name, mine: false });
      changed = true;
    }
    if (changed) this.emit();
  }

  /** Drops what has faded (kept a little longer, so a republished gesture is not seen anew). */
  private prune(): boolean {
    const now = this.now();
    let changed = false;
    for (const [key, entry] of this.entries) {
      if (now - entry.view.since < POINTER_SHOW_MS * 3) continue;
      this.entries.delete(key);
      changed = true;
    }
    return changed;
  }

  private emit(): void {
    this.view = [...this.entries.values()].map((e) => e.view);
    for (const fn of this.listeners) fn();
  }
}
