// The turn (CC-R2): Start (checked cards unchecked, CC-R5; the heroine recovers; BGM performance
// tokens) → Draw 1 (the first player draws on turn 1 too) → Main → Charm → End (hand limit 5; AP/DP
// changes and damage reset, CC-R11; leaving it over the limit is illegal, CC-R16). EP left unspent vanishes at every phase change: a step says so when it happens.
import { OPENING_HAND } from '../../cards/chrono';
import { SEATS, type Seat } from '../../table';
import { nextInCycle, type PhaseDef, type PhaseStep, type TableAction, type Verdict } from '../core';
import { action, discardWithItems, drawFrom, moveTo, tap, verdict } from './actions';
import { PROMPT } from './events';
import { RULE } from './rulings';
import { epPool } from './state';
import type { CcPosition, CcState } from './types';
import { CHARACTER_SLOTS, zoneId } from './zones';

export const PHASE = { start: 'start', draw: 'draw', main: 'main', charm: 'charm', end: 'end' } as const;
/** 上限も5枚: the hand is brought down to this at the end of its owner's turn. */
export const HAND_LIMIT = OPENING_HAND;

export const PHASES: readonly PhaseDef[] = [
  { id: PHASE.start, name: { ja: 'スタートフェイズ', en: 'Start phase' }, about: { ja: 'Check状態のカードを未Checkに、ヒロインが回復、BGMの演奏トークンを1つ取り除く', en: 'Uncheck your cards, your heroine recovers, remove a performance token from your BGM' } },
  { id: PHASE.draw, name: { ja: 'ドローフェイズ', en: 'Draw phase' }, about: { ja: '山札から1枚引く（先攻も引く）', en: 'Draw a card (the first player too)' } },
  { id: PHASE.main, name: { ja: 'メインフェイズ', en: 'Main phase' }, about: { ja: 'EPを出してカードを配置・使用する', en: 'Make EP; place and use cards' } },
  { id: PHASE.charm, name: { ja: 'チャームフェイズ', en: 'Charm phase' }, about: { ja: 'キャラクターが一斉に攻撃し、相手が防御を選ぶ', en: 'Your characters attack together; the opponent assigns blockers' } },
  { id: PHASE.end, name: { ja: 'エンドフェイズ', en: 'End phase' }, about: { ja: '手札を5枚に調整、AP/DPの変化が元に戻る', en: 'Hand down to 5; AP/DP changes reset' } },
];

export function nextPosition(state: CcState): CcPosition {
  return nextInCycle(PHASES, state.position, state.first);
}

export function advance(state: CcState): { next: CcPosition; steps: PhaseStep[]; verdicts: Verdict[] } {
  const next = nextPosition(state);
  return { next, steps: [...vanishingEp(state), ...stepsOf(state, next)], verdicts: leavingVerdicts(state) };
}

/** Leaving the end phase with more than 5 cards in the active seat's hand is illegal (CC-R16; 自ターン内に調整). */
function leavingVerdicts(state: CcState): Verdict[] {
  const p = state.position;
  if (!p || p.phase !== PHASE.end) return [];
  const due = discardsDue(state, p.active);
  if (due === 0) return [];
  const hand = state.seats[p.active].hand.length;
  return [verdict('illegal', RULE.handLimit,
    `手札${hand}枚のままエンドフェイズを終えることはできません（上限${HAND_LIMIT}枚: あと${due}枚捨てる）`,
    `the end phase cannot end with ${hand} cards in hand (limit ${HAND_LIMIT}: discard ${due} more)`)];
}

function vanishingEp(state: CcState): PhaseStep[] {
  return SEATS.flatMap((seat) => {
    const pool = epPool(state, seat);
    return pool > 0 ? [{ id: `ep-${seat}`, name: { ja: `${seat.toUpperCase()}の未使用EP ${pool} は消滅`, en: `${seat.toUpperCase()}'s unspent ${pool} EP vanishes` }, actions: [] }] : [];
  });
}

function stepsOf(state: CcState, next: CcPosition): PhaseStep[] {
  switch (next.phase) {
    case PHASE.start: return startSteps(state, next.active);
    case PHASE.draw: return drawSteps(state, next.active);
    case PHASE.end: return endSteps(state, next.active);
    default: return [];
  }
}

function startSteps(state: CcState, seat: Seat): PhaseStep[] {
  const checked: string[] = [];
  const flips: TableAction[] = [];
  for (const card of state.cards.values()) {
    const onSide = card.side === seat && card.slot !== null && (CHARACTER_SLOTS.has(card.slot) || card.slot === 'bg' || card.slot === 'bgm');
    if (!onSide) continue;
    if (card.checked) checked.push(card.id);
    // 裏向き状態にされても、次の自ターンに回復する.
    if (card.heroine && !card.faceUp && card.host === null) {
      flips.push(action('flip', { ids: [card.id] }, seat, { ja: 'ヒロインが回復（表向きに）', en: 'the heroine recovers (face up)' }, RULE.heroine));
    }
  }
  const untap = checked.length > 0 ? [tap(checked, seat, { ja: 'Check状態のカードを未Checkに', en: 'uncheck your checked cards' }, RULE.untap)] : [];
  return [
    { id: 'untap', name: { ja: '未Check状態に戻す', en: 'Uncheck' }, actions: untap },
    { id: 'heroine', name: { ja: 'ヒロインの回復', en: 'Heroine recovers' }, actions: flips },
    { id: 'bgm', name: { ja: 'BGMの演奏トークン', en: 'BGM performance tokens' }, actions: bgmTokenActions(state, seat) },
  ];
}

/** 自分のスタートフェイズに演奏トークンを1つ取り除く。取り除けない時はBGMが破棄される. */
function bgmTokenActions(state: CcState, seat: Seat): TableAction[] {
  const s = state.seats[seat];
  if (s.bgm.length === 0) return [];
  const pile = s.bgmTokens.ids[0];
  if (pile !== undefined && s.bgmTokens.count > 0) {
    const out = [action('adjust', { id: pile, delta: -1 }, seat, { ja: '演奏トークンを1つ取り除く', en: 'remove a performance token' }, RULE.bgm)];
    if (s.supply.id !== null) out.push(action('adjust', { id: s.supply.id, delta: 1 }, seat, { ja: 'トークン置き場に戻す', en: 'back to the token supply' }, RULE.tokenSupply));
    return out;
  }
  return s.bgm.flatMap((bgm) => discardWithItems(state, bgm, seat, { ja: '演奏トークンがないのでBGMを破棄', en: 'no performance token left: the BGM is discarded' }, RULE.bgm));
}

/** ライブラリアウト: 無し（捨て札を再使用）: the discard pile becomes the deck, shuffled. */
export function reshuffleActions(state: CcState, seat: Seat): TableAction[] | null {
  const s = state.seats[seat];
  const pile = s.discard.stack ?? s.discard.lone;
  if (s.deck.count > 0 || pile === null) return null;
  const reason = { ja: '捨て札をシャッフルして山札にする', en: 'shuffle the discard pile into a new deck' };
  const out: TableAction[] = [];
  const move = moveTo(state, pile, zoneId(seat, 'deck'), seat, reason, RULE.libraryOut);
  if (move) out.push(move);
  out.push(action('flip', { ids: [pile] }, seat, { ja: '裏向きにする', en: 'turn it face down' }, RULE.libraryOut));
  if (s.discard.stack !== null) out.push(action('shuffle', { stack: s.discard.stack }, seat, reason, RULE.libraryOut));
  return out;
}

function drawSteps(state: CcState, seat: Seat): PhaseStep[] {
  const s = state.seats[seat];
  const name = { ja: '1枚引く', en: 'Draw a card' };
  if (s.deck.count > 0) return [{ id: 'draw', name, actions: drawFrom(state, s.deck, seat, 1, RULE.turn) }];
  const reshuffle = reshuffleActions(state, seat);
  if (!reshuffle) return [{ id: 'draw', name: { ja: '山札も捨て札もない: 引けません', en: 'No deck and no discard pile: no draw' }, actions: [] }];
  const rebuilt = { stack: s.discard.stack, lone: s.discard.stack ? null : s.discard.lone, count: s.discard.count };
  return [
    { id: 'reshuffle', name: { ja: '捨て札から山札を作り直す', en: 'Rebuild the deck from the discard pile' }, actions: reshuffle },
    { id: 'draw', name, actions: drawFrom(state, rebuilt, seat, 1, RULE.turn) },
  ];
}

export function discardsDue(state: CcState, seat: Seat): number {
  return Math.max(0, state.seats[seat].hand.length - HAND_LIMIT);
}

function endSteps(state: CcState, seat: Seat): PhaseStep[] {
  const steps: PhaseStep[] = [];
  const due = discardsDue(state, seat);
  if (due > 0) {
    steps.push({
      id: 'discard', name: { ja: `手札を${due}枚捨てる（上限5枚）`, en: `Discard ${due} card${due === 1 ? '' : 's'} (hand limit 5)` }, actions: [],
      choice: {
        prompt: PROMPT.discard,
        options: state.seats[seat].hand.map((id) => {
          const data = state.cards.get(id)?.data;
          return { value: id, label: data ? { ja: data.name, en: data.nameEn || data.name } : { ja: '手札のカード', en: 'a card in hand' } };
        }),
      },
    });
  }
  // Damage and changes are read from this turn's events only, so the next turn starts from the printed values.
  if (state.statChanges.size > 0 || state.damage.size > 0) {
    steps.push({
      id: 'reset', name: { ja: 'AP/DPの変化とダメージが元に戻る', en: 'AP/DP changes and damage reset' }, actions: [],
      events: [{ seat: 'system', kind: 'note', text: { ja: 'ターン終了: AP/DPの減少・変化を初期化', en: 'end of turn: lowered and changed AP/DP reset' }, ruling: RULE.dpLowered }],
    });
  }
  return steps;
}
