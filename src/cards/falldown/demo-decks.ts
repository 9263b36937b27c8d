// Two legal decks built from the demo set: a defensive one and a fast one.
import { cardRef } from '../face';
import type { DeckList } from '../game';
import { DEMO_SET_ID } from './setup';

const main = (entries: [number: string, count: number][]) => ({
  main: entries.map(([number, count]) => ({ ref: cardRef(DEMO_SET_ID, number), count })),
});

/** Taunt walls, counters and healing: wins the long game. */
const bulwark: DeckList = {
  game: 'falldown',
  name: '城壁の騎士団',
  nameEn: 'Bulwark Knights',
  sections: main([
    ['FD-001', 3], ['FD-003', 3], ['FD-028', 2], ['FD-006', 3], ['FD-022', 2], ['FD-008', 3], ['FD-010', 3], ['FD-023', 2],
    ['FD-012', 2], ['FD-013', 3], ['FD-029', 2], ['FD-014', 3], ['FD-025', 2], ['FD-015', 3], ['FD-018', 2], ['FD-020', 2],
  ]),
};

/** Fast movers, multiple attacks and transporters: ends the game early. */
const galeRaid: DeckList = {
  game: 'falldown',
  name: '疾風の強襲',
  nameEn: 'Gale Raid',
  sections: main([
    ['FD-001', 2], ['FD-002', 3], ['FD-004', 3], ['FD-027', 2], ['FD-005', 3], ['FD-028', 1], ['FD-007', 3], ['FD-009', 3],
    ['FD-011', 3], ['FD-024', 3], ['FD-030', 3], ['FD-016', 2], ['FD-026', 2], ['FD-017', 3], ['FD-019', 2], ['FD-021', 2],
  ]),
};

export const demoDecks: readonly DeckList[] = [bulwark, galeRaid];
