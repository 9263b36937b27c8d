// The scenario file: a position stated in game terms (cards by number in zones, counters, tokens,
// turn and phase), then steps to play from it and expectations to check. One format for every game.
import { z } from 'zod';
import { GAME_IDS } from '../../../cards/game';
import { localizedSchema, seatSchema } from '../../../table';

const name = z.string().trim().min(1).max(64);
const count = z.number().int().min(0).max(999);

export interface CardSpecObject {
  /** A card number of a loaded set ("NF-012") or a full reference ("nf-demo:NF-012"). */
  card?: string | undefined;
  /** A card defined here, valid for the game's card schema. */
  inline?: Record<string, unknown> | undefined;
  /** The name actions and expectations use for this card. */
  as?: string | undefined;
  down?: boolean | undefined;
  faceDown?: boolean | undefined;
  damage?: number | undefined;
  /** Coins on the card: a number (the game's usual coin) or counts by coin kind. */
  coins?: number | Record<string, number> | undefined;
  /** This many copies (aliases are not allowed with copies). */
  count?: number | undefined;
  owner?: 'p1' | 'p2' | undefined;
  /** Cards attached under this one (NoFuture set cards). */
  under?: CardSpec[] | undefined;
}
export type CardSpec = string | CardSpecObject;

export const cardSpecSchema: z.ZodType<CardSpec> = z.lazy(() => z.union([
  name,
  z.strictObject({
    card: name.optional(),
    inline: z.record(z.string(), z.unknown()).optional(),
    as: name.optional(),
    down: z.boolean().optional(),
    faceDown: z.boolean().optional(),
    damage: count.optional(),
    coins: z.union([count, z.record(name, count)]).optional(),
    count: z.number().int().min(1).max(60).optional(),
    owner: seatSchema.optional(),
    under: z.array(cardSpecSchema).max(8).optional(),
  }).refine((spec) => (spec.card === undefined) !== (spec.inline === undefined), {
    error: 'give either "card" (a card number) or "inline" (a card object) / "card" か "inline" のどちらか一つ',
  }).refine((spec) => spec.as === undefined || spec.count === undefined, {
    error: 'an alias names one card: leave out "count" / 別名は1枚に付けます', path: ['as'],
  }),
]));

const expectCardSchema = z.strictObject({
  zone: name.optional(),
  down: z.boolean().optional(),
  faceUp: z.boolean().optional(),
  damage: count.optional(),
  coins: z.union([count, z.record(name, count)]).optional(),
  under: count.optional(),
  /** The card's figures of module.tally, by id prefix: { "stats": "4/1/5" } (figure "stats.<id>"). */
  tally: z.record(name, z.union([z.number(), z.string()])).optional(),
});

const verdictPatternSchema = z.strictObject({
  level: z.enum(['ok', 'warning', 'illegal']).optional(),
  ruling: z.string().min(1).max(40).optional(),
});

export const expectationSchema = z.strictObject({
  turn: z.number().int().min(0).optional(),
  active: seatSchema.optional(),
  phase: z.string().min(1).max(40).optional(),
  winner: z.union([seatSchema, z.literal('draw'), z.null()]).optional(),
  counters: z.partialRecord(seatSchema, z.record(name, z.number().int())).optional(),
  zones: z.record(name, count).optional(),
  tokens: z.record(name, z.record(name, count)).optional(),
  tallies: z.record(z.string().min(1).max(120), z.union([z.number(), z.string()])).optional(),
  cards: z.record(name, expectCardSchema).optional(),
  /** The most severe verdict of the previous step ("ok" when it had none). */
  verdict: verdictPatternSchema.optional(),
  /** Verdicts that the previous step must have had, each matched by level and/or ruling. */
  verdicts: z.array(verdictPatternSchema).max(20).optional(),
  /** Rulings the last resolution or phase change applied (each must appear among its steps). */
  rulings: z.array(z.string().min(1).max(40)).max(20).optional(),
  /** A choice the players are asked for (its prompt), or null for none. */
  prompt: z.union([z.string().min(1).max(80), z.null()]).optional(),
});
export type Expectation = z.infer<typeof expectationSchema>;
export type VerdictPattern = z.infer<typeof verdictPatternSchema>;

/** One step: a table command or a game verb (`do`), with its arguments beside it; or an `expect` block. */
export const stepSchema = z.union([
  z.strictObject({ expect: expectationSchema, note: z.string().max(400).optional() }),
  z.looseObject({
    do: z.string().min(1).max(40),
    seat: seatSchema.optional(),
    note: z.string().max(400).optional(),
  }),
]);
export type ScenarioStep = z.infer<typeof stepSchema>;

export const scenarioSchema = z.strictObject({
  game: z.enum(GAME_IDS),
  title: localizedSchema.optional(),
  about: z.strictObject({ ja: z.string().max(2000), en: z.string().max(2000) }).optional(),
  /** Ruling ids this scenario exercises ("CC-R11"); read by the coverage report. */
  rulings: z.array(z.string().min(1).max(40)).max(40).optional(),
  /** Rule-text sections it exercises, as numbered or headed in the .ja.txt text; read by the coverage report. */
  sections: z.array(z.string().min(1).max(120)).max(40).optional(),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
  turn: z.number().int().min(0).max(100_000).optional(),
  active: seatSchema.optional(),
  phase: z.string().min(1).max(40).optional(),
  first: seatSchema.optional(),
  zones: z.record(name, z.array(cardSpecSchema).max(200)).optional(),
  counters: z.partialRecord(seatSchema, z.record(name, z.number().int().min(-99_999).max(99_999))).optional(),
  tokens: z.record(name, z.record(name, z.number().int().min(1).max(999))).optional(),
  /** Loose coins in a zone, by coin kind (e.g. a supply of magic coins). */
  coins: z.record(name, z.record(name, z.number().int().min(1).max(99))).optional(),
  /** Extra rules events, as drafts (the time is filled in). */
  events: z.array(z.record(z.string(), z.unknown())).max(500).optional(),
  actions: z.array(stepSchema).max(500).optional(),
});
export type ScenarioFile = z.infer<typeof scenarioSchema>;

/** Step verbs every game understands; any other `do` is a table command or a game verb. */
export const CORE_VERBS = ['advance', 'choose', 'resolve', 'allow', 'checkDeck', 'checkSelection'] as const;

export type ExpectStep = { expect: Expectation; note?: string | undefined };
export type DoStep = { do: string; seat?: 'p1' | 'p2' | undefined; note?: string | undefined } & Record<string, unknown>;

export function isExpectStep(step: ScenarioStep): step is ExpectStep {
  return !('do' in step);
}
