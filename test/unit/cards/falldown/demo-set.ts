// The demo set file, read as the app reads it, and a lookup over it for the deck tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cardRef } from '../../../../src/cards/face';
import { cardSchema, type FalldownCard } from '../../../../src/cards/falldown/schema';

export const demoSetJson: { id: string; game: string; name: { ja: string; en: string }; cards: unknown[] } = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../public/assets/sets/fd-demo.json'), 'utf8'),
);

export const demoCards: FalldownCard[] = demoSetJson.cards.map((card) => cardSchema.parse(card));

const byRef = new Map(demoCards.map((card) => [cardRef('fd-demo', card.number), card]));
export const demoLookup = (ref: string): FalldownCard | undefined => byRef.get(ref);

export function demoCard(number: string): FalldownCard {
  const card = demoCards.find((c) => c.number === number);
  if (!card) throw new Error(`no demo card ${number}`);
  return card;
}
