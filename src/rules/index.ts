// The rules assist of every game Fudaba knows: `rulesFor(game)` gives a game's module.
import type { GameId } from '../cards/game';
import { anyModule, createRulesRegistry, type AnyGameModule } from './core';
import { chronoRules } from './chrono';
import { falldownModule } from './falldown';
import { multiverseRules } from './multiverse';
import { nofutureRules } from './nofuture';

/** Every game module; a game without one plays as a free table. */
export const RULES_MODULES: readonly AnyGameModule[] = [
  anyModule(nofutureRules),
  anyModule(falldownModule),
  anyModule(multiverseRules),
  anyModule(chronoRules),
];

export const rulesRegistry = createRulesRegistry(RULES_MODULES);

export function rulesFor(game: GameId): AnyGameModule | undefined {
  return rulesRegistry.rulesFor(game);
}
