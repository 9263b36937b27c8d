// What a table command means in Chrono Card: a card placed from the hand (an item attached to a
// character), cards checked for EP or unchecked, the heroine moved off the field.
import { zoneAt, type Seat } from '../../table';
import type { GameAction } from '../core';
import type { CcState } from './types';
import { CHARACTER_SLOTS, slotOf } from './zones';

type Command = { type: string; args: Record<string, unknown>; seat: Seat };

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function gameAction(kind: string, command: Command, cards: string[], detail: Record<string, unknown>): GameAction {
  return { kind, seat: command.seat, cards, detail, table: { type: command.type, args: command.args } };
}

const PLACE_SLOTS: ReadonlySet<string> = new Set(['characters', 'bg', 'bgm', 'discard']);

export function interpret(command: Command, before: CcState): GameAction | null {
  switch (command.type) {
    case 'move': return interpretMove(command, before);
    case 'attach': {
      const id = str(command.args['id']);
      const host = str(command.args['host']);
      const card = id === undefined ? undefined : before.cards.get(id);
      if (!card || id === undefined || host === undefined || card.slot !== 'hand') return null;
      return gameAction('place', command, [id, host], { host });
    }
    case 'tap': {
      const ids = Array.isArray(command.args['ids']) ? command.args['ids'].filter((v): v is string => typeof v === 'string') : [];
      const cards = ids.map((id) => before.cards.get(id)).filter((c) => c !== undefined);
      const first = cards[0];
      if (!first) return null;
      return gameAction(first.checked ? 'uncheck' : 'check', command, cards.map((c) => c.id), {});
    }
    default: return null;
  }
}

function interpretMove(command: Command, before: CcState): GameAction | null {
  const id = str(command.args['id']);
  const card = id === undefined ? undefined : before.cards.get(id);
  const x = num(command.args['x']);
  const y = num(command.args['y']);
  if (!card || id === undefined || x === undefined || y === undefined) return null;
  const to = slotOf(zoneAt(before.view.zones, x, y)?.id ?? null);
  if (card.slot === 'hand' && to && PLACE_SLOTS.has(to.slot) && to.seat === command.seat) {
    return gameAction('place', command, [id], { to: to.slot });
  }
  if (card.heroine && card.slot !== null && CHARACTER_SLOTS.has(card.slot) && !(to && CHARACTER_SLOTS.has(to.slot))) {
    return gameAction('heroine-leaves', command, [id], {});
  }
  return null;
}
