// What a joint deck asks of each seat now, read from its state and records alone (no key, no
// doc): the layers the other seat owes, those the holder owes, the cards to open, and whom the
// deck waits for.
import type { Seat } from '../../table';
import { bindingId, layersOf, type Binding, type CardOut, type DeckState } from './deck';
import { releaseId, type DeckRecords, type PokerRecords } from './records';

export interface JointStatus {
  scheme: 'joint';
  deck: string;
  cards: number;
  /** Who the deck waits for now, and for what. */
  waiting: { seat: Seat; what: 'shuffle' | 'release' } | null;
}

/** Cards whose other-seat layer the protocol now asks for and that are not released yet. */
export function pendingReleases(state: DeckState, records: DeckRecords | undefined): { card: string; binding: Binding }[] {
  if (!records) return [];
  const wanted = new Map<string, Binding>();
  for (const out of state.outs) if (out.fromTop) wanted.set(out.card, out.binding);
  for (const card of state.shown) {
    const binding = state.bindings.get(card);
    if (binding && state.order.includes(card)) wanted.set(card, binding);
  }
  return [...wanted].filter(([card, binding]) => layersOf(binding).other && !records.releases.has(releaseId(bindingId(binding), card, state.other)))
    .map(([card, binding]) => ({ card, binding }));
}

/**
 * The layers a seat owes now: the other seat's on cards the protocol showed or let out from the
 * top; the holder's on cards that left from the top and lie face up for everyone. Lazy: whether a
 * card lies face up is asked as it comes (the table may move while a layer is opened).
 */
export function* releasesOwed(state: DeckState, records: DeckRecords, seat: Seat, isPublic: (out: CardOut) => boolean): Generator<{ card: string; binding: Binding }> {
  if (seat === state.other) {
    yield* pendingReleases(state, records);
  } else if (seat === state.holder) {
    for (const out of state.outs) {
      if (!isPublic(out) || !out.fromTop || !layersOf(out.binding).holder) continue;
      if (records.releases.has(releaseId(bindingId(out.binding), out.card, seat))) continue;
      yield { card: out.card, binding: out.binding };
    }
  }
}

/** The cards this browser may try to open, each with whether it lies face up for everyone. */
export function openCandidates(state: DeckState, isPublic: (out: CardOut) => boolean): Map<string, { binding: Binding; public: boolean }> {
  const candidates = new Map<string, { binding: Binding; public: boolean }>();
  for (const out of state.outs) candidates.set(out.card, { binding: out.binding, public: isPublic(out) });
  // A card shown to the holder in the deck now (it may have left and come back before) is opened as it lies now.
  for (const card of state.shown) {
    const binding = state.bindings.get(card);
    if (binding && state.order.includes(card)) candidates.set(card, { binding, public: false });
  }
  return candidates;
}

export function deckStatus(state: DeckState, records: DeckRecords | undefined): JointStatus {
  let waiting: JointStatus['waiting'] = null;
  if (state.busy) waiting = { seat: state.busy.waitingFor, what: 'shuffle' };
  else if (pendingReleases(state, records).length > 0) waiting = { seat: state.other, what: 'release' };
  return { scheme: 'joint', deck: state.id, cards: state.busy ? state.busy.ids.length : state.order.length, waiting };
}

/** Whether a deck waits on this seat: its round to play, or its layer to release. */
export function owesAny(states: Iterable<DeckState>, records: PokerRecords, seat: Seat): boolean {
  return [...states].some((state) => state.busy?.waitingFor === seat || (state.other === seat && pendingReleases(state, records.decks.get(state.id)).length > 0));
}
