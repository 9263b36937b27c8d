// 勝利条件: the opponent's damage points reach 20 or more.
import { SEATS } from '../../table';
import { otherSeat, type Win } from '../core';
import { RULE } from './rulings';
import type { CcState } from './types';

export const DAMAGE_TO_WIN = 20;

export function winner(state: CcState): Win | null {
  const lost = SEATS.filter((seat) => (state.seats[seat].damage?.value ?? 0) >= DAMAGE_TO_WIN);
  if (lost.length === 2) return { winner: 'draw', reason: { ja: '両者のダメージが20点以上', en: 'both sides have 20 or more damage points' }, ruling: RULE.win };
  const loser = lost[0];
  if (!loser) return null;
  return { winner: otherSeat(loser), reason: { ja: '相手のダメージが20点以上になった', en: 'the opponent has 20 or more damage points' }, ruling: RULE.win };
}
