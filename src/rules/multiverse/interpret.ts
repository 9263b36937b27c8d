// What a table command means in Multiverse Fighters: an assist card put from the hand into the
// assist area (activating it), a fighter moved to the waiting room, a change of the assist-cost
// counter, a die roll, a fighter on the field turned face down.
import { zoneAt } from '../../table';
import type { GameAction, SeatCommand } from '../core';
import type { MfState } from './types';
import { slotOf } from './zones';

function gameAction(kind: string, command: SeatCommand, cards: string[], detail: Record<string, unknown>): GameAction {
  return { kind, seat: command.seat, cards, detail, table: { type: command.type, args: command.args } };
}

export function interpret(command: SeatCommand, before: MfState): GameAction | null {
  switch (command.type) {
    case 'move': return interpretMove(command, before);
    case 'adjust': case 'setValue': return interpretCounter(command, before);
    case 'roll': return gameAction('roll', command, [], {});
    case 'flip': return interpretFlip(command, before);
    default: return null;
  }
}

function interpretMove(command: SeatCommand<'move'>, before: MfState): GameAction | null {
  const { id, x, y } = command.args;
  const card = before.cards.get(id);
  if (!card) return null;
  const to = slotOf(zoneAt(before.view.zones, x, y)?.id ?? null);
  if (card.slot === 'hand' && to?.slot === 'assist') return gameAction('assist', command, [id], { target: null });
  if (card.slot?.startsWith('field-') && to?.slot === 'waiting') return gameAction('defeat', command, [id], {});
  return null;
}

/** Face-up fighters on a field slot that the flip turns face down (フィールド: 必ず表側表示). */
function interpretFlip(command: SeatCommand<'flip'>, before: MfState): GameAction | null {
  const hidden = command.args.ids.filter((id) => {
    const card = before.cards.get(id);
    return card?.faceUp === true && card.slot?.startsWith('field-') === true && card.data?.kind === 'fighter';
  });
  return hidden.length > 0 ? gameAction('hideFighter', command, hidden, {}) : null;
}

function interpretCounter(command: SeatCommand<'adjust' | 'setValue'>, before: MfState): GameAction | null {
  const { id } = command.args;
  for (const seat of ['p1', 'p2'] as const) {
    const cost = before.seats[seat].cost;
    if (!cost || cost.id !== id) continue;
    const after = command.type === 'adjust' ? cost.value + command.args.delta : command.args.value;
    return gameAction('cost', command, [], { seat, before: cost.value, after });
  }
  return null;
}
