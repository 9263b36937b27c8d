// What readUpdate reads out of real table changes, before they are applied: the policy decides
// on exactly these touches.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { appendSystemLog, metaOf, objectsOf, readTable, runCommand, type Seat, type TableObject } from '../../../../src/table';
import { claimSeat } from '../../../../src/net/seats';
import { readUpdate, type Touch } from '../../../../src/net/signed/touches';
import { copyOf, seatCtx, setUpDoc, updateOf } from './tableFixtures';
import { withoutDeletes } from './attacks';

function find(doc: Y.Doc, test: (o: TableObject) => boolean): TableObject {
  const found = [...readTable(doc).objects.values()].find(test);
  if (!found) throw new Error('no such object');
  return found;
}
const counterOf = (doc: Y.Doc, seat: Seat) => find(doc, (o) => o.kind === 'counter' && o.owner === seat);
const deckOf = (doc: Y.Doc, seat: Seat) => find(doc, (o) => o.kind === 'stack' && o.owner === seat);

/** A table, and a peer's copy of it as it was before the change under test. */
function table() {
  const doc = setUpDoc();
  return { doc, before: () => copyOf(doc) };
}

const kinds = (touches: Touch[]) => new Set(touches.map((t) => (t.kind === 'object' ? 'object' : t.kind === 'other' ? 'other' : `${t.kind}:${t.root}`)));

describe('readUpdate', () => {
  it('reads a map value replaced by an update without a delete set as a deletion of the value it replaces', () => {
    const doc = new Y.Doc();
    const holder = { playerId: 'a', name: 'A', color: '#123456', key: 'k'.repeat(43) };
    doc.getMap('seats').set('p1', holder);
    const peer = copyOf(doc);
    const update = withoutDeletes(updateOf(doc, () => doc.getMap('seats').set('p1', { ...holder, key: 'x'.repeat(43) })));
    expect(Y.decodeUpdate(update).ds.clients.size).toBe(0);
    const { touches } = readUpdate(peer, update);
    expect(touches).toContainEqual({ kind: 'map', root: 'seats', key: 'p1', deleted: true, value: holder });
    // Yjs does replace it there: the policy sees what the table will hold.
    Y.applyUpdate(peer, update);
    expect(peer.getMap('seats').get('p1')).toMatchObject({ key: 'x'.repeat(43) });
  });

  it('reads a move as field writes of that one object (new values, and the old ones deleted)', () => {
    const { doc, before } = table();
    const peer = before();
    const counter = counterOf(doc, 'p1');
    const update = updateOf(doc, () => expect(runCommand(seatCtx(doc, 'p1'), 'move', { id: counter.id, x: 10, y: 20 }).ok).toBe(true));
    const reading = readUpdate(peer, update);
    expect(reading.missing).toBe(false);
    expect(reading.malformed).toBe(false);
    expect(reading.touches.every((t) => t.kind === 'object' && t.id === counter.id && t.field !== null)).toBe(true);
    const written = reading.touches.filter((t) => t.kind === 'object' && !t.deleted);
    expect(written).toEqual(expect.arrayContaining([
      { kind: 'object', id: counter.id, field: 'x', deleted: false, value: 10 },
      { kind: 'object', id: counter.id, field: 'y', deleted: false, value: 20 },
    ]));
    expect(reading.touches).toContainEqual({ kind: 'object', id: counter.id, field: 'x', deleted: true, value: counter.x });
    // Its author: the writing doc's client, over the clock range of this change only.
    expect([...reading.clients.keys()]).toEqual([doc.clientID]);
    const range = reading.clients.get(doc.clientID)!;
    expect(range.from).toBe(Y.getState(peer.store, doc.clientID));
    expect(range.to).toBe(Y.getState(doc.store, doc.clientID));
  });

  it('reads a counter change as one field and its log line as an array append', () => {
    const { doc, before } = table();
    const peer = before();
    const counter = counterOf(doc, 'p2');
    const update = updateOf(doc, () => runCommand(seatCtx(doc, 'p1'), 'adjust', { id: counter.id, delta: -3 }));
    const { touches } = readUpdate(peer, update);
    expect(touches).toContainEqual({ kind: 'object', id: counter.id, field: 'value', deleted: false, value: 17 });
    expect(touches).toContainEqual(expect.objectContaining({ kind: 'array', root: 'log', deleted: false, value: expect.objectContaining({ seat: 'p1', op: 'counter' }) }));
    expect(kinds(touches)).toEqual(new Set(['object', 'array:log']));
  });

  it('reads a created object as the whole record set, with each of its fields', () => {
    const { doc, before } = table();
    const peer = before();
    let id = '';
    const update = updateOf(doc, () => {
      const result = runCommand(seatCtx(doc, 'p2'), 'create', { object: { kind: 'token', x: 5, y: 6, color: 'blue', count: 2 } });
      if (result.ok) id = result.value as string;
    });
    const { touches } = readUpdate(peer, update);
    expect(touches).toContainEqual(expect.objectContaining({ kind: 'object', id, field: null, deleted: false }));
    for (const [field, value] of Object.entries({ kind: 'token', x: 5, y: 6, color: 'blue', count: 2 })) {
      expect(touches).toContainEqual({ kind: 'object', id, field, deleted: false, value });
    }
    expect(touches).toContainEqual(expect.objectContaining({ kind: 'array', root: 'log', value: expect.objectContaining({ seat: 'p2', op: 'create' }) }));
    expect(touches.some((t) => t.kind !== 'other' && t.deleted)).toBe(false);
  });

  it('reads a deleted object as the record deleted, with the record as it was', () => {
    const { doc } = table();
    const result = runCommand(seatCtx(doc, 'p1'), 'create', { object: { kind: 'token', x: 5, y: 6, color: 'red', count: 1 } });
    const id = result.ok ? result.value as string : '';
    const peer = copyOf(doc);
    const update = updateOf(doc, () => runCommand(seatCtx(doc, 'p1'), 'delete', { ids: [id] }));
    const { touches } = readUpdate(peer, update);
    const record = touches.find((t) => t.kind === 'object' && t.field === null);
    expect(record).toMatchObject({ kind: 'object', id, deleted: true });
    // The value is the record's map as the reader's doc holds it.
    expect(record?.kind === 'object' && record.value instanceof Y.Map ? record.value.toJSON() : null).toMatchObject({ id, kind: 'token', color: 'red' });
    expect(touches.filter((t) => t.kind === 'object').every((t) => t.kind === 'object' && t.id === id && t.deleted)).toBe(true);
  });

  it('reads a drawn card out of a deck as changes of the card and of the deck', () => {
    const { doc, before } = table();
    const peer = before();
    const deck = deckOf(doc, 'p1');
    if (deck.kind !== 'stack') throw new Error('not a stack');
    const update = updateOf(doc, () => runCommand(seatCtx(doc, 'p1'), 'draw', { stack: deck.id, count: 1, seat: 'p1' }));
    const ids = new Set(readUpdate(peer, update).touches.flatMap((t) => (t.kind === 'object' ? [t.id] : [])));
    expect(ids.has(deck.order.at(-1)!)).toBe(true);
    expect(ids.has(deck.id)).toBe(true);
    // Nothing else: the other cards of the deck and the other seat's things are not touched.
    const other = deckOf(doc, 'p2');
    expect(ids.has(other.id)).toBe(false);
  });

  it('reads a system log append as an array touch speaking for the system', () => {
    const { doc, before } = table();
    const peer = before();
    const update = updateOf(doc, () => appendSystemLog(doc, 'note', { text: 'hi' }));
    expect(readUpdate(peer, update).touches).toEqual([
      { kind: 'array', root: 'log', deleted: false, value: expect.objectContaining({ seat: 'system', op: 'note', args: { text: 'hi' } }) },
    ]);
  });

  it('reads map writes (meta keys, seat claims) as map touches with their key and value', () => {
    const { doc, before } = table();
    const peer = before();
    const meta = updateOf(doc, () => metaOf(doc).set('game.p2', { setupId: 'x' }));
    expect(readUpdate(peer, meta).touches).toEqual([{ kind: 'map', root: 'meta', key: 'game.p2', deleted: false, value: { setupId: 'x' } }]);
    Y.applyUpdate(peer, meta);
    const holder = { playerId: 'pl1', name: 'Aki', color: '#123456', key: 'k'.repeat(43) };
    const seat = updateOf(doc, () => claimSeat(doc, 'p1', holder));
    expect(readUpdate(peer, seat).touches).toEqual([{ kind: 'map', root: 'seats', key: 'p1', deleted: false, value: holder }]);
    Y.applyUpdate(peer, seat);
    // Overwriting a key deletes the old value: both are read.
    const again = updateOf(doc, () => metaOf(doc).set('game.p2', { setupId: 'y' }));
    expect(readUpdate(peer, again).touches).toEqual([
      { kind: 'map', root: 'meta', key: 'game.p2', deleted: false, value: { setupId: 'y' } },
      { kind: 'map', root: 'meta', key: 'game.p2', deleted: true, value: { setupId: 'x' } },
    ]);
  });

  it('reads a roll as the die\'s fields and the meta roll counter', () => {
    const { doc, before } = table();
    const peer = before();
    const die = find(doc, (o) => o.kind === 'die');
    const touches = readUpdate(peer, updateOf(doc, () => runCommand(seatCtx(doc, 'p1'), 'roll', { ids: [die.id] }))).touches;
    expect(touches).toContainEqual({ kind: 'map', root: 'meta', key: 'rolls', deleted: false, value: 1 });
    expect(touches).toContainEqual({ kind: 'object', id: die.id, field: 'lastRoller', deleted: false, value: 'p1' });
  });

  it('reads anything nested deeper than the layout as "other", with its path', () => {
    const { doc } = table();
    const counter = counterOf(doc, 'p1');
    const object = objectsOf(doc).get(counter.id)!;
    let peer = copyOf(doc);
    // A shared type inside a field: the field write itself is an object touch …
    const nested = new Y.Map<unknown>();
    const inner = updateOf(doc, () => object.set('extra', nested));
    expect(readUpdate(peer, inner).touches).toEqual([{ kind: 'object', id: counter.id, field: 'extra', deleted: false, value: expect.any(Y.Map) }]);
    Y.applyUpdate(peer, inner);
    peer = copyOf(doc);
    // … and a write inside it is "other".
    const deep = updateOf(doc, () => nested.set('k', 1));
    expect(readUpdate(peer, deep).touches).toEqual([{ kind: 'other', path: `objects/${counter.id}/extra/k` }]);
    // A shared type under a meta key is read by its path too.
    const list = new Y.Array<number>();
    const under = updateOf(doc, () => doc.transact(() => {
      metaOf(doc).set('list', list);
      list.push([1]);
    }));
    expect(readUpdate(copyOf(doc), under).touches).toEqual([]); // a peer that has it: nothing new
    expect(readUpdate(peer, under).touches).toEqual(expect.arrayContaining([{ kind: 'other', path: 'meta/list/[]' }]));
  });

  it('reads an update that builds on structs the doc lacks as missing', () => {
    const { doc, before } = table();
    const peer = before();
    const counter = counterOf(doc, 'p1');
    updateOf(doc, () => runCommand(seatCtx(doc, 'p1'), 'setValue', { id: counter.id, value: 5 }));
    // This one overwrites the value the peer has not seen: its left neighbour is unknown there.
    const second = updateOf(doc, () => objectsOf(doc).get(counter.id)!.set('value', 6));
    expect(readUpdate(peer, second).missing).toBe(true);
    // A deletion of an item the peer has not seen is missing too.
    const token = runCommand(seatCtx(doc, 'p1'), 'create', { object: { kind: 'token', x: 0, y: 0, color: 'red', count: 1 } });
    const gone = updateOf(doc, () => objectsOf(doc).delete(token.ok ? token.value as string : ''));
    expect(readUpdate(peer, gone).missing).toBe(true);
  });

  it('reads nothing for changes the doc already holds: a replayed update, a deletion already made', () => {
    const { doc } = table();
    const peer = copyOf(doc);
    const counter = counterOf(doc, 'p1');
    const update = updateOf(doc, () => runCommand(seatCtx(doc, 'p1'), 'setValue', { id: counter.id, value: 9 }));
    Y.applyUpdate(peer, update);
    expect(readUpdate(peer, update).touches).toEqual([]);
    // Two peers delete the same object concurrently: the second deletion deletes nothing new.
    const other = copyOf(doc);
    const first = updateOf(other, () => objectsOf(other).delete(counter.id));
    const second = updateOf(doc, () => objectsOf(doc).delete(counter.id));
    Y.applyUpdate(peer, first);
    const reading = readUpdate(peer, second);
    expect(reading.touches).toEqual([]);
    expect(reading.missing).toBe(false);
  });

  it('reads an insert and its deletion in one update as no touch of the deleted item', () => {
    const { doc, before } = table();
    const peer = before();
    const update = updateOf(doc, () => doc.transact(() => {
      metaOf(doc).set('tmp', 1);
      metaOf(doc).delete('tmp');
    }));
    const reading = readUpdate(peer, update);
    expect(reading.touches.filter((t) => t.kind !== 'other' && t.deleted)).toEqual([]);
    expect(reading.missing).toBe(false);
  });
});
