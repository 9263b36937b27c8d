// Intents: what one seat's browser asks of the other seat's (draw from your deck, turn your own
// hidden card over), typed and small. An intent is never a command: the receiving browser checks it
// against what its own rules computation owes this seat, and builds the command from its own state.
import { z } from 'zod/mini';
import { canonicalJson, tableAction, type TableAction } from '../../rules/core';
import { localizedSchema, seatSchema, type CommandArgs, type CommandType, type Seat, type TableObject } from '../../table';

const id = z.string().check(z.minLength(1), z.maxLength(64));
const count = z.int().check(z.gte(1), z.lte(200));
const coord = z.number().check(z.gte(-1e6), z.lte(1e6));

export const intentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('draw'), stack: id, count }),
  z.object({ kind: z.literal('take'), stack: id, count, from: z.optional(z.enum(['top', 'bottom'])), x: z.optional(coord), y: z.optional(coord) }),
  z.object({ kind: z.literal('deal'), stack: id, count, seats: z.array(seatSchema).check(z.minLength(1), z.maxLength(2)) }),
  z.object({ kind: z.literal('shuffle'), stack: id }),
  z.object({ kind: z.literal('cut'), stack: id, at: z.optional(z.int().check(z.gte(0), z.lte(1000))) }),
  z.object({ kind: z.literal('flip'), cards: z.array(id).check(z.minLength(1), z.maxLength(60)) }),
  z.object({ kind: z.literal('move'), card: id, x: coord, y: coord }),
]);
export type Intent = z.infer<typeof intentSchema>;

/** An intent as it travels: with the asking browser's reason, shown only as text. */
export const askedSchema = z.object({ intent: intentSchema, reason: localizedSchema, ruling: z.optional(z.string().check(z.maxLength(40))) });
export type Asked = z.infer<typeof askedSchema>;

/** The intent a rules action asks of its seat's browser; null for an action that asks nothing. */
export function intentOf(action: TableAction): Intent | null {
  const candidate = (() => {
    switch (action.type) {
      case 'draw': return { kind: 'draw', stack: action.args.stack, count: action.args.count ?? 1 };
      case 'take': { const a = action.args; return { kind: 'take', stack: a.stack, count: a.count ?? 1, from: a.from, x: a.x, y: a.y }; }
      case 'deal': return { kind: 'deal', stack: action.args.stack, count: action.args.count, seats: action.args.seats };
      case 'shuffle': return { kind: 'shuffle', stack: action.args.stack };
      case 'cut': return { kind: 'cut', stack: action.args.stack, at: action.args.at };
      case 'flip': return { kind: 'flip', cards: action.args.ids };
      case 'move': return { kind: 'move', card: action.args.id, x: action.args.x, y: action.args.y };
      default: return null;
    }
  })();
  const parsed = candidate && intentSchema.safeParse(withoutUndefined(candidate));
  return parsed?.success ? parsed.data : null;
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** The fields that are set (exactOptionalPropertyTypes: an optional argument is absent, never undefined). */
function defined<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return withoutUndefined(value) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

export function sameIntent(a: Intent, b: Intent): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * The command this browser runs for an intent the player chose to carry out: built here, and only
 * over this seat's own things (its own pile, its own cards); null when the intent names anything else.
 */
export function commandFor(asked: Asked, me: Seat, objects: ReadonlyMap<string, TableObject>): TableAction | null {
  const { intent } = asked;
  const ownStack = (stackId: string) => {
    const stack = objects.get(stackId);
    return stack?.kind === 'stack' && stack.owner === me;
  };
  const ownCard = (cardId: string) => {
    const card = objects.get(cardId);
    return card?.kind === 'card' && (card.sealed ? card.sealed.seat === me : card.owner === me);
  };
  const action = <T extends CommandType>(type: T, args: CommandArgs<T>): TableAction =>
    tableAction(type, args, me, asked.reason, asked.ruling);
  switch (intent.kind) {
    case 'draw': return ownStack(intent.stack) ? action('draw', { stack: intent.stack, count: intent.count, seat: me }) : null;
    case 'take': return ownStack(intent.stack) ? action('take', { stack: intent.stack, count: intent.count, ...defined({ from: intent.from, x: intent.x, y: intent.y }) }) : null;
    case 'deal': return ownStack(intent.stack) ? action('deal', { stack: intent.stack, count: intent.count, seats: intent.seats }) : null;
    case 'shuffle': return ownStack(intent.stack) ? action('shuffle', { stack: intent.stack }) : null;
    case 'cut': return ownStack(intent.stack) ? action('cut', { stack: intent.stack, ...defined({ at: intent.at }) }) : null;
    case 'flip': return intent.cards.every(ownCard) ? action('flip', { ids: intent.cards }) : null;
    case 'move': return ownCard(intent.card) ? action('move', { id: intent.card, x: intent.x, y: intent.y }) : null;
  }
}

/**
 * The actions of `owed` (what this browser's own computation says this seat does) that answer each
 * asked intent, in the asked order; null when any intent is not owed.
 */
export function matchOwed(asked: readonly Asked[], owed: readonly TableAction[]): TableAction[] | null {
  const left = owed.map((action) => ({ action, intent: intentOf(action) }));
  const out: TableAction[] = [];
  for (const { intent } of asked) {
    const index = left.findIndex((o) => o.intent !== null && sameIntent(o.intent, intent));
    if (index < 0) return null;
    out.push(left[index]!.action);
    left.splice(index, 1);
  }
  return out;
}

/** Whether `who` may leave this action to run here only through an intent: it takes, turns or moves a hidden card of its seat. */
export function touchesHiddenOf(action: TableAction, me: Seat, sealedSeatOf: (id: string) => Seat | null): boolean {
  if (action.seat === me) return false;
  const ids = action.type === 'flip' ? action.args['ids'] : action.type === 'move' ? [action.args['id']] : [];
  return Array.isArray(ids) && ids.some((x) => typeof x === 'string' && sealedSeatOf(x) === action.seat);
}
