import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  canonical, createUndoManager, draw, GENERIC_MAT, LOAD_BATCH, loadTable, metaOf, parseSaveFile, readLog, readMatInfo, readTable,
  roll, saveTable, SaveFileError, SCHEMA_VERSION, setupTable, shuffle, attach, type TableObject,
} from '../../../src/table';
import { add, addCard, allOfKind, makeCtx, writeRaw } from './helpers';

function busyTable() {
  const ctx = makeCtx('p1');
  setupTable(ctx, {
    mat: GENERIC_MAT, seed: 2024,
    seats: [{ seat: 'p1', deck: ['a:1', 'a:2', 'a:3', 'a:4'] }, { seat: 'p2', deck: ['b:1', 'b:2', 'b:3'] }],
  });
  const deck = allOfKind(ctx.doc, 'stack').find((s) => s.owner === 'p1')!.id;
  shuffle(ctx, { stack: deck });
  const [drawn] = draw(ctx, { stack: deck, count: 2 });
  attach(ctx, { id: allOfKind(ctx.doc, 'coin')[0]!.id, host: drawn! });
  roll(ctx, { ids: [allOfKind(ctx.doc, 'die')[0]!.id] });
  return ctx;
}

function expectSaveError(text: string): SaveFileError {
  try {
    parseSaveFile(text);
  } catch (error) {
    expect(error).toBeInstanceOf(SaveFileError);
    return error as SaveFileError;
  }
  throw new Error('expected parseSaveFile to throw');
}

function validFile(objects: unknown[]): string {
  return JSON.stringify({ format: 'fudaba-table', version: 1, seed: 1, rolls: 0, objects });
}

const card = (id: string, fields: Record<string, unknown> = {}) => ({
  id, kind: 'card', x: 0, y: 0, z: 1, ref: 'r:1', faceUp: false, rotation: 0, owner: null, stack: null, attachedTo: null, ...fields,
});

describe('saveTable / parseSaveFile', () => {
  it('round-trips: the parsed file holds exactly the snapshot, the seed, the roll counter and the mat', () => {
    const ctx = busyTable();
    const text = saveTable(ctx.doc);
    const json = JSON.parse(text) as Record<string, unknown>;
    expect(json).toMatchObject({ format: 'fudaba-table', version: 2, schema: SCHEMA_VERSION, seed: 2024, rolls: 2, game: null });
    expect(typeof json['savedAt']).toBe('string');
    const parsed = parseSaveFile(text);
    const byId = (a: TableObject, b: TableObject) => (a.id < b.id ? -1 : 1);
    expect(parsed.objects.sort(byId)).toEqual(canonical(readTable(ctx.doc)));
    expect(parsed).toMatchObject({ seed: 2024, rolls: 2, mat: { id: 'generic', width: 1700, height: 1300 } });
  });

  it('leaves invalid records out of the file', () => {
    const ctx = makeCtx();
    const ok = addCard(ctx);
    writeRaw(ctx.doc, 'junk', { kind: 'card', id: 'junk' });
    const parsed = parseSaveFile(saveTable(ctx.doc));
    expect(parsed.objects.map((o) => o.id)).toEqual([ok]);
    expect(parsed.mat).toBeUndefined();
  });

  it('rejects text that is not JSON', () => {
    const error = expectSaveError('{"format": "fudaba-table", ');
    expect(error.message).toMatch(/^not JSON: /);
    expect(error.problems).toHaveLength(1);
  });

  it('rejects JSON that is not a table file', () => {
    for (const text of ['{"hello": 1}', '[]', 'null', '"fudaba-table"', '42', '{"format": "other-app", "version": 1}']) {
      expect(expectSaveError(text).message).toBe('not a Fudaba table file (format is not "fudaba-table")');
    }
  });

  it('rejects a newer or unknown version and a broken header, listing each problem', () => {
    const newer = expectSaveError(JSON.stringify({ format: 'fudaba-table', version: 3, seed: 1, rolls: 0, objects: [] }));
    expect(newer.problems).toEqual([expect.stringMatching(/^version: the file was saved by a newer Fudaba/)]);
    const wrongVersion = expectSaveError(JSON.stringify({ format: 'fudaba-table', version: 0, seed: 1, rolls: 0, objects: [] }));
    expect(wrongVersion.problems).toEqual([expect.stringMatching(/^version: /)]);
    const broken = expectSaveError(JSON.stringify({ format: 'fudaba-table', version: 1, seed: -1, objects: {} }));
    expect(broken.problems.map((p) => p.split(':')[0]).sort()).toEqual(['objects', 'rolls', 'seed']);
    expect(broken.message).toContain('seed: ');
  });

  it('rejects bad object records, naming each by index and field', () => {
    const objects = [
      card('c0'),
      card('c1', { faceUp: 'no' }),
      card('c2'),
      card('c3', { x: 'far' }),
      { id: 'd', kind: 'dragon' },
      'not an object',
    ];
    const error = expectSaveError(validFile(objects));
    expect(error.problems).toEqual([
      expect.stringMatching(/^objects\[1\]\.faceUp: /),
      expect.stringMatching(/^objects\[3\]\.x: /),
      expect.stringMatching(/^objects\[4\]\.kind: /),
      expect.stringMatching(/^objects\[5\]: /),
    ]);
    expect(error.message).toContain('objects[3].x: ');
    expect(error.name).toBe('SaveFileError');
  });

  it('rejects duplicate ids', () => {
    const error = expectSaveError(validFile([card('a'), card('b'), card('a', { x: 5 })]));
    expect(error.problems).toEqual(['objects[2]: duplicate id a']);
  });

  it('summarises long problem lists in the message and keeps them all in problems', () => {
    const objects = Array.from({ length: 8 }, (_, i) => card(`c${i}`, { z: 0.5 }));
    const error = expectSaveError(validFile(objects));
    expect(error.problems).toHaveLength(8);
    expect(error.message).toMatch(/\(\+3 more\)$/);
  });

  it('accepts a consistent-but-odd file and normalizes its references', () => {
    const parsed = parseSaveFile(validFile([
      card('a', { stack: 's' }),
      card('b', { stack: 's' }),
      card('c', { attachedTo: 'c' }),
      { id: 's', kind: 'stack', x: 0, y: 0, z: 0, order: ['b', 'ghost', 'b'], faceUp: false, layout: 'neat', owner: null, name: '' },
    ]));
    const byId = new Map(parsed.objects.map((o) => [o.id, o]));
    expect(byId.get('s')).toMatchObject({ order: ['b'] });
    expect(byId.get('a')).toMatchObject({ stack: null });
    expect(byId.get('c')).toMatchObject({ attachedTo: null });
  });
});

describe('loadTable', () => {
  it('replaces the whole table, the seed, the counter and the mat, in one undoable step', () => {
    const source = busyTable();
    const saved = parseSaveFile(saveTable(source.doc));
    const ctx = makeCtx('p2');
    const before = addCard(ctx);
    add(ctx, { kind: 'token', x: 0, y: 0, color: 'red', count: 1 });
    metaOf(ctx.doc).set('seed', 5);
    const undo = createUndoManager(ctx.doc, ctx.actor.origin);
    loadTable(ctx, saved);
    expect(canonical(readTable(ctx.doc))).toEqual(canonical(readTable(source.doc)));
    expect(readTable(ctx.doc).objects.has(before)).toBe(false);
    expect(metaOf(ctx.doc).get('seed')).toBe(2024);
    expect(metaOf(ctx.doc).get('rolls')).toBe(2);
    expect(readMatInfo(ctx.doc).id).toBe('generic');
    expect(readLog(ctx.doc).entries.at(-1)).toMatchObject({ op: 'load', seat: 'p2', args: { count: saved.objects.length } });
    undo.undo();
    expect([...readTable(ctx.doc).objects.keys()]).toHaveLength(2);
    expect(readTable(ctx.doc).objects.has(before)).toBe(true);
  });

  it('writes a large save in transactions of LOAD_BATCH objects, still one undo step', () => {
    const objects = Array.from({ length: LOAD_BATCH * 2 + 5 }, (_, i) => card(`c${i}`, { x: i, z: i }));
    const saved = parseSaveFile(validFile(objects));
    const ctx = makeCtx('p1');
    const before = addCard(ctx);
    const undo = createUndoManager(ctx.doc, ctx.actor.origin);
    const peer = new Y.Doc();
    Y.applyUpdate(peer, Y.encodeStateAsUpdate(ctx.doc));
    const updates: Uint8Array[] = [];
    ctx.doc.on('update', (update: Uint8Array) => updates.push(update));
    loadTable(ctx, saved, undo);
    expect(updates).toHaveLength(3);
    expect(readTable(ctx.doc).objects.size).toBe(objects.length);
    expect(readTable(ctx.doc).objects.has(before)).toBe(false);
    // A peer applying the updates one by one ends with the same table.
    for (const update of updates) Y.applyUpdate(peer, update);
    expect(canonical(readTable(peer))).toEqual(canonical(readTable(ctx.doc)));
    expect(readLog(ctx.doc).entries.filter((e) => e.op === 'load')).toHaveLength(1);
    expect(undo.undoStack).toHaveLength(1);
    undo.undo();
    expect([...readTable(ctx.doc).objects.keys()]).toEqual([before]);
    // The manager goes back to one step per transaction afterwards.
    addCard(ctx);
    addCard(ctx);
    expect(undo.undoStack).toHaveLength(2);
  });

  it('a loaded table saves to the same objects again', () => {
    const source = busyTable();
    const ctx = makeCtx();
    loadTable(ctx, parseSaveFile(saveTable(source.doc)));
    const again = parseSaveFile(saveTable(ctx.doc));
    const doc = new Y.Doc();
    loadTable({ doc, actor: ctx.actor }, again);
    expect(canonical(readTable(doc))).toEqual(canonical(readTable(source.doc)));
  });
});
