// Two seats, a spectator and a hostile peer write and exchange their transport updates in any
// order, some twice; after a final full sync every honest peer (and a peer that joins only then)
// holds the same table, none of the hostile writes took effect, and every honest peer reported
// refusals when there were hostile writes (and none when there were not).
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import * as Y from 'yjs';
import { objectsOf, readTable, runCommand, type Seat, type TableObject } from '../../../../src/table';
import type { Role } from '../../../../src/net/signed/policy';
import { claim, makePeer, setField, settle, startSigning, syncAll, writeObject, type Peer } from './peers';
import { seatCtx, setUpDoc, tableJson } from './tableFixtures';
import { deleteRecords, forkAs, HandWrittenLog, holds, plantEntry, signedCount } from './hostile';
import { runs, timeout } from '../../../propertyRuns';

/** Values no honest op writes: finding one on an honest peer means a hostile write got through. */
const FAR = 66_666;
const FORGED_VALUE = 77_777;

type HonestOp =
  | { type: 'move'; card: number; x: number; y: number }
  | { type: 'counter'; own: boolean; delta: number }
  | { type: 'createToken' }
  | { type: 'deleteToken'; token: number }
  | { type: 'log' };

type HostileOp =
  | { type: 'sealedWrite'; victim: Seat; flip: boolean }
  | { type: 'forgeSeal'; victim: Seat }
  | { type: 'counter'; victim: Seat }
  | { type: 'deleteDeckCard'; victim: Seat; card: number }
  | { type: 'seatRecord'; victim: Seat; which: number }
  | { type: 'logFor'; victim: Seat }
  | { type: 'badSignature'; victim: Seat | 'own'; ahead: number }
  | { type: 'foreignClient'; victim: Seat }
  | { type: 'deleteEntries'; victim: Seat | 'spectator' };

type Step =
  | { kind: 'honest'; seat: Seat; op: HonestOp }
  | { kind: 'hostile'; op: HostileOp }
  /** Delivers updates other peers sent (some not yet delivered, some again) to one peer. */
  | { kind: 'deliver'; to: number; picks: number[]; wait: boolean };

const seatArb = fc.constantFrom<Seat>('p1', 'p2');
const honestArb: fc.Arbitrary<HonestOp> = fc.oneof(
  fc.record({ type: fc.constant('move' as const), card: fc.nat(10), x: fc.integer({ min: 0, max: 2000 }), y: fc.integer({ min: 0, max: 1400 }) }),
  fc.record({ type: fc.constant('counter' as const), own: fc.boolean(), delta: fc.integer({ min: -5, max: 5 }).filter((d) => d !== 0) }),
  fc.record({ type: fc.constant('createToken' as const) }),
  fc.record({ type: fc.constant('deleteToken' as const), token: fc.nat(10) }),
  fc.record({ type: fc.constant('log' as const) }),
);
const hostileArb: fc.Arbitrary<HostileOp> = fc.oneof(
  fc.record({ type: fc.constant('sealedWrite' as const), victim: seatArb, flip: fc.boolean() }),
  fc.record({ type: fc.constant('forgeSeal' as const), victim: seatArb }),
  fc.record({ type: fc.constant('counter' as const), victim: seatArb }),
  fc.record({ type: fc.constant('deleteDeckCard' as const), victim: seatArb, card: fc.nat(10) }),
  fc.record({ type: fc.constant('seatRecord' as const), victim: seatArb, which: fc.nat(3) }),
  fc.record({ type: fc.constant('logFor' as const), victim: seatArb }),
  fc.record({ type: fc.constant('badSignature' as const), victim: fc.constantFrom<Seat | 'own'>('p1', 'p2', 'own'), ahead: fc.nat(2) }),
  fc.record({ type: fc.constant('foreignClient' as const), victim: seatArb }),
  fc.record({ type: fc.constant('deleteEntries' as const), victim: fc.constantFrom<Seat | 'spectator'>('p1', 'p2', 'spectator') }),
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('honest' as const), seat: seatArb, op: honestArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('hostile' as const), op: hostileArb }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deliver' as const), to: fc.nat(3), picks: fc.array(fc.nat(1000), { maxLength: 8 }), wait: fc.boolean() }) },
);
const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  /** The hostile peer: a second client of a seat's browser key, or a key that holds no seat. */
  hostile: fc.constantFrom<Role>('p1', 'p2', 'spectator'),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 30 }),
  /** Sort keys for the order in which everything not yet delivered goes out at the end. */
  finalOrder: fc.array(fc.nat(), { maxLength: 200 }),
});
interface Scenario { hostile: Role; steps: Step[]; finalOrder: number[] }

/**
 * Known bugs of src/net/signed (reproduced at the end of this file, fixed since). While they stand,
 * the property avoids what triggers them; set these to true once they are fixed.
 */
const FIXED = {
  /** A refused entry written with another client's id fills that client's clock range with GC. */
  foreignClientGc: true,
  /** A record inserted and deleted within one transport update is never taken. */
  deletedOnArrival: true,
};

const META_OF = (seat: Seat) => [['meta', `game.${seat}`], ['matches', `m1/claim/${seat}`], ['auditKeys', `hash/${seat}/k`], ['envelopes', `c/1/${seat}/plan`]] as const;

function objects(peer: Peer): TableObject[] {
  return [...readTable(peer.table).objects.values()];
}

interface World {
  a: Peer; b: Peer; s: Peer; h: Peer;
  seats: Record<Seat, Peer>;
  hostileRole: Role;
  writer: HandWrittenLog;
  /** Each seat's table as it was before its last setup change: its client's clocks, already spent. */
  stale: Record<Seat, Uint8Array>;
  ids: Record<Seat, { hand: string; counter: string; deck: string[]; cards: string[] }>;
  tokens: Record<Seat, string[]>;
}

async function world(hostileRole: Role): Promise<World> {
  const [a, b, s, h] = [await makePeer('a'), await makePeer('b'), await makePeer('s'), await makePeer('h')];
  claim(a, 'p1');
  setUpDoc(a.table);
  const cards = (seat: Seat) => [0, 1, 2].map((i) => `${seat}-card${i}`);
  const publicCards = (peer: Peer, seat: Seat) => {
    for (const [i, id] of cards(seat).entries()) {
      writeObject(peer, id, { id, kind: 'card', x: 100 * i, y: seat === 'p1' ? 900 : 300, z: 50 + i, ref: `s:${i}`, faceUp: true, rotation: 0, owner: seat, stack: null, attachedTo: null });
    }
    writeObject(peer, `${seat}-hand`, { id: `${seat}-hand`, kind: 'card', x: 0, y: 0, z: 60, ref: '', sealed: { seat, iv: 'i'.repeat(16), ct: 'secret' }, faceUp: false, rotation: 0, owner: seat, stack: null, attachedTo: null });
  };
  publicCards(a, 'p1');
  await startSigning(a);
  await syncAll([a, b, s, h]);
  claim(b, 'p2');
  publicCards(b, 'p2');
  await startSigning(b);
  await startSigning(s);
  if (hostileRole !== 'spectator') {
    const same = hostileRole === 'p1' ? a : b;
    h.browser = same.browser;
    h.key = same.key;
  }
  await startSigning(h);
  const writer = await HandWrittenLog.open(h);
  await syncAll([a, b, s, h]);
  const stale = { p1: Y.encodeStateAsUpdate(a.table), p2: Y.encodeStateAsUpdate(b.table) };
  // One more change of each seat: the clocks of the stale copies are now spent.
  for (const [peer, seat] of [[a, 'p1'], [b, 'p2']] as const) peer.table.getArray('log').push([{ t: 1, seat, op: 'ready', args: {} }]);
  await syncAll([a, b, s, h]);
  const ids = {} as World['ids'];
  for (const seat of ['p1', 'p2'] as const) {
    const all = objects(a);
    const deck = all.find((o) => o.kind === 'stack' && o.owner === seat);
    ids[seat] = {
      hand: `${seat}-hand`,
      counter: all.find((o) => o.kind === 'counter' && o.owner === seat)!.id,
      deck: deck?.kind === 'stack' ? [...deck.order] : [],
      cards: cards(seat),
    };
  }
  return { a, b, s, h, seats: { p1: a, p2: b }, hostileRole, writer, stale, ids, tokens: { p1: [], p2: [] } };
}

function honest(w: World, seat: Seat, op: HonestOp): void {
  const peer = w.seats[seat];
  const ctx = seatCtx(peer.table, seat);
  const other: Seat = seat === 'p1' ? 'p2' : 'p1';
  switch (op.type) {
    case 'move': {
      const own = [...w.ids[seat].cards, w.ids[seat].hand];
      runCommand(ctx, 'move', { id: own[op.card % own.length]!, x: op.x, y: op.y, snap: false });
      return;
    }
    case 'counter':
      runCommand(ctx, 'adjust', { id: w.ids[op.own ? seat : other].counter, delta: op.delta });
      return;
    case 'createToken': {
      const made = runCommand(ctx, 'create', { object: { kind: 'token', x: 10, y: 10, color: 'blue', count: 1 } });
      if (made.ok) w.tokens[seat].push(made.value as string);
      return;
    }
    case 'deleteToken': {
      const tokens = w.tokens[seat];
      if (tokens.length > 0) runCommand(ctx, 'delete', { ids: [tokens.splice(op.token % tokens.length, 1)[0]!] });
      return;
    }
    case 'log':
      peer.table.getArray('log').push([{ t: 2, seat, op: 'note', args: { text: 'hi' } }]);
  }
}

/** Carries out one hostile op; true when every honest peer must refuse it by the policy or the log rules. */
async function hostile(w: World, op: HostileOp, forged: { n: number }): Promise<boolean> {
  const { h } = w;
  // A seat's client attacks the other seat; a spectator's, either.
  const victimOf = (seat: Seat): Seat => (w.hostileRole === 'spectator' ? seat : w.hostileRole === 'p1' ? 'p2' : 'p1');
  const objectsMap = objectsOf(h.table);
  switch (op.type) {
    case 'sealedWrite': {
      const id = w.ids[victimOf(op.victim)].hand;
      if (!objectsMap.has(id)) return false;
      setField(h, id, op.flip ? 'faceUp' : 'x', op.flip ? true : FAR);
      return true;
    }
    case 'forgeSeal': {
      const id = `forged-${forged.n++}`;
      writeObject(h, id, { id, kind: 'card', x: 0, y: 0, z: 1, ref: '', sealed: { seat: victimOf(op.victim), iv: 'f'.repeat(16), ct: 'forged' }, faceUp: false, rotation: 0, owner: victimOf(op.victim), stack: null, attachedTo: null });
      return true;
    }
    case 'counter': {
      const victim = victimOf(op.victim);
      const id = w.ids[victim].counter;
      if (!objectsMap.has(id)) return false;
      // A spectator may change no counter; a seat may not take the other seat's.
      if (w.hostileRole === 'spectator') setField(h, id, 'value', FORGED_VALUE);
      else setField(h, id, 'owner', w.hostileRole);
      return true;
    }
    case 'deleteDeckCard': {
      const deck = w.ids[victimOf(op.victim)].deck;
      const id = deck[op.card % deck.length];
      if (id === undefined || !objectsMap.has(id)) return false;
      objectsMap.delete(id);
      return true;
    }
    case 'seatRecord': {
      const [root, key] = META_OF(victimOf(op.victim))[op.which % 4]!;
      h.table.getMap(root).set(key, { forged: true });
      return true;
    }
    case 'logFor':
      h.table.getArray('log').push([{ t: 3, seat: victimOf(op.victim), op: 'forged', args: {} }]);
      return true;
    case 'badSignature': {
      const signature = crypto.getRandomValues(new Uint8Array(64));
      if (op.victim === 'own') {
        const fork = forkAs(Y.encodeStateAsUpdate(h.table), w.writer.session.clientId);
        w.writer.badlySigned(updateIn(fork, () => fork.getMap('meta').set('badsig', 1)), signature);
      } else {
        // Planted in a seat's own log, at a place its real entry takes (or will take).
        const victim = w.seats[op.victim];
        const fork = forkAs(Y.encodeStateAsUpdate(h.table), victim.table.clientID);
        plantEntry(h, victim, Math.max(1, signedCount(victim) + 1 - op.ahead), updateIn(fork, () => fork.getMap('meta').set('badsig', 1)), signature);
      }
      return false; // refused unless the real entry of that place is chosen first: not always reported
    }
    case 'foreignClient': {
      // Validly signed by the hostile session, but written with a seat's client id (clocks it has spent).
      const fork = forkAs(w.stale[op.victim], w.seats[op.victim].table.clientID);
      await w.writer.signed(updateIn(fork, () => fork.getMap('meta').set('foreign', 1)));
      return true;
    }
    case 'deleteEntries': {
      const victim = op.victim === 'spectator' ? w.s : w.seats[op.victim];
      // Until FIXED.deletedOnArrival: only records every honest peer (and the late joiner's first
      // source, a) holds already, so that no peer receives a record and its deletion at once.
      const peers = [w.a, w.b, w.s];
      deleteRecords(h, victim, (id) => FIXED.deletedOnArrival || peers.every((p) => holds(p.transport, id)));
      return false;
    }
  }
}

function updateIn(doc: Y.Doc, change: () => void): Uint8Array {
  let update: Uint8Array | null = null;
  const onUpdate = (u: Uint8Array) => { update = u; };
  doc.on('update', onUpdate);
  change();
  doc.off('update', onUpdate);
  if (!update) throw new Error('the change wrote nothing');
  return update;
}

/** What only a hostile write could have put on a peer's table. */
function hostileTraces(w: World, peer: Peer): string[] {
  const traces: string[] = [];
  const objectsMap = objectsOf(peer.table);
  for (const seat of ['p1', 'p2'] as const) {
    const hand = objectsMap.get(w.ids[seat].hand)?.toJSON();
    if (!hand) traces.push(`${seat}'s hidden card is gone`);
    else if (hand.faceUp !== false || hand.x === FAR || hand.sealed?.seat !== seat) traces.push(`${seat}'s hidden card was changed`);
    const counter = objectsMap.get(w.ids[seat].counter)?.toJSON();
    if (counter?.value === FORGED_VALUE || counter?.owner !== seat) traces.push(`${seat}'s counter was forged`);
    for (const id of w.ids[seat].deck) if (!objectsMap.has(id)) traces.push(`${seat}'s deck card ${id} was deleted`);
    for (const [root, key] of META_OF(seat)) if (peer.table.getMap(root).has(key)) traces.push(`${root}/${key} was written`);
  }
  for (const key of objectsMap.keys()) if (key.startsWith('forged-')) traces.push(`forged card ${key}`);
  const meta = peer.table.getMap('meta');
  for (const key of ['badsig', 'foreign']) if (meta.has(key)) traces.push(`meta ${key}`);
  const log = peer.table.getArray<{ op?: string }>('log').toArray();
  if (log.some((entry) => entry?.op === 'forged')) traces.push('a forged log line');
  return traces;
}

function shuffled<T>(items: T[], keys: number[]): T[] {
  return items.map((item, i) => ({ item, key: keys[i % Math.max(1, keys.length)] ?? 0, i }))
    .sort((x, y) => x.key - y.key || x.i - y.i).map((x) => x.item);
}

async function run(scenario: Scenario): Promise<void> {
  const w = await world(scenario.hostile);
  const { a, b, s, h } = w;
  const peers = [a, b, s, h];
  const honestPeers = [a, b, s];
  for (const peer of peers) expect(peer.refused).toEqual([]);
  // Transport updates sent from now on, and which peer has been given which.
  const sent: { from: Peer; update: Uint8Array }[] = [];
  const marks = new Map(peers.map((p) => [p, p.outbox.length]));
  const collect = async () => {
    for (const p of peers) await p.log.flush();
    for (const p of peers) {
      for (const update of p.outbox.slice(marks.get(p))) sent.push({ from: p, update });
      marks.set(p, p.outbox.length);
    }
  };
  const given = new Map(peers.map((p) => [p, new Set<number>()]));
  const give = (to: Peer, index: number) => {
    Y.applyUpdate(to.transport, sent[index]!.update, 'remote');
    given.get(to)!.add(index);
  };

  let mustRefuse = false;
  let foreignClients = 0;
  let hostileOps = 0;
  const forged = { n: 0 };
  for (const step of scenario.steps) {
    if (step.kind === 'honest') honest(w, step.seat, step.op);
    else if (step.kind === 'hostile') {
      hostileOps++;
      if (step.op.type === 'foreignClient') foreignClients++;
      if (await hostile(w, step.op, forged)) mustRefuse = true;
    } else {
      await collect();
      const to = peers[step.to]!;
      const theirs = sent.map((x, i) => [x, i] as const).filter(([x]) => x.from !== to).map(([, i]) => i);
      for (const pick of step.picks) if (theirs.length > 0) give(to, theirs[pick % theirs.length]!);
      if (step.wait) await settle([to]);
    }
  }
  await collect();
  // Everything not yet delivered, in a random order; then a full sync, with a peer that joins now.
  for (const to of peers) {
    const missing = sent.map((x, i) => [x, i] as const).filter(([x, i]) => x.from !== to && !given.get(to)!.has(i)).map(([, i]) => i);
    for (const i of shuffled(missing, scenario.finalOrder)) give(to, i);
  }
  await settle(peers);
  const late = await makePeer('late');
  await syncAll([...peers, late]);
  await syncAll([...peers, late]);

  const expected = tableJson(a.table);
  // Until FIXED.foreignClientGc, a late joiner may judge a forged entry before the real owner's
  // entries of those clocks and lose them (the established peers hold those clocks already).
  const joiner = FIXED.foreignClientGc || foreignClients === 0 ? [late] : [];
  for (const peer of [b, s, ...joiner]) expect(tableJson(peer.table), `${peer.name}'s table`).toEqual(expected);
  for (const peer of [...honestPeers, late]) expect(hostileTraces(w, peer), peer.name).toEqual([]);
  for (const peer of [...honestPeers, ...joiner]) {
    // Honest writes are never refused: every refusal is of the hostile peer's sessions, or of an
    // entry it planted in an honest session's log (a bad signature).
    const hostileSessions = [h.session!.id, w.writer.session.id];
    const ofHonest = peer.refused.filter((r) => !hostileSessions.includes(r.session) && r.refusal.code !== 'badSignature');
    expect(ofHonest, `${peer.name} refused an honest write`).toEqual([]);
    if (mustRefuse) expect(peer.refused.length, `${peer.name} reported no refusal`).toBeGreaterThan(0);
    if (hostileOps === 0) expect(peer.refused).toEqual([]);
    for (const r of peer.refused) {
      expect(['hiddenOf', 'forgedSeal', 'recordOf', 'spectator', 'foreignClient', 'badSignature']).toContain(r.refusal.code);
    }
  }
  // Nothing made an honest peer give up its session's client id (Yjs does when a remote update
  // brings structs of the doc's own client).
  for (const peer of honestPeers) expect(peer.table.clientID, `${peer.name}'s client id`).toBe(peer.session!.clientId);
  // Honest peers keep applying honest entries after refusals: nobody waits for anything at the end.
  for (const peer of [...honestPeers, late]) expect(peer.log.stats.waiting).toBe(0);
  for (const peer of [...peers, late]) peer.log.destroy();
}

describe('signed log convergence with a hostile peer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('honest peers converge, and no hostile write reaches them, in any delivery order', async () => {
    const errors = vi.spyOn(console, 'error');
    await fc.assert(fc.asyncProperty(scenarioArb, async (scenario) => {
      await run(scenario);
    }), runs(20));
    expect(errors).not.toHaveBeenCalled();
  }, timeout(60_000));
});

describe('known bugs of signed writes (reproductions)', () => {
  const card = (id: string, owner: Seat) => ({ id, kind: 'card', x: 0, y: 0, z: 1, ref: 's:1', faceUp: true, rotation: 0, owner, stack: null, attachedTo: null });
  async function twoSeats() {
    const [a, b] = [await makePeer('a'), await makePeer('b')];
    claim(a, 'p1');
    writeObject(a, 'c1', card('c1', 'p1'));
    await startSigning(a);
    await syncAll([a, b]);
    claim(b, 'p2');
    await startSigning(b);
    await syncAll([a, b]);
    return { a, b };
  }
  const send = (from: Peer, to: Peer, start: number) => {
    for (const update of from.outbox.slice(start)) Y.applyUpdate(to.transport, update, 'remote');
  };

  // BUG (foreignClientGc): refuseEntry fills every client range of a refused entry with GC
  // structs, the forged client's too. A peer that signs (validly, with its own session) an update
  // written with a seat's Yjs client id, at that client's next clock, makes every peer that judges
  // it first drop the seat's real change of those clocks: its insertions are skipped as already
  // held, its deletions still apply. Here b ends with c1 having no x at all, a with x = 77.
  it('a forged entry with a seat\'s client id does not eat that seat\'s next change', async () => {
    const { a, b } = await twoSeats();
    const c = await makePeer('c');
    await syncAll([a, b, c]);
    await startSigning(c);
    await c.log.flush();
    c.table.clientID = a.table.clientID;
    setField(c, 'c1', 'x', 1);
    await c.log.flush();
    const mark = a.outbox.length;
    setField(a, 'c1', 'x', 77);
    await a.log.flush();
    send(c, b, 0);
    await settle([b]);
    expect(b.refused.map((r) => r.refusal.code)).toEqual(['foreignClient']);
    send(a, b, mark);
    await settle([b]);
    expect(objectsOf(b.table).get('c1')?.get('x')).toBe(77);
  });

  // The same with clocks the seat has spent already: the peers that hold them are safe, but a peer
  // that has not received that change yet (a late joiner, a slow link) loses it.
  it('a forged entry with a seat\'s spent clocks does not eat that change at a peer that has not seen it', async () => {
    const { a, b } = await twoSeats();
    const late = await makePeer('late');
    await syncAll([a, b, late]);
    const stale = Y.encodeStateAsUpdate(a.table);
    setField(a, 'c1', 'x', 77);
    const c = await makePeer('c');
    await syncAll([a, b, c]); // not to late
    const writer = await HandWrittenLog.open(c);
    const fork = forkAs(stale, a.table.clientID);
    await writer.signed(updateIn(fork, () => fork.getMap('meta').set('foreign', 1)));
    send(c, late, 0); // only what c itself wrote: its hand-written log
    await settle([late]);
    expect(late.refused.map((r) => r.refusal.code)).toEqual(['foreignClient']);
    await syncAll([a, b, c, late]);
    expect(objectsOf(late.table).get('c1')?.get('x')).toBe(77);
  });

  // BUG (deletedOnArrival): SignedLog follows a known log through Y.Array observe events, whose
  // changes.added leaves out items inserted and deleted in the same transaction. A peer that gets
  // a seat's entry together with another peer's deletion of it (one sync message, or the deletion
  // held back by Yjs until the entry arrives) never takes the entry: that session waits forever.
  it('an entry that arrives already deleted by another peer is still applied', async () => {
    const { a, b } = await twoSeats();
    const h = await makePeer('h');
    await syncAll([a, b, h]);
    const mark = a.outbox.length;
    setField(a, 'c1', 'x', 55);
    await a.log.flush();
    send(a, h, mark);
    await settle([h]);
    deleteRecords(h, a, () => true);
    Y.applyUpdate(b.transport, Y.encodeStateAsUpdate(h.transport), 'remote');
    await settle([b]);
    expect(objectsOf(b.table).get('c1')?.get('x')).toBe(55);
  });
});
