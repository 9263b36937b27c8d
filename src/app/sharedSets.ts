// Card sets travel with the table: a set this browser imported, whose cards lie on the table, is
// written into the shared doc (without images, which can be megabytes), and every peer loads the
// sets it finds there. A set that does not parse, or whose id is taken, is skipped with a warning.
import * as Y from 'yjs';
import { ROOT } from '../table';
import type { GameCatalog } from '../cards/gameCatalog';
import { gameSetToJson } from '../cards/setFile';

export const SHARED_SETS = ROOT.sets.name;
const BUILT_IN = new Set(['starter', 'nf-demo', 'mf-demo', 'cc-demo', 'fd-demo']);

/** Loads every set the doc carries that this browser lacks; returns how many were added. */
export function loadSharedSets(doc: Y.Doc, games: GameCatalog): number {
  let added = 0;
  for (const [id, text] of doc.getMap<unknown>(SHARED_SETS).entries()) {
    if (games.hasSet(id) || typeof text !== 'string' || text.length > 2_000_000) continue;
    const result = games.loadJson(text);
    if (result.ok && result.set.id === id) added++;
    else console.warn(`[fudaba] skipped the shared card set ${id}`);
  }
  return added;
}

/**
 * Writes into the doc every set this browser imported that the doc does not carry yet, so that the
 * other players can draw those cards (their faces; images stay here).
 */
export function shareImportedSets(doc: Y.Doc, games: GameCatalog): void {
  const shared = doc.getMap<unknown>(SHARED_SETS);
  const sets = games.setsOf().filter((set) => !BUILT_IN.has(set.id) && !shared.has(set.id));
  if (sets.length === 0) return;
  doc.transact(() => {
    for (const set of sets) shared.set(set.id, gameSetToJson({ ...set, images: {} }));
  }, { sharedSets: true });
}

/** Keeps this browser's catalog and the doc's sets in step; returns the unsubscribe function. */
export function syncSharedSets(doc: Y.Doc, games: GameCatalog, onAdded: () => void): () => void {
  const map = doc.getMap<unknown>(SHARED_SETS);
  const update = () => {
    if (loadSharedSets(doc, games) > 0) onAdded();
  };
  map.observe(update);
  update();
  shareImportedSets(doc, games);
  return () => map.unobserve(update);
}
