// A fighter's stats now: printed attack and defense changed by the 能力上昇 / 能力低下 of assist
// cards activated on it this turn, and the 状態異常 it suffers this turn: assist effects last until
// the end of the turn (MF-R5).
import type { Keyword } from '../../cards/multiverse';
import type { MfActivation, MfFighter, MfState } from './types';

export interface FighterStats {
  attack: number;
  defense: number;
  cannotAttack: boolean;
  cannotEvade: boolean;
  sealed: boolean;
}

export function activationsOn(state: MfState, fighter: string, after = -1): MfActivation[] {
  const turn = state.position?.turn;
  return state.activations.filter((a) => a.target === fighter && a.turn === turn && a.index > after);
}

const keywordsOf = (activation: MfActivation): Keyword[] => activation.data?.keywords ?? [];

export function fighterStats(state: MfState, fighter: MfFighter): FighterStats {
  let attack = fighter.data.attack;
  let defense = fighter.data.defense;
  const statuses = new Set<string>();
  for (const activation of activationsOn(state, fighter.id)) {
    for (const k of keywordsOf(activation)) {
      if (k.keyword === '能力上昇' || k.keyword === '能力低下') {
        const sign = k.keyword === '能力上昇' ? 1 : -1;
        if (k.stat === '攻撃') attack += sign * k.value;
        else defense += sign * k.value;
      } else if (k.keyword === '状態異常') statuses.add(k.status);
    }
  }
  return {
    attack: Math.max(0, attack), defense: Math.max(0, defense),
    cannotAttack: statuses.has('攻撃不可'), cannotEvade: statuses.has('回避不可'), sealed: statuses.has('能力封印'),
  };
}

export function fighterById(state: MfState, id: string | undefined): MfFighter | undefined {
  return id === undefined ? undefined : state.fighters.find((f) => f.id === id);
}

/** A fighter still standing: on the field with HP above 0 (an unset counter counts as standing). */
export function isStanding(fighter: MfFighter): boolean {
  return fighter.hp === null || fighter.hp.value > 0;
}

/** Does an activation after `index` negate attacks (無効化(攻撃))? */
export function negatesAttack(activation: MfActivation): boolean {
  return keywordsOf(activation).some((k) => k.keyword === '無効化' && k.target === '攻撃');
}
