// The scenario file: a position stated in game terms (cards by number in zones, counters, tokens,
// turn and phase), then steps to play from it and expectations to check. One format for every game.
import { z } from 'zod/mini';
import { GAME_IDS } from '../../../cards/game';
import { localizedSchema, seatSchema } from '../../../table';

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const count = z.int().check(z.gte(0), z.lte(999));

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

export const cardSpecSchema: z.ZodMiniType<CardSpec> = z.lazy(() => z.union([
  name,
  z.strictObject({
    card: z.optional(name),
    inline: z.optional(z.record(z.string(), z.unknown())),
    as: z.optional(name),
    down: z.optional(z.boolean()),
    faceDown: z.optional(z.boolean()),
    damage: z.optional(count),
    coins: z.optional(z.union([count, z.record(name, count)])),
    count: z.optional(z.int().check(z.gte(1), z.lte(60))),
    owner: z.optional(seatSchema),
    under: z.optional(z.array(cardSpecSchema).check(z.maxLength(8))),
  }).check(z.refine((spec) => (spec.card === undefined) !== (spec.inline === undefined), {
    error: 'give either "card" (a card number) or "inline" (a card object) / "card" か "inline" のどちらか一つ',
  }), z.refine((spec) => spec.as === undefined || spec.count === undefined, {
    error: 'an alias names one card: leave out "count" / 別名は1枚に付けます', path: ['as'],
  })),
]));

const expectCardSchema = z.strictObject({
  zone: z.optional(name),
  down: z.optional(z.boolean()),
  faceUp: z.optional(z.boolean()),
  damage: z.optional(count),
  coins: z.optional(z.union([count, z.record(name, count)])),
  under: z.optional(count),
  /** The card's figures of module.tally, by id prefix: { "stats": "4/1/5" } (figure "stats.<id>"). */
  tally: z.optional(z.record(name, z.union([z.number(), z.string()]))),
});

const verdictPatternSchema = z.strictObject({
  level: z.optional(z.enum(['ok', 'warning', 'illegal'])),
  ruling: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
});

export const expectationSchema = z.strictObject({
  turn: z.optional(z.int().check(z.gte(0))),
  active: z.optional(seatSchema),
  phase: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  winner: z.optional(z.union([seatSchema, z.literal('draw'), z.null()])),
  counters: z.optional(z.partialRecord(seatSchema, z.record(name, z.int()))),
  zones: z.optional(z.record(name, count)),
  tokens: z.optional(z.record(name, z.record(name, count))),
  tallies: z.optional(z.record(z.string().check(z.minLength(1), z.maxLength(120)), z.union([z.number(), z.string()]))),
  cards: z.optional(z.record(name, expectCardSchema)),
  /** The most severe verdict of the previous step ("ok" when it had none). */
  verdict: z.optional(verdictPatternSchema),
  /** Verdicts that the previous step must have had, each matched by level and/or ruling. */
  verdicts: z.optional(z.array(verdictPatternSchema).check(z.maxLength(20))),
  /** Rulings the last resolution or phase change applied (each must appear among its steps). */
  rulings: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(20))),
  /** A choice the players are asked for (its prompt), or null for none. */
  prompt: z.optional(z.union([z.string().check(z.minLength(1), z.maxLength(80)), z.null()])),
});
export type Expectation = z.infer<typeof expectationSchema>;
export type VerdictPattern = z.infer<typeof verdictPatternSchema>;

/** One step: a table command or a game verb (`do`), with its arguments beside it; or an `expect` block. */
export const stepSchema = z.union([
  z.strictObject({ expect: expectationSchema, note: z.optional(z.string().check(z.maxLength(400))) }),
  z.looseObject({
    do: z.string().check(z.minLength(1), z.maxLength(40)),
    seat: z.optional(seatSchema),
    note: z.optional(z.string().check(z.maxLength(400))),
  }),
]);
export type ScenarioStep = z.infer<typeof stepSchema>;

export const scenarioSchema = z.strictObject({
  game: z.enum(GAME_IDS),
  title: z.optional(localizedSchema),
  about: z.optional(z.strictObject({ ja: z.string().check(z.maxLength(2000)), en: z.string().check(z.maxLength(2000)) })),
  /** Ruling ids this scenario exercises ("CC-R11"); read by the coverage report. */
  rulings: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(40))),
  /** Rule-text sections it exercises, as numbered or headed in the .ja.txt text; read by the coverage report. */
  sections: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(120))).check(z.maxLength(40))),
  seed: z.optional(z.int().check(z.gte(0), z.lte(0xffffffff))),
  turn: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
  active: z.optional(seatSchema),
  phase: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  first: z.optional(seatSchema),
  zones: z.optional(z.record(name, z.array(cardSpecSchema).check(z.maxLength(200)))),
  counters: z.optional(z.partialRecord(seatSchema, z.record(name, z.int().check(z.gte(-99_999), z.lte(99_999))))),
  tokens: z.optional(z.record(name, z.record(name, z.int().check(z.gte(1), z.lte(999))))),
  /** Loose coins in a zone, by coin kind (e.g. a supply of magic coins). */
  coins: z.optional(z.record(name, z.record(name, z.int().check(z.gte(1), z.lte(99))))),
  /** Extra rules events, as drafts (the time is filled in). */
  events: z.optional(z.array(z.record(z.string(), z.unknown())).check(z.maxLength(500))),
  actions: z.optional(z.array(stepSchema).check(z.maxLength(500))),
});
export type ScenarioFile = z.infer<typeof scenarioSchema>;

/** Step verbs every game understands; any other `do` is a table command or a game verb. */
export const CORE_VERBS = ['advance', 'choose', 'resolve', 'allow', 'checkDeck', 'checkSelection'] as const;

export type ExpectStep = { expect: Expectation; note?: string | undefined };
export type DoStep = { do: string; seat?: 'p1' | 'p2' | undefined; note?: string | undefined } & Record<string, unknown>;

export function isExpectStep(step: ScenarioStep): step is ExpectStep {
  return !('do' in step);
}
