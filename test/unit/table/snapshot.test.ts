import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as Y from 'yjs';
import {
  attachmentsOf, canonical, objectsOf, parseObject, readTable, worldPosition, writeObject, type Card, type Stack,
  type TableObject,
} from '../../../src/table';
import { invariantViolations, writeRaw } from './helpers';
import { runs } from '../../propertyRuns';

const card = (id: string, fields: Partial<Card> = {}): Card => ({
  id, kind: 'card', x: 10, y: 20, z: 1, ref: 'set:1', faceUp: false, rotation: 0, owner: null, stack: null, attachedTo: null, ...fields,
});
const stack = (id: string, order: string[], fields: Partial<Stack> = {}): Stack => ({
  id, kind: 'stack', x: 100, y: 200, z: 2, order, faceUp: false, layout: 'neat', owner: null, name: '', ...fields,
});

function docWith(records: Record<string, unknown>): Y.Doc {
  const doc = new Y.Doc();
  for (const [key, record] of Object.entries(records)) writeRaw(doc, key, record as Record<string, unknown>);
  return doc;
}

describe('readTable: validation', () => {
  it('reads valid records unchanged', () => {
    const doc = new Y.Doc();
    const objects: TableObject[] = [
      card('c1', { stack: 's1' }), card('c2', { stack: 's1' }), stack('s1', ['c1', 'c2']),
      { id: 't1', kind: 'token', x: 0, y: 0, z: 3, color: 'red', count: 2 },
      { id: 'd1', kind: 'die', x: 0, y: 0, z: 4, sides: 6, value: 5, lastRoller: 'p2' },
      { id: 'n1', kind: 'counter', x: 0, y: 0, z: 5, label: 'Life', value: -3, owner: 'p1' },
      { id: 'm1', kind: 'coin', x: 1, y: 2, z: 6, coinKind: 'magic', heads: false, attachedTo: 'c3' },
      card('c3', { x: 500, y: 500 }),
      { id: 'z1', kind: 'zone', x: 0, y: 0, z: 0, w: 10, h: 10, name: { ja: 'a', en: 'b' }, owner: null, snap: 'row', visibility: 'owner' },
    ];
    for (const object of objects) writeObject(doc, object);
    const snapshot = readTable(doc);
    expect(snapshot.invalid).toEqual([]);
    expect(canonical(snapshot)).toEqual([...objects].sort((a, b) => (a.id < b.id ? -1 : 1)));
  });

  it('skips malformed records and reports each with a reason, never throwing', () => {
    const doc = docWith({
      ok: card('ok'),
      strX: { ...card('strX'), x: '10' },
      faceUpStr: { ...card('faceUpStr'), faceUp: 'yes' },
      zFloat: { ...card('zFloat'), z: 1.5 },
      farAway: { ...card('farAway'), x: 1e9 },
      rotation: { ...card('rotation'), rotation: 45 },
      noRef: (({ ref: _ref, ...rest }) => rest)(card('noRef')),
      dragon: { id: 'dragon', kind: 'dragon', x: 0, y: 0, z: 0 },
      noKind: { id: 'noKind', x: 0, y: 0, z: 0 },
      mismatch: card('other'),
      badStack: { ...stack('badStack', []), order: 'c1,c2' },
      bigDie: { id: 'bigDie', kind: 'die', x: 0, y: 0, z: 0, sides: 6, value: 7, lastRoller: null },
      negTokens: { id: 'negTokens', kind: 'token', x: 0, y: 0, z: 0, color: 'red', count: -1 },
    });
    const objects = objectsOf(doc);
    doc.transact(() => {
      objects.set('str', 'hello' as never);
      objects.set('num', 42 as never);
      objects.set('nul', null as never);
      objects.set('arr', new Y.Array() as never);
      objects.set('text', new Y.Text('x') as never);
    });
    let snapshot!: ReturnType<typeof readTable>;
    expect(() => (snapshot = readTable(doc))).not.toThrow();
    expect([...snapshot.objects.keys()]).toEqual(['ok']);
    const reasons = new Map(snapshot.invalid.map((r) => [r.id, r.reason]));
    expect([...reasons.keys()].sort()).toEqual([
      'arr', 'badStack', 'bigDie', 'dragon', 'faceUpStr', 'farAway', 'mismatch', 'negTokens', 'noKind', 'noRef', 'nul',
      'num', 'rotation', 'str', 'strX', 'text', 'zFloat',
    ]);
    expect(reasons.get('strX')).toMatch(/^x: /);
    expect(reasons.get('faceUpStr')).toMatch(/^faceUp: /);
    expect(reasons.get('zFloat')).toMatch(/^z: /);
    expect(reasons.get('noRef')).toMatch(/^ref: /);
    expect(reasons.get('dragon')).toMatch(/^kind: /);
    expect(reasons.get('mismatch')).toBe('id other stored under mismatch');
    expect(reasons.get('badStack')).toMatch(/^order: /);
    expect(reasons.get('bigDie')).toMatch(/^value: /);
  });

  it('parseObject gives a one-line reason', () => {
    expect(parseObject({ kind: 'card' })).toMatchObject({ ok: false });
    expect(parseObject(undefined)).toMatchObject({ ok: false, reason: expect.stringMatching(/^record: |^kind: /) });
    expect(parseObject(card('c'))).toEqual({ ok: true, value: card('c') });
  });
});

describe('readTable: normalization', () => {
  it('lays a card loose when its stack does not list it (or does not exist, or is no stack)', () => {
    const doc = docWith({
      a: card('a', { stack: 's1' }), b: card('b', { stack: 's1' }), c: card('c', { stack: 's1', x: 7, y: 8 }),
      s1: stack('s1', ['a', 'b']),
      d: card('d', { stack: 'gone' }),
      e: card('e', { stack: 't1' }),
      t1: { id: 't1', kind: 'token', x: 0, y: 0, z: 0, color: 'red', count: 1 },
    });
    const { objects, invalid } = readTable(doc);
    expect(invalid).toEqual([]);
    expect(objects.get('c')).toMatchObject({ stack: null, x: 7, y: 8 });
    expect(objects.get('d')).toMatchObject({ stack: null });
    expect(objects.get('e')).toMatchObject({ stack: null });
    expect(objects.get('s1')).toMatchObject({ order: ['a', 'b'] });
    expect(invariantViolations(doc)).toEqual([]);
  });

  it('drops missing, non-card, foreign and repeated entries from a stack order', () => {
    const doc = docWith({
      a: card('a', { stack: 's1' }), b: card('b', { stack: 's2' }), c: card('c', { stack: 's1' }),
      t1: { id: 't1', kind: 'token', x: 0, y: 0, z: 0, color: 'red', count: 1 },
      s1: stack('s1', ['a', 'missing', 'a', 't1', 'b', 'c', 'c']),
      s2: stack('s2', ['b', 'a']),
    });
    const { objects } = readTable(doc);
    expect(objects.get('s1')).toMatchObject({ order: ['a', 'c'] });
    expect(objects.get('s2')).toMatchObject({ order: ['b'] });
    expect(invariantViolations(doc)).toEqual([]);
  });

  it('a card listed by two stacks belongs only to the one it names', () => {
    const doc = docWith({
      a: card('a', { stack: 's2' }),
      s1: stack('s1', ['a']), s2: stack('s2', ['a']),
    });
    const { objects } = readTable(doc);
    expect(objects.get('s1')).toMatchObject({ order: [] });
    expect(objects.get('s2')).toMatchObject({ order: ['a'] });
  });

  it('breaks attachment cycles, chains, self-attachment and attachment to invalid hosts', () => {
    const doc = docWith({
      // cycle
      p: card('p', { attachedTo: 'q' }), q: card('q', { attachedTo: 'p' }),
      // self
      self: card('self', { attachedTo: 'self' }),
      // chain leaf -> mid -> root: mid stays, leaf drops off
      root: card('root'), mid: card('mid', { attachedTo: 'root' }), leaf: card('leaf', { attachedTo: 'mid' }),
      // coin on a coin, on a token, on a missing card, on a stacked card
      coin1: { id: 'coin1', kind: 'coin', x: 0, y: 0, z: 0, coinKind: 'm', heads: true, attachedTo: 'coin2' },
      coin2: { id: 'coin2', kind: 'coin', x: 0, y: 0, z: 0, coinKind: 'm', heads: true, attachedTo: 'root' },
      coin3: { id: 'coin3', kind: 'coin', x: 0, y: 0, z: 0, coinKind: 'm', heads: true, attachedTo: 'tok' },
      coin4: { id: 'coin4', kind: 'coin', x: 0, y: 0, z: 0, coinKind: 'm', heads: true, attachedTo: 'nobody' },
      tok: { id: 'tok', kind: 'token', x: 0, y: 0, z: 0, color: 'red', count: 1 },
      s1: stack('s1', ['in1', 'in2']), in1: card('in1', { stack: 's1' }), in2: card('in2', { stack: 's1', attachedTo: 'root' }),
      onStacked: card('onStacked', { attachedTo: 'in1' }),
      // host whose own record is invalid
      badHost: { ...card('badHost'), x: 'nope' }, onBad: card('onBad', { attachedTo: 'badHost' }),
    });
    const { objects, invalid } = readTable(doc);
    expect(invalid.map((r) => r.id)).toEqual(['badHost']);
    const attached = (id: string) => (objects.get(id) as Card).attachedTo;
    expect(attached('p')).toBeNull();
    expect(attached('q')).toBeNull();
    expect(attached('self')).toBeNull();
    expect(attached('mid')).toBe('root');
    expect(attached('leaf')).toBeNull();
    expect(attached('coin1')).toBeNull();
    expect(attached('coin2')).toBe('root');
    expect(attached('coin3')).toBeNull();
    expect(attached('coin4')).toBeNull();
    expect(attached('in2')).toBeNull();
    expect(objects.get('in2')).toMatchObject({ stack: 's1' });
    expect(attached('onStacked')).toBeNull();
    expect(attached('onBad')).toBeNull();
    expect(invariantViolations(doc).filter((p) => !p.startsWith('invalid record'))).toEqual([]);
  });

  it('attachmentsOf lists what hangs from a host, bottom-most first; worldPosition adds the offset', () => {
    const doc = docWith({
      host: card('host', { x: 500, y: 600 }),
      under2: card('under2', { attachedTo: 'host', x: 0, y: -60, z: -2 }),
      under1: card('under1', { attachedTo: 'host', x: 0, y: -30, z: -1 }),
      coin: { id: 'coin', kind: 'coin', x: -30, y: 50, z: 9, coinKind: 'm', heads: true, attachedTo: 'host' },
    });
    const snapshot = readTable(doc);
    expect(attachmentsOf(snapshot, 'host').map((o) => o.id)).toEqual(['under2', 'under1', 'coin']);
    expect(worldPosition(snapshot, snapshot.objects.get('coin')!)).toEqual({ x: 470, y: 650 });
    expect(worldPosition(snapshot, snapshot.objects.get('host')!)).toEqual({ x: 500, y: 600 });
  });
});

describe('readTable: properties', () => {
  const ids = ['a', 'b', 'c', 'd', 'e', 's', 't'];
  const ref = fc.option(fc.constantFrom(...ids, 'zz'), { nil: null });
  const record = fc.oneof(
    fc.record({
      kind: fc.constant('card'), x: fc.integer({ min: -50, max: 50 }), y: fc.constant(0), z: fc.integer({ min: -5, max: 5 }),
      ref: fc.constant('r:1'), faceUp: fc.boolean(), rotation: fc.constantFrom(0, 90, 180, 270), owner: fc.constant(null),
      stack: ref, attachedTo: ref,
    }),
    fc.record({
      kind: fc.constant('stack'), x: fc.constant(0), y: fc.constant(0), z: fc.constant(0),
      order: fc.array(fc.constantFrom(...ids, 'zz'), { maxLength: 8 }), faceUp: fc.boolean(), layout: fc.constant('neat'),
      owner: fc.constant(null), name: fc.constant(''),
    }),
    fc.record({
      kind: fc.constant('coin'), x: fc.constant(0), y: fc.constant(0), z: fc.constant(0), coinKind: fc.constant('m'),
      heads: fc.boolean(), attachedTo: ref,
    }),
    fc.record({ kind: fc.constant('token'), x: fc.constant(0), y: fc.constant(0), z: fc.constant(0), color: fc.constant('red'), count: fc.constant(1) }),
    // junk
    fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  );

  it('any set of records reads without throwing into a snapshot that keeps the invariants', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ids), record, { maxKeys: ids.length }), fc.boolean(), (records, mismatch) => {
        const doc = new Y.Doc();
        for (const [key, value] of Object.entries(records)) {
          writeRaw(doc, key, { ...(value as Record<string, unknown>), id: mismatch && key === 'a' ? 'b' : key });
        }
        const snapshot = readTable(doc);
        expect(snapshot.objects.size + snapshot.invalid.length).toBe(Object.keys(records).length);
        expect(invariantViolations(doc).filter((p) => !p.startsWith('invalid record'))).toEqual([]);
        // normalizing is idempotent: writing the snapshot back reads the same
        const again = new Y.Doc();
        for (const object of canonical(snapshot)) writeObject(again, object);
        expect(canonical(readTable(again))).toEqual(canonical(snapshot));
      }),
      runs(300),
    );
  });

  it('garbage values in the objects map never make readTable throw', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }), (entries) => {
        const doc = new Y.Doc();
        doc.transact(() => {
          for (const [key, value] of Object.entries(entries)) {
            if (value !== null && typeof value === 'object' && !Array.isArray(value)) writeRaw(doc, key, value as Record<string, unknown>);
            else objectsOf(doc).set(key, value as never);
          }
        });
        const snapshot = readTable(doc);
        expect(snapshot.objects.size + snapshot.invalid.length).toBe(Object.keys(entries).length);
      }),
      runs(200),
    );
  });
});
