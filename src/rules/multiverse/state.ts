// Reading a Multiverse Fighters table: fighters on the field slots with the HP counter below each,
// each seat's assist cost, deck, used pile, hand and die, and from the rules events the turn, the
// attacks declared and the assist cards activated. Hidden cards are counted, never read.
import type { MultiverseCard } from '../../cards/multiverse';
import { SEATS, type Card, type Seat } from '../../table';
import { currentTurn, otherSeat, placeEvents, TableView, type RulesInput } from '../core';
import { MAIN_ABILITY_EFFECT, PROMPT } from './events';
import type { MfActivation, MfAttack, MfCard, MfFighter, MfSeat, MfState } from './types';
import { FIELD_NUMBERS, slotOf, zoneId } from './zones';

export function readMultiverse(input: RulesInput<MultiverseCard>): MfState {
  const view = new TableView(input.objects);
  const cards = new Map<string, MfCard>();
  for (const object of input.objects.values()) {
    if (object.kind !== 'card') continue;
    const zone = view.zoneOf(object.id);
    const at = slotOf(zone);
    const ref = safeIdentity(input, object);
    cards.set(object.id, {
      id: object.id, owner: object.owner, zone, side: at?.seat ?? null, slot: at?.slot ?? null, ref,
      data: ref === undefined ? undefined : input.lookup(ref), faceUp: object.faceUp,
    });
  }
  const fighters: MfFighter[] = [];
  for (const seat of SEATS) {
    for (const n of FIELD_NUMBERS) {
      const counter = view.counters({ zone: zoneId(seat, `hp-${n}`) })[0];
      for (const card of view.looseCardsIn(zoneId(seat, `field-${n}`))) {
        const data = cards.get(card.id)?.data;
        if (data?.kind !== 'fighter') continue;
        fighters.push({ id: card.id, seat, slot: n, data, hp: counter ? { id: counter.id, value: counter.value } : null });
      }
    }
  }
  const position = currentTurn(input.events);
  const seats = { p1: readSeat(view, 'p1', cards), p2: readSeat(view, 'p2', cards) };
  const state: MfState = {
    input, view, events: input.events, position, cards, fighters, seats,
    first: input.firstPlayer ?? firstFromEvents(input),
    activations: [], attacks: [], mainAbilities: [],
  };
  return { ...state, ...readHistory(state) };
}

function safeIdentity(input: RulesInput<MultiverseCard>, card: Card): string | undefined {
  try {
    return input.identity(card);
  } catch {
    return undefined;
  }
}

function firstFromEvents(input: RulesInput<MultiverseCard>): Seat | null {
  for (const event of input.events) {
    if (event.kind === 'phase') return event.turn % 2 === 1 ? event.active : otherSeat(event.active);
  }
  return null;
}

function pileOf(view: TableView, zone: string): MfSeat['deck'] {
  const inZone = view.cardsIn(zone);
  const stack = view.stackIn(zone);
  const lone = inZone.find((card) => card.stack === null)?.id ?? null;
  return { stack: stack?.id ?? null, lone: stack ? null : lone, count: inZone.length };
}

function readSeat(view: TableView, seat: Seat, cards: ReadonlyMap<string, MfCard>): MfSeat {
  const cost = view.counters({ zone: zoneId(seat, 'cost') })[0];
  const die = [...view.objects.values()].find((o) => o.kind === 'die' && view.zoneOf(o.id) === zoneId(seat, 'dice'));
  return {
    cost: cost ? { id: cost.id, value: cost.value } : null,
    deck: pileOf(view, zoneId(seat, 'deck')),
    used: pileOf(view, zoneId(seat, 'used')),
    hand: [...cards.values()].filter((c) => c.zone === zoneId(seat, 'hand')).map((c) => c.id),
    waiting: view.cardsIn(zoneId(seat, 'waiting')).length,
    assistArea: view.cardsIn(zoneId(seat, 'assist')).map((c) => c.id),
    die: die?.kind === 'die' ? { id: die.id, value: die.value, lastRoller: die.lastRoller } : null,
  };
}

const text = (value: unknown, i: number): string => (Array.isArray(value) && typeof value[i] === 'string' ? value[i] : '');

function readHistory(state: MfState): Pick<MfState, 'activations' | 'attacks' | 'mainAbilities'> {
  const activations: MfActivation[] = [];
  const attacks: MfAttack[] = [];
  const mainAbilities: { card: string; turn: number }[] = [];
  for (const { event, index, at } of placeEvents(state.events)) {
    if (!at) continue;
    if (event.kind === 'effect' && event.effect === MAIN_ABILITY_EFFECT) mainAbilities.push({ card: event.card, turn: at.turn });
    if (event.kind !== 'choice' || event.seat === undefined) continue;
    if (event.prompt === PROMPT.assist) {
      const card = text(event.value, 0);
      const data = state.cards.get(card)?.data;
      activations.push({
        card, seat: event.seat, cost: Number(text(event.value, 1)) || 0, target: text(event.value, 2) || null,
        turn: at.turn, phase: at.phase, index, data: data?.kind === 'assist' ? data : undefined,
      });
    } else if (event.prompt === PROMPT.attack) {
      const hp = text(event.value, 2);
      attacks.push({
        attacker: text(event.value, 0), target: text(event.value, 1), seat: event.seat, turn: at.turn, index,
        hpAtDeclaration: hp === '' ? null : Number(hp), roll: null, struck: false,
      });
    } else if (event.prompt === PROMPT.roll) {
      const attacker = text(event.value, 0);
      const face = Number(text(event.value, 2));
      const attack = [...attacks].reverse().find((a) => a.attacker === attacker && a.turn === at.turn && !a.struck);
      // The first roll counts (one roll per attack).
      if (attack && attack.roll === null && Number.isInteger(face) && face >= 1) attack.roll = face;
    } else if (event.prompt === PROMPT.strike) {
      const attacker = text(event.value, 0);
      const attack = [...attacks].reverse().find((a) => a.attacker === attacker && a.turn === at.turn && !a.struck);
      if (attack) attack.struck = true;
    }
  }
  return { activations, attacks, mainAbilities };
}
