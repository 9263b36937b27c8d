// Multiverse Fighters' rules assist: the GameModule the app drives (docs/rules/multiverse.md).
import type { MultiverseCard } from '../../cards/multiverse';
import type { GameModule } from '../core';
import { adjust } from './actions';
import { resolveAttack } from './attack';
import { hints } from './hints';
import { interpret } from './interpret';
import { multiverseFlow } from './flow';
import { advance, PHASE, PHASES } from './phases';
import { followUp, propose } from './propose';
import { RULE } from './rulings';
import { readMultiverse } from './state';
import { fighterById } from './stats';
import { tally } from './tally';
import type { MfState } from './types';
import { validate } from './validate';
import { winner } from './winner';

export const multiverseRules: GameModule<MfState, MultiverseCard> = {
  game: 'multiverse',
  phases: PHASES,
  read: readMultiverse,
  turn: (state) => state.position,
  interpret,
  validate,
  tally,
  hints,
  advance,
  winner,
  resolve: (state) => {
    const resolution = state.position?.phase === PHASE.battle ? resolveAttack(state) : null;
    // One per attack: each stops being offered once applied (its HP changed, or it was struck).
    return resolution && { ruling: RULE.battle, repeatable: true, ...resolution };
  },
  followUp,
  propose,
  // Damage is taken off the fighter's HP counter.
  damageMarkers: (state, card, amount) => {
    const fighter = fighterById(state, card);
    return fighter?.hp ? [adjust(fighter.hp.id, -amount, fighter.seat, { ja: `${amount}ダメージ`, en: `${amount} damage` }, RULE.damage)] : [];
  },
  // The fighter choice and the side change between games (flow/).
  flow: multiverseFlow,
};
