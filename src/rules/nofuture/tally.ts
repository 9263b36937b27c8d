// The figures the assist keeps for the players: HP, energy by colour (unused / used), deck, hand
// and discard counts, damage and current stats of every character on the field, each team's attack
// per battle area, and the response stack.
import { SEATS, type Seat } from '../../table';
import type { Figure } from '../core';
import { otherSeat } from '../core';
import { previewAttack } from './battle';
import { teamOf } from './battle/teams';
import { responseStack } from './effects';
import { characterData } from './state';
import { statsReader } from './stats';
import type { NfState } from './types';
import { AREAS, facingArea, inPlay } from './zones';

const SEAT_NAME: Record<Seat, { ja: string; en: string }> = { p1: { ja: 'P1', en: 'P1' }, p2: { ja: 'P2', en: 'P2' } };

export function tally(state: NfState): Figure[] {
  const out: Figure[] = [];
  const stats = statsReader(state);
  for (const seat of SEATS) {
    const s = state.seats[seat];
    const who = SEAT_NAME[seat];
    if (s.hp) out.push({ id: `${seat}.hp`, label: { ja: `${who.ja} HP`, en: `${who.en} HP` }, value: s.hp.value, seat, ruling: 'NF 3.3' });
    for (const [slot, energy, ja, en] of [['unused', s.unused, '使用前', 'unused'], ['used', s.used, '使用後', 'used']] as const) {
      out.push({ id: `${seat}.energy.${slot}.blue`, label: { ja: `${who.ja} ${ja}エナジー 青`, en: `${who.en} ${en} energy, blue` }, value: energy.blue, seat, ruling: 'NF 4.2' });
      out.push({ id: `${seat}.energy.${slot}.red`, label: { ja: `${who.ja} ${ja}エナジー 赤`, en: `${who.en} ${en} energy, red` }, value: energy.red, seat, ruling: 'NF 4.2' });
    }
    out.push({ id: `${seat}.deck`, label: { ja: `${who.ja} 山札`, en: `${who.en} deck` }, value: s.deck.count, seat });
    out.push({ id: `${seat}.hand`, label: { ja: `${who.ja} 手札`, en: `${who.en} hand` }, value: s.hand.length, seat });
    out.push({ id: `${seat}.discard`, label: { ja: `${who.ja} 捨て山`, en: `${who.en} discard pile` }, value: s.discard, seat });
  }
  for (const card of state.cards.values()) {
    const data = characterData(card);
    if (!data || card.host !== null || !inPlay(card.place)) continue;
    const shown = stats.shown(card.id);
    if (shown) {
      out.push({
        id: `stats.${card.id}`, label: { ja: `${data.name} 格闘/射撃/耐久`, en: `${data.nameEn || data.name} fight/shoot/durability` },
        value: `${shown.fight}/${shown.shoot}/${shown.durability}`, seat: card.owner, card: card.id, ruling: 'NF-R4',
      });
    }
    if (card.damageCoins.length > 0) {
      out.push({ id: `damage.${card.id}`, label: { ja: `${data.name} ダメージ`, en: `${data.nameEn || data.name} damage` }, value: card.damageCoins.length, seat: card.owner, card: card.id, ruling: 'NF 4.4' });
    }
  }
  for (const seat of SEATS) {
    for (const area of AREAS) {
      const team = teamOf(state, stats, seat, area);
      if (!team) continue;
      const enemy = teamOf(state, stats, otherSeat(seat), facingArea(area));
      out.push({
        id: `attack.${seat}.area${area}`, label: { ja: `${SEAT_NAME[seat].ja} エリア${area} チーム攻撃力`, en: `${SEAT_NAME[seat].en} area ${area} team attack` },
        value: previewAttack(team, enemy), seat, ruling: 'NF 4.3',
      });
    }
  }
  const stack = responseStack(state).length;
  out.push({ id: 'stack', label: { ja: '処理待ちの効果', en: 'Effects waiting to resolve' }, value: stack, seat: null, ruling: 'NF 4.5' });
  return out;
}
