// Turning the battle's outcome into table commands: damage coins on the survivors, the destroyed
// to the discard pile (their magic coins to a 魔力吸収 character or the supply), the defending
// player's HP counter lowered.
import type { Seat } from '../../../table';
import type { TableAction } from '../../core';
import { destroyActions } from '../destroy';
import { adjust, damageCoins } from '../tableActions';
import type { NfState } from '../types';
import type { AreaOutcome } from './model';

export function battleActions(state: NfState, attacker: Seat, defender: Seat, outcomes: readonly AreaOutcome[]): TableAction[] {
  const out: TableAction[] = [];
  const destroyed = new Set(outcomes.flatMap((o) => o.destroyed));
  for (const outcome of outcomes) {
    for (const [id, amount] of outcome.dealt) {
      if (destroyed.has(id) || amount <= 0) continue;
      const card = state.cards.get(id);
      out.push(...damageCoins(id, card?.damageCoins.length ?? 0, amount, attacker,
        { ja: `エリア${outcome.area}: ダメージコイン（計${amount}）`, en: `area ${outcome.area}: a damage coin (${amount} in all)` }, 'NF 4.4'));
    }
    for (const id of outcome.destroyed) {
      const coinsTo = outcome.coinMoves.find((move) => move.from === id)?.to ?? null;
      out.push(...destroyActions(state, id, { coinsTo, seat: attacker }));
    }
  }
  const toPlayer = outcomes.reduce((sum, o) => sum + o.playerDamage, 0);
  const hp = state.seats[defender].hp;
  if (toPlayer > 0 && hp) {
    const trampled = outcomes.some((o) => o.steps.some((s) => s.ruling === 'NF-R1'));
    out.push(adjust(hp.id, -toPlayer, attacker, { ja: `防御側プレイヤーに${toPlayer}ダメージ`, en: `${toPlayer} damage to the defending player` }, trampled ? 'NF-R1' : 'NF 4.4'));
  }
  return out;
}
