// The match bar's app-side actions: laying out the rematch (it needs the game's cards and mat)
// and the last game's loser's choice of first player.
import type { Seat } from '../../table';
import { readCurrentMatch } from '../../rules/core';
import { currentGame } from '../gameContext';
import { chooseFirstPlayer, startRematch } from '../gameSetup';
import type { TableSession } from '../session';

export function rematch(session: TableSession): boolean {
  const current = currentGame(session);
  const by = session.viewer === 'spectator' ? 'system' : session.viewer;
  return current ? startRematch(session, current.game, by) !== null : false;
}

export function chooseFirst(session: TableSession, first: Seat): boolean {
  const chooser = readCurrentMatch(session.doc)?.record.chooser;
  return chooser ? chooseFirstPlayer(session, chooser, first) : false;
}
