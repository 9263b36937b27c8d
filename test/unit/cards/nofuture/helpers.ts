import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Papa from 'papaparse';
import { nofutureCards, type NofutureCard } from '../../../../src/cards/nofuture';

const root = resolve(import.meta.dirname, '../../../..');

export interface RawSet {
  id: string;
  game: string;
  name: { ja: string; en: string };
  cards: unknown[];
}

export function readDemoSet(): RawSet {
  return JSON.parse(readFileSync(resolve(root, 'public/assets/sets/nf-demo.json'), 'utf8')) as RawSet;
}

/** The demo set's cards, validated, by reference "nf-demo:NUMBER". */
export function demoCards(): Map<string, NofutureCard> {
  const set = readDemoSet();
  return new Map(set.cards.map((raw) => {
    const card = nofutureCards.cardSchema.parse(raw);
    return [`${set.id}:${card.number}`, card];
  }));
}

export function readTemplate(): { header: string[]; rows: Record<string, string>[] } {
  const text = readFileSync(resolve(root, 'public/assets/sets/templates/nofuture.csv'), 'utf8');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true, transform: (cell) => cell.trim() });
  return { header: parsed.meta.fields ?? [], rows: parsed.data };
}

/** A valid character row, to be broken one field at a time. */
export function goodCharacter(): Record<string, unknown> {
  return {
    number: 'NF-900', name: 'テスト', kind: 'character', color: 'blue', cost: { pips: ['blue'], colorless: 1 },
    version: 1, attribute: '魔法少女', fight: 2, shoot: 1, durability: 3,
  };
}
