// NoFuture Collection Card's rules assist: the GameModule the app drives (docs/rules/nofuture.md).
import type { NofutureCard } from '../../cards/nofuture';
import type { GameModule } from '../core';
import { resolveBattle } from './battle';
import { nofutureFlow } from './flow';
import { followUp } from './followUp';
import { hints } from './hints';
import { interpret } from './interpret';
import { advance, PHASE, PHASES } from './phases';
import { propose } from './propose';
import { readNofuture } from './state';
import { damageCoins } from './tableActions';
import { tally } from './tally';
import type { NfState } from './types';
import { validate } from './validate';
import { winner } from './winner';

export const nofutureRules: GameModule<NfState, NofutureCard> = {
  game: 'nofuture',
  phases: PHASES,
  read: readNofuture,
  turn: (state) => state.position,
  interpret,
  validate,
  tally,
  hints,
  advance,
  winner,
  resolve: (state) => (state.position?.phase === PHASE.battle ? { ruling: 'NF 4.4', ...resolveBattle(state) } : null),
  followUp,
  propose,
  damageMarkers: (state, card, amount) => damageCoins(card, state.cards.get(card)?.damageCoins.length ?? 0, amount, state.cards.get(card)?.owner ?? 'p1',
    { ja: `${amount}ダメージ`, en: `${amount} damage` }),
  // The response stack (flow/).
  flow: nofutureFlow,
};
