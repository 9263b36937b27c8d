// What a table command means in Multiverse Fighters: an assist card put from the hand into the
// assist area (activating it), a fighter moved to the waiting room, a change of the assist-cost
// counter, a die roll.
import { zoneAt, type Seat } from '../../table';
import type { GameAction } from '../core';
import type { MfState } from './types';
import { slotOf } from './zones';

type Command = { type: string; args: Record<string, unknown>; seat: Seat };

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function gameAction(kind: string, command: Command, cards: string[], detail: Record<string, unknown>): GameAction {
  return { kind, seat: command.seat, cards, detail, table: { type: command.type, args: command.args } };
}

export function interpret(command: Command, before: MfState): GameAction | null {
  switch (command.type) {
    case 'move': return interpretMove(command, before);
    case 'adjust': case 'setValue': return interpretCounter(command, before);
    case 'roll': return gameAction('roll', command, [], {});
    default: return null;
  }
}

function interpretMove(command: Command, before: MfState): GameAction | null {
  const id = str(command.args['id']);
  const card = id === undefined ? undefined : before.cards.get(id);
  const x = num(command.args['x']);
  const y = num(command.args['y']);
  if (!card || id === undefined || x === undefined || y === undefined) return null;
  const to = slotOf(zoneAt(before.view.zones, x, y)?.id ?? null);
  if (card.slot === 'hand' && to?.slot === 'assist') return gameAction('assist', command, [id], { target: null });
  if (card.slot?.startsWith('field-') && to?.slot === 'waiting') return gameAction('defeat', command, [id], {});
  return null;
}

function interpretCounter(command: Command, before: MfState): GameAction | null {
  const id = str(command.args['id']);
  for (const seat of ['p1', 'p2'] as const) {
    const cost = before.seats[seat].cost;
    if (!cost || cost.id !== id) continue;
    const delta = num(command.args['delta']);
    const value = num(command.args['value']);
    const after = command.type === 'adjust' ? cost.value + (delta ?? 0) : value ?? cost.value;
    return gameAction('cost', command, [], { seat, before: cost.value, after });
  }
  return null;
}
