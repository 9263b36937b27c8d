// The game a table is set up for, and the contexts the setup steps act in (outside every seat's
// undo history: an opening hand or a mulligan is not undone with Ctrl+Z).
import type { GameCardBase, GameCards } from '../cards/game';
import { readGameMeta, type GameMeta } from '../cards/gameMeta';
import { readMatInfo, type Seat, type TableContext } from '../table';
import type { TableSession } from './session';

export type AnyGame = GameCards<GameCardBase>;

export const SETUP_ORIGIN = { gameSetup: true };

export function systemContext(session: TableSession): TableContext {
  return { doc: session.doc, actor: { seat: 'p1', origin: SETUP_ORIGIN, system: true } };
}

export function setupContext(session: TableSession, seat: Seat): TableContext {
  return { doc: session.doc, actor: { seat, origin: SETUP_ORIGIN } };
}

/** The game this table is set up for, as long as its mat is still the one on the table. */
export function currentGame(session: TableSession): { game: AnyGame; meta: GameMeta } | null {
  const meta = readGameMeta(session.doc);
  const game = meta ? session.games.gameOf(meta.id) : undefined;
  if (!meta || !game || readMatInfo(session.doc).id !== game.mat.id) return null;
  return { game, meta };
}
