// The demo set read from public/assets, parsed with the game's set schema, and a lookup over it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chronoSetSchema, type ChronoCard } from '../../../../src/cards/chrono/schema';

export const repoPath = (relative: string): string => resolve(import.meta.dirname, '../../../..', relative);

export const demoSetJson: unknown = JSON.parse(readFileSync(repoPath('public/assets/sets/cc-demo.json'), 'utf8'));
export const demoSet = chronoSetSchema.parse(demoSetJson);

const byRef = new Map(demoSet.cards.map((card) => [`${demoSet.id}:${card.number}`, card]));
export const lookup = (ref: string): ChronoCard | undefined => byRef.get(ref);

export const cardNumbered = (number: string): ChronoCard => {
  const card = demoSet.cards.find((c) => c.number === number);
  if (!card) throw new Error(`no ${number} in the demo set`);
  return card;
};
