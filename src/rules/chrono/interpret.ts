// What a table command means in Chrono Card: a card placed from the hand (an item attached to a
// character), cards checked for EP or unchecked, the heroine moved off the field.
import { zoneAt } from '../../table';
import type { GameAction, SeatCommand } from '../core';
import type { CcState } from './types';
import { CHARACTER_SLOTS, slotOf } from './zones';

function gameAction(kind: string, command: SeatCommand, cards: string[], detail: Record<string, unknown>): GameAction {
  return { kind, seat: command.seat, cards, detail, table: { type: command.type, args: command.args } };
}

const PLACE_SLOTS: ReadonlySet<string> = new Set(['characters', 'bg', 'bgm', 'discard']);

export function interpret(command: SeatCommand, before: CcState): GameAction | null {
  switch (command.type) {
    case 'move': return interpretMove(command, before);
    case 'attach': {
      const { id, host } = command.args;
      const card = before.cards.get(id);
      if (!card || card.slot !== 'hand') return null;
      return gameAction('place', command, [id, host], { host });
    }
    case 'tap': {
      const cards = command.args.ids.map((id) => before.cards.get(id)).filter((c) => c !== undefined);
      const first = cards[0];
      if (!first) return null;
      return gameAction(first.checked ? 'uncheck' : 'check', command, cards.map((c) => c.id), {});
    }
    default: return null;
  }
}

function interpretMove(command: SeatCommand<'move'>, before: CcState): GameAction | null {
  const { id, x, y } = command.args;
  const card = before.cards.get(id);
  if (!card) return null;
  const to = slotOf(zoneAt(before.view.zones, x, y)?.id ?? null);
  if (card.slot === 'hand' && to && PLACE_SLOTS.has(to.slot) && to.seat === command.seat) {
    return gameAction('place', command, [id], { to: to.slot });
  }
  if (card.heroine && card.slot !== null && CHARACTER_SLOTS.has(card.slot) && !(to && CHARACTER_SLOTS.has(to.slot))) {
    return gameAction('heroine-leaves', command, [id], {});
  }
  return null;
}
