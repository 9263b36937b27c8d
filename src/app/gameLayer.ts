// The four games' data (card schemas, faces, deck rules, mats) and their demo sets are a layer of
// their own: the table appears without waiting for them (a free table needs none), and they follow
// right after. A table that already holds a game waits for them, so its cards show at once.
import type { GameCatalog } from '../cards/gameCatalog';
import { loadCustomSets } from './customSets';

export async function fetchSetText(id: string): Promise<string> {
  const response = await fetch(`${import.meta.env.BASE_URL}assets/sets/${id}.json`);
  if (!response.ok) throw new Error(`card set ${id}: HTTP ${response.status}`);
  return response.text();
}

/** Registers the four games, then loads their demo sets and this browser's imported sets. */
export async function loadGameLayer(games: GameCatalog): Promise<void> {
  const { ALL_GAMES, DEMO_SETS } = await import('../cards/games');
  games.registerGames(ALL_GAMES);
  const texts = await Promise.all(Object.values(DEMO_SETS).filter((id) => !games.hasSet(id)).map(fetchSetText));
  for (const text of texts) {
    const result = games.loadJson(text);
    if (!result.ok) throw new Error(`demo set: ${result.problems.map((p) => p.reason).slice(0, 3).join('; ')}`);
  }
  // Sets this browser imported earlier (never fatal: a broken one is skipped with a warning).
  await loadCustomSets(games);
}
