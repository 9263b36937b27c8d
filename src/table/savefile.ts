// Saving the table to a file and loading it back. A file is untrusted: it is checked whole
// before anything on the table changes, and every problem is reported.
import * as Y from 'yjs';
import { z } from 'zod';
import { metaOf, objectsOf, writeObject } from './doc';
import { log, type TableContext, transact } from './context';
import { matInfoSchema } from './mat';
import { canonical, normalize, readTable } from './snapshot';
import { tableObjectSchema, type TableObject } from './schema';

export const SAVE_FORMAT = 'fudaba-table';
export const SAVE_VERSION = 1;

const saveFileSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(SAVE_VERSION),
  savedAt: z.string().optional(),
  mat: matInfoSchema.optional(),
  seed: z.number().int().nonnegative(),
  rolls: z.number().int().nonnegative(),
  objects: z.array(z.unknown()).max(20_000),
});

export class SaveFileError extends Error {
  override name = 'SaveFileError';
  constructor(readonly problems: string[]) {
    super(problems.slice(0, 5).join('; ') + (problems.length > 5 ? ` (+${problems.length - 5} more)` : ''));
  }
}

export function saveTable(doc: Y.Doc): string {
  const meta = metaOf(doc);
  const parsedMat = matInfoSchema.safeParse(meta.get('mat'));
  return JSON.stringify({
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    savedAt: new Date().toISOString(),
    ...(parsedMat.success ? { mat: parsedMat.data } : {}),
    seed: numberOr(meta.get('seed'), 1),
    rolls: numberOr(meta.get('rolls'), 0),
    objects: canonical(readTable(doc)),
  }, null, 1);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
}

export interface ParsedSave { objects: TableObject[]; seed: number; rolls: number; mat?: z.infer<typeof matInfoSchema> }

/** Checks a file's text completely; throws SaveFileError listing every problem. */
export function parseSaveFile(text: string): ParsedSave {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SaveFileError([`not JSON: ${error instanceof Error ? error.message : String(error)}`]);
  }
  if (typeof json !== 'object' || json === null || (json as Record<string, unknown>)['format'] !== SAVE_FORMAT) {
    throw new SaveFileError(['not a Fudaba table file (format is not "fudaba-table")']);
  }
  const file = saveFileSchema.safeParse(json);
  if (!file.success) {
    throw new SaveFileError(file.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`));
  }
  const problems: string[] = [];
  const objects: TableObject[] = [];
  const seen = new Set<string>();
  file.data.objects.forEach((raw, index) => {
    const parsed = tableObjectSchema.safeParse(raw);
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
  };
}

/** Replaces the whole table with a parsed save, in one (undoable) transaction. */
export function loadTable(ctx: TableContext, save: ParsedSave): void {
  transact(ctx, () => {
    const objects = objectsOf(ctx.doc);
    for (const key of [...objects.keys()]) objects.delete(key);
    for (const object of save.objects) writeObject(ctx.doc, object);
    const meta = metaOf(ctx.doc);
    meta.set('seed', save.seed);
    meta.set('rolls', save.rolls);
    if (save.mat) meta.set('mat', save.mat);
    log(ctx, 'load', { count: save.objects.length });
  });
}
