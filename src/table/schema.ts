// Record schemas for everything on the table. Every value read from the doc is untrusted
// (any peer can write anything), so each record is parsed with these before use.
import { z } from 'zod/mini';
import { issueText } from './issueText';

export const SEATS = ['p1', 'p2'] as const;
export const seatSchema = z.enum(SEATS);
export type Seat = z.infer<typeof seatSchema>;

const id = z.string().check(z.minLength(1), z.maxLength(64));
/** Table coordinates lie within ±COORD_LIMIT; operations clamp what they compute to this range. */
export const COORD_LIMIT = 100_000;
export function clampCoord(value: number): number {
  return Math.max(-COORD_LIMIT, Math.min(COORD_LIMIT, value));
}
const coord = z.number().check(z.gte(-COORD_LIMIT), z.lte(COORD_LIMIT));
const label = z.string().check(z.maxLength(200));
export const localizedSchema = z.object({ ja: label, en: label });
export type Localized = z.infer<typeof localizedSchema>;

export const rotationSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);
export type Rotation = z.infer<typeof rotationSchema>;

const base = {
  id,
  x: coord,
  y: coord,
  z: z.int().check(z.gte(-1_000_000_000), z.lte(1_000_000_000)),
};

/**
 * A hidden card's identity, encrypted in its holder's browser (AES-GCM under that seat's key,
 * bound to the card id). Everyone else sees only that a card is there.
 */
export const sealedRefSchema = z.object({
  seat: seatSchema,
  iv: z.string().check(z.minLength(16), z.maxLength(32)),
  ct: z.string().check(z.minLength(1), z.maxLength(400)),
});
export type SealedRef = z.infer<typeof sealedRefSchema>;

export const cardSchema = z.object({
  ...base,
  kind: z.literal('card'),
  /** Card reference into a card set, e.g. "starter:ST-001"; empty while the card is sealed. */
  ref: z.string().check(z.maxLength(120)),
  sealed: z.optional(z.nullable(sealedRefSchema)),
  /** The joint deck (src/secret/poker) whose shuffle carries this card's identity: known to nobody yet. */
  joint: z.optional(z.nullable(id)),
  faceUp: z.boolean(),
  rotation: rotationSchema,
  owner: z.nullable(seatSchema),
  /** Id of the stack this card lies in; its x/y are then unused. */
  stack: z.nullable(id),
  /** Id of the card this one is attached under; x/y are then an offset from the host. */
  attachedTo: z.nullable(id),
}).check(z.refine((card) => [card.ref !== '', Boolean(card.sealed), Boolean(card.joint)].filter(Boolean).length === 1, {
  message: 'a card has exactly one of a reference, a sealed identity or a joint deck', path: ['ref'],
}));

export const stackSchema = z.object({
  ...base,
  kind: z.literal('stack'),
  /** Card ids, bottom first: the last id is the top card. */
  order: z.array(id).check(z.maxLength(1000)),
  faceUp: z.boolean(),
  layout: z.enum(['neat', 'fanned']),
  owner: z.nullable(seatSchema),
  name: label,
});

export const tokenSchema = z.object({
  ...base,
  kind: z.literal('token'),
  color: z.string().check(z.minLength(1), z.maxLength(32)),
  count: z.int().check(z.gte(0), z.lte(999)),
});

export const coinSchema = z.object({
  ...base,
  kind: z.literal('coin'),
  coinKind: z.string().check(z.minLength(1), z.maxLength(32)),
  heads: z.boolean(),
  /** Card the coin sits on; x/y are then an offset from that card. */
  attachedTo: z.nullable(id),
});

export const dieSchema = z.object({
  ...base,
  kind: z.literal('die'),
  sides: z.literal(6),
  value: z.int().check(z.gte(1), z.lte(6)),
  lastRoller: z.nullable(seatSchema),
});

export const counterSchema = z.object({
  ...base,
  kind: z.literal('counter'),
  label,
  value: z.int().check(z.gte(-99_999), z.lte(99_999)),
  owner: z.nullable(seatSchema),
});

export const snapRuleSchema = z.enum(['none', 'center', 'stack', 'row']);
export type SnapRule = z.infer<typeof snapRuleSchema>;
export const visibilitySchema = z.enum(['public', 'owner', 'hidden-order']);
export type Visibility = z.infer<typeof visibilitySchema>;

export const zoneSchema = z.object({
  ...base,
  kind: z.literal('zone'),
  w: z.number().check(z.positive(), z.lte(100_000)),
  h: z.number().check(z.positive(), z.lte(100_000)),
  name: localizedSchema,
  owner: z.nullable(seatSchema),
  snap: snapRuleSchema,
  visibility: visibilitySchema,
});

export const tableObjectSchema = z.discriminatedUnion('kind', [
  cardSchema,
  stackSchema,
  tokenSchema,
  coinSchema,
  dieSchema,
  counterSchema,
  zoneSchema,
]);

export type Card = z.infer<typeof cardSchema>;
export type Stack = z.infer<typeof stackSchema>;
export type Token = z.infer<typeof tokenSchema>;
export type Coin = z.infer<typeof coinSchema>;
export type Die = z.infer<typeof dieSchema>;
export type Counter = z.infer<typeof counterSchema>;
export type Zone = z.infer<typeof zoneSchema>;
export type TableObject = z.infer<typeof tableObjectSchema>;
export type ObjectKind = TableObject['kind'];
export type ObjectOf<K extends ObjectKind> = Extract<TableObject, { kind: K }>;

/** Parses one untrusted record; returns the object or a one-line reason. */
export function parseObject(raw: unknown): { ok: true; value: TableObject } | { ok: false; reason: string } {
  const result = tableObjectSchema.safeParse(raw, { error: issueText });
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  const where = first && first.path.length > 0 ? first.path.join('.') : 'record';
  return { ok: false, reason: `${where}: ${first?.message ?? 'invalid'}` };
}
