// Holds each transport-doc update back for the broadcast delay before it is written to the relay,
// so spectators (and anyone they talk to) never see the match sooner than the player chose.
export interface Held<T> {
  readonly at: number;
  readonly item: T;
}

export class DelayBuffer<T> {
  private readonly queue: Held<T>[] = [];

  constructor(private readonly delayMs: number, private readonly maxItems = 100_000) {
    if (!Number.isFinite(delayMs) || delayMs < 0) throw new Error('delay must be ≥ 0');
  }

  /** Queue an item seen at `now`; refuses (false) when full rather than growing without bound. */
  push(item: T, now: number): boolean {
    if (this.queue.length >= this.maxItems) return false;
    this.queue.push({ at: now, item });
    return true;
  }

  /** Items whose delay has passed at `now`, in the order they were pushed. */
  release(now: number): T[] {
    let n = 0;
    while (n < this.queue.length && this.queue[n]!.at + this.delayMs <= now) n++;
    return this.queue.splice(0, n).map((h) => h.item);
  }

  /** When the next item is due (ms timestamp), or null when nothing is held. */
  nextDue(): number | null {
    const first = this.queue[0];
    return first ? first.at + this.delayMs : null;
  }

  get size(): number {
    return this.queue.length;
  }
}
