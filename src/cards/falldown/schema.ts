// One Falldown card (rule text 10): a monster, a support card or a system card.
import { z } from 'zod/mini';
import { effectSchema } from './effects';
import { keywordJa, keywordSchema, type Keyword } from './keywords';
import { applyPrefix, PREFIXES } from './prefix';

export { applyPrefix, prefixedName, prefixedNameEn, PREFIXES, type Prefix, type MonsterStats } from './prefix';

const cardNumber = z.string().check(z.trim(), z.regex(/^\S{1,40}$/, 'a card number has 1–40 characters and no spaces'));
const stat = (min: number) => z.int().check(z.gte(min), z.lte(99));

const common = {
  number: cardNumber,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  nameEn: z._default(z.string().check(z.maxLength(100)), ''),
  text: z._default(z.string().check(z.maxLength(600)), ''),
  textEn: z._default(z.string().check(z.maxLength(800)), ''),
  flavor: z._default(z.string().check(z.maxLength(400)), ''),
  /** English gloss of the flavour text; optional, so older sets and CSVs load as they are. */
  flavorEn: z._default(z.string().check(z.maxLength(600)), ''),
};

const keywords = z._default(z.array(keywordSchema).check(z.maxLength(12)), []);
const effects = z._default(z.array(effectSchema).check(z.maxLength(6)), []);

/** Reports a keyword printed twice, at the second one. */
function noRepeatedKeyword(list: readonly Keyword[], field: string, ctx: z.core.$RefinementCtx): void {
  const seen = new Set<string>();
  list.forEach((keyword, index) => {
    const printed = keywordJa(keyword);
    if (seen.has(printed)) ctx.addIssue({ code: 'custom', path: [field, index], message: `${printed} is printed twice` });
    seen.add(printed);
  });
}

export const monsterSchema = z
  .object({
    ...common,
    kind: z.literal('monster'),
    /** Rule text 13. The base monster is stored; face() and the engine apply the prefix. */
    prefix: z._default(z.nullable(z.enum(PREFIXES)), null),
    cost: stat(0),
    hp: stat(1),
    at: stat(0),
    keywords,
    effects,
    /** Numbers of the support cards this monster's effects put into the deck or hand (rule text 10). */
    supportCards: z._default(z.array(cardNumber).check(z.maxLength(6)), []),
  }).check(z.superRefine((card, ctx) => {
    noRepeatedKeyword(card.keywords, 'keywords', ctx);
    const written = PREFIXES.find((prefix) => card.name.startsWith(prefix));
    if (written) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: `write the prefix ${written} in the prefix field, not in the name` });
    }
    const applied = applyPrefix(card, card.prefix);
    if (applied.cost < 0 || applied.hp < 1 || applied.at < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['prefix'],
        message: `${card.prefix ?? ''} would leave COST ${applied.cost} HP ${applied.hp} AT ${applied.at}; needs COST ≥ 0, HP ≥ 1, AT ≥ 0`,
      });
    }
  }));

/** Added to a deck or hand by a monster's effect (rule text 10); a support unit has HP and AT. */
export const supportSchema = z
  .object({
    ...common,
    kind: z.literal('support'),
    cost: stat(0),
    hp: z.optional(stat(1)),
    at: z.optional(stat(0)),
    keywords,
    effects,
  }).check(z.superRefine((card, ctx) => {
    noRepeatedKeyword(card.keywords, 'keywords', ctx);
    if ((card.hp === undefined) !== (card.at === undefined)) {
      ctx.addIssue({ code: 'custom', path: [card.hp === undefined ? 'hp' : 'at'], message: 'a support unit has both HP and AT, a support card neither' });
    }
  }));

export const SYSTEM_TYPES = ['mana-cast', 'class-change', 'action'] as const;
export type SystemType = (typeof SYSTEM_TYPES)[number];
const SYSTEM_NAME_PREFIX: Readonly<Partial<Record<SystemType, string>>> = { 'class-change': 'クラスチェンジ:', action: 'アクション:' };

/** A card of the shared pool outside the decks (rule text 3, 10, 12); `text` is the printed effect. */
export const systemSchema = z
  .object({
    ...common,
    kind: z.literal('system'),
    system: z.enum(SYSTEM_TYPES),
    cost: stat(0),
    /** What a class change grants permanently: keywords and actions (rule text 12). */
    grants: z._default(z.array(keywordSchema).check(z.maxLength(6)), []),
  }).check(z.superRefine((card, ctx) => {
    noRepeatedKeyword(card.grants, 'grants', ctx);
    if (card.system === 'class-change' && card.grants.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['grants'], message: 'a class change grants at least one keyword or action' });
    }
    if (card.system !== 'class-change' && card.grants.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['grants'], message: 'only a class change grants keywords or actions' });
    }
    const namePrefix = SYSTEM_NAME_PREFIX[card.system];
    if (namePrefix && !(card.name.startsWith(namePrefix) && card.name.length > namePrefix.length)) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: `a ${card.system} card is named "${namePrefix}…"` });
    }
  }));

export const cardSchema = z.discriminatedUnion('kind', [monsterSchema, supportSchema, systemSchema]);

export type FalldownCard = z.infer<typeof cardSchema>;
export type MonsterCard = z.infer<typeof monsterSchema>;
export type SupportCard = z.infer<typeof supportSchema>;
export type SystemCard = z.infer<typeof systemSchema>;
export type CardKind = FalldownCard['kind'];
