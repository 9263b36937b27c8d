// Attack #7 of issue 28 (an honest Load split the room): a change written in several transactions
// is judged here, before anything is written, transaction by transaction as the peers would.
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { prejudge } from '../../../../src/net/signed/prejudge';
import { LOAD_BATCH, loadTable, objectsOf, parseSaveFile, saveTable } from '../../../../src/table';
import { ROOT } from '../../../../src/table/layout';

const KEY1 = 'a'.repeat(43);
const KEY2 = 'b'.repeat(43);
const holder = (key: string) => ({ playerId: `pl-${key[0]}`, name: 'N', color: '#123456', key });

function put(doc: Y.Doc, id: string, record: Record<string, unknown>): void {
  const map = new Y.Map<unknown>();
  for (const [k, v] of Object.entries({ id, ...record })) map.set(k, v);
  objectsOf(doc).set(id, map);
}

/** A room's table: both seats held, P2 with a sealed hand card and its HP, a public token. */
function roomTable(withHiddenCard: boolean): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => {
    doc.getMap(ROOT.seats.name).set('p1', holder(KEY1));
    doc.getMap(ROOT.seats.name).set('p2', holder(KEY2));
    put(doc, 'hp2', { kind: 'counter', x: 0, y: 0, z: 1, label: 'HP', value: 20, owner: 'p2' });
    put(doc, 'tok', { kind: 'token', x: 10, y: 10, z: 2, color: '#e0a040', count: 1 });
    if (withHiddenCard) put(doc, 'hand2', { kind: 'card', x: 50, y: 50, z: 3, ref: '', sealed: { seat: 'p2', iv: 'i'.repeat(16), ct: 'x' }, faceUp: false, rotation: 0, owner: 'p2', stack: null, attachedTo: null });
  });
  return doc;
}

/** A save of `n` public tokens (more than one Load batch when n > LOAD_BATCH). */
function tokenSave(n: number): ReturnType<typeof parseSaveFile> {
  const file = JSON.parse(saveTable(new Y.Doc())) as Record<string, unknown>;
  const objects = Array.from({ length: n }, (_, i) => ({ id: `tk-${i}`, kind: 'token', x: i, y: 0, z: i, color: '#e0a040', count: 1 }));
  return parseSaveFile(JSON.stringify({ ...file, objects, game: null }));
}

const loadAs = (save: ReturnType<typeof parseSaveFile>) => (copy: Y.Doc) => loadTable({ doc: copy, actor: { seat: 'p1', origin: {} } }, save);

describe('prejudge: a Load in a room is judged before it is written', () => {
  it('a Load of a save holding the other seat\'s sealed cards (a room\'s own save) is refused up front, naming it, and writes nothing', () => {
    const table = roomTable(true);
    // The room saved mid-game, with more tokens than one batch.
    const saved = JSON.parse(saveTable(table)) as { objects: { id: string }[] };
    expect(saved.objects.map((o) => o.id)).toContain('hand2');
    saved.objects.push(...Array.from({ length: LOAD_BATCH + 10 }, (_, i) => ({ id: `tk-${i}`, kind: 'token', x: i, y: 0, z: 10 + i, color: '#e0a040', count: 1 })));
    const before = Y.encodeStateVector(table);
    const verdict = prejudge(table, { role: 'p1', key: KEY1 }, loadAs(parseSaveFile(JSON.stringify(saved))));
    expect(verdict).toMatchObject({ ok: false, refusal: { of: 'p2', what: 'hand2' } });
    expect(Y.encodeStateVector(table)).toEqual(before);
    expect(objectsOf(table).size).toBe(3);
  });

  it('a Load that sweeps the table, the other seat\'s hidden card included, passes as the new table it is', () => {
    const table = roomTable(true);
    expect(prejudge(table, { role: 'p1', key: KEY1 }, loadAs(tokenSave(LOAD_BATCH + 10)))).toEqual({ ok: true, transactions: 2 });
  });

  it('a Load over a table of public things passes in every one of its batches', () => {
    const table = roomTable(false);
    expect(prejudge(table, { role: 'p1', key: KEY1 }, loadAs(tokenSave(LOAD_BATCH * 2 + 1)))).toEqual({ ok: true, transactions: 3 });
    expect(objectsOf(table).size).toBe(2);
  });

  it('a spectator\'s Load is refused as a spectator\'s', () => {
    const verdict = prejudge(roomTable(false), { role: 'spectator', key: 'c'.repeat(43) }, loadAs(tokenSave(3)));
    expect(verdict).toMatchObject({ ok: false, refusal: { code: 'spectator' } });
  });
});
