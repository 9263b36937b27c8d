// This browser's side of presence: cursor, drag and selection go out through awareness at most
// PRESENCE_HZ times a second, and never with the id of a card the others cannot see. The gate
// sits here, below the UI, so no caller can forget it. It is the one writer of the local
// awareness state: idle, the full state (who, seat, build, cursor, selection, point); while
// dragging, only the short live record (presenceLive.ts), since awareness sends the whole state
// on every change.
import { encodeAwarenessUpdate, type Awareness } from 'y-protocols/awareness';
import type { TableObject } from '../table';
import { publishable } from './presence';
import { encodeLive, type DragItem } from './presenceLive';

export const PRESENCE_HZ = 30;
/** How many of the last sent states' sizes are kept (for the benchmarks). */
const SIZES_KEPT = 500;

type Point = { x: number; y: number };

/** What may write a field of the full state (the pointing publisher). */
export interface PresenceFields { setLocalStateField(field: string, value: unknown): void }

export class PresencePublisher implements PresenceFields {
  private last = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wanted: string[] = [];
  private secret = false;
  private published = '[]';
  private readonly base: Record<string, unknown> = {};
  private cursor: Point | null = null;
  private drag: DragItem[] | null = null;
  /** The current drag's number and the ids and offsets its peers were last sent. */
  private seq = 0;
  private sentIds = '';
  private sentState = '';
  /** Bytes of awareness updates this peer sent, as y-protocols encodes them (for the benchmarks). */
  bytes = 0;
  /** The size of each of the last states sent, and whether it was sent while dragging. */
  readonly sizes: { bytes: number; dragging: boolean }[] = [];

  constructor(
    private readonly awareness: Awareness,
    /** The table as this browser sees it now: what is hidden is decided on it. */
    private readonly objects: () => ReadonlyMap<string, TableObject>,
    private readonly now: () => number = () => performance.now(),
  ) {
    Object.assign(this.base, awareness.getLocalState() ?? {});
  }

  /** A field of the full state (who, seat, build, point), sent at once unless a drag is under way. */
  setLocalStateField(field: string, value: unknown): void {
    this.base[field] = value;
    this.flush();
  }

  /** The full state's field as this browser last set it. */
  field(name: string): unknown {
    return this.base[name];
  }

  setCursor(point: Point | null): void {
    this.cursor = point ? { x: Math.round(point.x), y: Math.round(point.y) } : null;
    // While dragging, the cursor rides with the drag's next move (each pointer move sets the
    // cursor, then the drag): one update a move, not two.
    if (!this.drag) this.queue();
  }

  setDrag(items: readonly DragItem[] | null): void {
    const shown = items ? publishable(items.slice(0, 100), this.objects()) : [];
    this.drag = shown.length > 0 ? shown.map((i) => ({ id: i.id, x: Math.round(i.x), y: Math.round(i.y) })) : null;
    // The end of a drag goes out at once, so no ghost lingers.
    if (!this.drag) this.flush();
    else this.queue();
  }

  setSelection(ids: readonly string[]): void {
    this.wanted = ids.slice(0, 200);
    this.recheck();
  }

  /** While a seat chooses in secret (e.g. Falldown's planning), even public picks stay here. */
  setSecret(secret: boolean): void {
    this.secret = secret;
    this.recheck();
  }

  /** Publishes the selection again if the table moved a selected card into or out of hiding. */
  recheck(): void {
    const selection = this.secret ? [] : publishable(this.wanted, this.objects());
    const key = JSON.stringify(selection);
    if (key === this.published) return;
    this.published = key;
    this.base['selection'] = selection;
    this.queue();
  }

  destroy(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private queue(): void {
    const wait = this.last + 1000 / PRESENCE_HZ - this.now();
    if (wait <= 0) return this.flush();
    if (!this.timer) this.timer = setTimeout(() => this.flush(), wait);
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.last = this.now();
    const state = this.drag ? this.liveState(this.drag) : { ...this.base, cursor: this.cursor, drag: null };
    if (!this.drag) this.sentIds = '';
    const text = JSON.stringify(state);
    if (text === this.sentState) return;
    this.sentState = text;
    this.awareness.setLocalState(state);
    const bytes = encodeAwarenessUpdate(this.awareness, [this.awareness.clientID]).length;
    this.bytes += bytes;
    this.sizes.push({ bytes, dragging: this.drag !== null });
    if (this.sizes.length > SIZES_KEPT) this.sizes.shift();
  }

  /** The live record: the drag's ids when they are new (a new drag), else only the move. */
  private liveState(drag: readonly DragItem[]): { d: (number | string)[] } {
    const first = drag[0]!;
    const ids = JSON.stringify(drag.map((i) => [i.id, i.x - first.x, i.y - first.y]));
    const withIds = ids !== this.sentIds;
    if (withIds) {
      this.seq = (this.seq + 1) % 1_000_000;
      this.sentIds = ids;
    }
    return encodeLive(this.seq, drag, this.cursor, withIds);
  }
}
