// The four games Fudaba knows, and their demo sets.
import { chronoCards } from './chrono';
import { falldownCards } from './falldown';
import type { GameCardBase, GameCards, GameId } from './game';
import { multiverseCards } from './multiverse';
import { nofutureCards } from './nofuture';

export const ALL_GAMES: readonly GameCards<GameCardBase>[] = [
  nofutureCards as unknown as GameCards<GameCardBase>,
  multiverseCards as unknown as GameCards<GameCardBase>,
  chronoCards as unknown as GameCards<GameCardBase>,
  falldownCards as unknown as GameCards<GameCardBase>,
];

/** The demo set of each game, under public/assets/sets/. */
export const DEMO_SETS: Readonly<Record<GameId, string>> = {
  nofuture: 'nf-demo',
  multiverse: 'mf-demo',
  chrono: 'cc-demo',
  falldown: 'fd-demo',
};
