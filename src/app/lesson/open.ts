// Reading a scenario file for the app: the four games' data and their rules modules load first,
// then loadScenario checks the whole file against the loaded sets. Nothing on the table changes here.
import type { GameCatalog } from '../../cards/gameCatalog';
import { loadScenario, type LoadedScenario, type ScenarioProblem } from '../../rules/core/scenario';
import { loadRules, type RulesLookup } from '../rulesAssist';
import type { TableSession } from '../session';

export type LessonRead = { ok: true; scenario: LoadedScenario; rulesFor: RulesLookup } | { ok: false; problems: ScenarioProblem[] };

/** Files larger than this are refused before parsing (a scenario is a few kilobytes). */
export const MAX_FILE_BYTES = 2_000_000;

/** Checks a scenario (its text, or a parsed bundled file) against this browser's sets. */
export function readScenario(source: unknown, games: GameCatalog, rulesFor: RulesLookup): LessonRead {
  if (typeof source === 'string' && source.length > MAX_FILE_BYTES) {
    return { ok: false, problems: [{ path: '', message: { ja: 'ファイルが大きすぎます', en: 'the file is too large for a scenario' } }] };
  }
  try {
    const loaded = loadScenario(source, { catalog: games, rules: { rulesFor } });
    return loaded.ok ? { ok: true, scenario: loaded.scenario, rulesFor } : loaded;
  } catch (error) {
    // A file no check foresaw must still never take the app down.
    const text = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ path: '', message: { ja: `読み込めません: ${text}`, en: `cannot be read: ${text}` } }] };
  }
}

/** Waits for the game layer and the rules modules, then reads the scenario. */
export async function readLesson(session: TableSession, source: unknown): Promise<LessonRead> {
  const [, rulesFor] = await Promise.all([session.gameLayer(), loadRules()]);
  return readScenario(source, session.games, rulesFor);
}
