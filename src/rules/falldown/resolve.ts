// Resolving one Falldown phase (rule text 7-3): (1) mana, (2) the confirmed layer, (3) the
// unconfirmed layer, (4) phase end, with the life check after every layer (FD-R7). Pure and
// deterministic: the result depends on the state (its seed included) and the two plans only, not
// on which plan comes first nor on which browser computes it.
import type { Seat } from '../../table';
import type { Resolution } from '../core/contract';
import { Board, type Step } from './board';
import { stateHash } from './canonical';
import { confirmedLayer } from './confirmed';
import { payMana } from './mana';
import { judgeLife } from './outcome';
import { phaseEndLayer } from './phase-end';
import type { FalldownPlan } from './plan';
import { byPlace, type FalldownState, type PerSeat } from './state';
import { tableActions } from './table-actions';
import { unconfirmedLayer } from './unconfirmed';

export interface PhaseResolution extends Resolution {
  /** The steps, each with what it shows on the table during playback. */
  steps: Step[];
  /** The state after the phase, as the table will read once the actions are applied. */
  state: FalldownState;
  /** Stable hash of that state's public part: peers compare it. */
  hash: string;
  winner: Seat | 'draw' | null;
  suddenDeath: boolean;
}

function resultState(board: Board): FalldownState {
  const before = board.state;
  const units = [...board.live.values()].map((live) => ({ ...live.unit, markers: [] })).sort(byPlace);
  const sorted = <T extends { id: string }>(list: readonly T[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const graveyards = { p1: sorted(board.graveyards.p1), p2: sorted(board.graveyards.p2) };
  const hands = { p1: sorted(board.hands.p1), p2: sorted(board.hands.p2) };
  return {
    ...before,
    life: { ...board.life },
    mana: { ...board.mana },
    units,
    hands,
    decks: { ...board.decks },
    graveyards,
    plans: {},
  };
}

export function resolvePhase(state: FalldownState, plans: Partial<PerSeat<FalldownPlan>>): PhaseResolution {
  const board = new Board(state);
  board.say(`フェイズ${state.phase} リゾルブ (1) マナ支払い`, `Phase ${state.phase} resolve (1) mana payment`, 'FD 7-3');
  payMana(board, plans);
  board.say('(2) 確定レイヤー: 召喚・システムカード・自分の選択による効果・攻撃を同時に処理', '(2) Confirmed layer: summons, system cards, own-choice effects and attacks, all at once', 'FD 7-3');
  const confirmed = confirmedLayer(board);
  judgeLife(board);
  if (!board.over) {
    board.say('(3) 非確定レイヤー: 相手の選択による効果とパラドクス', '(3) Unconfirmed layer: effects started by the opponent, and paradoxes', 'FD 7-3');
    unconfirmedLayer(board, confirmed);
    judgeLife(board);
  }
  if (!board.over) {
    board.say('(4) フェイズ終了レイヤー: リジェネ・毒・フェイズ終了時効果を同時に処理。残ったマナは持ち越し', '(4) Phase-end layer: regen, poison and end-of-phase effects at once; unspent mana carries over', 'FD 7-3');
    phaseEndLayer(board);
    judgeLife(board);
  } else {
    board.say('勝敗が決まったため、このフェイズの残りは処理しません', 'The game is decided: the rest of the phase does not happen', 'FD 14');
  }
  const next = resultState(board);
  return {
    steps: board.steps,
    actions: tableActions(state, board),
    state: next,
    hash: stateHash(next),
    winner: board.winner,
    suddenDeath: board.suddenDeath,
  };
}

