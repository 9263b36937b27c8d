// Chrono Card's start of game (rule text, 開始準備 / 開始時基本設定): shuffle the deck, place the
// heroine face down, draw 5 with one optional mulligan, damage points at 0, then decide who starts.
import type { SetupPlan } from '../game';

/** Performance tokens laid out per seat; the rule text asks for "a suitable number". */
export const PERFORMANCE_TOKEN_SUPPLY = 10;
export const OPENING_HAND = 5;

export const setup: SetupPlan = {
  piles: [
    { section: 'main', slot: 'deck', shuffle: true },
    // A pile of one: the heroine, face down in her own slot.
    { section: 'heroine', slot: 'heroine', shuffle: false },
  ],
  openingHand: { slot: 'deck', count: OPENING_HAND },
  mulligans: 1,
  counters: [{ slot: 'damage', label: { ja: 'ダメージ', en: 'Damage' }, value: 0 }],
  supplies: [{ slot: 'tokens', kind: 'token', color: 'yellow', count: PERFORMANCE_TOKEN_SUPPLY }],
  shared: [],
  // The rule text only says to decide; a die roll is the neutral default.
  firstPlayer: 'die',
};
