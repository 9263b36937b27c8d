// Chrono Card's rules assist: the GameModule the app drives (docs/rules/chrono.md).
import type { ChronoCard } from '../../cards/chrono';
import type { GameModule } from '../core';
import { resolveCharm, unanswered } from './charm';
import { RULE } from './rulings';
import { hints } from './hints';
import { interpret } from './interpret';
import { advance, PHASE, PHASES } from './phases';
import { followUp, propose } from './propose';
import { readChrono } from './state';
import { tally } from './tally';
import type { CcState } from './types';
import { validate } from './validate';
import { winner } from './winner';
import { chronoFlow } from './flow';

export const chronoRules: GameModule<CcState, ChronoCard> = {
  game: 'chrono',
  phases: PHASES,
  read: readChrono,
  turn: (state) => state.position,
  interpret,
  validate,
  tally,
  hints,
  advance,
  winner,
  resolve: (state) => {
    const resolution = state.position?.phase === PHASE.charm ? resolveCharm(state) : null;
    if (!resolution) return null;
    const open = unanswered(state).length;
    // CC-R1: the defender answers every attacker before the result is applied.
    const waiting = open > 0 ? {
      ruling: 'CC-R1',
      reason: { ja: `防御側の応答待ち(あと${open}体)`, en: `waiting for the defender to answer (${open} attacker${open === 1 ? '' : 's'} left)` },
    } : null;
    return { ruling: RULE.combat, ...resolution, ...(waiting ? { waiting } : {}) };
  },
  followUp,
  propose,
  // The mulligan (flow/).
  flow: chronoFlow,
};
