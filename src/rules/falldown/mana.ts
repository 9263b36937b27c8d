// Step (1) of the resolve step (rule text 7-3 (1)): each side pays the total cost of its plan; a
// side that cannot pay loses every action it declared this phase.
import { SEATS } from '../../table';
import type { Board } from './board';
import { EMPTY_PLAN, planBill, type FalldownPlan } from './plan';
import type { PerSeat } from './state';
import { seatEn, seatJa } from './words';

export function payMana(board: Board, plans: Partial<PerSeat<FalldownPlan>>): void {
  for (const seat of SEATS) {
    const plan = plans[seat] ?? EMPTY_PLAN;
    const bill = planBill(plan, { lookup: board.state.lookup, pool: board.state.pool });
    const cost = bill.reduce((sum, line) => sum + line.cost, 0);
    const have = board.mana[seat];
    const figures = [
      { id: `cost:${seat}`, label: { ja: 'コスト合計', en: 'Total cost' }, value: cost, seat, ruling: 'FD 7-3' },
      { id: `mana:${seat}`, label: { ja: 'マナ', en: 'Mana' }, value: have, seat, ruling: 'FD 7-3' },
    ];
    if (cost > have) {
      board.activePlans[seat] = null;
      board.say(
        `${seatJa(seat)}: コスト ${cost}に対しマナ ${have}で支払えません。このフェイズの宣言はすべて無効です`,
        `${seatEn(seat)}: cost ${cost} but only ${have} mana: every action declared this phase is void`,
        'FD 7-3', [], figures,
      );
      continue;
    }
    board.mana[seat] = have - cost;
    board.activePlans[seat] = plan;
    board.say(
      `${seatJa(seat)}: コスト ${cost}を支払います(マナ ${have} → ${have - cost})`,
      `${seatEn(seat)}: pays ${cost} (mana ${have} → ${have - cost})`,
      'FD 7-3', bill.map((line) => line.card), figures,
    );
  }
}
