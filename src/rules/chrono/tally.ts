// The figures the assist keeps: each seat's EP pool of the current phase, damage points, deck, hand
// and discard counts, BGM performance tokens, every character's AP/DP, and the charm's expected
// damage points.
import { SEATS } from '../../table';
import { otherSeat, type Figure } from '../core';
import { combatLines } from './charm';
import { RULE } from './rulings';
import { epPool } from './state';
import { nameOf, statsOf } from './stats';
import type { CcState } from './types';

export function tally(state: CcState): Figure[] {
  const out: Figure[] = [];
  for (const seat of SEATS) {
    const s = state.seats[seat];
    const who = seat.toUpperCase();
    out.push({ id: `${seat}.ep`, label: { ja: `${who} EP`, en: `${who} EP` }, value: epPool(state, seat), seat, ruling: RULE.ep });
    out.push({ id: `${seat}.damage`, label: { ja: `${who} ダメージ`, en: `${who} damage points` }, value: s.damage?.value ?? 0, seat, ruling: RULE.win });
    out.push({ id: `${seat}.deck`, label: { ja: `${who} 山札`, en: `${who} deck` }, value: s.deck.count, seat });
    out.push({ id: `${seat}.hand`, label: { ja: `${who} 手札`, en: `${who} hand` }, value: s.hand.length, seat });
    out.push({ id: `${seat}.discard`, label: { ja: `${who} 捨て札`, en: `${who} discard` }, value: s.discard.count, seat });
    if (s.bgm.length > 0) out.push({ id: `${seat}.bgm.tokens`, label: { ja: `${who} 演奏トークン`, en: `${who} performance tokens` }, value: s.bgmTokens.count, seat, ruling: RULE.bgm });
  }
  for (const card of state.cards.values()) {
    if (card.host !== null || card.slot === null || (card.slot !== 'characters' && card.slot !== 'heroine')) continue;
    const stats = statsOf(state, card);
    if (!stats || !card.faceUp) continue;
    const name = nameOf(card);
    out.push({ id: `stats.${card.id}`, label: { ja: `${name.ja} AP/DP`, en: `${name.en} AP/DP` }, value: `${stats.ap}/${stats.dp}`, seat: card.side, card: card.id, ruling: RULE.character });
  }
  const charm = state.charm;
  if (charm && !charm.done) {
    const points = combatLines(state).reduce((n, line) => n + line.toPlayer, 0);
    out.push({ id: 'charm.points', label: { ja: 'チャームのダメージ（予定）', en: 'Charm damage points (expected)' }, value: points, seat: otherSeat(charm.seat), ruling: RULE.combat });
  }
  return out;
}
