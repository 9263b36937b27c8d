// Game verbs (docs/rules/multiverse.md): attack, strike, assist, ability, refill, discard, choose.
import type { Seat } from '../../table';
import { actionKey, type FollowUp, type GameAction, type Proposal, type ProposalRequest, type TableAction, type Verdict } from '../core';
import { moveTo, verdict } from './actions';
import { assistActions, assistData, validateAssist } from './assist';
import { evasionDie, evasionFace, evasionFaces, negatedBy, pendingAttack, resolveAttack, validateAttack } from './attack';
import { assistEvent, attackEvent, mainAbilityEvent, PROMPT, rollEvent, strikeEvent } from './events';
import { discardsDue, PHASE, refillActions } from './phases';
import { RULE } from './rulings';
import { fighterById } from './stats';
import type { MfState } from './types';
import { zoneId } from './zones';

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
// A lone id counts as a list of one: the phase bar answers the end phase's discard with one card.
const strings = (value: unknown): string[] => (typeof value === 'string' && value !== '' ? [value]
  : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function settled(state: MfState, kind: string, cards: string[], verdicts: Verdict[]): { verdicts: Verdict[]; action: string } {
  const key = actionKey({ kind, cards });
  return { verdicts, action: key };
}

export function propose(state: MfState, request: ProposalRequest): Proposal | null {
  const { seat, args } = request;
  switch (request.verb) {
    case 'attack': return attack(state, seat, str(args['card']), str(args['target']));
    case 'strike': return strike(state, typeof args['roll'] === 'number' ? args['roll'] : undefined);
    case 'evasion': return evasion(state, seat, typeof args['roll'] === 'number' ? args['roll'] : undefined);
    case 'assist': return assist(state, seat, str(args['card']), str(args['target']));
    case 'ability': return ability(state, seat, str(args['card']));
    case 'refill': return refill(state, seat);
    case 'discard': return discard(state, seat, strings(args['cards']));
    case 'choose': return args['prompt'] === PROMPT.discard ? discard(state, seat, strings(args['value'])) : null;
    default: return null;
  }
}

function attack(state: MfState, seat: Seat, attacker: string | undefined, target: string | undefined): Proposal {
  const verdicts = validateAttack(state, seat, attacker, target);
  const cards = [attacker ?? '', target ?? ''];
  const hp = fighterById(state, target)?.hp?.value ?? null;
  const events = attacker !== undefined && target !== undefined ? [attackEvent(seat, attacker, target, hp)] : [];
  return { actions: [], events, ...settled(state, 'attack', cards, verdicts) };
}

/** Applies the pending attack: the roll given (or the defender's die on the table), then damage. */
function strike(state: MfState, roll: number | undefined): Proposal {
  const attack = pendingAttack(state);
  if (!attack) {
    return { actions: [], events: [], verdicts: [verdict('illegal', RULE.battle, '解決する攻撃がありません', 'there is no attack to resolve')] };
  }
  const resolution = resolveAttack(state, roll);
  // A negated attack or a target that cannot evade needs no roll.
  const rollNeeded = negatedBy(state, attack) === null && evasionFaces(state, attack).length > 0;
  const rolled = roll ?? evasionFace(state, attack) ?? null;
  if (rolled === null && rollNeeded) {
    return { actions: [], events: [], verdicts: [verdict('warning', RULE.evasion, '先に回避のサイコロを振ってください', 'roll the evasion die first')] };
  }
  const verdicts: Verdict[] = [];
  if (rollNeeded && roll === undefined && attack.roll === null) {
    // The die was not rolled through the evasion verb: its face may be from before the attack.
    verdicts.push(verdict('warning', RULE.evasion, `この攻撃の回避の出目が記録されていません。卓のサイコロの目（${rolled}）で判定しました`, `no evasion roll was recorded for this attack; the die on the table (${rolled}) was read`));
  }
  return {
    actions: resolution?.actions ?? [],
    events: [strikeEvent(attack.seat, attack.attacker, attack.target, rolled)],
    ...settled(state, 'strike', [attack.attacker, attack.target], verdicts),
  };
}

/**
 * Records the evasion roll of the pending attack (MF-R2): the face given, or the defender's die on
 * the table just rolled. The first roll recorded counts; the strike reads it.
 */
function evasion(state: MfState, seat: Seat, roll: number | undefined): Proposal {
  const attack = pendingAttack(state);
  if (!attack) {
    return { actions: [], events: [], verdicts: [verdict('illegal', RULE.evasion, '回避する攻撃がありません', 'there is no attack to evade')] };
  }
  const defender = fighterById(state, attack.target)?.seat;
  const face = roll ?? (defender ? evasionDie(state, defender)?.value : undefined);
  const verdicts: Verdict[] = [];
  if (defender && seat !== defender) verdicts.push(verdict('warning', RULE.evasion, '回避のサイコロは攻撃を受ける側が振ります', 'the defender rolls the evasion die'));
  if (attack.roll !== null) verdicts.push(verdict('warning', RULE.evasion, `この攻撃の回避はもう判定しました（${attack.roll}）。1回の攻撃に1回だけ振ります`, `this attack's evasion was already rolled (${attack.roll}); one roll per attack`));
  if (face === undefined || !Number.isInteger(face) || face < 1 || face > 6) {
    return { actions: [], events: [], verdicts: [verdict('illegal', RULE.evasion, '回避のサイコロがありません', 'there is no evasion die')] };
  }
  return {
    actions: [], events: attack.roll === null ? [rollEvent(seat, attack.attacker, attack.target, face)] : [],
    ...settled(state, 'evasion', [attack.attacker, attack.target], verdicts),
  };
}

function assist(state: MfState, seat: Seat, card: string | undefined, target: string | undefined): Proposal {
  const verdicts = validateAssist(state, seat, card, target);
  const data = assistData(state, card);
  if (!data || card === undefined) return { actions: [], events: [], ...settled(state, 'assist', [card ?? ''], verdicts) };
  return {
    actions: assistActions(state, seat, card, target),
    events: [assistEvent(seat, card, data.cost, target ?? null)],
    ...settled(state, 'assist', target ? [card, target] : [card], verdicts),
  };
}

/** A ▲ ability: usable in your main phase; the fighter may not attack this turn. */
function ability(state: MfState, seat: Seat, card: string | undefined): Proposal {
  const fighter = fighterById(state, card);
  const verdicts: Verdict[] = [];
  const p = state.position;
  if (!fighter || fighter.seat !== seat) verdicts.push(verdict('illegal', RULE.ability, 'フィールドの自分のファイターを選んでください', 'choose your fighter on the field'));
  else if (fighter.data.abilityKind !== 'main') verdicts.push(verdict('illegal', RULE.ability, 'このファイターの能力は▲（メインフェイズに使用）ではありません', 'this fighter\'s ability is not a ▲ (main phase) ability'));
  if (!p || p.phase !== PHASE.main || p.active !== seat) verdicts.push(verdict('illegal', RULE.ability, '▲能力は自分のメインフェイズに使います', '▲ abilities are used in your own main phase'));
  if (fighter && state.mainAbilities.some((m) => m.card === fighter.id && m.turn === p?.turn)) {
    verdicts.push(verdict('illegal', RULE.onceAbility, '▲能力はメインフェイズに1回までです（このターンもう使いました）', 'a ▲ ability is used at most once per main phase (it was already used this turn)'));
  }
  verdicts.push(verdict('ok', RULE.onceAbility, '能力を使ったファイターはこのターン攻撃できません', 'a fighter that uses it may not attack this turn'));
  // Only a ▲ ability is recorded: it is what forbids the attack.
  const events = fighter?.data.abilityKind === 'main' && p ? [mainAbilityEvent(seat, fighter.id, p.turn)] : [];
  return { actions: [], events, ...settled(state, 'ability', [card ?? ''], verdicts) };
}

/**
 * Rebuilding an empty deck by hand (MF-R12): only when a card is to be drawn, i.e. in your own draw
 * phase (its automatic step may have been skipped); a draw effect rebuilds it by itself.
 */
function refill(state: MfState, seat: Seat): Proposal {
  const actions = refillActions(state, seat);
  const s = state.seats[seat];
  const p = state.position;
  if (actions) {
    const due = p?.phase === PHASE.draw && p.active === seat;
    const verdicts = due ? [] : [verdict('illegal', RULE.refill, '山札を作り直すのはカードを引くとき（自分のドローフェイズ）だけです', 'the deck is rebuilt only when a card is to be drawn (your draw phase)')];
    return { actions, events: [], ...settled(state, 'refill', [], verdicts) };
  }
  const [ja, en] = s.deck.count > 0
    ? ['山札はまだあります', 'the deck is not empty']
    : (s.cost?.value ?? 0) < 1 ? ['アシストコストが0なので山札を作り直せません（ドローはしません）', 'at 0 assist cost the deck cannot be rebuilt (no draw)'] : ['使用済みのカードがありません', 'the used pile is empty'];
  return { actions: [], events: [], ...settled(state, 'refill', [], [verdict('illegal', RULE.refill, ja, en)]) };
}

function discard(state: MfState, seat: Seat, cards: string[]): Proposal {
  const due = discardsDue(state, seat);
  const verdicts: Verdict[] = [];
  const hand = new Set(state.seats[seat].hand);
  if (cards.some((c) => !hand.has(c))) verdicts.push(verdict('illegal', RULE.end, '捨てるのは自分の手札です', 'discard cards from your own hand'));
  // Too few leaves the hand over the limit: illegal (MF-R14), like leaving the end phase so.
  if (cards.length < due) verdicts.push(verdict('illegal', RULE.handLimit, `あと${due - cards.length}枚捨てます（4枚以下に）`, `${due - cards.length} more to discard (down to 4)`));
  const actions: TableAction[] = [];
  for (const card of cards.filter((c) => hand.has(c))) {
    const move = moveTo(state, card, zoneId(seat, 'used'), seat, { ja: '使用済みに捨てる', en: 'discard to the used pile' }, RULE.end);
    if (move) actions.push(move);
  }
  return { actions, events: [], ...settled(state, 'discard', cards, verdicts) };
}

/** An assist card dragged into the assist area by hand: pay its cost, record it, apply what the table can show. */
export function followUp(action: GameAction, before: MfState): FollowUp {
  if (action.kind !== 'assist') return { actions: [], events: [] };
  const card = action.cards[0];
  const data = assistData(before, card);
  if (!data || card === undefined) return { actions: [], events: [] };
  const target = typeof action.detail['target'] === 'string' ? action.detail['target'] : undefined;
  return { actions: assistActions(before, action.seat, card, target, false), events: [assistEvent(action.seat, card, data.cost, target ?? null)] };
}
