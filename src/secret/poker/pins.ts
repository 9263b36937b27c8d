// The poker map as this browser first saw it. Every key's first value is pinned and read from
// then on; a key whose value changes later (a peer writing over its own record) is remembered as
// equivocated, never followed.
import type * as Y from 'yjs';

export class Pins {
  private readonly pins = new Map<string, unknown>();
  /** Keys whose value changed after it was pinned. */
  readonly equivocated = new Set<string>();

  /** Pins the keys new in the map and notes the ones written over. */
  read(map: Y.Map<unknown>): void {
    for (const [key, value] of map.entries()) {
      if (!this.pins.has(key)) { this.pins.set(key, value); continue; }
      if (JSON.stringify(this.pins.get(key)) !== JSON.stringify(value) && !this.equivocated.has(key)) this.equivocated.add(key);
    }
  }

  /** The pinned entries (first values). */
  entries(): IterableIterator<[string, unknown]> {
    return this.pins.entries();
  }

  /** The equivocated keys of one deck's records. */
  equivocatedIn(deck: string): string[] {
    return [...this.equivocated].filter((key) => key.split('/')[1] === deck);
  }
}
