// Step (4) of the resolve step (rule text 7-3 (4)): every "at phase end" effect at once — regen,
// poison (FD-R6) and the cards' own — then statuses that end with this phase end. Unspent mana
// simply stays (rule text 9).
import type { Board } from './board';
import { Ledger, settle } from './ledger';
import { TIMED_STATUSES } from './markers';
import { has, refresh } from './stats';
import { declaredFor, effectsWith, runEffect } from './triggers';
import { chain, destroyedRuns } from './unconfirmed';
import { nameEn, nameJa } from './words';

const STATUS_NAME: Readonly<Record<(typeof TIMED_STATUSES)[number], { ja: string; en: string }>> = {
  defense: { ja: 'ディフェンス', en: 'Defense' },
  chakra: { ja: 'チャクラ', en: 'Chakra' },
  elemental: { ja: 'エレメンタル', en: 'Elemental' },
};

export function phaseEndLayer(board: Board): void {
  const ledger = new Ledger('phase-end');
  for (const live of [...board.live.values()]) {
    const unit = live.unit;
    const regen = has(live, 'リジェネ');
    if (regen) {
      ledger.mend(live, 1);
      board.say(`リジェネ: ${nameJa(unit)}のHPを1回復`, `Regen: ${nameEn(unit)} heals 1`, unit.poison ? 'FD-R6' : 'FD 5', [unit.id]);
    }
    if (unit.poison) {
      const dealt = ledger.hit(board, live, 1, { source: unit.id });
      board.say(`毒: ${nameJa(unit)}に${dealt}ダメージ${regen ? '(リジェネと同時)' : ''}`, `Poison: ${dealt} damage to ${nameEn(unit)}${regen ? ' (together with Regen)' : ''}`, 'FD-R6', [unit.id]);
    }
    const plan = board.activePlans[unit.owner] ?? undefined;
    for (const { index, effect } of effectsWith(unit.effects, 'phase-end')) {
      runEffect(board, ledger, { card: unit, index, effect, declared: declaredFor(plan, unit.id, index), ruling: 'FD 7-3' });
    }
  }
  const fallen = settle(board, ledger);
  chain(board, 'phase-end', destroyedRuns(board, fallen), 'e');
  expire(board);
}

/** Statuses whose last phase this was end; bonuses "until the end of the phase" end. */
function expire(board: Board): void {
  for (const live of board.live.values()) {
    const unit = live.unit;
    for (const status of TIMED_STATUSES) {
      if (unit.until[status] !== 0 && unit.until[status] <= board.phase) {
        unit.until[status] = 0;
        board.say(`${nameJa(unit)}の${STATUS_NAME[status].ja}が終わります`, `${nameEn(unit)}'s ${STATUS_NAME[status].en} ends`, 'FD 12', [unit.id]);
      }
    }
    if (live.hpBonus > 0) {
      // The HP it has stays, but never above its printed maximum.
      unit.damage = Math.max(0, unit.damage - live.hpBonus);
      live.hpBonus = 0;
    }
    live.atBonus = 0;
    refresh(live, board.phase, board.state.pool);
  }
}
