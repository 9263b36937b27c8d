// A plan drafted in one browser before it is sealed (rule text 7-2): what it offers to declare
// (hand monsters, pool cards, attackers and their targets, own-choice effects), small pure edits,
// and the check shown while drafting: the bill against the seat's mana, what the assist thinks of
// each declaration, and whether its plan lines fit a sealed envelope. Nothing here writes events.
import type { Seat } from '../../table';
import type { Verdict } from '../core/contract';
import { EMPTY_PLAN, PLAYER, planBill, playCost, planSchema, type CostLine, type FalldownPlan } from './plan';
import { planLines } from './plan-text';
import { concerns } from './propose';
import { attackCount, liveOf } from './stats';
import { otherSeat, type FalldownState } from './state';

/** What a sealed 'cards' envelope holds: at most 60 strings of at most 120 characters. */
export const ENVELOPE_LINES = 60;
export const ENVELOPE_LINE_CHARS = 120;

export interface HandOption { id: string; ref: string; name: string; nameEn: string; cost: number }
export interface AttackerOption { id: string; name: string; nameEn: string; attacks: number; summoned: boolean }
export interface TargetOption { id: string; name: string; nameEn: string }
export interface EffectOption { card: string; index: number; text: string; textEn: string; immediate: boolean }

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

/** Monsters of the seat's hand this browser can read, with their prefixed cost (rule text 13). */
export function handMonsters(state: FalldownState, seat: Seat): HandOption[] {
  const out: HandOption[] = [];
  for (const card of state.hands[seat]) {
    const data = card.ref ? state.lookup(card.ref) : undefined;
    if (!card.ref || data?.kind !== 'monster') continue;
    const name = data.prefix ? `${data.prefix}${data.name}` : data.name;
    out.push({ id: card.id, ref: card.ref, name, nameEn: data.nameEn || name, cost: playCost(data) });
  }
  return out.sort((a, b) => a.cost - b.cost || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
}

/** The seat's units that may attack this phase: those on the field, and summons with fast move (FD-R1). */
export function attackers(state: FalldownState, seat: Seat, plan: FalldownPlan): AttackerOption[] {
  const out: AttackerOption[] = state.units.filter((u) => u.owner === seat).map((unit) => ({
    id: unit.id, name: unit.name, nameEn: unit.nameEn, attacks: attackCount(liveOf(unit, state.phase, state.pool)), summoned: false,
  }));
  for (const summon of plan.summons) {
    const card = state.lookup(summon.ref);
    if (!card || card.kind !== 'monster' || !fastMoving(card)) continue;
    const double = card.keywords.some((k) => k.keyword === 'トリプルアタック') ? 3 : card.keywords.some((k) => k.keyword === 'ダブルアタック') || card.prefix === '連撃の' ? 2 : 1;
    const name = card.prefix ? `${card.prefix}${card.name}` : card.name;
    out.push({ id: summon.card, name, nameEn: card.nameEn || name, attacks: double, summoned: true });
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

/** Effects started by the seat's own choice whose targets the plan may name (rule text 7-2 D). */
export function effectOptions(state: FalldownState, seat: Seat, plan: FalldownPlan): EffectOption[] {
  const out: EffectOption[] = [];
  const add = (card: string, effects: readonly { trigger: string; choice: string; text: string; textEn: string }[], triggers: readonly string[]) => {
    effects.forEach((effect, index) => {
      if (effect.choice === 'own' && triggers.includes(effect.trigger)) {
        out.push({ card, index, text: effect.text, textEn: effect.textEn || effect.text, immediate: effect.trigger === 'immediate' });
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
  // A summon taken back takes its attacks and effects with it.
  const attacks = on ? plan.attacks.filter((a) => a.unit !== card) : plan.attacks;
  const effects = on ? plan.effects.filter((e) => e.card !== card) : plan.effects;
  return normal({ ...plan, summons, attacks, effects });
}

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
  return normal({ ...plan, effects: targets === null ? rest : [...rest, { card, effect: index, targets: targets.slice(0, 3) }] });
}

/** Drops what the table no longer allows: summons of cards that left the hand, attacks of units gone. */
export function pruneDraft(state: FalldownState, seat: Seat, plan: FalldownPlan): FalldownPlan {
  const hand = new Set(state.hands[seat].map((c) => c.id));
  const summons = plan.summons.filter((s) => hand.has(s.card));
  const mine = new Set([...state.units.filter((u) => u.owner === seat).map((u) => u.id), ...summons.map((s) => s.card)]);
  const foes = new Set(state.units.filter((u) => u.owner !== seat).map((u) => u.id));
  const attacks = plan.attacks
    .filter((a) => mine.has(a.unit))
    .map((a) => ({ ...a, targets: a.targets.filter((t) => t === PLAYER || foes.has(t)) }))
    .filter((a) => a.targets.length > 0);
  return normal({ ...plan, summons, attacks, effects: plan.effects.filter((e) => mine.has(e.card)) });
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
  for (const entry of plan.system) verdicts.push(...concerns(planning, seat, plan, 'system', { card: entry.card, host: entry.user, target: entry.target }));
  if (plan.attacks.length + plan.system.length === 0) verdicts.push(...concerns(planning, seat, plan, 'summon', {}));
  const fits = lines.length <= ENVELOPE_LINES && lines.every((line) => line.length <= ENVELOPE_LINE_CHARS);
  return { lines, bill, cost, mana: state.mana[seat], verdicts: unique(verdicts), fits };
}
