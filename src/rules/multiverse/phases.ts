// The turn (ターンの流れ): Start (+1 assist cost, at most 10) → Draw (1 assist card) → Main (support
// cards, ▲ abilities) → Battle (each fighter attacks once; the opponent's counter cards) → End (a
// hand of 5 or more is discarded down to 4), then the other seat's turn. Turns count both seats'
// turns: turn 1 is the first player's first turn. The first player draws on turn 1 too: the rule
// text makes no exception.
import { ASSIST_COST_MAX, HAND_LIMIT_AT_END } from '../../cards/multiverse/setup';
import { SEATS, type Seat } from '../../table';
import { nextInCycle, type PhaseDef, type PhaseStep, type TableAction, type Verdict } from '../core';
import { action, costChange, drawFrom, moveTo, verdict } from './actions';
import { PROMPT } from './events';
import { RULE } from './rulings';
import type { MfPosition, MfSeat, MfState } from './types';
import { zoneId } from './zones';

export const PHASE = { start: 'start', draw: 'draw', main: 'main', battle: 'battle', end: 'end' } as const;

export const PHASES: readonly PhaseDef[] = [
  { id: PHASE.start, name: { ja: 'スタートフェイズ', en: 'Start phase' }, about: { ja: 'アシストコストを1回復（最大10）', en: 'Assist cost +1 (at most 10)' } },
  { id: PHASE.draw, name: { ja: 'ドローフェイズ', en: 'Draw phase' }, about: { ja: 'アシストデッキから1枚引く', en: 'Draw one assist card' } },
  { id: PHASE.main, name: { ja: 'メインフェイズ', en: 'Main phase' }, about: { ja: 'サポートカードとファイターの▲能力を使う', en: 'Use support cards and fighters\' ▲ abilities' } },
  { id: PHASE.battle, name: { ja: 'バトルフェイズ', en: 'Battle phase' }, about: { ja: '自分のファイターがそれぞれ1回、相手のファイターを攻撃する', en: 'Each of your fighters attacks an enemy fighter once' } },
  { id: PHASE.end, name: { ja: 'エンドフェイズ', en: 'End phase' }, about: { ja: '手札が5枚以上なら4枚以下になるまで捨てる', en: 'With 5 or more cards in hand, discard down to 4' } },
];

export function nextPosition(state: MfState): MfPosition {
  return nextInCycle(PHASES, state.position, state.first);
}

export function advance(state: MfState): { next: MfPosition; steps: PhaseStep[]; verdicts: Verdict[] } {
  const next = nextPosition(state);
  const steps = [...clearAssistAreas(state), ...stepsOf(state, next)];
  return { next, steps, verdicts: leavingVerdicts(state) };
}

/** Leaving the end phase with 5 or more cards in hand is illegal (MF-R14): discard to 4 first. */
function leavingVerdicts(state: MfState): Verdict[] {
  const p = state.position;
  if (p?.phase !== PHASE.end) return [];
  const due = discardsDue(state, p.active);
  if (due === 0) return [];
  const hand = state.seats[p.active].hand.length;
  return [verdict('illegal', RULE.handLimit,
    `手札が${hand}枚のままエンドフェイズを終えています。4枚以下になるまで使用済みに捨ててください（あと${due}枚）`,
    `the end phase ends with ${hand} cards in hand; discard to the used pile down to 4 first (${due} more)`)];
}

function stepsOf(state: MfState, next: MfPosition): PhaseStep[] {
  switch (next.phase) {
    case PHASE.start: return [startStep(state, next.active)];
    case PHASE.draw: return drawSteps(state, next.active);
    case PHASE.end: return endSteps(state, next.active);
    default: return [];
  }
}

/** Assist cards used in the phase that ends go from the assist area to the used pile. */
function clearAssistAreas(state: MfState): PhaseStep[] {
  const actions: TableAction[] = [];
  for (const seat of SEATS) {
    for (const card of state.seats[seat].assistArea) {
      const move = moveTo(state, card, zoneId(seat, 'used'), seat, { ja: '使ったアシストカードを使用済みへ', en: 'used assist card to the used pile' }, RULE.assistCleared);
      if (move) actions.push(move);
    }
  }
  return actions.length > 0 ? [{ id: 'used', name: { ja: 'アシストエリアを片付ける', en: 'Clear the assist area' }, actions }] : [];
}

function startStep(state: MfState, seat: Seat): PhaseStep {
  const value = state.seats[seat].cost?.value ?? 0;
  const gain = Math.max(0, Math.min(1, ASSIST_COST_MAX - value));
  const actions = costChange(state, seat, gain, { ja: 'アシストコストを1回復', en: 'assist cost +1' }, RULE.start);
  return {
    id: 'cost',
    name: gain > 0 ? { ja: 'アシストコスト+1', en: 'Assist cost +1' } : { ja: 'アシストコストは最大（10）', en: 'Assist cost is at its maximum (10)' },
    actions,
  };
}

/**
 * Refilling an empty deck (その他ルール, MF-R12): when a card is to be drawn, pay 1 assist cost and
 * shuffle the used pile into a new deck. Impossible at 0 assist cost (the draw is skipped); an
 * empty deck never loses the game.
 */
export function refillActions(state: MfState, seat: Seat): TableAction[] | null {
  const s = state.seats[seat];
  if (s.deck.count > 0 || s.used.count === 0 || (s.cost?.value ?? 0) < 1) return null;
  const deck = state.view.zone(zoneId(seat, 'deck'));
  const pile = s.used.stack ?? s.used.lone;
  if (!deck || pile === null) return null;
  const reason = { ja: '使用済みをシャッフルして山札にする', en: 'shuffle the used pile into a new deck' };
  const actions: TableAction[] = [...costChange(state, seat, -1, { ja: 'アシストコスト−1で山札を作り直す', en: 'pay 1 assist cost to rebuild the deck' }, RULE.refill)];
  const move = moveTo(state, pile, deck.id, seat, reason, RULE.refill);
  if (move) actions.push(move);
  actions.push(action('flip', { ids: [pile] }, seat, { ja: '裏向きにする', en: 'turn it face down' }, RULE.refill));
  if (s.used.stack !== null) actions.push(action('shuffle', { stack: s.used.stack }, seat, reason, RULE.refill));
  return actions;
}

/** After a refill the used pile is the deck: the pile to draw from. */
export function rebuiltDeck(state: MfState, seat: Seat): MfSeat['deck'] {
  const used = state.seats[seat].used;
  return used.stack !== null ? { stack: used.stack, lone: null, count: used.count } : { stack: null, lone: used.lone, count: used.count };
}

function drawSteps(state: MfState, seat: Seat): PhaseStep[] {
  const s = state.seats[seat];
  const name = { ja: 'アシストカードを1枚引く', en: 'Draw one assist card' };
  // The first player draws on turn 1 too (MF-R10).
  const ruling = nextPosition(state).turn === 1 ? RULE.firstDraw : RULE.draw;
  if (s.deck.count > 0) return [{ id: 'draw', name, actions: drawFrom(state, s.deck, seat, 1, ruling) }];
  const refill = refillActions(state, seat);
  if (!refill) {
    return [{
      id: 'draw',
      name: { ja: '山札がなく、作り直せません（コスト0か使用済みなし）。負けにはなりません', en: 'The deck is empty and cannot be rebuilt (0 cost or nothing used); this does not lose the game' },
      actions: [],
    }];
  }
  const rebuilt = rebuiltDeck(state, seat);
  return [
    { id: 'refill', name: { ja: '山札を作り直す（アシストコスト−1）', en: 'Rebuild the deck (assist cost −1)' }, actions: refill },
    { id: 'draw', name, actions: drawFrom(state, rebuilt, seat, 1, ruling) },
  ];
}

/** How many cards the seat must discard at its end phase (5 or more in hand: down to 4). */
export function discardsDue(state: MfState, seat: Seat): number {
  const hand = state.seats[seat].hand.length;
  return hand > HAND_LIMIT_AT_END ? hand - HAND_LIMIT_AT_END : 0;
}

function endSteps(state: MfState, seat: Seat): PhaseStep[] {
  const due = discardsDue(state, seat);
  if (due === 0) return [];
  const options = state.seats[seat].hand.map((id) => {
    const data = state.cards.get(id)?.data;
    return { value: id, label: data ? { ja: data.name, en: data.nameEn || data.name } : { ja: '手札のカード', en: 'a card in hand' } };
  });
  return [{
    id: 'discard',
    name: { ja: `手札を${due}枚使用済みに捨てる（4枚以下に）`, en: `Discard ${due} card${due === 1 ? '' : 's'} to the used pile (down to 4)` },
    actions: [],
    choice: { prompt: PROMPT.discard, options },
  }];
}
