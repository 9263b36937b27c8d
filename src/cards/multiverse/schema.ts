// One Multiverse Fighters card: a fighter (the warriors on the field) or an assist card (the
// assist deck). Field ranges are those of the rule text's カードの種類.
import { z } from 'zod';
import { keywordSchema } from './keywords';
import { ABILITY_KINDS, ASSIST_TYPES, ATTRIBUTES } from './labels';

// Stats and damage come in units of 5 ("ダメージ量は原則５単位"; the attribute bonus table too).
const statInUnitsOf5 = (min: number, max: number) => z.int().min(min).max(max).multipleOf(5);

const dieFace = z.int().min(1).max(6);

const common = {
  // A colon would break the "set:number" card reference.
  number: z.string().trim().min(1).max(40).regex(/^[^\s:]+$/, 'no spaces or colons in a card number'),
  name: z.string().trim().min(1).max(80),
  nameEn: z.string().max(120).default(''),
  text: z.string().max(1500).default(''),
  textEn: z.string().max(1500).default(''),
  flavor: z.string().max(400).default(''),
  /** English gloss of the flavour text; optional, so older sets and CSVs load as they are. */
  flavorEn: z.string().max(600).default(''),
  /** Fighters: how many may be fielded (total 5). Assists: assist cost paid to use it. */
  cost: z.int().min(1).max(3),
  /** Structured effects, e.g. { keyword: '能力上昇', stat: '攻撃', value: 20 }. */
  keywords: z.array(keywordSchema).max(8).default([]),
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
    .array(dieFace)
    .max(6)
    .refine((faces) => new Set(faces).size === faces.length, 'a die face is listed twice'),
  /** ● auto, ▲ main phase (no attack after it), ■ on a condition; the ability's text is `text`. */
  abilityKind: z.enum(ABILITY_KINDS),
  gender: z.string().max(20).default(''),
  /** English glosses of gender, affiliation and profile, optional like every gloss. */
  genderEn: z.string().max(30).default(''),
  /** 所属: the group the fighter belongs to. */
  affiliation: z.string().max(60).default(''),
  affiliationEn: z.string().max(80).default(''),
  /** 技名: the fighter's special move. */
  moveName: z.string().max(60).default(''),
  moveNameEn: z.string().max(120).default(''),
  profile: z.string().max(400).default(''),
  profileEn: z.string().max(600).default(''),
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
