// A plan drafted in one browser before it is sealed (rule text 7-2): what it offers to declare
// (hand monsters, support cards, pool cards, attackers with their targets and a distributor's
// spill, own-choice effects with their targets), small pure edits, where this seat's summons will
// stand, and the check shown while drafting: the bill against the seat's mana, what the assist
// thinks of each declaration, and whether its plan lines fit a sealed envelope. Nothing here writes events.
import type { Effect } from '../../cards/falldown/effects';
import type { Seat } from '../../table';
import type { Verdict } from '../core/contract';
import { Board } from './board';
import { effectOp } from './effect-text';
import { EMPTY_PLAN, PLAYER, planBill, playCost, planSchema, type CostLine, type FalldownPlan } from './plan';
import { planLines } from './plan-text';
import { concerns } from './propose';
import { attackCount, has, liveOf } from './stats';
import { otherSeat, unitOf, type FalldownState, type Point } from './state';

/** What a sealed 'cards' envelope holds: at most 60 strings of at most 120 characters. */
export const ENVELOPE_LINES = 60;
export const ENVELOPE_LINE_CHARS = 120;

export interface HandOption { id: string; ref: string; name: string; nameEn: string; cost: number }
export interface AttackerOption { id: string; name: string; nameEn: string; attacks: number; summoned: boolean; distributor: boolean }
export interface TargetOption { id: string; name: string; nameEn: string }
/** Whom a chosen effect may name: nobody (it needs no target), allies, enemies or any unit. */
export type Aim = 'none' | 'ally' | 'enemy' | 'any';
export interface EffectOption { card: string; index: number; text: string; textEn: string; immediate: boolean; aim: Aim }
/** A support card of the hand to use (rule text 10): its 'use' effects, and whom they may name. */
export interface SupportOption extends HandOption { text: string; textEn: string; aim: Aim }

export interface DraftCheck {
  lines: string[];
  bill: CostLine[];
  cost: number;
  mana: number;
  verdicts: Verdict[];
  /** The lines fit one sealed envelope. */
  fits: boolean;
}

const fastMoving = (card: { keywords: readonly { keyword: string }[]; kind: string; prefix?: string | null } | undefined): boolean =>
  !!card && (card.keywords.some((k) => k.keyword === 'ファストムーブ') || (card.kind === 'monster' && card.prefix === '疾風の'));

/**
 * Cards of the seat's hand this browser can read that are summoned: monsters with their prefixed
 * cost (rule text 13), and support units (a support card with HP and AT, rule text 10).
 */
export function handMonsters(state: FalldownState, seat: Seat): HandOption[] {
  const out: HandOption[] = [];
  for (const card of state.hands[seat]) {
    const data = card.ref ? state.lookup(card.ref) : undefined;
    const unit = data?.kind === 'monster' || (data?.kind === 'support' && data.hp !== undefined && data.at !== undefined);
    if (!card.ref || !data || !unit) continue;
    const name = data.kind === 'monster' && data.prefix ? `${data.prefix}${data.name}` : data.name;
    out.push({ id: card.id, ref: card.ref, name, nameEn: data.nameEn || name, cost: playCost(data) });
  }
  return out.sort((a, b) => a.cost - b.cost || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
}

/** The seat's units that may attack this phase: those on the field, and summons with fast move (FD-R1). */
export function attackers(state: FalldownState, seat: Seat, plan: FalldownPlan): AttackerOption[] {
  const out: AttackerOption[] = state.units.filter((u) => u.owner === seat).map((unit) => ({
    id: unit.id, name: unit.name, nameEn: unit.nameEn, attacks: attackCount(liveOf(unit, state.phase, state.pool)), summoned: false,
    distributor: has(liveOf(unit, state.phase, state.pool), 'ディストリビューター'),
  }));
  for (const summon of plan.summons) {
    const card = state.lookup(summon.ref);
    if (!card || card.kind !== 'monster' || !fastMoving(card)) continue;
    const double = card.keywords.some((k) => k.keyword === 'トリプルアタック') ? 3 : card.keywords.some((k) => k.keyword === 'ダブルアタック') || card.prefix === '連撃の' ? 2 : 1;
    const name = card.prefix ? `${card.prefix}${card.name}` : card.name;
    const distributor = card.keywords.some((k) => k.keyword === 'ディストリビューター');
    out.push({ id: summon.card, name, nameEn: card.nameEn || name, attacks: double, summoned: true, distributor });
  }
  return out;
}

/** What an attack of the seat may aim at: the opposing units on the field, and the player (FD-R8). */
export function attackTargets(state: FalldownState, seat: Seat): TargetOption[] {
  const foe = otherSeat(seat);
  return [
    { id: PLAYER, name: 'プレイヤー', nameEn: 'Player' },
    ...state.units.filter((u) => u.owner === foe).map((u) => ({ id: u.id, name: u.name, nameEn: u.nameEn })),
  ];
}

/** Whom an effect text may name, as the engine reads it (effect-text.ts); a text it cannot read may name anyone. */
export function aimOf(text: string): Aim {
  const op = effectOp(text);
  if (op.op === 'manual') return 'any';
  if (!('target' in op)) return 'none';
  return op.target === 'ally' || op.target === 'enemy' || op.target === 'any' ? op.target : 'none';
}

function joinAims(aims: readonly Aim[]): Aim {
  const named = new Set(aims.filter((a) => a !== 'none'));
  if (named.size === 0) return 'none';
  return named.size === 1 ? [...named][0] as Aim : 'any';
}

/** Support cards of the seat's hand to use (no HP or AT: a support unit is summoned instead). */
export function handSupports(state: FalldownState, seat: Seat): SupportOption[] {
  const out: SupportOption[] = [];
  for (const card of state.hands[seat]) {
    const data = card.ref ? state.lookup(card.ref) : undefined;
    if (!card.ref || data?.kind !== 'support' || data.hp !== undefined) continue;
    const used = data.effects.filter((e) => e.trigger === 'use');
    out.push({
      id: card.id, ref: card.ref, name: data.name, nameEn: data.nameEn || data.name, cost: playCost(data),
      text: used.map((e) => e.text).join(' '), textEn: used.map((e) => e.textEn || e.text).join(' '), aim: joinAims(used.map((e) => aimOf(e.text))),
    });
  }
  return out.sort((a, b) => a.cost - b.cost || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
}

/**
 * Whom the seat's chosen effects may name, as the engine picks among them in the confirmed layer:
 * allies are its units and this plan's summons; enemies are the opposing units already on the field.
 */
export function choiceTargets(state: FalldownState, seat: Seat, plan: FalldownPlan, aim: Aim): TargetOption[] {
  if (aim === 'none') return [];
  const own: TargetOption[] = state.units.filter((u) => u.owner === seat).map((u) => ({ id: u.id, name: u.name, nameEn: u.nameEn }));
  for (const summon of plan.summons) {
    const card = state.lookup(summon.ref);
    if (!card || card.kind === 'system' || own.some((o) => o.id === summon.card)) continue;
    const name = card.kind === 'monster' && card.prefix ? `${card.prefix}${card.name}` : card.name;
    own.push({ id: summon.card, name, nameEn: card.nameEn || name });
  }
  const foes = state.units.filter((u) => u.owner !== seat).map((u) => ({ id: u.id, name: u.name, nameEn: u.nameEn }));
  return aim === 'ally' ? own : aim === 'enemy' ? foes : [...own, ...foes];
}

/** Effects started by the seat's own choice whose targets the plan may name (rule text 7-2 D). */
export function effectOptions(state: FalldownState, seat: Seat, plan: FalldownPlan): EffectOption[] {
  const out: EffectOption[] = [];
  const add = (card: string, effects: readonly Effect[], triggers: readonly string[]) => {
    effects.forEach((effect, index) => {
      if (effect.choice === 'own' && triggers.includes(effect.trigger)) {
        out.push({ card, index, text: effect.text, textEn: effect.textEn || effect.text, immediate: effect.trigger === 'immediate', aim: aimOf(effect.text) });
      }
    });
  };
  for (const unit of state.units) if (unit.owner === seat) add(unit.id, unit.effects, ['immediate', 'attack']);
  for (const summon of plan.summons) {
    const card = state.lookup(summon.ref);
    if (card && card.kind !== 'system') add(summon.card, card.effects, ['summon']);
  }
  return out;
}

const normal = (plan: FalldownPlan): FalldownPlan => planSchema.parse(plan);

export function toggleSummon(plan: FalldownPlan, card: string, ref: string): FalldownPlan {
  const on = plan.summons.some((s) => s.card === card);
  const summons = on ? plan.summons.filter((s) => s.card !== card) : [...plan.summons, { card, ref }];
  if (!on) return normal({ ...plan, summons });
  // A summon taken back takes its attacks and effects with it, and is no longer anyone's target.
  const attacks = plan.attacks.filter((a) => a.unit !== card);
  const effects = plan.effects.filter((e) => e.card !== card).map((e) => ({ ...e, targets: e.targets.filter((t) => t !== card) }));
  const supports = plan.supports.map((u) => ({ ...u, targets: u.targets.filter((t) => t !== card) }));
  return normal({ ...plan, summons, attacks, effects, supports });
}

/** Uses (or takes back) a support card of the hand (rule text 10). */
export function toggleSupport(plan: FalldownPlan, card: string, ref: string): FalldownPlan {
  const on = plan.supports.some((s) => s.card === card);
  return normal({ ...plan, supports: on ? plan.supports.filter((s) => s.card !== card) : [...plan.supports, { card, ref, targets: [] }] });
}

/** The targets of a used support card's effects, in order (the engine takes, per effect, the first it may choose). */
export function setSupportTargets(plan: FalldownPlan, card: string, targets: readonly string[]): FalldownPlan {
  return normal({ ...plan, supports: plan.supports.map((s) => (s.card === card ? { ...s, targets: dedupe(targets).slice(0, 3) } : s)) });
}

/** Where a distributor's excess damage goes, in order (FD-R5); kept with the unit's attacks. */
export function setSpill(plan: FalldownPlan, unit: string, spill: readonly string[]): FalldownPlan {
  return normal({ ...plan, attacks: plan.attacks.map((a) => (a.unit === unit ? { ...a, spill: dedupe(spill).slice(0, 40) } : a)) });
}

const dedupe = (ids: readonly string[]): string[] => [...new Set(ids.filter((id) => id !== ''))];

/** Sets (or with null clears) the n-th attack of a unit; an attack list never has holes. */
export function setAttack(plan: FalldownPlan, unit: string, index: number, target: string | null): FalldownPlan {
  const entry = plan.attacks.find((a) => a.unit === unit);
  const targets = [...(entry?.targets ?? [])];
  if (target === null) targets.splice(index, 1);
  else if (index < targets.length) targets[index] = target;
  else targets.push(target);
  const rest = plan.attacks.filter((a) => a.unit !== unit);
  const attacks = targets.length > 0 ? [...rest, { unit, targets: targets.slice(0, 3), spill: entry?.spill ?? [] }] : rest;
  return normal({ ...plan, attacks });
}

export function addSystem(plan: FalldownPlan, entry: FalldownPlan['system'][number]): FalldownPlan {
  const clean = Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined && v !== '')) as FalldownPlan['system'][number];
  return normal({ ...plan, system: [...plan.system, clean] });
}

export function removeSystem(plan: FalldownPlan, index: number): FalldownPlan {
  return normal({ ...plan, system: plan.system.filter((_, i) => i !== index) });
}

/** Declares (targets given) or withdraws (null) an own-choice effect. */
export function setEffect(plan: FalldownPlan, card: string, index: number, targets: string[] | null): FalldownPlan {
  const rest = plan.effects.filter((e) => !(e.card === card && e.effect === index));
  return normal({ ...plan, effects: targets === null ? rest : [...rest, { card, effect: index, targets: dedupe(targets).slice(0, 3) }] });
}

/**
 * Drops what the table no longer allows: summons and support cards that left the hand, attacks and
 * effects of units gone, and targets (attacks, spill, effects, support cards) that are gone.
 */
export function pruneDraft(state: FalldownState, seat: Seat, plan: FalldownPlan): FalldownPlan {
  const hand = new Set(state.hands[seat].map((c) => c.id));
  const summons = plan.summons.filter((s) => hand.has(s.card));
  const mine = new Set([...state.units.filter((u) => u.owner === seat).map((u) => u.id), ...summons.map((s) => s.card)]);
  const foes = new Set(state.units.filter((u) => u.owner !== seat).map((u) => u.id));
  const there = (id: string) => mine.has(id) || foes.has(id);
  const attacks = plan.attacks
    .filter((a) => mine.has(a.unit))
    .map((a) => ({ ...a, targets: a.targets.filter((t) => t === PLAYER || foes.has(t)), spill: a.spill.filter((t) => foes.has(t)) }))
    .filter((a) => a.targets.length > 0);
  const effects = plan.effects.filter((e) => mine.has(e.card)).map((e) => ({ ...e, targets: e.targets.filter(there) }));
  const supports = plan.supports.filter((u) => hand.has(u.card) && !summons.some((s) => s.card === u.card)).map((u) => ({ ...u, targets: u.targets.filter(there) }));
  return normal({ ...plan, summons, supports, attacks, effects });
}

/**
 * Where the seat's summons will stand once the phase resolves (the engine's `Board.freeSpot`, in
 * plan order): the table point of each summon, so that a fast mover can be aimed before it is there.
 */
export function summonSpots(state: FalldownState, seat: Seat, plan: FalldownPlan): Map<string, Point> {
  const board = new Board(state);
  const spots = new Map<string, Point>();
  for (const entry of plan.summons) {
    const inHand = state.hands[seat].find((c) => c.id === entry.card);
    if (spots.has(entry.card) || !inHand || (inHand.ref !== null && inHand.ref !== entry.ref)) continue;
    const at = board.freeSpot(seat);
    const unit = unitOf(state.lookup(entry.ref), { id: entry.card, ref: entry.ref, owner: seat, at });
    if (!unit) continue;
    board.live.set(unit.id, liveOf(unit, state.phase, state.pool, true));
    spots.set(entry.card, at);
  }
  return spots;
}

/** Declared targets an effect cannot choose: the engine uses the first that it can, or chooses itself (FD 7-2). */
function aimConcerns(state: FalldownState, seat: Seat, plan: FalldownPlan, aim: Aim, targets: readonly string[]): Verdict[] {
  if (targets.length === 0 || aim === 'none') return [];
  const allowed = new Set(choiceTargets(state, seat, plan, aim).map((t) => t.id));
  if (targets.every((t) => allowed.has(t))) return [];
  const side = aim === 'ally' ? { ja: '味方', en: 'an ally' } : aim === 'enemy' ? { ja: '相手の場', en: 'an opposing unit on the field' } : { ja: '場', en: 'a unit on the field' };
  return [{
    level: 'warning', ruling: 'FD 7-2',
    reason: { ja: `効果の対象は${side.ja}のモンスターです。選べない対象は飛ばされます`, en: `The effect names ${side.en}: a target it cannot name is skipped` },
  }];
}

function unique(verdicts: readonly Verdict[]): Verdict[] {
  const seen = new Set<string>();
  return verdicts.filter((v) => {
    const key = `${v.level}|${v.ruling}|${v.reason.en}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** The draft as the envelope will seal it, its bill against the seat's mana, and the assist's concerns. */
export function checkDraft(state: FalldownState, seat: Seat, plan: FalldownPlan = EMPTY_PLAN): DraftCheck {
  const lines = planLines(plan);
  const bill = planBill(plan, state);
  const cost = bill.reduce((n, line) => n + line.cost, 0);
  const planning: FalldownState = { ...state, step: 'plan' };
  const verdicts: Verdict[] = [];
  const foes = new Set(state.units.filter((u) => u.owner === otherSeat(seat)).map((u) => u.id));
  for (const summon of plan.summons) {
    if (!state.hands[seat].some((c) => c.id === summon.card)) {
      verdicts.push({ level: 'illegal', ruling: 'FD 7-2', reason: { ja: '召喚するカードが手札にありません', en: 'The card to summon is not in your hand' } });
    }
  }
  for (const attack of plan.attacks) {
    verdicts.push(...concerns(planning, seat, plan, 'attack', { card: attack.unit, targets: attack.targets }));
    if (attack.targets.some((t) => t !== PLAYER && !foes.has(t))) {
      verdicts.push({ level: 'warning', ruling: 'FD 11', reason: { ja: '攻撃対象が相手の場にいません', en: 'An attack target is not on the opposing field' } });
    }
  }
  const mayAttack = new Map(attackers(state, seat, plan).map((a) => [a.id, a]));
  for (const attack of plan.attacks) {
    if (attack.spill.length === 0) continue;
    if (mayAttack.has(attack.unit) && !mayAttack.get(attack.unit)?.distributor) {
      verdicts.push({ level: 'warning', ruling: 'FD-R5', reason: { ja: 'ディストリビューターではないため、余剰ダメージの行き先は使われません', en: 'Not a Distributor: where excess damage goes is not used' } });
    }
    if (attack.spill.some((t) => !foes.has(t))) {
      verdicts.push({ level: 'warning', ruling: 'FD-R5', reason: { ja: '余剰ダメージの行き先が相手の場にいません', en: 'A unit to take excess damage is not on the opposing field' } });
    }
  }
  for (const entry of plan.system) verdicts.push(...concerns(planning, seat, plan, 'system', { card: entry.card, host: entry.user, target: entry.target }));
  const supports = new Map(handSupports(state, seat).map((o) => [o.id, o]));
  for (const entry of plan.supports) {
    const option = supports.get(entry.card);
    if (!state.hands[seat].some((c) => c.id === entry.card)) {
      verdicts.push({ level: 'illegal', ruling: 'FD 7-2', reason: { ja: '使用するカードが手札にありません', en: 'The card to use is not in your hand' } });
    } else if (!option) {
      verdicts.push({ level: 'illegal', ruling: 'FD 10', reason: { ja: '使用できるサポートカードではありません', en: 'Not a support card to use' } });
    } else verdicts.push(...aimConcerns(state, seat, plan, option.aim, entry.targets));
  }
  const offered = effectOptions(state, seat, plan);
  for (const entry of plan.effects) {
    const option = offered.find((o) => o.card === entry.card && o.index === entry.effect);
    if (option) verdicts.push(...aimConcerns(state, seat, plan, option.aim, entry.targets));
  }
  if (plan.attacks.length + plan.system.length === 0) verdicts.push(...concerns(planning, seat, plan, 'summon', {}));
  const fits = lines.length <= ENVELOPE_LINES && lines.every((line) => line.length <= ENVELOPE_LINE_CHARS);
  return { lines, bill, cost, mana: state.mana[seat], verdicts: unique(verdicts), fits };
}
