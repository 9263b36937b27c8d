// Commands: the one entry point for local input, keyboard, menus and the automation API.
// Arguments are validated here because they may come from a console or a script.
import { z } from 'zod/mini';
import { COORD_LIMIT, SEATS, seatSchema, tableObjectSchema } from './schema';
import { issueText } from './issueText';
import type { TableContext } from './context';
import { move, moveGroup } from './ops/move';
import { flip, rotate180, tap } from './ops/faces';
import { cut, deal, draw, setLayout, shuffle, stackOnto, takeCards } from './ops/stacks';
import { attach, detach } from './ops/attach';
import { adjust, roll, setValue } from './ops/pieces';
import { create, duplicate, remove, zOrder, type NewObject } from './ops/objects';

const id = z.string().check(z.minLength(1), z.maxLength(64));
const ids = z.array(id).check(z.minLength(1), z.maxLength(1000));
const coord = z.number().check(z.gte(-COORD_LIMIT), z.lte(COORD_LIMIT));
const count = z.int().check(z.gte(1), z.lte(200));

export const commandSchemas = {
  move: z.object({ id, x: coord, y: coord, onto: z.nullish(id), snap: z.optional(z.boolean()) }),
  moveGroup: z.object({ items: z.array(z.object({ id, x: coord, y: coord })).check(z.minLength(1), z.maxLength(1000)) }),
  flip: z.object({ ids }),
  tap: z.object({ ids }),
  rotate180: z.object({ ids }),
  stackOnto: z.object({ ids, target: id }),
  take: z.object({ stack: id, count: z.optional(count), from: z.optional(z.enum(['top', 'bottom'])), x: z.optional(coord), y: z.optional(coord) }),
  draw: z.object({ stack: id, count: z.optional(count), seat: z.optional(seatSchema) }),
  deal: z.object({ stack: id, count, seats: z.array(seatSchema).check(z.minLength(1), z.maxLength(SEATS.length)) }),
  shuffle: z.object({ stack: id }),
  cut: z.object({ stack: id, at: z.optional(z.int().check(z.gte(0))) }),
  fan: z.object({ stack: id }),
  gather: z.object({ stack: id }),
  attach: z.object({ id, host: id }),
  detach: z.object({ id }),
  // faces: one per id, from the caller (a die's face; a coin's 1 heads, 2 tails); rounds: a joint roll's envelope round per id.
  roll: z.object({ ids, faces: z.optional(z.array(z.int().check(z.gte(1), z.lte(1000))).check(z.maxLength(1000))), rounds: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(1000))) }),
  adjust: z.object({ id, delta: z.int().check(z.gte(-999), z.lte(999)) }),
  setValue: z.object({ id, value: z.int() }),
  create: z.object({ object: z.record(z.string(), z.unknown()) }),
  delete: z.object({ ids }),
  duplicate: z.object({ ids }),
  toFront: z.object({ ids }),
  toBack: z.object({ ids }),
} as const;

export type CommandType = keyof typeof commandSchemas;
export type CommandArgs<T extends CommandType> = z.infer<(typeof commandSchemas)[T]>;
export type Command = { [T in CommandType]: { type: T; args: CommandArgs<T> } }[CommandType];
export type CommandResult = { ok: true; value: unknown } | { ok: false; error: string };

export const COMMAND_TYPES = Object.keys(commandSchemas) as CommandType[];

/** Checks a command from outside (console, automation API, scenario file) against its schema, once. */
export function parseCommand(type: string, args: unknown): { ok: true; command: Command } | { ok: false; error: string } {
  if (!Object.hasOwn(commandSchemas, type)) return { ok: false, error: `unknown command "${type}"` };
  const parsed = commandSchemas[type as CommandType].safeParse(args ?? {}, { error: issueText });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${type}: ${issue?.path.join('.') || 'args'} ${issue?.message ?? 'invalid'}` };
  }
  // The schema of `type` parsed these args, so the pair is that member of the union.
  return { ok: true, command: { type, args: parsed.data } as Command };
}

/** Runs a command already typed (built in code or parsed); never throws. */
export function runParsed(ctx: TableContext, command: Command): CommandResult {
  try {
    return { ok: true, value: execute(ctx, command) ?? null };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Validates and runs one untrusted command; never throws. */
export function runCommand(ctx: TableContext, type: string, rawArgs: unknown): CommandResult {
  const parsed = parseCommand(type, rawArgs);
  return parsed.ok ? runParsed(ctx, parsed.command) : parsed;
}

function execute(ctx: TableContext, command: Command): unknown {
  switch (command.type) {
    case 'move': return move(ctx, command.args);
    case 'moveGroup': return moveGroup(ctx, command.args);
    case 'flip': return flip(ctx, command.args);
    case 'tap': return tap(ctx, command.args);
    case 'rotate180': return rotate180(ctx, command.args);
    case 'stackOnto': return stackOnto(ctx, command.args);
    case 'take': return takeCards(ctx, command.args);
    case 'draw': return draw(ctx, command.args);
    case 'deal': return deal(ctx, command.args);
    case 'shuffle': return shuffle(ctx, command.args);
    case 'cut': return cut(ctx, command.args);
    case 'fan': return setLayout(ctx, { stack: command.args.stack, layout: 'fanned' });
    case 'gather': return setLayout(ctx, { stack: command.args.stack, layout: 'neat' });
    case 'attach': return attach(ctx, command.args);
    case 'detach': return detach(ctx, command.args);
    case 'roll': return roll(ctx, command.args);
    case 'adjust': return adjust(ctx, command.args);
    case 'setValue': return setValue(ctx, command.args);
    case 'create': {
      // Only the shape is checked here; create() validates the full record with its new id.
      const shape = tableObjectSchema.def.options.find((o) => o.shape.kind.def.values[0] === command.args.object['kind']);
      if (!shape) throw new Error(`create: unknown kind ${String(command.args.object['kind'])}`);
      return create(ctx, { object: command.args.object as NewObject });
    }
    case 'delete': return remove(ctx, command.args);
    case 'duplicate': return duplicate(ctx, command.args);
    case 'toFront': return zOrder(ctx, { ids: command.args.ids, to: 'front' });
    case 'toBack': return zOrder(ctx, { ids: command.args.ids, to: 'back' });
  }
}
