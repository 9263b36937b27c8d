// Game start (rule text 3.1): shuffle the deck onto 山札, decide who goes first, draw 6; HP 20
// each (3.3). Energy tokens are blue or red (2.3); magic coins (2.4) are kept beside them.
import type { SetupPlan } from '../game';
import { MAIN_SECTION } from './deck';
import { OPENING_HAND, STARTING_HP } from './rules';

/** Enough for a long game: a seat gains at most one energy a turn. */
const TOKENS_PER_COLOR = 20;
const MAGIC_COINS = 10;

export const nofutureSetup: SetupPlan = {
  piles: [{ section: MAIN_SECTION, slot: 'deck', shuffle: true }],
  openingHand: { slot: 'deck', count: OPENING_HAND },
  mulligans: 0,
  counters: [{ slot: 'hp', label: { ja: 'HP', en: 'HP' }, value: STARTING_HP }],
  supplies: [
    { slot: 'supply', kind: 'token', color: 'blue', count: TOKENS_PER_COLOR },
    { slot: 'supply', kind: 'token', color: 'red', count: TOKENS_PER_COLOR },
    { slot: 'supply', kind: 'coin', color: 'magic', count: MAGIC_COINS },
  ],
  shared: [],
  // The text says "じゃんけんなどで": any fair random choice; a die roll is the table's.
  firstPlayer: 'die',
};
