// What a table command means in NoFuture: playing a card from the hand (into base, under a host,
// swapping with 換装), a sortie into a battle area, turning a card down or up, drawing.
import { zoneAt, type Seat } from '../../table';
import type { GameAction, SeatCommand } from '../core';
import { characterData } from './state';
import type { NfCard, NfState } from './types';
import { placeOf, type Place } from './zones';

function gameAction(kind: string, command: SeatCommand, cards: string[], detail: Record<string, unknown>): GameAction {
  return { kind, seat: command.seat, cards, detail, table: { type: command.type, args: command.args } };
}

export function interpret(command: SeatCommand, before: NfState): GameAction | null {
  switch (command.type) {
    case 'move': return interpretMove(command, before);
    case 'attach': return interpretAttach(command, before);
    case 'tap': return interpretTap(command, before);
    case 'draw': return gameAction('draw', command, [], { count: command.args.count ?? 1, seat: command.args.seat ?? command.seat });
    default: return null;
  }
}

function destinationOf(command: SeatCommand<'move'>, before: NfState): { zone: string | null; onto: NfCard | undefined } {
  const { onto, x, y } = command.args;
  if (typeof onto === 'string') {
    const target = before.cards.get(onto);
    return { zone: target?.zone ?? null, onto: target };
  }
  return { zone: zoneAt(before.view.zones, x, y)?.id ?? null, onto: undefined };
}

function interpretMove(command: SeatCommand<'move'>, before: NfState): GameAction | null {
  const { id } = command.args;
  const card = before.cards.get(id);
  if (!card) return null;
  const { zone, onto } = destinationOf(command, before);
  const to = placeOf(zone);
  const from = card.place;
  if (from?.kind === 'hand') {
    if (to?.place.kind === 'hand' || to?.place.kind === 'deck') return null;
    if (onto && characterData(onto) && characterData(card)) {
      return gameAction('swap', command, [id, onto.id], { replaces: onto.id, to: onto.zone });
    }
    if (to?.place.kind === 'discard' && card.data?.kind !== 'action') return gameAction('discard', command, [id], { to: zone });
    return gameAction('play', command, [id], { to: zone, place: to?.place ?? null, side: to?.seat ?? null });
  }
  if (from?.kind === 'base' && to?.place.kind === 'battle') return sortie(command, id, to.place, to.seat, card);
  if (from?.kind === 'battle' && to?.place.kind === 'battle') return sortie(command, id, to.place, to.seat, card);
  if (from?.kind === 'battle' && to?.place.kind === 'base') return gameAction('withdraw', command, [id], { to: zone });
  // A host leaving the field (to the hand, deck or discard pile) takes its set cards off it (NF-R11).
  const offField = to === null || (to.place.kind !== 'base' && to.place.kind !== 'battle');
  if ((from?.kind === 'base' || from?.kind === 'battle') && offField && card.host === null && card.under.length > 0) {
    return gameAction('leave', command, [id], { to: zone });
  }
  return null;
}

function sortie(command: SeatCommand, id: string, place: Extract<Place, { kind: 'battle' }>, side: Seat, card: NfCard): GameAction {
  return gameAction('sortie', command, [id], { area: place.area, row: place.row, side, from: card.zone });
}

function interpretAttach(command: SeatCommand<'attach'>, before: NfState): GameAction | null {
  const { id, host } = command.args;
  const card = before.cards.get(id);
  if (!card) return null;
  if (card.place?.kind !== 'hand') return null;
  const target = before.cards.get(host);
  return gameAction('play', command, [id, host], { host, to: target?.zone ?? null, place: target?.place ?? null, side: target?.side ?? null });
}

function interpretTap(command: SeatCommand<'tap'>, before: NfState): GameAction | null {
  const cards = command.args.ids.map((id) => before.cards.get(id)).filter((c): c is NfCard => c !== undefined);
  const first = cards[0];
  if (!first) return null;
  return gameAction(first.down ? 'up' : 'down', command, cards.map((c) => c.id), {});
}
