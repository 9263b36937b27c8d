// What Multiverse's panel shows, worked out from the rules state: the fighters a seat may pick, the
// attack sheet (attribute relation, the bonus row of the rule text's table, the damage formula and
// the minimum), the pending attack's die faces, and the assist cost as stones. Pure: no React.
import type { Localized } from '../../../cards/game';
import { ATTRIBUTE_NAMES, type Attribute } from '../../../cards/multiverse/labels';
import { ASSIST_COST_MAX } from '../../../cards/multiverse/setup';
import type { AssistType } from '../../../cards/multiverse/labels';
import {
  assistData, BEATS, evasionFace, evasionFaces, fighterStats, helpsOwnFighter, isStanding, MF_RULE, needsTarget, negatedBy, PHASE, pendingAttack, previewAttack,
  type MfFighter, type MfState,
} from '../../../rules/multiverse';
import { otherSeat } from '../../../rules/core';
import type { Seat } from '../../../table';

export interface FighterOption {
  id: string;
  seat: Seat;
  name: Localized;
  attribute: Attribute;
  attack: number;
  defense: number;
  hp: number;
  /** A ▲ ability (main phase; no attack after it). */
  mainAbility: boolean;
}

const nameOf = (f: MfFighter): Localized => ({ ja: f.data.name, en: f.data.nameEn || f.data.name });

function cardName(state: MfState, id: string): Localized {
  const data = state.cards.get(id)?.data;
  return data ? { ja: data.name, en: data.nameEn || data.name } : { ja: 'カウンターカード', en: 'a counter card' };
}

export function fighterOption(state: MfState, f: MfFighter): FighterOption {
  const stats = fighterStats(state, f);
  return {
    id: f.id, seat: f.seat, name: nameOf(f), attribute: f.data.attribute, attack: stats.attack, defense: stats.defense,
    hp: f.hp?.value ?? f.data.hp, mainAbility: f.data.abilityKind === 'main',
  };
}

/** The seat's fighters standing on the field, in slot order. */
export function standingFighters(state: MfState, seat: Seat): FighterOption[] {
  return state.fighters.filter((f) => f.seat === seat && isStanding(f)).sort((a, b) => a.slot - b.slot).map((f) => fighterOption(state, f));
}

export type Relation = 'advantage' | 'disadvantage' | 'even';

/** 相性: strong (a bonus), weak or the same (no change). */
export function relationOf(attacker: Attribute, target: Attribute): Relation {
  if (BEATS[attacker] === target) return 'advantage';
  if (BEATS[target] === attacker) return 'disadvantage';
  return 'even';
}

/** The row of the rule text's 属性攻撃増加分一覧 an attack falls in ("70・75→35"; 100 stands alone). */
export function bonusRow(attack: number): string {
  const low = Math.floor(attack / 10) * 10;
  const bonus = low / 2;
  return low >= 100 ? `${low}→${bonus}` : `${low}・${low + 5}→${bonus}`;
}

/** The five attributes in the order of the wheel, each beating the next. */
export const WHEEL: readonly Attribute[] = ['blue', 'yellow', 'black', 'red', 'white'];

export interface AttackSheet {
  attacker: FighterOption;
  target: FighterOption;
  relation: Relation;
  attackerColour: Localized;
  targetColour: Localized;
  /** 属性攻撃増加分 (0 without the advantage) and the table row it comes from. */
  bonus: number;
  bonusRow: string | null;
  /** (attack + bonus) − defense, before the minimum. */
  raw: number;
  damage: number;
  /** The minimum applies (attack not above defense, MF-R1): 5, or 10 with the advantage. */
  minimum: boolean;
  hpAfter: number;
  defeats: boolean;
  rulings: { relation: string; bonus: string; damage: string };
}

export function attackSheet(state: MfState, attackerId: string | null, targetId: string | null): AttackSheet | null {
  if (!attackerId || !targetId) return null;
  const p = previewAttack(state, { attacker: attackerId, target: targetId });
  if (!p) return null;
  const attacker = fighterOption(state, p.attacker);
  const target = fighterOption(state, p.target);
  const hpAfter = Math.max(0, target.hp - p.damage);
  return {
    attacker, target,
    relation: relationOf(attacker.attribute, target.attribute),
    attackerColour: ATTRIBUTE_NAMES[attacker.attribute],
    targetColour: ATTRIBUTE_NAMES[target.attribute],
    bonus: p.bonus,
    bonusRow: p.advantage ? bonusRow(p.attack) : null,
    raw: p.attack + p.bonus - p.defense,
    damage: p.damage,
    minimum: p.minimum,
    hpAfter,
    defeats: hpAfter === 0,
    rulings: { relation: MF_RULE.attribute, bonus: MF_RULE.bonus, damage: p.minimum ? MF_RULE.minimum : MF_RULE.damage },
  };
}

/**
 * A card clicked on the table as an attack pick: the player's own standing fighter is the attacker,
 * an enemy standing fighter the target. Anything else leaves the picks as they are.
 */
export function pickFromSelection(state: MfState, me: Seat, selection: ReadonlySet<string>): { attacker?: string; target?: string } {
  const out: { attacker?: string; target?: string } = {};
  for (const id of selection) {
    const f = state.fighters.find((x) => x.id === id);
    if (!f || !isStanding(f)) continue;
    if (f.seat === me) out.attacker = id;
    else out.target = id;
  }
  return out;
}

export interface DieFace {
  face: number;
  evades: boolean;
  rolled: boolean;
}

export interface PendingView {
  attacker: FighterOption;
  target: FighterOption;
  defender: Seat;
  damage: number;
  faces: DieFace[];
  /** The roll recorded for this attack (MF-R2), or null before it. */
  roll: number | null;
  evaded: boolean | null;
  /** No face evades (回避不可, or a fighter without evasion faces). */
  cannotEvade: boolean;
  /** The counter card that negated the attack (no roll, no damage: MF-R9), if any. */
  negatedBy: Localized | null;
}

/** The attack declared and not yet applied, as the two players see it. */
export function pendingView(state: MfState): PendingView | null {
  const attack = pendingAttack(state);
  const p = attack ? previewAttack(state, attack) : null;
  if (!attack || !p) return null;
  const evading = evasionFaces(state, attack);
  const roll = attack.roll;
  const negator = negatedBy(state, attack);
  return {
    attacker: fighterOption(state, p.attacker),
    target: fighterOption(state, p.target),
    defender: p.target.seat,
    damage: p.damage,
    faces: [1, 2, 3, 4, 5, 6].map((face) => ({ face, evades: evading.includes(face), rolled: face === roll })),
    roll,
    evaded: roll === null ? null : evading.includes(roll),
    cannotEvade: evading.length === 0,
    negatedBy: negator === null ? null : cardName(state, negator),
  };
}

/** The face the strike will read now (the recorded roll, else the die on the table). */
export function strikeFace(state: MfState): number | null {
  const attack = pendingAttack(state);
  return attack ? evasionFace(state, attack) ?? null : null;
}

/** Assist cost as stones: filled for each point, up to the maximum (MF-R4: one number 0–10). */
export function stones(value: number, max = ASSIST_COST_MAX): boolean[] {
  const filled = Math.max(0, Math.min(max, Math.trunc(value)));
  return Array.from({ length: max }, (_, i) => i < filled);
}

/** Which of the panel's parts a seat sees now. */
export interface PanelParts {
  /** The attack form: the active seat's battle phase, no attack pending. */
  attack: boolean;
  /** The pending attack (roll, apply): both seats. */
  pending: boolean;
  /** ▲ abilities: the active seat's main phase. */
  abilities: boolean;
  /** The deck is empty: rebuild it from the used pile. */
  refill: boolean;
  /** Assist cards in hand, in a phase they may be used: own main phase (support), the opponent's battle phase (counter). */
  assists: boolean;
}

export function panelParts(state: MfState, me: Seat | null): PanelParts {
  const p = state.position;
  const mine = !!p && !!me && p.active === me;
  const pending = pendingAttack(state) !== undefined;
  return {
    attack: mine && p.phase === PHASE.battle && !pending,
    pending,
    abilities: mine && p.phase === PHASE.main && state.fighters.some((f) => f.seat === me && f.data.abilityKind === 'main' && isStanding(f)),
    refill: !!me && state.seats[me].deck.count === 0 && (state.seats[me].used.count > 0),
    assists: !!me && !!p && assistWindow(state, me) !== null && assistChoices(state, me).length > 0,
  };
}

/** Which assist cards the seat may use now: support in its own main phase, counter in the opponent's battle phase. */
export function assistWindow(state: MfState, me: Seat): AssistType | null {
  const p = state.position;
  if (!p) return null;
  if (p.active === me && p.phase === PHASE.main) return 'support';
  if (p.active === otherSeat(me) && p.phase === PHASE.battle) return 'counter';
  return null;
}

export interface AssistChoice {
  id: string;
  name: Localized;
  cost: number;
  type: AssistType;
  text: Localized;
  /** It acts on one fighter the player names. */
  targeted: boolean;
  /** It helps a fighter (raise, heal): the target is one's own. */
  ownSide: boolean;
  /** Usable in this phase (the others are listed after, never hidden). */
  timely: boolean;
}

/** The assist cards in the seat's hand this browser can read, those usable now first. */
export function assistChoices(state: MfState, me: Seat): AssistChoice[] {
  const window = assistWindow(state, me);
  const out: AssistChoice[] = [];
  for (const id of state.seats[me].hand) {
    const data = assistData(state, id);
    if (!data) continue;
    out.push({
      id, name: { ja: data.name, en: data.nameEn || data.name }, cost: data.cost, type: data.assistType,
      text: { ja: data.text, en: data.textEn || data.text }, targeted: needsTarget(data), ownSide: helpsOwnFighter(data),
      timely: data.assistType === window,
    });
  }
  return out.sort((a, b) => Number(b.timely) - Number(a.timely));
}

/**
 * The fighter an assist card most likely means: against an attack under way, the fighter attacked
 * (for a raise or a heal) or the attacker; else one's own first fighter or the first enemy fighter.
 */
export function defaultAssistTarget(state: MfState, me: Seat, choice: AssistChoice): string | null {
  if (!choice.targeted) return null;
  const attack = pendingAttack(state);
  const against = attack && attack.seat !== me ? attack : undefined;
  if (choice.ownSide) return against?.target ?? standingFighters(state, me)[0]?.id ?? null;
  if (against) return against.attacker;
  return standingFighters(state, otherSeat(me))[0]?.id ?? null;
}
