// Game modules by game id. A registry is built from a list, so the app, the scenario runner and
// tests each decide which modules they know.
import type { GameCardBase, GameId } from '../../cards/game';
import type { GameModule } from './contract';

/** A module of any game, its state type forgotten (each module reads and uses its own). */
export type AnyGameModule = GameModule<unknown, GameCardBase>;

/** Forgets a module's state and card types so modules of different games can share one list. */
export function anyModule<State, Card extends GameCardBase>(module: GameModule<State, Card>): AnyGameModule {
  // Safe: a module only ever receives the state its own read() produced and its own game's cards.
  return module as unknown as AnyGameModule;
}

export interface RulesRegistry {
  rulesFor(game: GameId): AnyGameModule | undefined;
  games(): GameId[];
}

export function createRulesRegistry(modules: readonly AnyGameModule[]): RulesRegistry {
  const byGame = new Map<GameId, AnyGameModule>();
  for (const module of modules) byGame.set(module.game, module);
  return {
    rulesFor: (game) => byGame.get(game),
    games: () => [...byGame.keys()],
  };
}
