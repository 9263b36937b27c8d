// Saving the table to a file and loading it back. A file is untrusted: it is checked whole
// before anything on the table changes, and every problem is reported. Files carry a version;
// an older file is migrated step by step to the current one, never refused for its age.
import * as Y from 'yjs';
import { z } from 'zod/mini';
import { metaOf, objectsOf, writeObject } from './doc';
import { log, type TableContext, transact } from './context';
import { META_KEYS, SCHEMA_VERSION } from './layout';
import { matInfoSchema } from './mat';
import { checkSavedGame, readSavedGame, savedGameSchema, writeSavedGame, type SavedGame } from './saveGame';
import { canonical, normalize, readTable } from './snapshot';
import { tableObjectSchema, type TableObject } from './schema';
import { issueText } from './issueText';

export const SAVE_FORMAT = 'fudaba-table';
/**
 * 1: objects, mat, seed, rolls.
 * 2: + the doc schema it was written with, and the game: game meta, the current match's records
 *    and rules events.
 */
export const SAVE_VERSION = 2;
/** Larger texts are refused before parsing (20,000 objects are a few megabytes). */
const MAX_TEXT_CHARS = 32_000_000;

const saveFileSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(SAVE_VERSION),
  /** The doc schema (SCHEMA_VERSION) of the build that wrote the file. */
  schema: z.int().check(z.gte(1), z.lte(SCHEMA_VERSION)),
  savedAt: z.optional(z.string().check(z.maxLength(40))),
  mat: z.optional(matInfoSchema),
  seed: z.int().check(z.nonnegative()),
  rolls: z.int().check(z.nonnegative()),
  objects: z.array(z.unknown()).check(z.maxLength(20_000)),
  /** Null on a free table. */
  game: z.nullable(savedGameSchema),
});

type FileJson = Record<string, unknown>;

/**
 * MIGRATIONS[v] turns a version-v file into a version-(v + 1) one. Only the shape changes; the
 * result is validated as a whole afterwards.
 */
const MIGRATIONS: Record<number, (file: FileJson) => FileJson> = {
  // Version 1 knew nothing of games: it becomes a free table, of the layout before the registry.
  1: (file) => ({ ...file, version: 2, schema: 1, game: null }),
};

export function migrateSave(file: FileJson): FileJson {
  let current = file;
  for (let version = current['version']; typeof version === 'number' && version < SAVE_VERSION; version = current['version']) {
    const step = MIGRATIONS[version];
    if (!step) break;
    current = step(current);
  }
  return current;
}

export class SaveFileError extends Error {
  override name = 'SaveFileError';
  constructor(readonly problems: string[]) {
    super(problems.slice(0, 5).join('; ') + (problems.length > 5 ? ` (+${problems.length - 5} more)` : ''));
  }
}

export function saveTable(doc: Y.Doc): string {
  const meta = metaOf(doc);
  const parsedMat = matInfoSchema.safeParse(meta.get(META_KEYS.mat));
  return JSON.stringify({
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    schema: SCHEMA_VERSION,
    savedAt: new Date().toISOString(),
    ...(parsedMat.success ? { mat: parsedMat.data } : {}),
    seed: numberOr(meta.get(META_KEYS.seed), 1),
    rolls: numberOr(meta.get(META_KEYS.rolls), 0),
    objects: canonical(readTable(doc)),
    game: readSavedGame(doc),
  }, null, 1);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
}

export interface ParsedSave {
  objects: TableObject[];
  seed: number;
  rolls: number;
  mat?: z.infer<typeof matInfoSchema>;
  /** The doc schema the file was written with (1 for a migrated version-1 file). */
  schema: number;
  game: SavedGame | null;
}

/** Checks a file's text completely; throws SaveFileError listing every problem. */
export function parseSaveFile(text: string): ParsedSave {
  if (text.length > MAX_TEXT_CHARS) throw new SaveFileError([`file: larger than ${MAX_TEXT_CHARS} characters`]);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SaveFileError([`not JSON: ${error instanceof Error ? error.message : String(error)}`]);
  }
  if (typeof json !== 'object' || json === null || (json as FileJson)['format'] !== SAVE_FORMAT) {
    throw new SaveFileError(['not a Fudaba table file (format is not "fudaba-table")']);
  }
  const version = (json as FileJson)['version'];
  if (typeof version === 'number' && Number.isInteger(version) && version > SAVE_VERSION) {
    throw new SaveFileError([`version: the file was saved by a newer Fudaba (file version ${version}, this one reads up to ${SAVE_VERSION})`]);
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new SaveFileError([`version: ${JSON.stringify(version) ?? 'missing'} is not a save file version (1 to ${SAVE_VERSION})`]);
  }
  const migrated = migrateSave(json as FileJson);
  const schema = migrated['schema'];
  if (typeof schema === 'number' && schema > SCHEMA_VERSION) {
    throw new SaveFileError([`schema: the file was saved by a newer Fudaba (doc schema ${schema}, this one reads up to ${SCHEMA_VERSION})`]);
  }
  const file = saveFileSchema.safeParse(migrated, { error: issueText });
  if (!file.success) {
    throw new SaveFileError(file.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`));
  }
  const checked = file.data.game ? checkSavedGame(file.data.game) : { game: null, problems: [] };
  const problems = [...checked.problems];
  const objects: TableObject[] = [];
  const seen = new Set<string>();
  file.data.objects.forEach((raw, index) => {
    const parsed = tableObjectSchema.safeParse(raw, { error: issueText });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push(`objects[${index}]${issue?.path.length ? '.' + issue.path.join('.') : ''}: ${issue?.message ?? 'invalid'}`);
      return;
    }
    if (seen.has(parsed.data.id)) problems.push(`objects[${index}]: duplicate id ${parsed.data.id}`);
    seen.add(parsed.data.id);
    objects.push(parsed.data);
  });
  if (problems.length > 0) throw new SaveFileError(problems);
  const normalized = normalize(new Map(objects.map((o) => [o.id, o])));
  return {
    objects: [...normalized.values()],
    seed: file.data.seed,
    rolls: file.data.rolls,
    ...(file.data.mat ? { mat: file.data.mat } : {}),
    schema: file.data.schema,
    game: checked.game,
  };
}

/** A save's objects are written this many to a transaction (each a peer verifies and applies in a short task). */
export const LOAD_BATCH = 250;

/**
 * Replaces the whole table with a parsed save: objects, mat, seed and rolls, and the game (a save
 * without one leaves a free table). A large save is written in transactions of LOAD_BATCH objects,
 * so each update a peer receives, verifies and applies is a short task; the first clears the table,
 * the last writes the meta, the game and the log line. Given the actor's undo manager, the batches
 * are one undo step (undo takes back the objects); a save of LOAD_BATCH objects or fewer is one
 * transaction either way.
 */
export function loadTable(ctx: TableContext, save: ParsedSave, undo?: Y.UndoManager): void {
  const batches = Math.max(1, Math.ceil(save.objects.length / LOAD_BATCH));
  const timeout = undo?.captureTimeout;
  undo?.stopCapturing();
  try {
    for (let batch = 0; batch < batches; batch++) {
      // Each later batch joins the undo step the first one opened.
      if (undo && batch > 0) undo.captureTimeout = Number.POSITIVE_INFINITY;
      transact(ctx, () => {
        const objects = objectsOf(ctx.doc);
        if (batch === 0) for (const key of [...objects.keys()]) objects.delete(key);
        for (const object of save.objects.slice(batch * LOAD_BATCH, (batch + 1) * LOAD_BATCH)) writeObject(ctx.doc, object);
        if (batch < batches - 1) return;
        const meta = metaOf(ctx.doc);
        meta.set(META_KEYS.seed, save.seed);
        meta.set(META_KEYS.rolls, save.rolls);
        if (save.mat) meta.set(META_KEYS.mat, save.mat);
        writeSavedGame(ctx.doc, save.game);
        log(ctx, 'load', { count: save.objects.length, ...(save.game ? { match: save.game.match } : {}) });
      });
    }
  } finally {
    if (undo && timeout !== undefined) {
      undo.captureTimeout = timeout;
      undo.stopCapturing();
    }
  }
}
