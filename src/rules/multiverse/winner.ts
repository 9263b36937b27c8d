// 勝利条件: defeat every enemy fighter. A seat has lost when fighters of it went to the waiting room
// and none stands on its field any more (before the fighters are revealed nobody has lost).
import { SEATS, type Seat } from '../../table';
import { otherSeat, type Win } from '../core';
import { RULE } from './rulings';
import { isStanding } from './stats';
import type { MfState } from './types';

export function defeated(state: MfState, seat: Seat): boolean {
  const standing = state.fighters.some((f) => f.seat === seat && isStanding(f));
  const fallen = state.seats[seat].waiting > 0 || state.fighters.some((f) => f.seat === seat && !isStanding(f));
  return !standing && fallen;
}

export function winner(state: MfState): Win | null {
  const lost = SEATS.filter((seat) => defeated(state, seat));
  if (lost.length === 2) return { winner: 'draw', reason: { ja: '両者のファイターが全て倒れた', en: 'every fighter of both sides is defeated' }, ruling: RULE.win };
  const loser = lost[0];
  if (!loser) return null;
  return { winner: otherSeat(loser), reason: { ja: '相手のファイターを全て倒した', en: 'every enemy fighter is defeated' }, ruling: RULE.win };
}
