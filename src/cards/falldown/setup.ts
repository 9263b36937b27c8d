// Setting up a Falldown game (rule text 6): shuffled decks, 5 cards each, life 30, mana 0, the
// system-card pool face up in the middle, and no first player (both act in every phase).
import { cardRef } from '../face';
import type { SetupPlan } from '../game';
import { POOL_ZONE, SLOTS } from './mat';

export const DEMO_SET_ID = 'fd-demo';
export const STARTING_LIFE = 30;
export const STARTING_MANA = 0;
export const OPENING_HAND = 5;
/** The printed system cards are FD-S01 … FD-S22 (system-pool.ts holds their texts; tests check the two agree). */
export const SYSTEM_POOL_NUMBERS: readonly string[] = Array.from({ length: 22 }, (_, i) => `FD-S${String(i + 1).padStart(2, '0')}`);

export const falldownSetup: SetupPlan = {
  piles: [{ section: 'main', slot: SLOTS.deck, shuffle: true }],
  openingHand: { slot: SLOTS.deck, count: OPENING_HAND },
  mulligans: 0,
  counters: [
    { slot: SLOTS.life, label: { ja: 'ライフ', en: 'Life' }, value: STARTING_LIFE },
    { slot: SLOTS.mana, label: { ja: 'マナ', en: 'Mana' }, value: STARTING_MANA },
  ],
  supplies: [],
  shared: [{ zone: POOL_ZONE, refs: SYSTEM_POOL_NUMBERS.map((number) => cardRef(DEMO_SET_ID, number)), faceUp: true }],
  firstPlayer: null,
};
