// Two ready-to-play decks from the demo set (public/assets/sets/nf-demo.json): the blue heroines
// and the red empire, 40 cards each.
import type { DeckEntry, DeckList } from '../game';
import { MAIN_SECTION } from './deck';

const DEMO_SET = 'nf-demo';

function entries(counts: Record<string, number>): DeckEntry[] {
  return Object.entries(counts).map(([number, count]) => ({ ref: `${DEMO_SET}:${number}`, count }));
}

const blueHope: DeckList = {
  game: 'nofuture',
  name: '星の守り手（青）',
  nameEn: 'Star Guardians (blue)',
  sections: {
    [MAIN_SECTION]: entries({
      'NF-001': 3, 'NF-002': 3, 'NF-003': 3, 'NF-004': 3, 'NF-005': 3, 'NF-006': 3, 'NF-007': 3,
      'NF-008': 3, 'NF-009': 3, 'NF-010': 3, 'NF-011': 3, 'NF-012': 3, 'NF-013': 2, 'NF-014': 2,
    }),
  },
};

const voidEmpire: DeckList = {
  game: 'nofuture',
  name: '虚無帝国（赤）',
  nameEn: 'Void Empire (red)',
  sections: {
    [MAIN_SECTION]: entries({
      'NF-015': 3, 'NF-016': 3, 'NF-017': 3, 'NF-018': 3, 'NF-019': 3, 'NF-020': 3, 'NF-021': 3,
      'NF-022': 3, 'NF-023': 3, 'NF-024': 3, 'NF-025': 3, 'NF-026': 2, 'NF-027': 3, 'NF-028': 2,
    }),
  },
};

export const demoDecks: readonly DeckList[] = [blueHope, voidEmpire];
