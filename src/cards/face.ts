// What a card face shows, game-independent: the renderer and the large preview draw from this.
import { z } from 'zod/mini';
import { isSafeImageUrl } from './imageUrl';

const text = z.string().check(z.maxLength(2000));
export const cardColorSchema = z.enum(['red', 'blue', 'green', 'yellow', 'purple', 'white', 'black', 'colorless']);
export type CardColor = z.infer<typeof cardColorSchema>;

export const cardFaceSchema = z.object({
  number: z.string().check(z.minLength(1), z.maxLength(40)),
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  nameEn: z._default(z.string().check(z.maxLength(120)), ''),
  color: cardColorSchema,
  cost: z._default(z.string().check(z.maxLength(20)), ''),
  /** English cost when it is written in words or coloured pips (NoFuture's 青青1 → BB1). */
  costEn: z.optional(z.string().check(z.maxLength(20))),
  type: z._default(z.string().check(z.maxLength(60)), ''),
  typeEn: z.optional(z.string().check(z.maxLength(80))),
  stats: z._default(z.array(z.object({
    label: z.string().check(z.maxLength(12)),
    labelEn: z.optional(z.string().check(z.maxLength(12))),
    value: z.union([z.number(), z.string().check(z.maxLength(12))]),
    /** The value as English writes it, where it differs (Multiverse's evasion 5・6 → 5·6). */
    valueEn: z.optional(z.string().check(z.maxLength(12))),
  })).check(z.maxLength(6)), []),
  text: z._default(text, ''),
  textEn: z._default(text, ''),
  flavor: z._default(z.string().check(z.maxLength(400)), ''),
  /** The flavour text's English gloss (a set's own; absent or empty shows the Japanese). */
  flavorEn: z.optional(z.string().check(z.maxLength(600))),
  /** Card art drawn on the face when the set supplies one; absent means a purely procedural face. */
  image: z.optional(z.string().check(z.refine(isSafeImageUrl, 'not an allowed image URL'))),
});
export type CardFace = z.infer<typeof cardFaceSchema>;

export const cardSetSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)),
  name: z.object({ ja: z.string().check(z.maxLength(80)), en: z.string().check(z.maxLength(80)) }),
  cards: z.array(cardFaceSchema).check(z.minLength(1), z.maxLength(5000)),
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
