// Chrono Card's own flow (GameFlow, rules/core/contract.ts): the mulligan (ゲームの準備: once, while
// the seat still holds exactly the opening hand it was dealt). The step function says whether it is
// open to this seat; the player's verb comes to the hand put back on its deck, the seat's set-up
// record and log line as one set-up step (out of its undo), a secret shuffle and the hand drawn
// again. Pure: the app's FlowDriver carries the actions out.
import { gameMetaSchema, seatSetupSchema, type SeatSetup } from '../../../cards/gameMeta';
import { META_KEYS, handZoneOf, hiddenDecksOf, zoneAt, type Card, type Seat, type TableObject } from '../../../table';
import type { FlowAction, FlowInput, GameFlow } from '../../core';
import type { CcState } from '../types';

/** Nothing is kept in the browser: the seat's set-up record is in the doc. */
export type ChronoLocal = null;
export type ChronoFlowInput = FlowInput<CcState, ChronoLocal>;

export type ChronoEffect =
  | { kind: 'none' }
  /** The seat may take a mulligan (`left` of them). */
  | { kind: 'mulligan'; left: number };

export type ChronoVerb = { kind: 'mulligan' };

type Action = FlowAction<ChronoLocal>;

function handCardsOf(objects: readonly TableObject[], seat: Seat): Card[] {
  const hand = handZoneOf(objects, seat);
  if (!hand) return [];
  return objects.filter((o): o is Card => o.kind === 'card' && o.stack === null && o.attachedTo === null && zoneAt(objects, o.x, o.y)?.id === hand.id);
}

interface Open { record: SeatSetup; zone: string; count: number; hand: string[] }

/** A mulligan is left and the seat still holds exactly what it was dealt (it has not played). */
function mulliganOf({ state, seat, records }: ChronoFlowInput): Open | null {
  const game = gameMetaSchema.safeParse(records.meta(META_KEYS.game));
  const parsed = seatSetupSchema.safeParse(records.meta(META_KEYS.seatSetup(seat)));
  const opening = game.success ? game.data.openingHand : null;
  const record = game.success && parsed.success && parsed.data.setupId === game.data.setupId ? parsed.data : null;
  if (!opening || !record || record.mulligansLeft === 0 || record.pendingHand > 0) return null;
  const zone = `${seat}-${opening.slot}`;
  const objects = state.input.objects;
  const inDeck = hiddenDecksOf(seat, objects).get(zone)?.length ?? 0;
  const hand = handCardsOf([...objects.values()], seat);
  if (hand.length !== opening.count || inDeck !== record.deckSize - opening.count) return null;
  return { record, zone, count: opening.count, hand: hand.map((c) => c.id) };
}

function step(input: ChronoFlowInput): ChronoEffect {
  const open = mulliganOf(input);
  return open ? { kind: 'mulligan', left: open.record.mulligansLeft } : { kind: 'none' };
}

/** Hand back into the deck, a secret shuffle, and the opening hand drawn again. */
function verb(_asked: ChronoVerb, input: ChronoFlowInput): Action[] {
  const open = mulliganOf(input);
  if (!open) return [{ kind: 'say', error: 'no mulligan left' }];
  const { record, zone, count, hand } = open;
  return [
    {
      kind: 'setup', writes: [
        { kind: 'onto-deck', ids: hand, zone },
        { kind: 'journal-mark' },
        { kind: 'seat-setup', setup: { ...record, mulligansLeft: record.mulligansLeft - 1, pendingHand: count } },
        { kind: 'log', op: 'mulligan', args: { seat: input.seat, count: hand.length } },
      ],
    },
    { kind: 'shuffle', zone },
    { kind: 'deal' },
  ];
}

export const chronoFlow: GameFlow<CcState, ChronoLocal, ChronoEffect, ChronoVerb> = {
  period: () => 0,
  blank: () => null,
  step,
  auto: () => null,
  verb,
};
