// Multiverse's own flow (GameFlow, rules/core/contract.ts): the fighter choice of ゲームの準備 3 and
// 5 (each seat seals its pick in the round its creator opened; once its choice has opened, its own
// browser lays its fighters out: the one automatic step) and the side change between games (the
// deck for the next game, a player's verb). Pure: the app's FlowDriver carries the actions out.
import { fighterChoiceProblems } from '../../../cards/multiverse/fighterChoice';
import type { DeckList } from '../../../cards/game';
import type { FlowAction, FlowInput, GameFlow } from '../../core';
import type { MfState } from '../types';
import { placementWrites, reserveFighters, type ReserveFighter } from './reserve';
import { fighterRoundOf, fightersPlaced, openedChoice } from './round';
import { sideSwapOf } from './sideSwap';

/** Nothing is kept in the browser: every step is read from the table and the envelope round. */
export type MultiverseLocal = null;
export type MultiverseFlowInput = FlowInput<MfState, MultiverseLocal>;

/** This seat's part in the fighter choice. */
export type MultiverseEffect =
  /** No fighter round in this game for this seat. */
  | { kind: 'none' }
  /** To pick fighters: the reserve as this browser knows it (null: its keeper is still opening it). */
  | { kind: 'choose'; round: string; reserve: ReserveFighter[] | null }
  /** Sealed; the choices have not opened yet (or the reserve is not yet known to lay them out). */
  | { kind: 'wait'; round: string }
  /** This seat's choice opened: its fighters go on the field (automatic). */
  | { kind: 'place'; round: string; refs: string[] }
  | { kind: 'placed'; round: string };

export type MultiverseVerb =
  /** Seals the reserve fighters `ids` (checked: costs adding up to 5). */
  | { kind: 'choose'; ids: readonly string[] }
  /** The deck for the next game (the caller checked it against the side-change rule). */
  | { kind: 'next-deck'; deck: DeckList }
  /** The deck played, again: written too, so that the match bar shows the seat has decided. */
  | { kind: 'keep-deck' };

type Action = FlowAction<MultiverseLocal>;

function step(input: MultiverseFlowInput): MultiverseEffect {
  const { seat, scope, records, rounds } = input;
  const round = fighterRoundOf(records.meta, scope);
  const view = round ? rounds.find((r) => r.id === round) : undefined;
  if (!round || !view || !view.seats.includes(seat)) return { kind: 'none' };
  if (fightersPlaced(records.meta, seat, scope)) return { kind: 'placed', round };
  const mine = openedChoice(view, seat);
  // Laid out only once its keeper has opened the reserve: a reload or a later change asks again.
  if (mine) return reserveFighters(input.state.input, seat) ? { kind: 'place', round, refs: mine } : { kind: 'wait', round };
  if (view.committed.includes(seat)) return { kind: 'wait', round };
  return { kind: 'choose', round, reserve: reserveFighters(input.state.input, seat) };
}

function auto(effect: MultiverseEffect, input: MultiverseFlowInput): Action[] | null {
  if (effect.kind !== 'place') return null;
  const rules = input.state.input;
  const fighters = reserveFighters(rules, input.seat);
  if (!fighters) return null;
  return [{ kind: 'setup', writes: placementWrites(rules.objects, input.seat, input.scope, fighters, effect.refs) }];
}

function verb(asked: MultiverseVerb, input: MultiverseFlowInput, effect: MultiverseEffect): Action[] {
  switch (asked.kind) {
    case 'choose': {
      if (effect.kind !== 'choose') return [];
      const chosen = (effect.reserve ?? []).filter((f) => asked.ids.includes(f.id));
      // The same check as the scenario step checkSelection and lessons (multiverseCards.validateSelection).
      const [problem] = fighterChoiceProblems(chosen);
      if (problem) return [{ kind: 'say', error: problem.message.en }];
      return [{ kind: 'commit', round: effect.round, value: chosen.map((f) => f.ref) }];
    }
    case 'next-deck':
    case 'keep-deck': {
      const source = sideSwapOf(input.records, input.seat);
      if (!source) return [];
      const deck = asked.kind === 'next-deck' ? asked.deck : source.played;
      return [{ kind: 'setup', writes: [{ kind: 'next-deck', match: source.match, deck }] }];
    }
  }
}

export const multiverseFlow: GameFlow<MfState, MultiverseLocal, MultiverseEffect, MultiverseVerb> = {
  period: () => 0,
  blank: () => null,
  step,
  auto,
  verb,
};

export { FIGHTER_ROUND_LABEL, fighterRoundOf, fightersPlaced, openedChoice, type FighterRoundRecord } from './round';
export { reserveFighters, placementWrites, type ReserveFighter } from './reserve';
export { sideSwapOf, type SideSwapSource } from './sideSwap';
