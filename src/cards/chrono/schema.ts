// One Chrono Card card as data: the six card kinds of the rule text, each with its own fields.
import { z } from 'zod';

export const CARD_KINDS = ['character', 'heroine', 'item', 'bg', 'bgm', 'event'] as const;
export type ChronoCardKind = (typeof CARD_KINDS)[number];

/** Phases in which an event may be used (rule text: ドロー・メイン・チャームフェイズ). */
export const EVENT_TIMINGS = ['draw', 'main', 'charm'] as const;
export type EventTiming = (typeof EVENT_TIMINGS)[number];

/** Copies of one card number allowed in a deck unless the card's Limit says otherwise. */
export const DEFAULT_COPY_LIMIT = 3;

const statValue = z.number().int().min(0).max(99);

// Keywords of the rule text. 貫通 (pierce) is printed on characters; every heroine has it anyway.
// 支援(X): the AP this character lends an attacking heroine (rule text: ヒロインは支援を受けられる).
// A.Skill(X): an activated skill paid with X EP; on an item it is usable only while its host could act.
const pierceKeyword = z.strictObject({ keyword: z.literal('貫通') });
const supportKeyword = z.strictObject({ keyword: z.literal('支援'), value: z.number().int().min(1).max(20) });
const activeSkillKeyword = z.strictObject({ keyword: z.literal('A.Skill'), value: z.number().int().min(0).max(20) });

export const KEYWORDS = ['貫通', '支援', 'A.Skill'] as const;
export type KeywordName = (typeof KEYWORDS)[number];

const characterKeyword = z.discriminatedUnion('keyword', [pierceKeyword, supportKeyword, activeSkillKeyword]);
export type ChronoKeyword = z.infer<typeof characterKeyword>;

const common = {
  number: z.string().regex(/^CC-[0-9A-Za-z-]{1,16}$/, 'card numbers look like CC-001'),
  name: z.string().min(1).max(80),
  nameEn: z.string().max(120).default(''),
  text: z.string().max(800).default(''),
  textEn: z.string().max(1200).default(''),
  flavor: z.string().max(400).default(''),
  /** English gloss of the flavour text; optional, so older sets and CSVs load as they are. */
  flavorEn: z.string().max(600).default(''),
  /** Copies allowed per deck when the card's Limit differs from 3. */
  limit: z.number().int().min(1).max(30).optional(),
};

const cost = z.number().int().min(0).max(20);
const ep = z.number().int().min(0).max(10);
const permanentKeywords = z.array(z.discriminatedUnion('keyword', [activeSkillKeyword])).max(8).default([]);

const characterFields = {
  /** Name the one-per-side rule goes by when several cards show the same character; empty = the card name. */
  characterName: z.string().max(40).default(''),
  ep,
  ap: statValue,
  dp: statValue,
  keywords: z.array(characterKeyword).max(8).default([]),
};

export const characterCardSchema = z.strictObject({ ...common, kind: z.literal('character'), cost, ...characterFields });
/** The heroine costs nothing and stays outside the deck. */
export const heroineCardSchema = z.strictObject({ ...common, kind: z.literal('heroine'), ...characterFields });
export const itemCardSchema = z.strictObject({ ...common, kind: z.literal('item'), cost, keywords: permanentKeywords });
export const bgCardSchema = z.strictObject({ ...common, kind: z.literal('bg'), cost, ep, keywords: permanentKeywords });
export const bgmCardSchema = z.strictObject({
  ...common,
  kind: z.literal('bgm'),
  cost,
  /** Performance tokens (演奏トークン) the BGM enters with; one comes off in each of its owner's Start phases. */
  performance: z.number().int().min(0).max(20),
  keywords: permanentKeywords,
});
export const eventCardSchema = z.strictObject({
  ...common,
  kind: z.literal('event'),
  cost,
  timing: z
    .array(z.enum(EVENT_TIMINGS))
    .min(1)
    .max(EVENT_TIMINGS.length)
    .refine((list) => new Set(list).size === list.length, 'each phase only once'),
  /** May be used in answer to the opponent's action (相手処理に割り込む). */
  interrupt: z.boolean().default(false),
});

export const chronoCardSchema = z.discriminatedUnion('kind', [
  characterCardSchema,
  heroineCardSchema,
  itemCardSchema,
  bgCardSchema,
  bgmCardSchema,
  eventCardSchema,
]);
export type ChronoCard = z.infer<typeof chronoCardSchema>;
export type ChronoCharacterLike = Extract<ChronoCard, { kind: 'character' | 'heroine' }>;

/** A Chrono Card set file: public/assets/sets/<id>.json. */
export const chronoSetSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,32}$/),
  game: z.literal('chrono'),
  name: z.object({ ja: z.string().max(80), en: z.string().max(80) }),
  cards: z
    .array(chronoCardSchema)
    .min(1)
    .max(5000)
    .refine((cards) => new Set(cards.map((card) => card.number)).size === cards.length, 'card numbers are unique in a set'),
});
export type ChronoSet = z.infer<typeof chronoSetSchema>;

/** The name the one-character-per-name rule compares. */
export function characterNameOf(card: ChronoCharacterLike): string {
  return card.characterName || card.name;
}
