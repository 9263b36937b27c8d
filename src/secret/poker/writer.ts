// The joint decks' writes in the doc, each in one transaction under the agent's origin: records in
// the `poker` map (every key written once), and the table cards a joint deck takes, unknown to all
// from then on.
import type * as Y from 'yjs';
import { objectsOf, revealSealed, writeLog, type Seat, type TableContext } from '../../table';
import { ROOT } from '../../table/layout';
import type { DeckState } from './deck';
import { opKey, revealKey, type DeckOp, type DeckRecords } from './records';
import { chained, type Opening } from './writes';

export class PokerWriter {
  constructor(private readonly doc: Y.Doc, private readonly origin: object) {}

  has(key: string): boolean {
    return this.map().has(key);
  }

  /** Writes the records not in the map yet; false when none is new. */
  fresh(writes: [string, unknown][]): boolean {
    const map = this.map();
    const fresh = writes.filter(([key]) => !map.has(key));
    if (fresh.length === 0) return false;
    this.doc.transact(() => { for (const [key, value] of fresh) map.set(key, value); }, this.origin);
    return true;
  }

  /** The holder's next operations (chained after a shuffle), and a log line for the table. */
  ops(state: DeckState, records: DeckRecords | undefined, ops: DeckOp[], logOp: string | null, args: Record<string, string | number>): void {
    const map = this.map();
    const written = chained(state, records, ops);
    this.doc.transact(() => {
      written.forEach((op, i) => map.set(opKey(state.id, state.applied + 1 + i, state.holder), op));
      if (logOp) writeLog(this.context(state.holder), logOp, args);
    }, this.origin);
  }

  /** Cards put into a deck: their operations, and the cards hidden on the table. */
  inserts(state: DeckState, records: DeckRecords | undefined, seat: Seat, ops: DeckOp[], cards: string[]): void {
    const map = this.map();
    const table = objectsOf(this.doc);
    const written = chained(state, records, ops);
    this.doc.transact(() => {
      written.forEach((op, i) => map.set(opKey(state.id, state.applied + 1 + i, seat), op));
      for (const card of cards) {
        const object = table.get(card);
        object?.set('ref', '');
        object?.set('sealed', null);
        object?.set('joint', state.id);
      }
    }, this.origin);
  }

  /** A new joint deck's first records; its cards on the table are now unknown to all, their holder included. */
  opening(opening: Opening, cards: readonly { id: string }[], seat: Seat, zone: string): void {
    const map = this.map();
    const objects = objectsOf(this.doc);
    this.doc.transact(() => {
      for (const [key, value] of opening.writes) map.set(key, value);
      for (const card of cards) {
        const object = objects.get(card.id);
        object?.set('ref', '');
        if (object?.get('sealed')) object.set('sealed', null);
        object?.set('joint', opening.deck);
      }
      writeLog(this.context(seat), 'jointOpen', { zone, count: cards.length });
    }, this.origin);
  }

  /** Cards of a deck turned face up, written in clear with the identity and origin everyone checks against the point. */
  reveals(state: DeckState, seat: Seat, reveals: { id: string; ref: string; origin: string }[]): void {
    const map = this.map();
    this.doc.transact(() => {
      for (const { id, ref, origin } of reveals) map.set(revealKey(state.id, id, seat), { ref, origin });
      revealSealed(this.context(seat), { items: reveals.map(({ id, ref }) => ({ id, ref })), why: 'jointDeck' });
    }, this.origin);
  }

  map(): Y.Map<unknown> {
    return this.doc.getMap<unknown>(ROOT.poker.name);
  }

  private context(seat: Seat): TableContext {
    return { doc: this.doc, actor: { seat, origin: this.origin } };
  }
}
