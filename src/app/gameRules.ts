// Whether a table holds a game, and loading the games' rules for it: all a free table's first
// load needs of the rules assist (the rest, rulesAssist.ts and the match driver, loads with a game).
import type { GameId } from '../cards/game';
import { readGameMeta } from '../cards/gameMeta';
import type { AnyGameModule } from '../rules/core';
import { preloadRulesLayer } from './rulesLayerLoader';
import type { TableSession } from './session';

export type RulesLookup = (game: GameId) => AnyGameModule | undefined;

/** The game modules load on first use: a free table never pays for them (nor for their panels, loaded alongside). */
export function loadRules(): Promise<RulesLookup> {
  return Promise.all([import('../rules'), preloadRulesLayer()]).then(([m]) => m.rulesFor);
}

/** Whether the table is set up for a game (so the game modules are worth loading). */
export function hasGame(session: Pick<TableSession, 'doc'>): boolean {
  return readGameMeta(session.doc) !== null;
}
