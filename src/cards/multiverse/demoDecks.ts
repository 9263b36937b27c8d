// Two ready-made legal decks from the demo set mf-demo.
import type { DeckEntry, DeckList } from '../game';

const entries = (counts: Record<string, number>): DeckEntry[] =>
  Object.entries(counts).map(([number, count]) => ({ ref: `mf-demo:${number}`, count }));

/** Built around red and yellow hard hitters: attack boosts, direct damage and quick counters. */
const blazingFists: DeckList = {
  game: 'multiverse',
  name: '紅蓮の拳',
  nameEn: 'Blazing Fists',
  sections: {
    fighters: entries({ 'MF-001': 1, 'MF-002': 1, 'MF-003': 1, 'MF-004': 1, 'MF-005': 1, 'MF-006': 1, 'MF-007': 1 }),
    assists: entries({ 'MF-101': 3, 'MF-102': 3, 'MF-103': 3, 'MF-104': 2, 'MF-105': 2, 'MF-106': 1, 'MF-107': 1 }),
    side: entries({ 'MF-009': 1, 'MF-010': 1, 'MF-013': 1, 'MF-108': 1, 'MF-110': 1, 'MF-111': 1, 'MF-112': 1, 'MF-113': 1 }),
  },
};

/** Built around white and black: defense boosts, status ailments and card advantage. */
const azureShields: DeckList = {
  game: 'multiverse',
  name: '蒼穹の盾',
  nameEn: 'Azure Shields',
  sections: {
    fighters: entries({ 'MF-008': 1, 'MF-009': 1, 'MF-010': 1, 'MF-011': 1, 'MF-012': 1, 'MF-013': 1, 'MF-014': 1 }),
    assists: entries({ 'MF-108': 3, 'MF-109': 3, 'MF-110': 3, 'MF-111': 2, 'MF-112': 2, 'MF-113': 1, 'MF-114': 1 }),
    side: entries({ 'MF-002': 1, 'MF-003': 1, 'MF-005': 1, 'MF-101': 1, 'MF-103': 1, 'MF-104': 1, 'MF-105': 1, 'MF-106': 1 }),
  },
};

export const demoDecks: readonly DeckList[] = [blazingFists, azureShields];
