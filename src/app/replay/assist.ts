// The rules assist at a moment of a replay: what the game's module reads from the table there
// (turn and phase, a winner, what it thinks of leaving the phase now) and the rules records the
// step wrote (an allowance overruling a verdict, a resolution, a payment). Read-only.
import type * as Y from 'yjs';
import type { CardLookup, GameCardBase } from '../../cards/game';
import { rulesInput, type AnyGameModule, type RulesEvent, type Verdict, type Win } from '../../rules/core';
import type { Moment } from './model';

export interface AssistAt {
  turn: { turn: number; active: string | null; phase: string } | null;
  /** The module's verdicts on the position (leaving the phase now); empty when all is fine. */
  verdicts: Verdict[];
  winner: Win | null;
  /** The rules records this step appended (allowances carry the ruling they overruled). */
  events: RulesEvent[];
}

export function assistAt(doc: Y.Doc, module: AnyGameModule, lookup: CardLookup<GameCardBase>, moment: Moment | undefined): AssistAt {
  const events = moment?.rules ?? [];
  try {
    const state = module.read(rulesInput(doc, lookup));
    const advance = module.advance(state);
    return { turn: module.turn(state), verdicts: advance.verdicts ?? [], winner: module.winner(state), events };
  } catch (error) {
    // A module fault costs the advice at this moment, never the replay.
    console.warn('[fudaba] replay: rules assist', error);
    return { turn: null, verdicts: [], winner: null, events };
  }
}
