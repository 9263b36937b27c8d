// A peer's presence while it drags: awareness sends the whole local state on every change, about
// 30 times a second, so while dragging the state is one short-key record, `{ d: [...] }`, and
// nothing else (no name, no selection: the reader keeps those from the peer's last full state).
//   d = [seq, x, y, cdx, cdy]                       a move: the first item's spot, the cursor's offset
//   d = [seq, x, y, cdx, cdy, id, dx, dy, id, …]    the drag's ids, once per drag (or when they change)
// Coordinates are whole table units; each item lies at (x + dx, y + dy). `seq` ties a move to the
// ids it moves. What a peer sends is untrusted: a record that is not exactly this is not a drag.
import { z } from 'zod/mini';
import { readPeers, type RemotePeer } from './presence';
import type { TableObject } from '../table';

export type DragItem = { id: string; x: number; y: number };

const MAX_ITEMS = 100;
const HEAD = 5;
const coordinate = z.int().check(z.gte(-10_000_000), z.lte(10_000_000));
const liveSchema = z.strictObject({
  d: z.tuple([z.int().check(z.gte(0), z.lte(1_000_000)), coordinate, coordinate, coordinate, coordinate],
    z.union([z.string().check(z.minLength(1), z.maxLength(64)), coordinate])).check(z.refine((d) => d.length <= HEAD + 3 * MAX_ITEMS && (d.length - HEAD) % 3 === 0)),
});

export interface LiveDrag {
  seq: number;
  cursor: { x: number; y: number };
  /** The items with their spots; null for a move whose ids came in an earlier record. */
  items: DragItem[] | null;
  /** The first item's spot, which every move sends. */
  at: { x: number; y: number };
}

/** The live record of a drag: its ids only when `withIds`, else the move alone. */
export function encodeLive(seq: number, items: readonly DragItem[], cursor: { x: number; y: number } | null, withIds: boolean): { d: (number | string)[] } {
  const first = items[0]!;
  const c = cursor ?? first;
  const d: (number | string)[] = [seq, first.x, first.y, c.x - first.x, c.y - first.y];
  if (withIds) for (const item of items) d.push(item.id, item.x - first.x, item.y - first.y);
  return { d };
}

/** A live record read back; null for anything else (a full state, or junk). */
export function decodeLive(state: unknown): LiveDrag | null {
  const parsed = liveSchema.safeParse(state);
  if (!parsed.success) return null;
  const [seq, x, y, cdx, cdy, ...rest] = parsed.data.d;
  const items: DragItem[] = [];
  for (let i = 0; i < rest.length; i += 3) {
    const [id, dx, dy] = [rest[i], rest[i + 1], rest[i + 2]];
    if (typeof id !== 'string' || typeof dx !== 'number' || typeof dy !== 'number') return null;
    items.push({ id, x: x + dx, y: y + dy });
  }
  return { seq, at: { x, y }, cursor: { x: x + cdx, y: y + cdy }, items: items.length > 0 ? items : null };
}

/**
 * Reads the peers from awareness, live records included: it remembers each peer's last full
 * state and the ids of its current drag, so a move of a few bytes shows the whole ghost. A peer
 * first seen mid-drag (no full state yet) is listed once its drag ends.
 */
export class PeerReader {
  private readonly full = new Map<number, unknown>();
  private readonly drags = new Map<number, { seq: number; offsets: { id: string; dx: number; dy: number }[] }>();

  read(states: ReadonlyMap<number, unknown>, selfId: number, objects?: ReadonlyMap<string, TableObject>): RemotePeer[] {
    const merged = new Map<number, unknown>();
    for (const [clientId, state] of states) {
      if (clientId === selfId) continue;
      const live = decodeLive(state);
      if (!live) {
        this.full.set(clientId, state);
        this.drags.delete(clientId);
        merged.set(clientId, state);
        continue;
      }
      const full = this.full.get(clientId);
      if (!full || typeof full !== 'object') continue;
      merged.set(clientId, { ...full, cursor: live.cursor, drag: this.dragOf(clientId, live) });
    }
    for (const clientId of [...this.full.keys()]) {
      if (states.has(clientId)) continue;
      this.full.delete(clientId);
      this.drags.delete(clientId);
    }
    return readPeers(merged, selfId, objects);
  }

  private dragOf(clientId: number, live: LiveDrag): DragItem[] | null {
    if (live.items) {
      this.drags.set(clientId, { seq: live.seq, offsets: live.items.map((i) => ({ id: i.id, dx: i.x - live.at.x, dy: i.y - live.at.y })) });
      return live.items;
    }
    const known = this.drags.get(clientId);
    if (!known || known.seq !== live.seq) return null;
    return known.offsets.map((o) => ({ id: o.id, x: live.at.x + o.dx, y: live.at.y + o.dy }));
  }
}
