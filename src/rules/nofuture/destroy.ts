// A destroyed character leaves the field (NF-R6; destroyed cards go to the discard pile, NF 2.2):
// its damage is cleared, its magic coins go to a 魔力吸収 character or back to the supply, its set
// cards and then the character go to their owners' discard piles.
import type { Seat } from '../../table';
import type { TableAction } from '../core';
import { attach, coinToSupply, moveToZone, remove } from './tableActions';
import type { NfState } from './types';
import { zoneId } from './zones';

const TO_DISCARD = { ja: '破壊されたカードは捨て山へ', en: 'destroyed cards go to the discard pile' };

export function destroyActions(state: NfState, cardId: string, opts: { coinsTo?: string | null; seat?: Seat } = {}): TableAction[] {
  const card = state.cards.get(cardId);
  if (!card) return [];
  const owner: Seat = card.owner ?? card.side ?? 'p1';
  const seat = opts.seat ?? owner;
  const out: TableAction[] = [];
  if (card.damageCoins.length > 0) out.push(remove(card.damageCoins, seat, { ja: 'ダメージを取り除く', en: 'clear its damage' }, 'NF-R6'));
  card.magicCoins.forEach((coin, i) => {
    const next = opts.coinsTo
      ? attach(coin, opts.coinsTo, seat, { ja: '魔力吸収: 魔力コインが移る', en: 'magic drain: the magic coin moves over' }, 'NF 5.12')
      : coinToSupply(state, coin, zoneId(owner, 'supply'), i, seat, { ja: '魔力コインを戻す', en: 'return its magic coin' }, 'NF 2.4');
    if (next) out.push(next);
  });
  // Its set cards leave with it, to their owners' discard piles (NF-R11).
  for (const setId of card.under) {
    const setOwner = state.cards.get(setId)?.owner ?? owner;
    const move = moveToZone(state, setId, zoneId(setOwner, 'discard'), seat, TO_DISCARD, 'NF-R11');
    if (move) out.push(move);
  }
  const move = moveToZone(state, cardId, zoneId(owner, 'discard'), seat, TO_DISCARD, 'NF-R6');
  if (move) out.push(move);
  return out;
}
