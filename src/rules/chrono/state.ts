// Reading a Chrono Card table: every card with its zone, check state and items; each seat's damage
// points, piles, hand, BGM and performance tokens; from the rules events the turn, the EP of the
// current phase, placements, the charm with its blocks and AP/DP changes. Hidden cards (the
// face-down heroine at the start, hands, decks) are counted, never read.
import type { ChronoCard } from '../../cards/chrono';
import type { Card, Seat } from '../../table';
import { currentTurn, eventsOfPhase, isDown, otherSeat, placeEvents, TableView, type RulesEvent, type RulesInput } from '../core';
import { charmDamage } from './combat';
import { PROMPT } from './events';
import type { CcCard, CcCharm, CcPile, CcPlacement, CcSeat, CcState } from './types';
import { slotOf, zoneId } from './zones';

export function readChrono(input: RulesInput<ChronoCard>): CcState {
  const view = new TableView(input.objects);
  const cards = new Map<string, CcCard>();
  for (const object of input.objects.values()) {
    if (object.kind !== 'card') continue;
    const zone = view.zoneOf(object.id);
    const at = slotOf(zone);
    const ref = safeIdentity(input, object);
    const data = ref === undefined ? undefined : input.lookup(ref);
    cards.set(object.id, {
      id: object.id, owner: object.owner, zone, side: at?.seat ?? null, slot: at?.slot ?? null, ref, data,
      faceUp: object.faceUp, checked: isDown(object), host: object.attachedTo,
      items: view.cardsUnder(object.id).map((c) => c.id),
      heroine: data?.kind === 'heroine' || (at?.slot === 'heroine' && object.attachedTo === null),
    });
  }
  const position = currentTurn(input.events);
  const phaseEvents = eventsOfPhase(input.events);
  const seats = { p1: readSeat(view, 'p1', cards, phaseEvents), p2: readSeat(view, 'p2', cards, phaseEvents) };
  const history = readHistory(input.events, position?.turn ?? null, seats);
  const damage = charmDamage({ cards, ...history });
  return { input, view, events: input.events, position, first: input.firstPlayer ?? firstFromEvents(input.events), cards, seats, ...history, damage };
}

function safeIdentity(input: RulesInput<ChronoCard>, card: Card): string | undefined {
  try {
    return input.identity(card);
  } catch {
    return undefined;
  }
}

function firstFromEvents(events: readonly RulesEvent[]): Seat | null {
  for (const event of events) if (event.kind === 'phase') return event.turn % 2 === 1 ? event.active : otherSeat(event.active);
  return null;
}

function pileOf(view: TableView, zone: string): CcPile {
  const inZone = view.cardsIn(zone);
  const stack = view.stackIn(zone);
  const lone = inZone.find((card) => card.stack === null)?.id ?? null;
  return { stack: stack?.id ?? null, lone: stack ? null : lone, count: inZone.length };
}

const values = (event: RulesEvent): string[] => (event.kind === 'choice' && Array.isArray(event.value) ? event.value : []);

function readSeat(view: TableView, seat: Seat, cards: ReadonlyMap<string, CcCard>, phaseEvents: readonly RulesEvent[]): CcSeat {
  const damage = view.counters({ zone: zoneId(seat, 'damage') })[0];
  const tokens = view.tokenPiles(zoneId(seat, 'bgm'));
  const supply = view.tokenPiles(zoneId(seat, 'tokens'));
  const ep = { gained: 0, spent: 0 };
  for (const event of phaseEvents) {
    if (event.kind !== 'choice' || event.seat !== seat) continue;
    const amount = Number(values(event)[1]) || 0;
    if (event.prompt === PROMPT.ep) ep.gained += amount;
    if (event.prompt === PROMPT.pay) ep.spent += amount;
  }
  return {
    damage: damage ? { id: damage.id, value: damage.value } : null,
    deck: pileOf(view, zoneId(seat, 'deck')),
    discard: pileOf(view, zoneId(seat, 'discard')),
    hand: [...cards.values()].filter((c) => c.zone === zoneId(seat, 'hand') && c.host === null).map((c) => c.id),
    bgm: view.looseCardsIn(zoneId(seat, 'bgm')).map((c) => c.id),
    bgmTokens: { ids: tokens.map((t) => t.id), count: tokens.reduce((n, t) => n + t.count, 0) },
    supply: { id: supply[0]?.id ?? null, count: supply.reduce((n, t) => n + t.count, 0) },
    ep,
  };
}

function readHistory(events: readonly RulesEvent[], turn: number | null, seats: Record<Seat, CcSeat>): Pick<CcState, 'placements' | 'charm' | 'statChanges'> {
  const placements: CcPlacement[] = [];
  let charm: CcCharm | null = null;
  const statChanges = new Map<string, { ap: number; dp: number }>();
  const markDone = (c: CcCharm) => {
    if (c.done) return;
    c.done = true;
    c.changesAtDone = new Map(statChanges);
  };
  for (const { event, at } of placeEvents(events)) {
    // The phase bar's resolver records a 'resolved' event when it applies the charm.
    if (at && event.kind === 'resolved' && charm && at.turn === charm.turn) markDone(charm);
    if (!at || event.kind !== 'choice' || event.seat === undefined) continue;
    const v = values(event);
    switch (event.prompt) {
      case PROMPT.place:
        placements.push({ card: v[0] ?? '', seat: event.seat, kind: v[1] ?? '', turn: at.turn });
        break;
      case PROMPT.charm: {
        if (at.turn !== turn) break;
        const damageText = v.find((s) => s.startsWith('damage:'))?.slice('damage:'.length) ?? '';
        charm = {
          seat: event.seat, turn: at.turn, blocks: new Map(), orders: new Map(), done: false, changesAtDone: null,
          attackers: v.filter((s) => !s.includes(':')),
          supporters: v.filter((s) => s.startsWith('support:')).map((s) => s.slice('support:'.length)),
          damageAtDeclaration: damageText === '' ? null : Number(damageText),
        };
        break;
      }
      case PROMPT.block:
        if (charm && at.turn === charm.turn && v[0] !== undefined) charm.blocks.set(v[0], v.slice(1));
        break;
      case PROMPT.order:
        if (charm && at.turn === charm.turn && event.seat === charm.seat && v[0] !== undefined) charm.orders.set(v[0], v.slice(1));
        break;
      case PROMPT.charmDone:
        if (charm && at.turn === charm.turn) markDone(charm);
        break;
      case PROMPT.stat: {
        if (at.turn !== turn || v[0] === undefined) break;
        const now = statChanges.get(v[0]) ?? { ap: 0, dp: 0 };
        statChanges.set(v[0], { ap: now.ap + (Number(v[1]) || 0), dp: now.dp + (Number(v[2]) || 0) });
        break;
      }
    }
  }
  // A charm whose defender's damage points changed since it was declared has been applied.
  if (charm && !charm.done && charm.damageAtDeclaration !== null) {
    const defender = seats[otherSeat(charm.seat)];
    if (defender.damage && defender.damage.value !== charm.damageAtDeclaration) markDone(charm);
  }
  return { placements, charm, statChanges };
}

export function epPool(state: CcState, seat: Seat): number {
  const ep = state.seats[seat].ep;
  return Math.max(0, ep.gained - ep.spent);
}

