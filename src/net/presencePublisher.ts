// This browser's side of presence: cursor, drag and selection go out through awareness at most
// PRESENCE_HZ times a second, and never with the id of a card the others cannot see. The gate
// sits here, below the UI, so no caller can forget it.
import type { Awareness } from 'y-protocols/awareness';
import type { TableObject } from '../table';
import { publishable } from './presence';

export const PRESENCE_HZ = 30;

type DragItem = { id: string; x: number; y: number };

export class PresencePublisher {
  private last = Number.NEGATIVE_INFINITY;
  private pending: Record<string, unknown> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wanted: string[] = [];
  private secret = false;
  private published = '[]';
  /** Bytes of awareness state this peer sent (for the benchmarks). */
  bytes = 0;

  constructor(
    private readonly awareness: Awareness,
    /** The table as this browser sees it now: what is hidden is decided on it. */
    private readonly objects: () => ReadonlyMap<string, TableObject>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  setCursor(point: { x: number; y: number } | null): void {
    this.queue({ cursor: point ? { x: Math.round(point.x), y: Math.round(point.y) } : null });
  }

  setDrag(items: readonly DragItem[] | null): void {
    const shown = items ? publishable(items.slice(0, 100), this.objects()) : [];
    const drag = shown.length > 0 ? shown.map((i) => ({ id: i.id, x: Math.round(i.x), y: Math.round(i.y) })) : null;
    // The end of a drag goes out at once, so no ghost lingers.
    if (!drag) this.flush({ drag: null });
    else this.queue({ drag });
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
    this.queue({ selection });
  }

  destroy(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private queue(fields: Record<string, unknown>): void {
    this.pending = { ...(this.pending ?? {}), ...fields };
    const wait = this.last + 1000 / PRESENCE_HZ - this.now();
    if (wait <= 0) return this.flush({});
    if (!this.timer) this.timer = setTimeout(() => this.flush({}), wait);
  }

  private flush(fields: Record<string, unknown>): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const next = { ...(this.pending ?? {}), ...fields };
    this.pending = null;
    this.last = this.now();
    const current = (this.awareness.getLocalState() ?? {}) as Record<string, unknown>;
    const state = { ...current, ...next };
    this.bytes += JSON.stringify(state).length;
    this.awareness.setLocalState(state);
  }
}
