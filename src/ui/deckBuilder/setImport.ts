// Importing a card set from files: a JSON set file or a CSV of one game, plus optional image files
// named after card numbers. All or nothing: any error leaves the catalog as it was.
import { importCsvSet, type CsvSetMeta } from '../../cards/csvImport';
import { GAME_IDS, type GameCardBase, type GameCards, type GameId } from '../../cards/game';
import { GameCatalogError, type GameCatalog } from '../../cards/gameCatalog';
import { checkImageUrl, matchImageFiles } from '../../cards/images';
import { problem, type ImportProblem } from '../../cards/problems';
import { parseGameSetJson, type GameSet } from '../../cards/setFile';

export type SetFileFormat = 'json' | 'csv';

/** An image file chosen with the set; read only when it belongs to one of the set's cards. */
export interface ImageSource {
  name: string;
  dataUrl(): Promise<string>;
}

export interface SetImportRequest {
  text: string;
  format: SetFileFormat;
  /** For CSV: the game and the set's id and name (a CSV file holds cards only). */
  csv?: { game: GameId; meta: CsvSetMeta };
  images?: readonly ImageSource[];
}

export type SetImportOutcome =
  | { ok: true; set: GameSet; warnings: ImportProblem[] }
  | { ok: false; problems: ImportProblem[] };

/** JSON by extension, CSV/TSV/TXT by extension, otherwise by whether the text looks like an object. */
export function formatOf(fileName: string, text: string): SetFileFormat {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'json') return 'json';
  if (extension === 'csv' || extension === 'tsv' || extension === 'txt') return 'csv';
  return text.replace(/^\ufeff/, '').trimStart().startsWith('{') ? 'json' : 'csv';
}

/** A set id from a file name ("My Set v2.csv" → "my-set-v2"), made unique among the ids taken. */
export function suggestSetId(fileName: string, taken: (id: string) => boolean): string {
  const stem = fileName.replace(/\.[^.]*$/, '').normalize('NFKC').toLowerCase();
  const base = stem.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 28).replace(/-+$/, '') || 'my-set';
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}

function gamesOf(catalog: GameCatalog): GameCards<GameCardBase>[] {
  return GAME_IDS.flatMap((id) => {
    const game = catalog.gameOf(id);
    return game === undefined ? [] : [game];
  });
}

/** Parses the set file, attaches the images that belong to its cards, and adds it to the catalog. */
export async function importSet(request: SetImportRequest, catalog: GameCatalog): Promise<SetImportOutcome> {
  let parsed;
  if (request.format === 'json') parsed = parseGameSetJson(request.text, gamesOf(catalog));
  else {
    const game = request.csv === undefined ? undefined : catalog.gameOf(request.csv.game);
    if (game === undefined || request.csv === undefined) {
      return { ok: false, problems: [problem({ ja: 'CSV のゲームを選んでください', en: 'choose the game of the CSV file' })] };
    }
    parsed = importCsvSet(request.text, game, request.csv.meta);
  }
  if (!parsed.ok) return parsed;

  const warnings = [...parsed.warnings];
  const images: Record<string, string> = { ...parsed.set.images };
  const files = request.images ?? [];
  if (files.length > 0) {
    const matching = matchImageFiles(files.map((f) => f.name), parsed.set);
    warnings.push(...matching.problems);
    for (const match of matching.matches) {
      const file = files.find((f) => f.name === match.fileName);
      if (file === undefined) continue;
      let url: string;
      try {
        url = await file.dataUrl();
      } catch {
        warnings.push(problem({ ja: 'ファイルを読めなかったので使いません', en: 'the file could not be read; ignored' }, { file: file.name, card: match.number }, 'warning'));
        continue;
      }
      const checked = checkImageUrl(url);
      if (checked.ok) images[match.number] = checked.url;
      else warnings.push(problem(checked.reason, { file: file.name, card: match.number }, 'warning'));
    }
  }

  const set: GameSet = { ...parsed.set, images };
  try {
    catalog.add(set);
  } catch (error) {
    if (error instanceof GameCatalogError) return { ok: false, problems: [...warnings, problem(error.reason, { path: 'id' })] };
    throw error;
  }
  return { ok: true, set, warnings };
}
