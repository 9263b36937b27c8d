// Victory (NF 3.3): the opponent's HP reaches 0, or the opponent has to draw from an empty deck.
// HP is not clamped: at 0 or less a player loses at once (NF-R12).
import { SEATS } from '../../table';
import type { Win } from '../core';
import { otherSeat } from '../core';
import { PROMPT } from './events';
import type { NfState } from './types';

export function winner(state: NfState): Win | null {
  const out = SEATS.filter((seat) => (state.seats[seat].hp?.value ?? 1) <= 0);
  if (out.length === 2) return { winner: 'draw', reason: { ja: '両者のHPが0以下になりました', en: 'both players are at 0 HP or less' }, ruling: 'NF-R12' };
  const down = out[0];
  if (down) return { winner: otherSeat(down), reason: { ja: `${down}のHPが0以下になりました`, en: `${down}'s HP is at 0 or less` }, ruling: 'NF-R12' };
  for (const event of state.events) {
    if (event.kind !== 'choice' || event.prompt !== PROMPT.emptyDeck || (event.value !== 'p1' && event.value !== 'p2')) continue;
    return {
      winner: otherSeat(event.value),
      reason: { ja: `${event.value}は山札が0枚の状態でカードを引きました`, en: `${event.value} had to draw from an empty deck` },
      ruling: 'NF 3.3',
    };
  }
  return null;
}
