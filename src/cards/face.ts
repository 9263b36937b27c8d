// What a card face shows, game-independent: the renderer and the large preview draw from this.
import { z } from 'zod';
import { isSafeImageUrl } from './imageUrl';

const text = z.string().max(2000);
export const cardColorSchema = z.enum(['red', 'blue', 'green', 'yellow', 'purple', 'white', 'black', 'colorless']);
export type CardColor = z.infer<typeof cardColorSchema>;

export const cardFaceSchema = z.object({
  number: z.string().min(1).max(40),
  name: z.string().min(1).max(80),
  nameEn: z.string().max(120).default(''),
  color: cardColorSchema,
  cost: z.string().max(20).default(''),
  /** English cost when it is written in words or coloured pips (NoFuture's 青青1 → BB1). */
  costEn: z.string().max(20).optional(),
  type: z.string().max(60).default(''),
  typeEn: z.string().max(80).optional(),
  stats: z.array(z.object({
    label: z.string().max(12),
    labelEn: z.string().max(12).optional(),
    value: z.union([z.number(), z.string().max(12)]),
    /** The value as English writes it, where it differs (Multiverse's evasion 5・6 → 5·6). */
    valueEn: z.string().max(12).optional(),
  })).max(6).default([]),
  text: text.default(''),
  textEn: text.default(''),
  flavor: z.string().max(400).default(''),
  /** The flavour text's English gloss (a set's own; absent or empty shows the Japanese). */
  flavorEn: z.string().max(600).optional(),
  /** Card art drawn on the face when the set supplies one; absent means a purely procedural face. */
  image: z.string().refine(isSafeImageUrl, 'not an allowed image URL').optional(),
});
export type CardFace = z.infer<typeof cardFaceSchema>;

export const cardSetSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,32}$/),
  name: z.object({ ja: z.string().max(80), en: z.string().max(80) }),
  cards: z.array(cardFaceSchema).min(1).max(5000),
});
export type CardSet = z.infer<typeof cardSetSchema>;

/** A card reference names a set and a card number: "starter:ST-001". */
export function cardRef(setId: string, number: string): string {
  return `${setId}:${number}`;
}

/** Face shown for a reference no loaded set knows: the reference itself, so nothing is hidden. */
export function unknownFace(ref: string): CardFace {
  return { number: ref, name: ref, nameEn: '', color: 'colorless', cost: '', type: '?', stats: [], text: '', textEn: '', flavor: '' };
}
