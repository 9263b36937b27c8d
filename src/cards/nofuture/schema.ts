// One NoFuture card, as the rule text describes it (1.2 カードの種類): character, set and action
// cards share name, cost, version, text, flavor, illustrator and number; characters add an
// attribute and fight / shoot / durability, set cards the modifiers they add to their host.
import { z } from 'zod/mini';
import { energyCostSchema } from './energy';
import { effectSchema } from './effects';
import { attributeSchema, keywordFitsKind, keywordSchema, type CardKind } from './keywords';
import { durabilitySchema, modifierSchema, statSchema } from './stats';
import { writtenAs } from './written';

export const CARD_KINDS = ['character', 'set', 'action'] as const satisfies readonly CardKind[];
export const CARD_COLORS = ['blue', 'red'] as const;

const KIND_JA: Record<CardKind, string> = { character: 'キャラクター', set: 'セット', action: 'アクション' };

/** A field another kind of card has: present here, it is a mistake worth reporting. */
function notOn(kind: CardKind) {
  return z.optional(z.never({ error: `${KIND_JA[kind]}カードにはない項目です / ${kind} cards have no such field` }));
}

/** Keywords, each checked against the kinds it means something on (rule text section 5). */
function keywordsFor(kind: CardKind) {
  const fitting = writtenAs(keywordSchema, {
    ja: 'このゲームのキーワードとして読めません（例 飛行、シールド(2)、換装【魔法少女】）',
    en: 'not a keyword of this game (e.g. 飛行, シールド(2), 換装【魔法少女】)',
  }).check(z.refine((keyword) => keywordFitsKind(keyword.keyword, kind), {
    error: `${KIND_JA[kind]}カードには付かないキーワードです / this keyword does not apply to ${kind} cards`,
  }));
  return z._default(z.array(fitting).check(z.maxLength(8)), []);
}

const effectsSchema = z._default(z.array(writtenAs(effectSchema, {
  ja: '効果は《↷》《0》《Auto》《青1》のような印で始めます',
  en: 'an effect starts with a mark such as 《↷》, 《0》, 《Auto》 or 《青1》',
})).check(z.maxLength(6)), []);

const common = {
  number: z.string().check(z.maxLength(40), z.regex(/^NF-[0-9A-Za-z][0-9A-Za-z-]*$/, { error: 'NF-001 のような番号です / a number like NF-001' })),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  nameEn: z._default(z.string().check(z.maxLength(120)), ''),
  color: z.enum(CARD_COLORS, { error: 'blue(青) か red(赤) / blue or red' }),
  cost: writtenAs(energyCostSchema, { ja: 'コストは 青青1 や 0 のように書きます', en: 'write a cost like 青青1, BB1 or 0' }),
  /** The release it appears in (第〇弾). */
  version: z.int().check(z.gte(1), z.lte(99)),
  text: z._default(z.string().check(z.maxLength(1000)), ''),
  textEn: z._default(z.string().check(z.maxLength(1500)), ''),
  flavor: z._default(z.string().check(z.maxLength(400)), ''),
  /** English gloss of the flavour text; optional, so older sets and CSVs load as they are. */
  flavorEn: z._default(z.string().check(z.maxLength(600)), ''),
  illustrator: z._default(z.string().check(z.maxLength(80)), ''),
};

export const characterCardSchema = z.object({
  ...common,
  kind: z.literal('character'),
  attribute: attributeSchema,
  fight: statSchema,
  shoot: statSchema,
  durability: durabilitySchema,
  keywords: keywordsFor('character'),
  effects: effectsSchema,
  fightBonus: notOn('character'),
  shootBonus: notOn('character'),
  durabilityBonus: notOn('character'),
});

export const setCardSchema = z.object({
  ...common,
  kind: z.literal('set'),
  fightBonus: z._default(modifierSchema, 0),
  shootBonus: z._default(modifierSchema, 0),
  durabilityBonus: z._default(modifierSchema, 0),
  keywords: keywordsFor('set'),
  effects: effectsSchema,
  attribute: notOn('set'),
  fight: notOn('set'),
  shoot: notOn('set'),
  durability: notOn('set'),
});

/** An action is used once and discarded, so its text is its whole effect: no marked effects. */
export const actionCardSchema = z.object({
  ...common,
  kind: z.literal('action'),
  keywords: keywordsFor('action'),
  effects: notOn('action'),
  attribute: notOn('action'),
  fight: notOn('action'),
  shoot: notOn('action'),
  durability: notOn('action'),
  fightBonus: notOn('action'),
  shootBonus: notOn('action'),
  durabilityBonus: notOn('action'),
});

export const nofutureCardSchema = z.discriminatedUnion('kind', [characterCardSchema, setCardSchema, actionCardSchema], {
  error: 'kind は character / set / action です / kind is character, set or action',
});

export type NofutureCard = z.infer<typeof nofutureCardSchema>;
export type CharacterCard = z.infer<typeof characterCardSchema>;
export type SetCard = z.infer<typeof setCardSchema>;
export type ActionCard = z.infer<typeof actionCardSchema>;
