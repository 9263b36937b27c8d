// Step (3) of the resolve step, the unconfirmed layer (rule text 7-3 (3)): effects started by the
// opponent's choices, and paradoxes: every unit destroyed and every paradox copy placed fires its
// 破壊時 effects here (rule text 8, FD-R9). Units they destroy fire theirs in a further round.
import type { Board } from './board';
import type { Deferred } from './combat';
import type { ConfirmedResult } from './confirmed';
import { Ledger, settle, type Fallen } from './ledger';
import { declaredFor, effectsWith, runEffect, type EffectRun } from './triggers';
import { nameEn, nameJa } from './words';

/** Rounds of 破壊時 chains before the engine hands over to the players. */
export const MAX_CHAIN = 8;

export function destroyedRuns(board: Board, fallen: readonly Fallen[]): EffectRun[] {
  const runs: EffectRun[] = [];
  for (const { unit, paradox } of fallen) {
    const plan = board.activePlans[unit.owner] ?? undefined;
    for (const { index, effect } of effectsWith(unit.effects, 'destroyed')) {
      runs.push({ card: unit, index, effect, declared: declaredFor(plan, unit.id, index), ruling: paradox ? 'FD 8' : 'FD 7-3' });
    }
  }
  return runs;
}

/** Runs effects and the 破壊時 chains they start, one simultaneous round at a time. */
export function chain(board: Board, layer: 'unconfirmed' | 'phase-end', first: readonly EffectRun[], label: string): void {
  let runs = [...first];
  for (let round = 0; runs.length > 0; round++) {
    if (round >= MAX_CHAIN) {
      board.say(
        `破壊時の連鎖が${MAX_CHAIN}巡を超えました。残り(${runs.map((r) => nameJa(r.card)).join('、')})は手で処理してください`,
        `The chain of on-destruction effects passed ${MAX_CHAIN} rounds; resolve the rest (${runs.map((r) => nameEn(r.card)).join(', ')}) by hand`,
        'FD 7-3', runs.map((r) => r.card.id),
      );
      return;
    }
    const ledger = new Ledger(layer, `${label}${round}`);
    for (const run of runs) runEffect(board, ledger, run);
    runs = destroyedRuns(board, settle(board, ledger));
  }
}

export function unconfirmedLayer(board: Board, confirmed: ConfirmedResult): void {
  const first: Deferred[] = [...confirmed.deferred, ...destroyedRuns(board, confirmed.fallen)];
  if (first.length === 0) {
    const paradoxes = confirmed.fallen.filter((f) => f.paradox !== null);
    if (paradoxes.length > 0) {
      board.say(
        `パラドクス(${paradoxes.map((f) => nameJa(f.unit)).join('、')})に破壊時効果はなく、相手の選択による効果もありません`,
        `The paradox (${paradoxes.map((f) => nameEn(f.unit)).join(', ')}) has no on-destruction effect, and no effect was started by the opponent`,
        'FD 8', paradoxes.map((f) => f.unit.id),
      );
    } else board.say('相手の選択による効果もパラドクスもありません', 'No effects started by the opponent and no paradox', 'FD 7-3');
    return;
  }
  chain(board, 'unconfirmed', first, 'u');
}
