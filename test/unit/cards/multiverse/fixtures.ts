// Shared test data: the demo set from public/assets, a lookup over it, and the CSV template.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Papa from 'papaparse';
import { cardSchema, type MultiverseCard } from '../../../../src/cards/multiverse/schema';
import type { CardLookup } from '../../../../src/cards/game';

const root = resolve(import.meta.dirname, '../../../..');

export interface RawSet {
  id: string;
  game: string;
  name: { ja: string; en: string };
  cards: unknown[];
}

export function readDemoSet(): RawSet {
  return JSON.parse(readFileSync(resolve(root, 'public/assets/sets/mf-demo.json'), 'utf8')) as RawSet;
}

/** The demo set's cards, parsed (throws if any is invalid; the schema test says which). */
export function demoCards(): MultiverseCard[] {
  return readDemoSet().cards.map((card) => cardSchema.parse(card));
}

export function lookupOf(setId: string, cards: readonly MultiverseCard[]): CardLookup<MultiverseCard> {
  const byRef = new Map(cards.map((card) => [`${setId}:${card.number}`, card]));
  return (ref) => byRef.get(ref);
}

export function demoLookup(): CardLookup<MultiverseCard> {
  return lookupOf('mf-demo', demoCards());
}

export function readTemplate(): { header: string[]; rows: Record<string, string>[] } {
  const text = readFileSync(resolve(root, 'public/assets/sets/templates/multiverse.csv'), 'utf8');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true, transform: (cell) => cell.trim() });
  return { header: parsed.meta.fields ?? [], rows: parsed.data };
}

/** A valid fighter as written in a set file, for tests to break one field at a time. */
export const validFighter = {
  number: 'MF-T01',
  name: 'テスト闘士',
  kind: 'fighter',
  cost: 2,
  attribute: 'red',
  hp: 90,
  attack: 60,
  defense: 40,
  evasion: [5, 6],
  abilityKind: 'auto',
  text: 'テスト用の能力。',
} as const;

export const validAssist = {
  number: 'MF-T02',
  name: 'テスト支援',
  kind: 'assist',
  cost: 1,
  assistType: 'support',
  keywords: [{ keyword: 'ドロー', value: 1 }],
} as const;
