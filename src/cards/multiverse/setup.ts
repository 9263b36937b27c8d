// How a Multiverse Fighters table is laid out at the start (ゲームの準備):
// 1. assist cost 5 each (it may rise to 10); 2. first player by die roll (or rock-paper-scissors,
// by agreement); 3. each player secretly chooses fighters whose costs total exactly 5 (a sealed
// envelope), from the seven lying face down in the reserve; 4. shuffle the assist deck and draw 3;
// 5. reveal the chosen fighters onto the field slots.
//
// HP is tracked per fighter (the rule text's 紙と鉛筆): each field slot has an HP counter slot
// below it. Counters start at 0 because the fighters are not yet revealed; when a fighter is put
// on field slot n, its owner sets counter hp-n to the fighter's HP, lowers it by each hit (in
// units of 5), and moves the fighter to the waiting room when it reaches 0.
import type { SetupPlan } from '../game';
import { FIELD_SLOTS } from './mat';

export const ASSIST_COST_START = 5;
export const ASSIST_COST_MAX = 10;
export const OPENING_HAND = 3;
/** Chosen fighters' costs add up to exactly this. */
export const FIGHTER_COST_TOTAL = 5;
/** At the end phase a hand of 5 or more is discarded down to 4. */
export const HAND_LIMIT_AT_END = 4;

export const setup: SetupPlan = {
  piles: [
    { section: 'assists', slot: 'deck', shuffle: true },
    // Not shuffled: the owner looks through them to choose; the opponent sees only backs.
    { section: 'fighters', slot: 'reserve', shuffle: false },
  ],
  openingHand: { slot: 'deck', count: OPENING_HAND },
  mulligans: 0,
  counters: [
    { slot: 'cost', label: { ja: 'アシストコスト', en: 'Assist cost' }, value: ASSIST_COST_START },
    ...Array.from({ length: FIELD_SLOTS }, (_, i) => ({ slot: `hp-${i + 1}`, label: { ja: '体力', en: 'HP' }, value: 0 })),
  ],
  // One die each: evasion rolls, dice-driven abilities and the first-player roll.
  supplies: [{ slot: 'dice', kind: 'die', count: 1 }],
  shared: [],
  firstPlayer: 'die',
};
