// NoFuture's own flow (GameFlow, rules/core/contract.ts): the response stack (NF 4.5). While it holds
// effects the top one waits for the players to settle it, done or doing nothing (the assist proposes
// which); the verb comes to the game's 'settle' request through the rules assist, whose verdicts the
// player may allow. Nothing runs by itself. Pure: the app's FlowDriver carries the actions out.
import type { FlowAction, FlowInput, GameFlow } from '../../core';
import type { NfState } from '../types';
import { stackEntries, type StackEntry } from './stack';

export type NofutureLocal = null;
export type NofutureFlowInput = FlowInput<NfState, NofutureLocal>;

export type NofutureEffect =
  | { kind: 'none' }
  /** The stack, top first: its top waits to be settled. */
  | { kind: 'settle'; stack: StackEntry[] };

export type NofutureVerb = { kind: 'settle'; outcome: 'done' | 'nothing' };

/** The request's words in the log and the verdicts, as the stack's buttons have always said them. */
const SETTLE_LABEL = { ja: '効果の解決', en: 'Resolve an effect' };

function step({ state }: NofutureFlowInput): NofutureEffect {
  const stack = stackEntries(state);
  return stack.length > 0 ? { kind: 'settle', stack } : { kind: 'none' };
}

function verb(asked: NofutureVerb, _input: NofutureFlowInput, effect: NofutureEffect): FlowAction<NofutureLocal>[] {
  if (effect.kind !== 'settle') return [];
  return [{ kind: 'perform', verb: 'settle', args: { outcome: asked.outcome }, label: SETTLE_LABEL }];
}

export const nofutureFlow: GameFlow<NfState, NofutureLocal, NofutureEffect, NofutureVerb> = {
  period: () => 0,
  blank: () => null,
  step,
  auto: () => null,
  verb,
};

export { stackEntries, type StackEntry } from './stack';
