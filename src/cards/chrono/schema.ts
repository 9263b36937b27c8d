// One Chrono Card card as data: the six card kinds of the rule text, each with its own fields.
import { z } from 'zod/mini';

export const CARD_KINDS = ['character', 'heroine', 'item', 'bg', 'bgm', 'event'] as const;
export type ChronoCardKind = (typeof CARD_KINDS)[number];

/** Phases in which an event may be used (rule text: ドロー・メイン・チャームフェイズ). */
export const EVENT_TIMINGS = ['draw', 'main', 'charm'] as const;
export type EventTiming = (typeof EVENT_TIMINGS)[number];

/** Copies of one card number allowed in a deck unless the card's Limit says otherwise. */
export const DEFAULT_COPY_LIMIT = 3;

const statValue = z.int().check(z.gte(0), z.lte(99));

// Keywords of the rule text. 貫通 (pierce) is printed on characters; every heroine has it anyway.
// 支援(X): the AP this character lends an attacking heroine (rule text: ヒロインは支援を受けられる).
// A.Skill(X): an activated skill paid with X EP; on an item it is usable only while its host could act.
const pierceKeyword = z.strictObject({ keyword: z.literal('貫通') });
const supportKeyword = z.strictObject({ keyword: z.literal('支援'), value: z.int().check(z.gte(1), z.lte(20)) });
const activeSkillKeyword = z.strictObject({ keyword: z.literal('A.Skill'), value: z.int().check(z.gte(0), z.lte(20)) });

export const KEYWORDS = ['貫通', '支援', 'A.Skill'] as const;
export type KeywordName = (typeof KEYWORDS)[number];

const characterKeyword = z.discriminatedUnion('keyword', [pierceKeyword, supportKeyword, activeSkillKeyword]);
export type ChronoKeyword = z.infer<typeof characterKeyword>;

const common = {
  number: z.string().check(z.regex(/^CC-[0-9A-Za-z-]{1,16}$/, 'card numbers look like CC-001')),
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  nameEn: z._default(z.string().check(z.maxLength(120)), ''),
  text: z._default(z.string().check(z.maxLength(800)), ''),
  textEn: z._default(z.string().check(z.maxLength(1200)), ''),
  flavor: z._default(z.string().check(z.maxLength(400)), ''),
  /** English gloss of the flavour text; optional, so older sets and CSVs load as they are. */
  flavorEn: z._default(z.string().check(z.maxLength(600)), ''),
  /** Copies allowed per deck when the card's Limit differs from 3. */
  limit: z.optional(z.int().check(z.gte(1), z.lte(30))),
};

const cost = z.int().check(z.gte(0), z.lte(20));
const ep = z.int().check(z.gte(0), z.lte(10));
const permanentKeywords = z._default(z.array(z.discriminatedUnion('keyword', [activeSkillKeyword])).check(z.maxLength(8)), []);

const characterFields = {
  /** Name the one-per-side rule goes by when several cards show the same character; empty = the card name. */
  characterName: z._default(z.string().check(z.maxLength(40)), ''),
  ep,
  ap: statValue,
  dp: statValue,
  keywords: z._default(z.array(characterKeyword).check(z.maxLength(8)), []),
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
  performance: z.int().check(z.gte(0), z.lte(20)),
  keywords: permanentKeywords,
});
export const eventCardSchema = z.strictObject({
  ...common,
  kind: z.literal('event'),
  cost,
  timing: z
    .array(z.enum(EVENT_TIMINGS)).check(z.minLength(1), z.maxLength(EVENT_TIMINGS.length), z.refine((list) => new Set(list).size === list.length, 'each phase only once')),
  /** May be used in answer to the opponent's action (相手処理に割り込む). */
  interrupt: z._default(z.boolean(), false),
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
  id: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)),
  game: z.literal('chrono'),
  name: z.object({ ja: z.string().check(z.maxLength(80)), en: z.string().check(z.maxLength(80)) }),
  cards: z
    .array(chronoCardSchema).check(z.minLength(1), z.maxLength(5000), z.refine((cards) => new Set(cards.map((card) => card.number)).size === cards.length, 'card numbers are unique in a set')),
});
export type ChronoSet = z.infer<typeof chronoSetSchema>;

/** The name the one-character-per-name rule compares. */
export function characterNameOf(card: ChronoCharacterLike): string {
  return card.characterName || card.name;
}
