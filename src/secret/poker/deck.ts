// A joint deck's state, folded from its records the same way on every peer: which cards it holds
// in which order (the protocol's order, not the table's: the holder's own table cannot move a card
// to the top), where each card's ciphertext comes from, what its holder has been shown, and whose
// turn it is in a shuffle. Pure and synchronous; nothing here needs a key.
import type { Seat } from '../../table/schema';
import { cardPoint, decodePoint, type GroupPoint } from './group';
import { allDistinct } from './rounds';
import { roundId, type DeckOp, type DeckRecords, type PokerRecords } from './records';

/** Where a card's current ciphertext comes from. */
export type Binding =
  | { kind: 'open'; index: number }
  | { kind: 'shuffle'; shuffle: string; index: number }
  /** Put in by the holder: under its layer, or in clear (`ref`: a public card such as the discard pile's). */
  | { kind: 'in'; n: number; card: string; ref?: string };

export const bindingId = (binding: Binding): string =>
  binding.kind === 'shuffle' ? binding.shuffle : binding.kind === 'in' ? `in${binding.n}` : 'open';

/** Whose layers a binding carries: a shuffle's both seats', an insert the holder's (or none when public). */
export function layersOf(binding: Binding): { holder: boolean; other: boolean } {
  if (binding.kind === 'shuffle') return { holder: true, other: true };
  if (binding.kind === 'in') return { holder: binding.ref === undefined, other: false };
  return { holder: false, other: false };
}

export interface CardOut {
  n: number;
  card: string;
  to: 'hand' | 'public';
  binding: Binding;
  /** False when the card was not the top and its holder had not searched the deck (or put it there): taken from elsewhere. */
  fromTop: boolean;
}

export type DeckProblemCode = 'notTop' | 'unknownCard' | 'badRound' | 'wrongWriter' | 'badOp' | 'restarted';
export interface DeckProblem { code: DeckProblemCode; seat: Seat; n?: number; card?: string; round?: number }

export interface Busy { shuffle: string; n: number; round: 1 | 2 | 3 | 4; waitingFor: Seat; ids: string[] }

export interface DeckState {
  id: string;
  zone: string;
  holder: Seat;
  other: Seat;
  /** The card ids the deck was opened with, top first (the holder's sealed list is in this order). */
  openIds: string[];
  /** Card ids in the deck, top first. */
  order: string[];
  bindings: Map<string, Binding>;
  /** Cards the protocol has shown the holder (looked at, searched) since the last shuffle. */
  shown: Set<string>;
  /**
   * Cards the holder may take from anywhere in the deck: searched, or put in by itself. A card it
   * only looked at (a peek of the top N) was seen, not made the top: taken from below, it is not a draw.
   */
  takeable: Set<string>;
  outs: CardOut[];
  busy: Busy | null;
  /** Operations applied (the next one the holder writes is applied + 1). */
  applied: number;
  shuffles: string[];
  /** Each finished shuffle's cards and the bindings they came in with (what the audit replays). */
  shuffleInputs: Map<string, { ids: string[]; inputs: Binding[] }>;
  /** The holder's layered points of cards it put in, by operation number. */
  insertPoints: Map<number, string>;
  problems: DeckProblem[];
}

/**
 * The point a binding stands for now, or null while its round is missing (or, for the cards a
 * deck was opened with, for anyone without the holder's list).
 */
export function bindingPoint(records: DeckRecords, state: Pick<DeckState, 'id' | 'other' | 'insertPoints' | 'openIds'>, binding: Binding, list?: readonly string[]): GroupPoint | null {
  if (binding.kind === 'open') {
    const ref = list?.[binding.index];
    const origin = state.openIds[binding.index];
    return ref && origin ? cardPoint(state.id, ref, origin) : null;
  }
  if (binding.kind === 'in') {
    if (binding.ref !== undefined) return cardPoint(state.id, binding.ref, binding.card);
    const text = state.insertPoints.get(binding.n);
    return text ? decodePoint(text) : null;
  }
  const round = records.rounds.get(roundId(binding.shuffle, 4, state.other));
  const text = round?.out[binding.index];
  return text ? decodePoint(text) : null;
}

export function foldDeck(id: string, records: DeckRecords): DeckState | null {
  const first = records.ops.get(1);
  if (!first || first.op.op !== 'open' || first.seat !== first.op.holder || first.op.holder === first.op.other) return null;
  const open = first.op;
  if (new Set(open.ids).size !== open.ids.length) return null;
  const state: DeckState = {
    id, zone: open.zone, holder: open.holder, other: open.other, openIds: [...open.ids], order: [...open.ids],
    bindings: new Map(open.ids.map((card, index) => [card, { kind: 'open', index }])), shown: new Set(), takeable: new Set(), outs: [],
    busy: null, applied: 1, shuffles: [], shuffleInputs: new Map(), insertPoints: new Map(), problems: [],
  };
  for (let n = 2; ; n++) {
    const entry = records.ops.get(n);
    if (!entry) break;
    if (entry.seat !== state.holder) {
      state.problems.push({ code: 'wrongWriter', seat: entry.seat, n });
      break;
    }
    const previous = records.ops.get(n - 1)?.op;
    if (previous?.op === 'shuffle' && entry.op.op !== 'open' && entry.op.after !== records.rounds.get(roundId(previous.shuffle, 4, state.other))?.out[0]) {
      state.problems.push({ code: 'restarted', seat: state.holder, n });
    }
    if (!applyOp(state, records, entry.op, n)) break;
    state.applied = n;
    if (state.busy) break;
  }
  return state;
}

/** Applies one operation; false stops the fold (a broken op: nothing after it is trusted). */
function applyOp(state: DeckState, records: DeckRecords, op: DeckOp, n: number): boolean {
  const problem = (code: DeckProblemCode, extra: Partial<DeckProblem> = {}) => { state.problems.push({ code, seat: state.holder, n, ...extra }); };
  switch (op.op) {
    case 'open':
      problem('badOp');
      return false;
    case 'shuffle': {
      if (state.order.length === 0) { problem('badOp'); return false; }
      state.busy = { shuffle: op.shuffle, n, round: 1, waitingFor: state.holder, ids: [...state.order] };
      const done = advanceShuffle(state, records, state.busy);
      if (done === 'broken') return false;
      if (done === 'done') {
        state.shuffleInputs.set(op.shuffle, { ids: [...state.busy.ids], inputs: state.busy.ids.map((card) => state.bindings.get(card) as Binding) });
        state.order = [...state.busy.ids];
        state.busy.ids.forEach((card, index) => state.bindings.set(card, { kind: 'shuffle', shuffle: op.shuffle, index }));
        state.shown.clear();
        state.takeable.clear();
        state.shuffles.push(op.shuffle);
        state.busy = null;
      }
      return true;
    }
    case 'out': {
      const at = state.order.indexOf(op.card);
      const binding = state.bindings.get(op.card);
      if (at < 0 || !binding) { problem('unknownCard', { card: op.card }); return false; }
      const fromTop = at === 0 || state.takeable.has(op.card);
      if (!fromTop) problem('notTop', { card: op.card });
      state.order.splice(at, 1);
      state.outs.push({ n, card: op.card, to: op.to, binding, fromTop });
      return true;
    }
    case 'in': {
      if (state.order.includes(op.card)) { problem('unknownCard', { card: op.card }); return false; }
      let binding: Binding;
      if (op.ref !== undefined && op.point === undefined) {
        binding = { kind: 'in', n, card: op.card, ref: op.ref };
      } else if (op.point !== undefined && op.sec !== undefined && decodePoint(op.point)) {
        binding = { kind: 'in', n, card: op.card };
        state.insertPoints.set(n, op.point);
      } else { problem('badOp', { card: op.card }); return false; }
      state.bindings.set(op.card, binding);
      if (op.at === 'top') state.order.unshift(op.card);
      else state.order.push(op.card);
      state.shown.add(op.card); // the holder put it there: it knows it
      state.takeable.add(op.card);
      return true;
    }
    case 'peek':
      for (const card of state.order.slice(0, op.count)) state.shown.add(card);
      return true;
    case 'search':
      for (const card of state.order) { state.shown.add(card); state.takeable.add(card); }
      return true;
  }
}

/** Moves a shuffle through the rounds present; 'done' after round 4, 'broken' on a malformed round. */
function advanceShuffle(state: DeckState, records: DeckRecords, busy: Busy): 'done' | 'waiting' | 'broken' {
  for (const round of [1, 2, 3, 4] as const) {
    const seat = round % 2 === 1 ? state.holder : state.other;
    busy.round = round;
    busy.waitingFor = seat;
    const record = records.rounds.get(roundId(busy.shuffle, round, seat));
    if (!record) return 'waiting';
    if (record.out.length !== busy.ids.length || !allDistinct(record.out)) {
      state.problems.push({ code: 'badRound', seat, round, n: busy.n });
      return 'broken';
    }
  }
  return 'done';
}

/** Every deck of the records that folds (one whose opening is broken has no state). */
export function foldDecks(records: PokerRecords): Map<string, DeckState> {
  const states = new Map<string, DeckState>();
  for (const [id, deck] of records.decks) {
    const state = foldDeck(id, deck);
    if (state) states.set(id, state);
  }
  return states;
}
