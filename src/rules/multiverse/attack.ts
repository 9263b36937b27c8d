// Attacks (バトルフェイズ): each own fighter attacks one enemy fighter once; the defender may answer
// with counter cards; then the evasion roll (MF-R2: one die, after counter cards, before damage);
// then the damage of the formula, taken off the target's HP counter; at 0 the fighter goes to the
// waiting room.
import { ATTRIBUTE_NAMES } from '../../cards/multiverse/labels';
import type { Seat } from '../../table';
import type { Figure, Resolution, TableAction, Verdict } from '../core';
import { otherSeat, resolutionHash } from '../core';
import { adjust, moveTo, verdict } from './actions';
import { attackDamage, hasAdvantage } from './damage';
import { PHASE } from './phases';
import { RULE } from './rulings';
import { activationsOn, fighterById, fighterStats, isStanding, negatesAttack } from './stats';
import type { MfAttack, MfFighter, MfState } from './types';
import { zoneId } from './zones';

/** The attack declared last this turn and not yet applied, if any. */
export function pendingAttack(state: MfState): MfAttack | undefined {
  const last = declaredAttack(state);
  return last && !confirmedResolution(state, last) ? last : undefined;
}

/** The last attack of this turn, unless struck or its target's HP has changed since (it was applied). */
function declaredAttack(state: MfState): MfAttack | undefined {
  const turn = state.position?.turn;
  const last = [...state.attacks].reverse().find((a) => a.turn === turn);
  if (!last || last.struck) return undefined;
  const target = fighterById(state, last.target);
  if (!target || !isStanding(target)) return undefined;
  if (last.hpAtDeclaration !== null && target.hp !== null && target.hp.value !== last.hpAtDeclaration) return undefined;
  return last;
}

export function validateAttack(state: MfState, seat: Seat, attackerId: string | undefined, targetId: string | undefined): Verdict[] {
  const out: Verdict[] = [];
  const position = state.position;
  if (!position || position.phase !== PHASE.battle || position.active !== seat) {
    out.push(verdict('illegal', RULE.battle, '攻撃できるのは自分のバトルフェイズだけです', 'you attack only in your own battle phase'));
  }
  const attacker = fighterById(state, attackerId);
  const target = fighterById(state, targetId);
  if (!attacker || attacker.seat !== seat) {
    out.push(verdict('illegal', RULE.battle, '攻撃するのはフィールドにいる自分のファイターです', 'the attacker must be your fighter on the field'));
  } else {
    if (!isStanding(attacker)) out.push(verdict('illegal', RULE.waiting, '体力0のファイターは攻撃できません', 'a fighter at 0 HP cannot attack'));
    const turn = position?.turn;
    if (state.attacks.some((a) => a.attacker === attacker.id && a.turn === turn)) {
      out.push(verdict('illegal', RULE.battle, 'このファイターはこのターンもう攻撃しました（1回ずつ）', 'this fighter already attacked this turn (once each)'));
    }
    if (state.mainAbilities.some((m) => m.card === attacker.id && m.turn === turn)) {
      out.push(verdict('illegal', RULE.onceAbility, '▲能力を使ったファイターはこのターン攻撃できません', 'a fighter that used its ▲ ability may not attack this turn'));
    }
    if (fighterStats(state, attacker).cannotAttack) {
      out.push(verdict('illegal', RULE.counter, '状態異常（攻撃不可）で攻撃できません', 'a status ailment (cannot attack) stops it'));
    }
  }
  if (!target || target.seat !== otherSeat(seat) || !isStanding(target)) {
    out.push(verdict('illegal', RULE.battle, '攻撃の対象は相手のフィールドのファイターです', 'the target must be an enemy fighter on the field'));
  }
  const pending = pendingAttack(state);
  if (pending && pending.attacker !== attackerId) {
    out.push(verdict('warning', RULE.evasion, '前の攻撃がまだ解決していません（回避の判定とダメージ）', 'the previous attack is not resolved yet (evasion roll and damage)'));
  }
  return out;
}

/** The die faces on which the pending attack misses (empty when the target cannot evade). */
export function evasionFaces(state: MfState, attack = pendingAttack(state)): number[] {
  const target = fighterById(state, attack?.target);
  if (!target || fighterStats(state, target).cannotEvade) return [];
  return [...target.data.evasion].sort((a, b) => a - b);
}

/** The die the defender rolls for evasion: its own die, else one it rolled last. */
export function evasionDie(state: MfState, defender: Seat): { id: string; value: number } | null {
  const own = state.seats[defender].die;
  if (own) return own;
  const other = state.seats[otherSeat(defender)].die;
  return other && other.lastRoller === defender ? other : null;
}

/** The face an attack's evasion is judged on: the roll recorded for it, else the defender's die now. */
export function evasionFace(state: MfState, attack: MfAttack): number | undefined {
  if (attack.roll !== null) return attack.roll;
  const defender = fighterById(state, attack.target)?.seat;
  return defender ? evasionDie(state, defender)?.value : undefined;
}

export interface AttackPreview {
  attacker: MfFighter;
  target: MfFighter;
  advantage: boolean;
  bonus: number;
  damage: number;
  minimum: boolean;
  /** Rounded down to the 5-unit grid (MF-R8). */
  rounded?: boolean;
  attack: number;
  defense: number;
}

export function previewAttack(state: MfState, attack: Pick<MfAttack, 'attacker' | 'target'>): AttackPreview | null {
  const attacker = fighterById(state, attack.attacker);
  const target = fighterById(state, attack.target);
  if (!attacker || !target) return null;
  const a = fighterStats(state, attacker);
  const d = fighterStats(state, target);
  const advantage = hasAdvantage(attacker.data.attribute, target.data.attribute);
  const result = attackDamage({ attack: a.attack, defense: d.defense, advantage });
  return { attacker, target, advantage, ...result, attack: a.attack, defense: d.defense };
}

/** Counter cards activated since the attack was declared that negate it (無効化(攻撃), 攻撃不可 on the attacker). */
export function negatedBy(state: MfState, attack: MfAttack): string | null {
  for (const activation of state.activations) {
    if (activation.index < attack.index || activation.turn !== attack.turn) continue;
    if (negatesAttack(activation)) return activation.card;
  }
  for (const activation of activationsOn(state, attack.attacker, attack.index)) {
    if (activation.data?.keywords.some((k) => k.keyword === '状態異常' && k.status === '攻撃不可')) return activation.card;
  }
  return null;
}

/**
 * The pending attack played out: negated, evaded (the die shows one of the target's faces) or hit.
 * `face` is the die's face; without it the defender's die on the table is read.
 */
export function resolveAttack(state: MfState, face?: number): Resolution | null {
  const attack = pendingAttack(state);
  return attack ? attackResolution(state, attack, face) : null;
}

/**
 * An evaded or negated attack changes no HP: it was applied when a 'resolved' event after its
 * declaration names this very resolution (a "roll first" one confirmed before the roll names another).
 */
function confirmedResolution(state: MfState, attack: MfAttack): boolean {
  const confirmed = new Set(state.events.slice(attack.index + 1).flatMap((e) => (e.kind === 'resolved' ? [e.hash] : [])));
  if (confirmed.size === 0) return false;
  const resolution = attackResolution(state, attack);
  return resolution !== null && confirmed.has(resolutionHash(resolution));
}

function attackResolution(state: MfState, attack: MfAttack, face?: number): Resolution | null {
  const preview = previewAttack(state, attack);
  if (!preview) return null;
  const { attacker, target } = preview;
  const name = (f: MfFighter) => ({ ja: f.data.name, en: f.data.nameEn || f.data.name });
  const an = name(attacker);
  const tn = name(target);
  const cards = [attacker.id, target.id];
  const negator = negatedBy(state, attack);
  if (negator !== null) {
    // MF-R9: negated after the declaration: no roll, no damage.
    return { steps: [{ reason: { ja: `${an.ja}の攻撃はカウンターカードで無効になった（回避の判定もダメージもなし）`, en: `${an.en}'s attack was negated by a counter card (no roll, no damage)` }, ruling: RULE.negate, cards: [...cards, negator] }], actions: [] };
  }
  const rolled = face ?? evasionFace(state, attack);
  const faces = evasionFaces(state, attack);
  const steps: Resolution['steps'] = [];
  const attr = (f: MfFighter) => ATTRIBUTE_NAMES[f.data.attribute];
  steps.push({
    reason: {
      ja: `${an.ja}（${attr(attacker).ja}）→ ${tn.ja}（${attr(target).ja}）${preview.advantage ? ': 相性有利' : ''}`,
      en: `${an.en} (${attr(attacker).en}) → ${tn.en} (${attr(target).en})${preview.advantage ? ': attribute advantage' : ''}`,
    },
    ruling: RULE.attribute, cards,
  });
  if (rolled === undefined && faces.length > 0) {
    steps.push({ reason: { ja: '回避の判定: サイコロを振ってください', en: 'Evasion: roll the die first' }, ruling: RULE.evasion, cards });
    return { steps, actions: [] };
  }
  if (rolled === undefined) {
    steps.push({ reason: { ja: `${tn.ja}は回避できない: 命中`, en: `${tn.en} cannot evade: a hit` }, ruling: RULE.evasion, cards });
  } else if (faces.includes(rolled)) {
    steps.push({
      reason: { ja: `サイコロは${rolled}: 回避（${faces.join('・')}）`, en: `the die shows ${rolled}: evaded (${faces.join(', ')})` },
      ruling: RULE.evasion, cards, figures: [dieFigure(rolled, target.seat)],
    });
    return { steps, actions: [] };
  } else {
    steps.push({
      reason: { ja: `サイコロは${rolled}: 命中`, en: `the die shows ${rolled}: a hit` },
      ruling: RULE.evasion, cards, figures: [dieFigure(rolled, target.seat)],
    });
  }
  steps.push(damageStep(preview));
  const hp = target.hp?.value ?? target.data.hp;
  const taken = Math.min(preview.damage, Math.max(0, hp));
  const actions: TableAction[] = [];
  const reason = { ja: `${tn.ja}に${preview.damage}ダメージ`, en: `${preview.damage} damage to ${tn.en}` };
  // MF-R7: an overkill leaves 0, never less.
  const ruling = taken < preview.damage ? RULE.heal : preview.minimum ? RULE.minimum : preview.rounded ? RULE.rounding : RULE.damage;
  if (target.hp) actions.push(adjust(target.hp.id, -taken, target.seat, reason, ruling));
  if (hp - preview.damage <= 0) {
    steps.push({ reason: { ja: `${tn.ja}の体力が0: 控え室へ`, en: `${tn.en} is at 0 HP: to the waiting room` }, ruling: RULE.waiting, cards: [target.id] });
    const move = moveTo(state, target.id, zoneId(target.seat, 'waiting'), target.seat, { ja: '控え室に置く', en: 'to the waiting room' }, RULE.waiting);
    if (move) actions.push(move);
  }
  return { steps, actions };
}

function damageStep(p: AttackPreview): Resolution['steps'][number] {
  const cards = [p.attacker.id, p.target.id];
  if (p.minimum) {
    return {
      reason: {
        ja: `攻撃力${p.attack} ≦ 防御力${p.defense}: 最低${p.damage}ダメージ`,
        en: `attack ${p.attack} ≤ defense ${p.defense}: the minimum, ${p.damage} damage`,
      },
      ruling: RULE.minimum, cards, figures: [{ id: 'attack.damage', label: { ja: 'ダメージ', en: 'Damage' }, value: p.damage, seat: p.target.seat, card: p.target.id, ruling: RULE.minimum }],
    };
  }
  const raw = p.attack + p.bonus - p.defense;
  const ruling = p.rounded ? RULE.rounding : RULE.damage;
  return {
    reason: p.rounded ? {
      ja: `(${p.attack} + ${p.bonus}) − ${p.defense} = ${raw}、5単位に切り捨てて${p.damage}ダメージ`,
      en: `(${p.attack} + ${p.bonus}) − ${p.defense} = ${raw}, rounded down to a multiple of 5: ${p.damage} damage`,
    } : {
      ja: `(${p.attack} + ${p.bonus}) − ${p.defense} = ${p.damage}ダメージ`,
      en: `(${p.attack} + ${p.bonus}) − ${p.defense} = ${p.damage} damage`,
    },
    ruling, cards, figures: [{ id: 'attack.damage', label: { ja: 'ダメージ', en: 'Damage' }, value: p.damage, seat: p.target.seat, card: p.target.id, ruling }],
  };
}

function dieFigure(value: number, seat: Seat): Figure {
  return { id: 'attack.die', label: { ja: '回避のサイコロ', en: 'Evasion die' }, value, seat, ruling: RULE.evasion };
}
