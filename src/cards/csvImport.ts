// Card sets from CSV (one card per row, a header row naming the columns). Every problem names the
// file's line, the column and the reason; a file with any error imports nothing.
import Papa from 'papaparse';
import { cardNumberKey } from './cardNumber';
import type { GameCatalog } from './gameCatalog';
import { CSV_LAYOUTS } from './csvLayouts';
import type { CsvLayout, GameCardBase, GameCards, GameId, Localized } from './game';
import { checkImageUrl } from './imageUrl';
import { describeIssue, formatPath, hasErrors, problem, type ImportProblem } from './problems';
import { checkCard, duplicateNumberReason, setIdSchema, setNameSchema, sortByLine, unknownGameReason, type GameSet, type SetImportResult } from './setFile';
import { textPositions } from './textPosition';

/** Card image URL; read even when the game's layout does not list it. */
export const IMAGE_COLUMN = 'image';

export interface CsvSetMeta {
  id: string;
  name: Localized;
}

/** The header line of a CSV template for the game, columns in documented order. */
export function csvTemplate(game: GameCards<GameCardBase>, layout: CsvLayout = CSV_LAYOUTS[game.game]): string {
  return `${Papa.unparse([layout.columns.map((c) => c.name)])}\n`;
}

/** Header cells are matched loosely: full-width, spaces and letter case do not matter. */
function headerKey(cell: string): string {
  return cell.normalize('NFKC').trim().toLowerCase();
}

/** "nameEn" → "name_en", so a card field can be traced back to its column. */
function snakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * Skips the lines papaparse skips as empty (only spaces, delimiters and empty quoted cells, as
 * spreadsheets write below the data), giving where the next row's text starts.
 */
function skipEmptyRows(text: string, offset: number, delimiter: string): number {
  const emptyRow = new RegExp(`^(?:[^\\S\\r\\n]|${delimiter === '\t' ? '\\t' : delimiter}|"[^\\S\\r\\n]*")*(?:\\r\\n|\\r|\\n)`);
  let pos = offset;
  for (;;) {
    const match = emptyRow.exec(text.slice(pos, pos + 4096));
    if (match === null) return pos;
    pos += match[0].length;
  }
}

/** Where the row starting at `offset` ends (after its line break); line breaks inside quotes do not count. */
function endOfFirstRow(text: string, offset: number): number {
  let quoted = false;
  for (let i = offset; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '\n') return i + 1;
    else if (!quoted && c === '\r') return text[i + 1] === '\n' ? i + 2 : i + 1;
  }
  return text.length;
}

function quoteProblemReason(code: string): Localized {
  return code === 'MissingQuotes'
    ? { ja: '" で始めたセルが閉じられていません（" の数を確認してください）', en: 'a quoted cell is never closed (check the " marks)' }
    : { ja: '" で閉じたセルの後に文字があります（セル内の " は "" と書きます）', en: 'text follows the closing " of a quoted cell (write " inside a cell as "")' };
}

interface Header {
  /** Cells of the header row as written (trimmed). */
  cells: string[];
  /** Canonical column name for each header cell. */
  names: string[];
  /** Offset where the first data row may start. */
  end: number;
  /** 1-based line of the header row. */
  line: number;
}

/** Imports a CSV card set for one game; never throws. */
export function importCsvSet<Card extends GameCardBase>(
  csv: string, game: GameCards<Card>, meta: CsvSetMeta, layout: CsvLayout = CSV_LAYOUTS[game.game],
): SetImportResult<Card> {
  const text = csv.charCodeAt(0) === 0xfeff ? csv.slice(1) : csv;
  const lineOf = textPositions(text);
  const problems: ImportProblem[] = [];

  const idCheck = setIdSchema.safeParse(meta.id);
  if (!idCheck.success) problems.push(problem(describeIssue(idCheck.error.issues[0]!, meta.id), { path: 'id' }));
  const nameCheck = setNameSchema.safeParse(meta.name);
  if (!nameCheck.success) {
    for (const issue of nameCheck.error.issues) problems.push(problem(describeIssue(issue, meta.name), { path: `name.${formatPath(issue.path)}` }));
  }

  if (text.trim() === '') return { ok: false, problems: [...problems, problem({ ja: 'ファイルが空です', en: 'the file is empty' })] };

  // A header row with a tab and no comma is tab-separated (pasted from a spreadsheet).
  const headerStart = skipEmptyRows(text, 0, ',');
  const firstLine = text.slice(headerStart).split(/\r\n|\r|\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  const headerEnd = endOfFirstRow(text, headerStart);
  const headerParse = Papa.parse<string[]>(text.slice(headerStart, headerEnd), { delimiter, preview: 1 });
  const known = new Map(layout.columns.map((c) => [headerKey(c.name), c.name]));
  const cells = (headerParse.data[0] ?? []).map((cell) => cell.trim());
  const header: Header = {
    cells,
    names: cells.map((cell) => known.get(headerKey(cell)) ?? (headerKey(cell) === IMAGE_COLUMN ? IMAGE_COLUMN : cell)),
    end: headerEnd,
    line: lineOf(headerStart).line,
  };

  problems.push(...checkHeader(header, game, layout));
  if (hasErrors(problems)) return { ok: false, problems };

  const columnIndex = new Map(header.names.map((name, i) => [name, i + 1]));
  const columnOfField = (field: PropertyKey | undefined): { column?: string; columnIndex?: number } => {
    if (typeof field !== 'string') return {};
    for (const candidate of [field, snakeCase(field)]) {
      const name = known.get(headerKey(candidate));
      if (name !== undefined) return { column: name, columnIndex: columnIndex.get(name) };
    }
    return {};
  };

  const cards: Card[] = [];
  const images: Record<string, string> = {};
  const lineByNumber = new Map<string, number>();
  let rowEnd = header.end;
  let rows = 0;

  // Unnamed columns get placeholder keys so that papaparse does not rename them.
  const rowKeys = header.names.map((name, i) => (name === '' ? `\u0000${i + 1}` : name));
  Papa.parse<Record<string, string | string[] | undefined>>(text.slice(headerStart), {
    delimiter,
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (_cell, index) => rowKeys[index] ?? '',
    step: (result) => {
      rows++;
      const rowStart = skipEmptyRows(text, rowEnd, delimiter);
      rowEnd = headerStart + result.meta.cursor;
      const line = lineOf(rowStart).line;
      const data = result.data;
      const cell = (name: string): string => {
        const value = data[name];
        return typeof value === 'string' ? value.trim() : '';
      };
      const number = cell('number');
      const card = number === '' ? undefined : number;

      const seen = new Set<string>();
      for (const error of result.errors) {
        const key = `${error.code}:${String(error.index)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (error.type === 'Quotes') {
          const errorLine = error.index === undefined ? line : lineOf(headerStart + error.index).line;
          problems.push(problem(quoteProblemReason(error.code), { line: Math.max(line, errorLine), card }));
        } else if (error.code === 'TooManyFields') {
          const extra = Array.isArray(data.__parsed_extra) ? data.__parsed_extra.length : 1;
          problems.push(problem(
            { ja: `セルが${extra}個多すぎます（見出しは${header.cells.length}列です。セル内の , は "…" で囲みます）`, en: `${extra} cell${extra > 1 ? 's' : ''} more than the ${header.cells.length} header columns (quote cells that contain a comma)` },
            { line, card, columnIndex: header.cells.length + 1 },
          ));
        } else if (error.code === 'TooFewFields') {
          problems.push(problem({ ja: '見出しより列が少ない行です（足りない列は空欄として読みます）', en: 'the row has fewer cells than the header; the missing ones count as empty' }, { line, card }, 'warning'));
        }
      }

      const row: Record<string, string> = {};
      for (const column of layout.columns) row[column.name] = cell(column.name);
      let raw: unknown;
      try {
        raw = layout.fromCsvRow(row);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        problems.push(problem({ ja: `この行を読めません: ${message}`, en: `cannot read this row: ${message}` }, { line, card }));
        return;
      }
      const checked = checkCard(raw, game);
      if (checked.ok) cards.push(checked.card);
      else {
        for (const issue of checked.issues) {
          const path = formatPath(issue.path);
          problems.push(problem(issue.reason, { line, card, ...columnOfField(issue.path[0]), path: path === '' ? undefined : path }));
        }
      }

      if (number !== '') {
        const key = cardNumberKey(number);
        const first = lineByNumber.get(key);
        if (first !== undefined) problems.push(problem(duplicateNumberReason(number, first), { line, card, column: 'number', columnIndex: columnIndex.get('number') }));
        else lineByNumber.set(key, line);
      }

      const image = cell(IMAGE_COLUMN);
      if (image !== '') {
        const checkedUrl = checkImageUrl(image);
        if (!checkedUrl.ok) problems.push(problem(checkedUrl.reason, { line, card, column: IMAGE_COLUMN, columnIndex: columnIndex.get(IMAGE_COLUMN) }));
        else if (number !== '') images[number] = checkedUrl.url;
      }
    },
  });

  if (rows === 0) problems.push(problem({ ja: 'カードの行がありません（見出しの行だけです）', en: 'no card rows (only the header)' }, { line: header.line }));
  if (hasErrors(problems) || !idCheck.success || !nameCheck.success) return { ok: false, problems: sortByLine(problems) };
  const set: GameSet<Card> = { id: idCheck.data, game: game.game, name: nameCheck.data, cards, images };
  return { ok: true, set, warnings: sortByLine(problems) };
}

/** Missing required and duplicated columns are errors; unknown and unnamed columns are warnings. */
function checkHeader(header: Header, game: GameCards<GameCardBase>, layout: CsvLayout): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const line = header.line;
  const firstIndex = new Map<string, number>();
  header.names.forEach((name, i) => {
    const place = { line, column: header.cells[i] || undefined, columnIndex: i + 1 };
    if (name === '') {
      problems.push(problem({ ja: '見出しのない列は読み飛ばします', en: 'a column without a header is ignored' }, place, 'warning'));
      return;
    }
    const first = firstIndex.get(name);
    if (first !== undefined) {
      problems.push(problem({ ja: `列 ${name} が2回あります（${first}列目にもあります）`, en: `column ${name} appears twice (also column ${first})` }, place));
      return;
    }
    firstIndex.set(name, i + 1);
    if (name !== IMAGE_COLUMN && !layout.columns.some((c) => c.name === name)) {
      problems.push(problem({ ja: `${game.name.ja} にはない列なので読み飛ばします`, en: `not a ${game.name.en} column; ignored` }, place, 'warning'));
    }
  });
  for (const column of layout.columns) {
    if (column.required && !firstIndex.has(column.name)) {
      problems.push(problem({ ja: `必須の列 ${column.name} がありません`, en: `the required column ${column.name} is missing` }, { line, column: column.name }));
    }
  }
  return problems;
}

/** Imports a CSV set of one game into a catalog (all or nothing). */
export function loadCsvInto(catalog: GameCatalog, text: string, game: GameId, meta: CsvSetMeta, layout: CsvLayout = CSV_LAYOUTS[game]): SetImportResult {
  const cards = catalog.gameOf(game);
  if (cards === undefined) return { ok: false, problems: [problem(unknownGameReason(game, catalog.knownGames()))] };
  return catalog.addImported(importCsvSet(text, cards, meta, layout));
}
