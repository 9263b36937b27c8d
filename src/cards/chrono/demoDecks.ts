// Two ready-made legal decks from the demo set (public/assets/sets/cc-demo.json).
import type { DeckEntry, DeckList } from '../game';

const entries = (counts: Record<string, number>): DeckEntry[] =>
  Object.entries(counts).map(([number, count]) => ({ ref: `cc-demo:${number}`, count }));

/** Mina: cheap characters, support and pierce, pushed on by BGMs. */
const minaAttack: DeckList = {
  game: 'chrono',
  name: 'ミナの速攻デッキ',
  nameEn: 'Mina’s Rush Deck',
  sections: {
    main: entries({
      'CC-004': 3, 'CC-005': 2, 'CC-006': 3, 'CC-008': 3, 'CC-011': 2, 'CC-012': 3,
      'CC-013': 2, 'CC-016': 4, 'CC-019': 2, 'CC-021': 1, 'CC-022': 2, 'CC-026': 3,
    }),
    heroine: entries({ 'CC-001': 1 }),
  },
};

/** Celes: sturdy blockers, items and interrupting events. */
const celesGuard: DeckList = {
  game: 'chrono',
  name: 'セレスの守りデッキ',
  nameEn: 'Celes’s Guard Deck',
  sections: {
    main: entries({
      'CC-005': 3, 'CC-007': 3, 'CC-009': 3, 'CC-010': 1, 'CC-014': 2, 'CC-015': 2,
      'CC-017': 3, 'CC-018': 2, 'CC-020': 3, 'CC-023': 3, 'CC-024': 2, 'CC-025': 3,
    }),
    heroine: entries({ 'CC-002': 1 }),
  },
};

export const demoDecks: readonly DeckList[] = [minaAttack, celesGuard];
