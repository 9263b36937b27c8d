// Reading a NoFuture table: every card with its place and state, each seat's HP, piles, hand and
// energy, and the turn. Hidden cards are counted, never read: their data stays undefined.
import { ENERGY_COLORS, type EnergyColor } from '../../cards/nofuture/energy';
import type { NofutureCard } from '../../cards/nofuture';
import { type Seat, type Token } from '../../table';
import { currentTurn, isDown, otherSeat, TableView, type RulesInput } from '../core';
import type { Energy, NfCard, NfSeat, NfState } from './types';
import { placeOf, zoneId } from './zones';

export const MAGIC_COIN = 'magic';
export const DAMAGE_COIN = 'damage';
export const HP_LABEL = 'HP';

export function readNofuture(input: RulesInput<NofutureCard>): NfState {
  const view = new TableView(input.objects);
  const cards = new Map<string, NfCard>();
  for (const object of input.objects.values()) {
    if (object.kind !== 'card') continue;
    const zone = view.zoneOf(object.id);
    const at = placeOf(zone);
    const ref = safeIdentity(input, object);
    cards.set(object.id, {
      id: object.id,
      owner: object.owner,
      zone,
      side: at?.seat ?? null,
      place: at?.place ?? null,
      ref,
      data: ref === undefined ? undefined : input.lookup(ref),
      faceUp: object.faceUp,
      down: isDown(object),
      host: object.attachedTo,
      under: view.cardsUnder(object.id).map((c) => c.id),
      magicCoins: view.coinsOn(object.id, MAGIC_COIN).map((c) => c.id),
      damageCoins: view.coinsOn(object.id, DAMAGE_COIN).map((c) => c.id),
    });
  }
  // A set card is up or down with its host (NF 4.2).
  for (const card of cards.values()) {
    const host = card.host === null ? undefined : cards.get(card.host);
    if (host) cards.set(card.id, { ...card, down: host.down });
  }
  const position = currentTurn(input.events);
  return {
    input, view, events: input.events, position, cards,
    first: input.firstPlayer ?? firstFromEvents(input),
    seats: { p1: readSeat(view, 'p1', cards), p2: readSeat(view, 'p2', cards) },
  };
}

/** The identity callback may come from a peer's browser: it must not break the read. */
function safeIdentity(input: RulesInput<NofutureCard>, card: Parameters<RulesInput['identity']>[0]): string | undefined {
  try {
    return input.identity(card);
  } catch {
    return undefined;
  }
}

/** Without the meta: the seat active in the earliest recorded turn 1 (or 2) of the log. */
function firstFromEvents(input: RulesInput<NofutureCard>): Seat | null {
  for (const event of input.events) {
    if (event.kind !== 'phase') continue;
    if (event.turn % 2 === 1) return event.active;
    return otherSeat(event.active);
  }
  return null;
}

function energyIn(piles: readonly Token[]): Energy {
  const out: Energy = { blue: 0, red: 0 };
  for (const pile of piles) if ((ENERGY_COLORS as readonly string[]).includes(pile.color)) out[pile.color as EnergyColor] += pile.count;
  return out;
}

function readSeat(view: TableView, seat: Seat, cards: ReadonlyMap<string, NfCard>): NfSeat {
  const deckZone = zoneId(seat, 'deck');
  const deckCards = view.cardsIn(deckZone);
  const stack = view.stackIn(deckZone);
  const lone = deckCards.find((card) => card.stack === null)?.id ?? null;
  const hpCounter = view.counters({ zone: zoneId(seat, 'hp') })[0] ?? view.counters({ owner: seat, label: HP_LABEL })[0];
  const unusedPiles = view.tokenPiles(zoneId(seat, 'energy-unused'));
  const usedPiles = view.tokenPiles(zoneId(seat, 'energy-used'));
  return {
    hp: hpCounter ? { id: hpCounter.id, value: hpCounter.value } : null,
    deck: { stack: stack?.id ?? null, lone: stack ? null : lone, count: deckCards.length },
    hand: [...cards.values()].filter((card) => card.zone === zoneId(seat, 'hand') && card.host === null).map((card) => card.id),
    discard: view.cardsIn(zoneId(seat, 'discard')).length,
    unused: energyIn(unusedPiles),
    used: energyIn(usedPiles),
    piles: { unused: unusedPiles, used: usedPiles, supply: view.tokenPiles(zoneId(seat, 'supply')) },
    supplyCoins: view.looseCoinsIn(zoneId(seat, 'supply'), MAGIC_COIN).map((coin) => coin.id),
  };
}


/** The character a card is, when its data is known and it is one. */
export function characterData(card: NfCard | undefined) {
  return card?.data?.kind === 'character' ? card.data : undefined;
}
