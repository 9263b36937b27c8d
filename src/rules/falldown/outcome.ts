// Life after each layer (rule text 14, FD-R7): a side at 0 or less loses at once; both at once
// starts sudden death (both set to 0), decided after the first layer that leaves them different,
// the higher total winning whatever its sign (FD-R11).
import type { Board } from './board';
import { seatEn, seatJa } from './words';

export function judgeLife(board: Board): void {
  const { p1, p2 } = board.life;
  if (board.suddenDeath) {
    if (p1 !== p2) {
      board.winner = p1 > p2 ? 'p1' : 'p2';
      board.over = true;
      board.say(
        `サドンデス: ライフ差が生じました(${p1} 対 ${p2})。${seatJa(board.winner)}の勝利です`,
        `Sudden death: the life totals differ (${p1} to ${p2}); ${seatEn(board.winner)} wins`,
        // FD-R11: the higher total wins, whatever its sign.
        'FD-R11',
      );
    } else if (p1 < 0) {
      board.life.p1 = 0;
      board.life.p2 = 0;
      board.say('サドンデス: ライフは同じままです(0 に戻します)', 'Sudden death: the totals are still equal (both back to 0)', 'FD-R11');
    }
    return;
  }
  const down1 = p1 <= 0;
  const down2 = p2 <= 0;
  if (down1 && down2) {
    board.life.p1 = 0;
    board.life.p2 = 0;
    board.suddenDeath = true;
    board.say(
      `両者のライフが同じレイヤーで0以下になりました(${p1} / ${p2})。両者0にしてサドンデスに入ります`,
      `Both lives reached 0 or less in the same layer (${p1} / ${p2}): both are set to 0 and sudden death begins`,
      'FD-R7',
    );
  } else if (down1 || down2) {
    const loser = down1 ? 'p1' : 'p2';
    board.winner = down1 ? 'p2' : 'p1';
    board.over = true;
    board.say(
      `${seatJa(loser)}のライフが0以下になりました。${seatJa(board.winner)}の勝利です`,
      `${seatEn(loser)}'s life reached 0 or less: ${seatEn(board.winner)} wins`,
      'FD 14',
    );
  }
}
