// One Multiverse Fighters card: a fighter (the warriors on the field) or an assist card (the
// assist deck). Field ranges are those of the rule text's カードの種類.
import { z } from 'zod/mini';
import { keywordSchema } from './keywords';
import { ABILITY_KINDS, ASSIST_TYPES, ATTRIBUTES } from './labels';

// Stats and damage come in units of 5 ("ダメージ量は原則５単位"; the attribute bonus table too).
const statInUnitsOf5 = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max), z.multipleOf(5));

const dieFace = z.int().check(z.gte(1), z.lte(6));

const common = {
  // A colon would break the "set:number" card reference.
  number: z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[^\s:]+$/, 'no spaces or colons in a card number')),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  nameEn: z._default(z.string().check(z.maxLength(120)), ''),
  text: z._default(z.string().check(z.maxLength(1500)), ''),
  textEn: z._default(z.string().check(z.maxLength(1500)), ''),
  flavor: z._default(z.string().check(z.maxLength(400)), ''),
  /** English gloss of the flavour text; optional, so older sets and CSVs load as they are. */
  flavorEn: z._default(z.string().check(z.maxLength(600)), ''),
  /** Fighters: how many may be fielded (total 5). Assists: assist cost paid to use it. */
  cost: z.int().check(z.gte(1), z.lte(3)),
  /** Structured effects, e.g. { keyword: '能力上昇', stat: '攻撃', value: 20 }. */
  keywords: z._default(z.array(keywordSchema).check(z.maxLength(8)), []),
};

export const fighterSchema = z.object({
  ...common,
  kind: z.literal('fighter'),
  attribute: z.enum(ATTRIBUTES),
  hp: statInUnitsOf5(60, 130),
  attack: statInUnitsOf5(30, 100),
  defense: statInUnitsOf5(30, 100),
  /** Die faces on which an attack against this fighter misses (fewer the higher the cost). */
  evasion: z
    .array(dieFace).check(z.maxLength(6), z.refine((faces) => new Set(faces).size === faces.length, 'a die face is listed twice')),
  /** ● auto, ▲ main phase (no attack after it), ■ on a condition; the ability's text is `text`. */
  abilityKind: z.enum(ABILITY_KINDS),
  gender: z._default(z.string().check(z.maxLength(20)), ''),
  /** English glosses of gender, affiliation and profile, optional like every gloss. */
  genderEn: z._default(z.string().check(z.maxLength(30)), ''),
  /** 所属: the group the fighter belongs to. */
  affiliation: z._default(z.string().check(z.maxLength(60)), ''),
  affiliationEn: z._default(z.string().check(z.maxLength(80)), ''),
  /** 技名: the fighter's special move. */
  moveName: z._default(z.string().check(z.maxLength(60)), ''),
  moveNameEn: z._default(z.string().check(z.maxLength(120)), ''),
  profile: z._default(z.string().check(z.maxLength(400)), ''),
  profileEn: z._default(z.string().check(z.maxLength(600)), ''),
});

export const assistSchema = z.object({
  ...common,
  kind: z.literal('assist'),
  assistType: z.enum(ASSIST_TYPES),
});

export const cardSchema = z.discriminatedUnion('kind', [fighterSchema, assistSchema]);

export type FighterCard = z.infer<typeof fighterSchema>;
export type AssistCard = z.infer<typeof assistSchema>;
export type MultiverseCard = z.infer<typeof cardSchema>;
/** What a card looks like before defaults are filled in (JSON files, CSV rows). */
export type MultiverseCardInput = z.input<typeof cardSchema>;
