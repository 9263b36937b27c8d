// Peers that apply random commands concurrently and exchange updates in any order, partially or
// shuffled, end with the same validated table once fully synced, and that table keeps the
// snapshot invariants.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as Y from 'yjs';
import {
  canonical, GENERIC_MAT, LiveTable, readTable, runCommand, setupTable, writeObject, type Seat,
  type TableContext, type TableObject,
} from '../../../src/table';
import { invariantViolations, makeCtx } from './helpers';
import { runs, timeout } from '../../propertyRuns';

const REMOTE = Symbol('remote');

const OP_TYPES = [
  'move', 'move', 'moveOnto', 'moveGroup', 'flip', 'tap', 'rotate180', 'stackOnto', 'take', 'draw', 'deal',
  'shuffle', 'cut', 'fan', 'gather', 'roll', 'adjust', 'setValue', 'delete', 'duplicate', 'attach', 'detach',
  'toFront', 'toBack', 'create',
] as const;
type OpType = (typeof OP_TYPES)[number];

interface OpSpec { type: OpType; a: number; b: number; c: number; x: number; y: number; flag: boolean }

type Step =
  | { kind: 'op'; peer: number; op: OpSpec }
  /** Delivers some of `from`'s not yet delivered updates to `to`, in the given (shuffled) order. */
  | { kind: 'deliver'; from: number; to: number; picks: number[] }
  /** State-vector sync from one peer to another (sends only what `to` is missing). */
  | { kind: 'sync'; from: number; to: number };

const opArb: fc.Arbitrary<OpSpec> = fc.record({
  type: fc.constantFrom(...OP_TYPES),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
  // mostly on the generic mat, so zone snapping (deck/discard stacks, hand rows) is exercised
  x: fc.integer({ min: -100, max: 1800 }),
  y: fc.integer({ min: -100, max: 1400 }),
  flag: fc.boolean(),
});

function stepArb(peers: number): fc.Arbitrary<Step> {
  const peer = fc.nat(peers - 1);
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('op' as const), peer, op: opArb }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('deliver' as const), from: peer, to: peer, picks: fc.array(fc.nat(1000), { maxLength: 6 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('sync' as const), from: peer, to: peer }) },
  );
}

function pick<T>(items: readonly T[], n: number): T | undefined {
  return items.length === 0 ? undefined : items[n % items.length];
}

/** Turns an op spec into a command, choosing ids from this peer's current snapshot. */
function toCommand(ctx: TableContext, op: OpSpec): [string, unknown] | undefined {
  const objects = [...readTable(ctx.doc).objects.values()].sort((p, q) => (p.id < q.id ? -1 : 1));
  const ids = (...kinds: TableObject['kind'][]) => objects.filter((o) => kinds.includes(o.kind)).map((o) => o.id);
  const movable = ids('card', 'stack', 'token', 'coin', 'die', 'counter');
  const cardLike = ids('card', 'stack');
  const seat: Seat = op.flag ? 'p1' : 'p2';
  const one = (list: string[], n: number) => pick(list, n);
  switch (op.type) {
    case 'move': {
      const id = one(movable, op.a);
      return id === undefined ? undefined : ['move', { id, x: op.x, y: op.y }];
    }
    case 'moveOnto': {
      const id = one([...cardLike, ...ids('coin')], op.a);
      const onto = one(cardLike, op.b);
      return id === undefined || onto === undefined ? undefined : ['move', { id, x: op.x, y: op.y, onto }];
    }
    case 'moveGroup': {
      const a = one(movable, op.a);
      const b = one(movable, op.b);
      return a === undefined || b === undefined ? undefined
        : ['moveGroup', { items: [{ id: a, x: op.x, y: op.y }, { id: b, x: op.x + 30, y: op.y + 10 }] }];
    }
    case 'flip': return wrap('flip', one(ids('card', 'stack', 'coin'), op.a), (id) => ({ ids: [id] }));
    case 'tap': return wrap('tap', one(ids('card'), op.a), (id) => ({ ids: [id] }));
    case 'rotate180': return wrap('rotate180', one(ids('card'), op.a), (id) => ({ ids: [id] }));
    case 'stackOnto': {
      const source = one(cardLike, op.a);
      const target = one(cardLike, op.b);
      return source === undefined || target === undefined ? undefined : ['stackOnto', { ids: [source], target }];
    }
    case 'take':
      return wrap('take', one(ids('stack'), op.a), (stack) => ({
        stack, count: 1 + (op.b % 3), from: op.flag ? 'top' : 'bottom', ...(op.c % 2 ? { x: op.x, y: op.y } : {}),
      }));
    case 'draw': return wrap('draw', one(ids('stack'), op.a), (stack) => ({ stack, count: 1 + (op.b % 3), seat }));
    case 'deal': return wrap('deal', one(ids('stack'), op.a), (stack) => ({ stack, count: 1 + (op.b % 2), seats: ['p1', 'p2'] }));
    case 'shuffle': return wrap('shuffle', one(ids('stack'), op.a), (stack) => ({ stack }));
    case 'cut': return wrap('cut', one(ids('stack'), op.a), (stack) => ({ stack, at: op.b % 5 }));
    case 'fan': return wrap('fan', one(ids('stack'), op.a), (stack) => ({ stack }));
    case 'gather': return wrap('gather', one(ids('stack'), op.a), (stack) => ({ stack }));
    case 'roll': return wrap('roll', one(ids('die', 'coin'), op.a), (id) => ({ ids: [id] }));
    case 'adjust': return wrap('adjust', one(ids('token', 'counter'), op.a), (id) => ({ id, delta: (op.b % 7) - 3 }));
    case 'setValue': return wrap('setValue', one(ids('die', 'counter'), op.a), (id) => ({ id, value: (op.b % 9) - 1 }));
    case 'delete': return wrap('delete', one(movable, op.a), (id) => ({ ids: [id] }));
    case 'duplicate': return wrap('duplicate', one(movable, op.a), (id) => ({ ids: [id] }));
    case 'attach': {
      const id = one(ids('card', 'coin'), op.a);
      const host = one(ids('card'), op.b);
      return id === undefined || host === undefined ? undefined : ['attach', { id, host }];
    }
    case 'detach': {
      const attached = objects.filter((o) => (o.kind === 'card' || o.kind === 'coin') && o.attachedTo !== null).map((o) => o.id);
      return wrap('detach', one(attached.length > 0 ? attached : ids('card', 'coin'), op.a), (id) => ({ id }));
    }
    case 'toFront': return wrap('toFront', one(movable, op.a), (id) => ({ ids: [id] }));
    case 'toBack': return wrap('toBack', one(movable, op.a), (id) => ({ ids: [id] }));
    case 'create':
      return op.flag
        ? ['create', { object: { kind: 'card', x: op.x, y: op.y, ref: `gen:${op.b}`, faceUp: false, rotation: 0, owner: null, stack: null, attachedTo: null } }]
        : ['create', { object: { kind: 'token', x: op.x, y: op.y, color: 'green', count: 1 + (op.b % 5) } }];
  }
}

function wrap(type: string, id: string | undefined, args: (id: string) => unknown): [string, unknown] | undefined {
  return id === undefined ? undefined : [type, args(id)];
}

/** Errors a command may legitimately report; anything else (a TypeError, say) is a bug. */
const EXPECTED_ERROR = /no valid object|expected|cannot|already lies in a stack|attached|itself|zones belong/;

interface Peer { ctx: TableContext; updates: Uint8Array[] }

function startPeers(count: number, seed: number): { peers: Peer[]; delivered: Set<number>[][] } {
  const origin = makeCtx('p1');
  setupTable(origin, {
    mat: GENERIC_MAT, seed,
    seats: [
      { seat: 'p1', deck: Array.from({ length: 6 }, (_, i) => `set:a${i}`) },
      { seat: 'p2', deck: Array.from({ length: 5 }, (_, i) => `set:b${i}`) },
    ],
  });
  const loose: TableObject[] = [
    { id: 'loose1', kind: 'card', x: 400, y: 800, z: 50, ref: 'set:x1', faceUp: true, rotation: 0, owner: 'p1', stack: null, attachedTo: null },
    { id: 'loose2', kind: 'card', x: 600, y: 800, z: 51, ref: 'set:x2', faceUp: true, rotation: 0, owner: 'p1', stack: null, attachedTo: null },
    { id: 'loose3', kind: 'card', x: 800, y: 400, z: 52, ref: 'set:x3', faceUp: false, rotation: 0, owner: 'p2', stack: null, attachedTo: null },
  ];
  origin.doc.transact(() => loose.forEach((o) => writeObject(origin.doc, o)));
  const setup = Y.encodeStateAsUpdate(origin.doc);
  const peers: Peer[] = [];
  for (let i = 0; i < count; i++) {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, setup, REMOTE);
    const peer: Peer = { ctx: makeCtx(i % 2 === 0 ? 'p1' : 'p2', doc), updates: [] };
    doc.on('update', (update: Uint8Array, from: unknown) => {
      if (from !== REMOTE) peer.updates.push(update);
    });
    peers.push(peer);
  }
  const delivered = peers.map(() => peers.map(() => new Set<number>()));
  return { peers, delivered };
}

function run(peerCount: number, seed: number, steps: Step[]): void {
  const { peers, delivered } = startPeers(peerCount, seed);
  for (const step of steps) {
    if (step.kind === 'op') {
      const peer = peers[step.peer]!;
      const command = toCommand(peer.ctx, step.op);
      if (!command) continue;
      const result = runCommand(peer.ctx, command[0], command[1]);
      if (!result.ok) expect(result.error, `${command[0]} ${JSON.stringify(command[1])}`).toMatch(EXPECTED_ERROR);
      // Every peer's own view stays consistent as it goes. Before full sync a record may be
      // transiently invalid: an update delivered ahead of the one it follows deletes a field's old
      // value at once while its new value waits for the missing update.
      expect(invariantViolations(peer.ctx.doc).filter((p) => !p.startsWith('invalid record'))).toEqual([]);
    } else if (step.from !== step.to) {
      const from = peers[step.from]!;
      const to = peers[step.to]!;
      if (step.kind === 'sync') {
        Y.applyUpdate(to.ctx.doc, Y.encodeStateAsUpdate(from.ctx.doc, Y.encodeStateVector(to.ctx.doc)), REMOTE);
      } else {
        const sent = delivered[step.from]![step.to]!;
        const pending = from.updates.map((_, i) => i).filter((i) => !sent.has(i));
        for (const p of step.picks) {
          const index = pending.splice(p % Math.max(1, pending.length), 1)[0];
          if (index === undefined) break;
          Y.applyUpdate(to.ctx.doc, from.updates[index]!, REMOTE);
          sent.add(index);
        }
      }
    }
  }
  // Full sync: every peer's own updates reach every other peer, the undelivered ones in reverse order.
  for (const [i, from] of peers.entries()) {
    for (const [j, to] of peers.entries()) {
      if (i === j) continue;
      const sent = delivered[i]![j]!;
      const rest = from.updates.map((_, k) => k).filter((k) => !sent.has(k)).reverse();
      for (const k of rest) Y.applyUpdate(to.ctx.doc, from.updates[k]!, REMOTE);
    }
  }
  for (const peer of peers) {
    expect(peer.ctx.doc.store.pendingStructs).toBeNull();
    expect(peer.ctx.doc.store.pendingDs).toBeNull();
  }
  const tables = peers.map((peer) => canonical(readTable(peer.ctx.doc)));
  for (const table of tables.slice(1)) expect(table).toEqual(tables[0]);
  for (const peer of peers) {
    expect(invariantViolations(peer.ctx.doc)).toEqual([]);
    // a live view built on the synced doc agrees with a fresh read
    const live = new LiveTable(peer.ctx.doc);
    expect(canonical(live.snapshot)).toEqual(tables[0]);
    live.destroy();
  }
}

describe('convergence of concurrent edits', () => {
  it('2–3 peers with random commands and shuffled, partial delivery end with the same valid table', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 3 }).chain((peers) =>
          fc.tuple(fc.constant(peers), fc.nat(), fc.array(stepArb(peers), { minLength: 10, maxLength: 30 }))),
        ([peers, seed, steps]) => run(peers, seed, steps),
      ),
      runs(30),
    );
  }, timeout(30_000));

  it('a live view follows every change made by commands and by remote updates', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(opArb, { minLength: 5, maxLength: 25 }), (seed, ops) => {
        const { peers } = startPeers(2, seed);
        const [a, b] = peers as [Peer, Peer];
        const live = new LiveTable(b.ctx.doc);
        a.ctx.doc.on('update', (u: Uint8Array, from: unknown) => { if (from !== REMOTE) Y.applyUpdate(b.ctx.doc, u, REMOTE); });
        for (const [i, op] of ops.entries()) {
          const peer = i % 2 === 0 ? a : b;
          const command = toCommand(peer.ctx, op);
          if (command) runCommand(peer.ctx, command[0], command[1]);
          expect(canonical(live.snapshot)).toEqual(canonical(readTable(b.ctx.doc)));
        }
        live.destroy();
      }),
      runs(20),
    );
  }, timeout(30_000));
});
