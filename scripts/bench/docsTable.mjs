// The benchmark's table in docs/benchmarks.md, between <!-- bench:table --> and <!-- /bench:table -->:
// the lines above the table (when and where a full run ran), the table of figures, the section
// "Each part's run" (one line per part: when, how long, its limit, the 1-minute load before and
// after, its result) and the chunk list of the first load. Every edit replaces only what it names,
// so a part's rows can be written as soon as the part ends, and `--only=…` runs keep the others.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const START = '<!-- bench:table -->';
export const END = '<!-- /bench:table -->';
const TABLE_HEADER = ['| Figure | Measured | Goal | |', '|---|---|---|---|'];
export const PARTS_HEADING = "### Each part's run (time, limit, machine load)";
const PARTS_HEADER = ['| Part | Run | Took | Limit | Load (1 min) before → after | Result |', '|---|---|---|---|---|---|'];
const CHUNKS_HEADING = '### JavaScript chunks of the first load (this run)';

/** A table row. @param {string[]} cells */
export const rowLine = (cells) => `| ${cells.join(' | ')} |`;

/** A row's cells. @param {string} line */
export const cellsOf = (line) => line.slice(2, -2).split(' | ');

/**
 * Reads `doc` (or `intro` and an empty block when it has none), lets `edit` change the block's
 * lines (the first is empty: the rest of the START line), and writes it back.
 * @param {string} doc @param {string} intro @param {(lines: string[]) => void} edit
 */
export function editDoc(doc, intro, edit) {
  let text = existsSync(doc) ? readFileSync(doc, 'utf8') : `${intro}${START}\n${END}\n`;
  if (text.indexOf(START) < 0 || text.indexOf(END) < text.indexOf(START)) text = `${text.trimEnd()}\n\n${START}\n${END}\n`;
  const a = text.indexOf(START) + START.length;
  const b = text.indexOf(END);
  const lines = text.slice(a, b).split('\n');
  edit(lines);
  writeFileSync(doc, `${text.slice(0, a)}${lines.join('\n')}${text.slice(b)}`);
}

/** [start, end) of the figures table (its header included), adding an empty one when missing. @param {string[]} lines */
function figuresTable(lines) {
  let start = lines.findIndex((l) => l.startsWith('|'));
  if (start < 0) {
    const heading = lines.findIndex((l) => l.startsWith('### '));
    start = heading < 0 ? lines.length : heading;
    lines.splice(start, 0, ...TABLE_HEADER, '');
  }
  let end = start;
  while (end < lines.length && lines[end].startsWith('|')) end++;
  return { start, end };
}

/** [start, end) of the table under `heading`, or null. @param {string[]} lines @param {string} heading */
function tableUnder(lines, heading) {
  const at = lines.indexOf(heading);
  if (at < 0) return null;
  let start = at + 1;
  while (start < lines.length && !lines[start].startsWith('|') && !lines[start].startsWith('### ')) start++;
  if (start >= lines.length || !lines[start].startsWith('|')) return null;
  let end = start;
  while (end < lines.length && lines[end].startsWith('|')) end++;
  return { start, end };
}

/**
 * Puts `rows` in place of the table's lines `isOurs` picks (where the first of them was), or, when
 * there are none, before the first line `isLater` picks, else at the table's end.
 * @param {string[]} lines @param {{ start: number, end: number }} table @param {string[]} rows
 * @param {(line: string) => boolean} isOurs @param {(line: string) => boolean} isLater
 */
function putRows(lines, { start, end }, rows, isOurs, isLater) {
  const body = lines.slice(start + 2, end);
  const first = body.findIndex(isOurs);
  const kept = body.filter((line) => !isOurs(line));
  const later = kept.findIndex(isLater);
  const at = first >= 0 ? first : later >= 0 ? later : kept.length;
  kept.splice(at, 0, ...rows);
  lines.splice(start + 2, end - start - 2, ...kept);
}

/**
 * A part's rows in the figures table. @param {string[]} lines @param {string[][]} rows
 * @param {(line: string) => boolean} isOurs @param {(line: string) => boolean} isLater rows of the parts after it
 */
export function putFigureRows(lines, rows, isOurs, isLater) {
  putRows(lines, figuresTable(lines), rows.map(rowLine), isOurs, isLater);
}

/**
 * A part without figures ("timed out", "failed: …"): its rows keep their names and goals, with
 * `measured` and `result` instead of the figures; when it has none, one row named `title`.
 * @param {string[]} lines @param {(line: string) => boolean} isOurs @param {(line: string) => boolean} isLater
 * @param {{ title: string, measured: string, result: string }} mark
 */
export function markFigureRows(lines, isOurs, isLater, { title, measured, result }) {
  const table = figuresTable(lines);
  const ours = lines.slice(table.start + 2, table.end).filter(isOurs);
  const rows = ours.length > 0 ? ours.map((line) => [cellsOf(line)[0], measured, cellsOf(line)[2] ?? '', result]) : [[title, measured, '', result]];
  putRows(lines, table, rows.map(rowLine), isOurs, isLater);
}

/**
 * A part's line in "Each part's run", the section made after the figures table when missing.
 * @param {string[]} lines @param {string} id @param {string[]} cells after the part's id
 * @param {(id: string) => boolean} isLaterId parts listed after it
 */
export function putPartLine(lines, id, cells, isLaterId) {
  let table = tableUnder(lines, PARTS_HEADING);
  if (!table) {
    const { end } = figuresTable(lines);
    lines.splice(end, 0, '', PARTS_HEADING, '', ...PARTS_HEADER);
    table = { start: end + 3, end: end + 5 };
  }
  const idOf = (/** @type {string} */ line) => /^\| `([^`]+)` \|/.exec(line)?.[1] ?? '';
  putRows(lines, table, [rowLine([`\`${id}\``, ...cells])], (line) => idOf(line) === id, (line) => isLaterId(idOf(line)));
}

/** Replaces the chunk list (bundle.mjs chunkList's text) or adds it at the block's end. @param {string[]} lines @param {string} text */
export function putChunks(lines, text) {
  const at = lines.indexOf(CHUNKS_HEADING);
  let end = at < 0 ? lines.length : lines.findIndex((l, i) => i > at && l.startsWith('### '));
  if (end < 0) end = lines.length;
  const start = at < 0 ? lines.length : at;
  const fresh = text.split('\n');
  while (fresh[0] === '') fresh.shift();
  while (fresh.length > 0 && fresh[fresh.length - 1] === '') fresh.pop();
  if (at < 0) {
    while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    lines.push('', ...fresh, '', '');
    return;
  }
  lines.splice(start, end - start, ...fresh, ...(end < lines.length ? [''] : ['', '']));
}

/** The lines above the figures table. @param {string[]} lines @param {string[]} meta */
export function putMeta(lines, meta) {
  const { start } = figuresTable(lines);
  lines.splice(0, start, '', ...meta.flatMap((m) => [m, '']));
}
