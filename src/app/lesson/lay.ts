// Laying a scenario's position on the app's table: the doc the scenario loader built is copied onto
// the session's doc in one transaction outside every seat's undo history (like a new game), with
// the game's meta, so that the rules assist, the phase bar and the tallies take it up at once.
// Cards the file defines inline become a card set of their own, named after their content, that
// travels with the table (a reload draws them again).
import type { GameCardBase } from '../../cards/game';
import type { GameCatalog } from '../../cards/gameCatalog';
import { seatSetupKey, type SeatSetup } from '../../cards/setupGame';
import { completeEvent, currentMatchId, RULES_LOG, readRulesEvents } from '../../rules/core';
import { INLINE_SET, type LoadedScenario } from '../../rules/core/scenario';
import { META_KEYS as META, SEATS, logTime, metaOf, objectsOf, readTable, writeLog, writeObject, type TableObject } from '../../table';
import { SETUP_ORIGIN, systemContext } from '../gameContext';
import { PENDING_KEY } from '../rulesAssist';
import { shareImportedSets } from '../sharedSets';
import type { TableSession } from '../session';

/** What laying needs of a scenario: its position's doc and inline cards (a replay's moment has none). */
export type ScenarioPosition = Pick<LoadedScenario, 'doc' | 'inlineCards'> & { file: Pick<LoadedScenario['file'], 'game'> };

/** The setup id a scenario's game meta carries (src/rules/core/scenario/build.ts). */
export const SCENARIO_SETUP = 'scenario';

/** Meta entries a scenario's doc sets: the mat, the seed, the game. */
const META_KEYS = [META.mat, META.seed, META.rolls, META.game] as const;

/** A short stable name for content (FNV-1a, 32 bits). */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The set id the file's inline cards get at the table: one per distinct content. */
export function inlineSetId(cards: ReadonlyMap<string, GameCardBase>): string | null {
  if (cards.size === 0) return null;
  const text = JSON.stringify([...cards.entries()].sort(([a], [b]) => a.localeCompare(b)));
  return `${INLINE_SET}-${contentHash(text)}`;
}

/** Registers the inline cards as a set (once per content); returns its id, or null when there are none. */
export function registerInlineCards(games: GameCatalog, scenario: ScenarioPosition): string | null {
  const id = inlineSetId(scenario.inlineCards);
  if (id === null || games.hasSet(id)) return id;
  games.add({
    id, game: scenario.file.game, name: { ja: 'シナリオのカード', en: 'Scenario cards' },
    cards: [...scenario.inlineCards.values()], images: {},
  });
  return id;
}

/** The reference a card of the scenario has at the table. */
export function tableRef(ref: string, setId: string | null): string {
  return setId !== null && ref.startsWith(`${INLINE_SET}:`) ? `${setId}:${ref.slice(INLINE_SET.length + 1)}` : ref;
}

/** Replaces the whole table with the scenario's position; afterwards it is an ordinary game table. */
export function layScenario(session: TableSession, scenario: ScenarioPosition): void {
  const setId = registerInlineCards(session.games, scenario);
  const position = readTable(scenario.doc).objects;
  const from = metaOf(scenario.doc);
  const events = readRulesEvents(scenario.doc).events;
  const ctx = systemContext(session);
  session.doc.transact(() => {
    const objects = objectsOf(session.doc);
    for (const key of [...objects.keys()]) objects.delete(key);
    for (const object of position.values()) {
      writeObject(session.doc, object.kind === 'card' ? { ...object, ref: tableRef(object.ref, setId) } as TableObject : object);
    }
    const meta = metaOf(session.doc);
    for (const key of META_KEYS) {
      const value = from.get(key);
      if (value === undefined) meta.delete(key);
      else meta.set(key, value);
    }
    // Each seat's cards are laid already: no deck to bring, no opening hand, no mulligan.
    for (const seat of SEATS) {
      const deckSize = [...position.values()].filter((o) => o.kind === 'card' && o.owner === seat && !o.faceUp && o.stack !== null).length;
      meta.set(seatSetupKey(seat), { setupId: SCENARIO_SETUP, pendingHand: 0, mulligansLeft: 0, deckSize } satisfies SeatSetup);
    }
    // A new position starts a new rules log: the old game's phases and allowances mean nothing here.
    const rules = session.doc.getArray<unknown>(RULES_LOG);
    rules.delete(0, rules.length);
    const now = logTime();
    const match = currentMatchId(session.doc);
    for (const event of events) {
      const stamped = completeEvent({ ...event, t: now }, now * 1000, match);
      if (stamped) rules.push([stamped]);
    }
    const pending = session.doc.getArray<unknown>(PENDING_KEY);
    pending.delete(0, pending.length);
    writeLog(ctx, 'load', { count: position.size });
  }, SETUP_ORIGIN);
  for (const manager of Object.values(session.undoManagers)) manager.clear();
  if (setId !== null) shareImportedSets(session.doc, session.games);
  session.setsChanged();
}
