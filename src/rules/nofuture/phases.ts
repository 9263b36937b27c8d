// The turn (NF 3.2): Up → Draw → Energy → Preparation → Sortie (the attacker, then the defender) →
// Battle → End, then the other seat's turn. Turns are counted across both seats: turn 1 is the first
// player's first turn. advance() gives the next phase and the table commands of its automatic steps.
import { emptyDeckEvent, PROMPT } from './events';
import type { PhaseDef, PhaseStep, TableAction } from '../core';
import { nextInCycle } from '../core';
import { keywordValue } from './keywords';
import { moveEnergy } from './energy';
import { characterData } from './state';
import { attach, action, moveToZone, remove, tap } from './tableActions';
import type { NfPosition, NfState } from './types';
import { inPlay, zoneId } from './zones';

export const PHASE = {
  up: 'up', draw: 'draw', energy: 'energy', preparation: 'preparation',
  sortieAttack: 'sortie-attack', sortieDefense: 'sortie-defense', battle: 'battle', end: 'end',
} as const;
export type PhaseId = (typeof PHASE)[keyof typeof PHASE];

export const PHASES: readonly PhaseDef[] = [
  { id: PHASE.up, name: { ja: 'アップフェイズ', en: 'Up phase' }, about: { ja: '拠点エリアのカードをアップし、使用後エナジーを使用前に戻す', en: 'Stand up your base cards; used energy becomes unused' } },
  { id: PHASE.draw, name: { ja: 'ドローフェイズ', en: 'Draw phase' }, about: { ja: '山札から1枚引く（先行の1ターン目は飛ばす）', en: 'Draw a card (skipped on the first player\'s first turn)' } },
  { id: PHASE.energy, name: { ja: 'エナジーフェイズ', en: 'Energy phase' }, about: { ja: '青か赤のエナジーを1個置くか、1枚引く', en: 'Add one blue or red energy, or draw a card' } },
  { id: PHASE.preparation, name: { ja: '準備フェイズ', en: 'Preparation phase' }, about: { ja: 'キャラクターやセットカードをプレイする', en: 'Play characters and set cards' } },
  { id: PHASE.sortieAttack, name: { ja: '出撃フェイズ（攻撃側）', en: 'Sortie phase (attacker)' }, about: { ja: '攻撃側が拠点のキャラクターを戦闘エリアに出撃させる', en: 'The attacker sends base characters to the battle areas' } },
  { id: PHASE.sortieDefense, name: { ja: '出撃フェイズ（防御側）', en: 'Sortie phase (defender)' }, about: { ja: '防御側が拠点のキャラクターを戦闘エリアに出撃させる', en: 'The defender sends base characters to the battle areas' } },
  { id: PHASE.battle, name: { ja: '戦闘フェイズ', en: 'Battle phase' }, about: { ja: '各戦闘エリアでダメージを与え合う', en: 'Teams deal damage to each other in every battle area' } },
  { id: PHASE.end, name: { ja: 'エンドフェイズ', en: 'End phase' }, about: { ja: '戦闘エリアのキャラクターはダウン状態で拠点へ、ダメージはリセット', en: 'Battle characters return to base down; damage is reset' } },
];

export function nextPosition(state: NfState): NfPosition {
  return nextInCycle(PHASES, state.position, state.first);
}

export function advance(state: NfState): { next: NfPosition; steps: PhaseStep[] } {
  const next = nextPosition(state);
  return { next, steps: stepsOf(state, next) };
}

function stepsOf(state: NfState, next: NfPosition): PhaseStep[] {
  switch (next.phase) {
    case PHASE.up: return upSteps(state, next);
    case PHASE.draw: return [drawStep(state, next)];
    case PHASE.energy: return [energyStep()];
    case PHASE.end: return endSteps(state, next);
    default: return [];
  }
}

/** NF 3.2 Up phase: own base cards stand up; NF-R5 the active seat's used energy returns; NF 5.11 magic charge. */
function upSteps(state: NfState, next: NfPosition): PhaseStep[] {
  const seat = next.active;
  const down = [...state.cards.values()].filter((c) => c.zone === zoneId(seat, 'base') && c.host === null && c.down).map((c) => c.id);
  const untap: TableAction[] = down.length > 0
    ? [tap(down, seat, { ja: '拠点エリアのカードをアップする', en: 'stand up the cards in your base' }, 'NF 3.2')] : [];
  const used = state.seats[seat].used;
  const energy = moveEnergy(state, seat, 'used', 'unused', used, { ja: '使用後エナジーを使用前エナジーに移す', en: 'move used energy back to unused' }, 'NF-R5');
  return [
    { id: 'untap', name: { ja: '拠点のカードをアップ', en: 'Stand up base cards' }, actions: untap },
    { id: 'energy', name: { ja: 'エナジーを戻す', en: 'Energy back to unused' }, actions: energy },
    { id: 'magic-charge', name: { ja: '魔力チャージ', en: 'Magic charge' }, actions: magicCharge(state, seat) },
  ];
}

/** 魔力チャージ(X) (NF 5.11): in its owner's Up phase, magic coins on it are topped up to X. */
function magicCharge(state: NfState, seat: NfPosition['active']): TableAction[] {
  const out: TableAction[] = [];
  const supply = [...state.seats[seat].supplyCoins];
  for (const card of state.cards.values()) {
    const data = characterData(card);
    const x = keywordValue(data, '魔力チャージ');
    if (x <= 0 || card.owner !== seat || !inPlay(card.place) || card.host !== null) continue;
    for (let n = card.magicCoins.length; n < x; n++) {
      const reason = { ja: `魔力チャージ(${x}): 魔力コインを置く`, en: `magic charge (${x}): add a magic coin` };
      const coin = supply.shift();
      out.push(coin !== undefined ? attach(coin, card.id, seat, reason, 'NF 5.11') : newMagicCoin(card.id, n, seat, reason));
    }
  }
  return out;
}

export function newMagicCoin(host: string, nth: number, seat: NfPosition['active'], reason: { ja: string; en: string }): TableAction {
  return action('create', { object: { kind: 'coin', x: -30 + 14 * nth, y: 50, coinKind: 'magic', heads: true, attachedTo: host } }, seat, reason, 'NF 5.11');
}

/** The commands drawing `count` cards for a seat, and the loss event when its deck runs out (NF 3.3). */
export function drawActions(state: NfState, seat: NfPosition['active'], count: number, ruling = 'NF 3.2'): { actions: TableAction[]; empty: boolean } {
  const deck = state.seats[seat].deck;
  const reason = { ja: `山札から${count}枚引く`, en: `draw ${count} card${count === 1 ? '' : 's'}` };
  const available = Math.min(count, deck.count);
  const actions: TableAction[] = [];
  if (deck.stack !== null && available > 0) actions.push(action('draw', { stack: deck.stack, count: available, seat }, seat, reason, ruling));
  else if (deck.lone !== null && available > 0) {
    const move = moveToZone(state, deck.lone, zoneId(seat, 'hand'), seat, reason, ruling);
    if (move) actions.push(move);
  }
  return { actions, empty: count > deck.count };
}

function drawStep(state: NfState, next: NfPosition): PhaseStep {
  const name = { ja: 'ドロー', en: 'Draw' };
  if (next.turn === 1) {
    return { id: 'draw', name: { ja: 'ドローなし（先行の1ターン目）', en: 'No draw (the first player\'s first turn)' }, actions: [] };
  }
  const { actions, empty } = drawActions(state, next.active, 1);
  return empty
    ? { id: 'draw', name: { ja: '山札がないので引けません: 敗北', en: 'The deck is empty: this seat loses' }, actions, events: [emptyDeckEvent(next.active)] }
    : { id: 'draw', name, actions };
}

function energyStep(): PhaseStep {
  return {
    id: 'energy', name: { ja: 'エナジーか、ドローを選ぶ', en: 'Choose energy or a draw' }, actions: [],
    choice: {
      prompt: PROMPT.energy,
      options: [
        { value: 'blue', label: { ja: '青のエナジーを置く', en: 'Add a blue energy' } },
        { value: 'red', label: { ja: '赤のエナジーを置く', en: 'Add a red energy' } },
        { value: 'draw', label: { ja: 'カードを1枚引く', en: 'Draw a card' } },
      ],
    },
  };
}

/** NF 3.2 End phase: every character in a battle area returns to its own base down; all damage is reset. */
function endSteps(state: NfState, next: NfPosition): PhaseStep[] {
  const home: TableAction[] = [];
  const tapped: string[] = [];
  const taken: Record<string, { x: number; y: number }[]> = {};
  for (const card of state.cards.values()) {
    if (card.place?.kind !== 'battle' || card.host !== null) continue;
    const owner = card.owner ?? card.side ?? next.active;
    const base = zoneId(owner, 'base');
    const move = moveToZone(state, card.id, base, owner, { ja: '拠点エリアに戻す', en: 'back to its base' }, 'NF 3.2', (taken[base] ??= []));
    if (move) home.push(move);
    if (!card.down) tapped.push(card.id);
  }
  if (tapped.length > 0) home.push(tap(tapped, next.active, { ja: 'ダウン状態にする', en: 'turn it down' }, 'NF 3.2'));
  const coins = [...state.cards.values()].flatMap((card) => card.damageCoins);
  const reset = coins.length > 0 ? [remove(coins, next.active, { ja: '全てのダメージをリセット', en: 'reset all damage' }, 'NF 3.2')] : [];
  return [
    { id: 'home', name: { ja: '戦闘エリアから拠点へ（ダウン）', en: 'Battle areas back to base, down' }, actions: home },
    { id: 'reset', name: { ja: 'ダメージのリセット', en: 'Damage reset' }, actions: reset },
  ];
}
