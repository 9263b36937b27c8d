// The hostile peer's attacks (the same code the browser journey's Node peer runs, attacks.ts), one
// after another in one room of three in-memory peers: A (p1, a sealed hand and a sealed plan), B
// (p2) and H, a modified client with a valid spectator session. Each attack is refused by both
// honest peers, in the attacker's name; their tables stay exactly as they were; honest writes keep
// flowing; and a late joiner (even one that hears only the attacker) gets the whole verified table.
import { beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { RefusedChange } from '../../../../src/net/signed/signedLog';
import { revertChange } from '../../../../src/app/signedNotes';
import { sealRef } from '../../../../src/secret/sealing';
import { generateSeatKey } from '../../../../src/secret/keys';
import { toHex } from '../../../../src/secret/encoding';
import { readTable, type Seat } from '../../../../src/table';
import { claim, makePeer, setField, settle, startSigning, syncAll, type Peer } from './peers';
import { setUpDoc, tableJson } from './tableFixtures';
import { makeAttacks, type Attack, type AttackArgs, type AttackName } from './attacks';

const HAND_REFS = ['starter:ST-011', 'starter:ST-012', 'starter:ST-013'];
const PLAN = 'hidari-kara-kougeki';
const ROUND = 'r-plan-1';

interface Room {
  a: Peer; b: Peer; h: Peer; all: Peer[];
  attacks: Record<AttackName, Attack>;
  hand: string[]; deckA: string; counterA: string; counterB: string; cardsB: string[];
}

/** A's seat with a sealed hand and a committed plan, B's seat, and H in sync and signing as a spectator. */
async function room(): Promise<Room> {
  const [a, b, h] = [await makePeer('a'), await makePeer('b'), await makePeer('h')];
  claim(a, 'p1');
  setUpDoc(a.table, { p1: ['s:1', 's:2', 's:3'], p2: ['s:4', 's:5', 's:6', 's:7'] });
  const key = await generateSeatKey();
  const hand = HAND_REFS.map((_, i) => `hand-${i}`);
  const sealed = await Promise.all(hand.map((id, i) => sealRef(key, 'p1', id, HAND_REFS[i]!)));
  a.table.transact(() => {
    for (const [i, id] of hand.entries()) {
      const card = new Y.Map<unknown>();
      for (const [k, v] of Object.entries({ id, kind: 'card', x: 100 * i, y: 1200, z: 90 + i, ref: '', sealed: sealed[i], faceUp: false, rotation: 0, owner: 'p1', stack: null, attachedTo: null })) card.set(k, v);
      a.table.getMap('objects').set(id, card as never);
    }
    // The plan: only its hash is public (the envelope board's commitment).
    const envelopes = a.table.getMap('envelopes');
    envelopes.set(`r/${ROUND}`, { label: 'plan', seats: ['p1', 'p2'], kind: 'text', by: 'p1', t: 1 });
    envelopes.set(`c/${ROUND}/p1/a1b2c3`, toHex(new Uint8Array(32).fill(7)));
  });
  await startSigning(a);
  await syncAll([a, b, h]);
  claim(b, 'p2');
  await startSigning(b);
  await startSigning(h);
  await syncAll([a, b, h]);
  const objects = [...readTable(a.table).objects.values()];
  const of = (seat: Seat, kind: string) => objects.filter((o) => o.kind === kind && 'owner' in o && o.owner === seat);
  return {
    a, b, h, all: [a, b, h], attacks: makeAttacks({ table: h.table, transport: h.transport, roomId: 'signed-test-room' }).attacks,
    hand, deckA: of('p1', 'stack')[0]!.id, counterA: of('p1', 'counter')[0]!.id, counterB: of('p2', 'counter')[0]!.id,
    cardsB: of('p2', 'card').map((o) => o.id),
  };
}

let r: Room;
let honestX = 0;

/**
 * A moves its counter and B its own: both moves reach the other seat (and the attacker); the seats'
 * tables agree unless `converged` is false (a modified seat's table keeps what it wrote).
 */
async function honestWritesFlow(converged = true): Promise<void> {
  honestX += 10;
  setField(r.a, r.counterA, 'x', honestX);
  setField(r.b, r.counterB, 'x', -honestX);
  await syncAll(r.all);
  for (const peer of r.all) {
    expect(readTable(peer.table).objects.get(r.counterA)?.x, `${peer.name} sees A's move`).toBe(honestX);
    expect(readTable(peer.table).objects.get(r.counterB)?.x, `${peer.name} sees B's move`).toBe(-honestX);
  }
  if (converged) expect(tableJson(r.b.table)).toEqual(tableJson(r.a.table));
}

/** B's modified client deletes A's hand and deck and sets A's HP to 1, with `meta` written in the same transaction. */
function sweepA(write: (meta: Y.Map<unknown>) => void): void {
  const deck = readTable(r.b.table).objects.get(r.deckA);
  const deckCards = deck?.kind === 'stack' ? deck.order : [];
  r.b.table.transact(() => {
    write(r.b.table.getMap('meta'));
    const objects = r.b.table.getMap<Y.Map<unknown>>('objects');
    for (const id of [...r.hand, r.deckA, ...deckCards]) objects.delete(id);
    objects.get(r.counterA)?.set('value', 1);
  });
}

/**
 * Runs an attack and checks both honest peers: a new refusal with `code` (and what `match` asks),
 * each table exactly as before, nothing left waiting; then honest writes still flow.
 */
async function refusedByBoth(
  name: AttackName, args: AttackArgs, code: string, match: (c: RefusedChange, result: Record<string, unknown>) => boolean = () => true,
): Promise<RefusedChange[]> {
  const honest = [r.a, r.b];
  const before = honest.map((p) => ({ table: tableJson(p.table), refused: p.refused.length }));
  const result = await r.attacks[name](args);
  await syncAll(r.all);
  const fresh: RefusedChange[] = [];
  for (const [i, peer] of honest.entries()) {
    expect(tableJson(peer.table), `${peer.name}'s table after ${name}`).toEqual(before[i]!.table);
    const mine = peer.refused.slice(before[i]!.refused);
    expect(mine.filter((c) => c.refusal.code === code && match(c, result)), `${peer.name} refuses ${name} with ${code}: ${JSON.stringify(mine.map((c) => c.refusal))}`).not.toEqual([]);
    expect(peer.log.stats.waiting, `${peer.name} waits for nothing`).toBe(0);
    fresh.push(...mine);
  }
  await honestWritesFlow();
  return fresh;
}

/** A refusal of the attacker's own session, in the spectator role. */
const bySpectator = (what?: string) => (c: RefusedChange) => c.session === r.h.session!.id && c.role === 'spectator' && (what === undefined || c.refusal.what === what);

describe('a hostile third peer (a modified client with a spectator session)', () => {
  beforeAll(async () => {
    r = await room();
    expect(r.cardsB.length).toBeGreaterThan(0);
    for (const peer of r.all) expect(peer.refused).toEqual([]);
  });

  it('moves a sealed card of A\'s hand: refused', async () => {
    await refusedByBoth('moveSealed', { id: r.hand[0] }, 'spectator', bySpectator(r.hand[0]));
  });

  it('turns A\'s deck face up: refused, the deck stays face down', async () => {
    await refusedByBoth('deckFaceUp', { id: r.deckA }, 'spectator', bySpectator(r.deckA));
    expect(readTable(r.b.table).objects.get(r.deckA)).toMatchObject({ faceUp: false });
  });

  it('queues work for A (a rulesPending entry): refused', async () => {
    await refusedByBoth('queueWork', { seat: 'p1' }, 'spectator', bySpectator('rulesPending'));
  });

  it('replaces A\'s commitment and writes one for B: refused', async () => {
    await refusedByBoth('replaceCommitment', { round: ROUND, seat: 'p2' }, 'spectator', bySpectator('envelopes'));
  });

  it('forges a reveal (an envelope reveal, a card written in clear): refused', async () => {
    await refusedByBoth('forgeReveal', { round: ROUND, seat: 'p1', id: r.hand[1] }, 'spectator', bySpectator());
  });

  it('writes an audit key for seat 1: refused', async () => {
    await refusedByBoth('auditKey', { seat: 'p1' }, 'spectator', bySpectator('auditKeys'));
  });

  it('forges a journal entry (a reorder by seat 1): refused', async () => {
    await refusedByBoth('journal', { seat: 'p1' }, 'spectator', bySpectator('journal'));
  });

  it('deletes all of B\'s cards: refused, all still there', async () => {
    await refusedByBoth('deleteCards', { ids: r.cardsB }, 'spectator', bySpectator());
    for (const id of r.cardsB) expect(readTable(r.b.table).objects.has(id)).toBe(true);
  });

  it('plants entries with a bad signature in A\'s and B\'s logs: refused, and their real entries of those places still apply', async () => {
    await refusedByBoth('badSignature', { id: r.counterA }, 'badSignature');
  });

  it('signs an entry under A\'s Yjs client id: refused, and A\'s next change (of those clocks) still applies', async () => {
    await refusedByBoth('foreignClient', { seat: 'p1', id: r.counterA }, 'foreignClient');
  });

  it('takes a held seat with a second session: its seat record is refused, its move as "p1" is a spectator\'s', async () => {
    const seats = r.a.table.getMap('seats').toJSON();
    const refused = await refusedByBoth('takeSeat', { seat: 'p1', id: r.counterA }, 'seatClaim', (c) => c.refusal.of === 'p1');
    expect(refused.filter((c) => c.refusal.code === 'spectator' && c.refusal.what === r.counterA)).toHaveLength(2);
    for (const peer of [r.a, r.b]) expect(peer.table.getMap('seats').toJSON()).toEqual(seats);
  });

  it('writes itself into A\'s seat in an update without a delete set (Yjs still replaces the record): refused, A keeps its seat', async () => {
    const seats = r.a.table.getMap('seats').toJSON();
    await refusedByBoth('replaceSeat', { seat: 'p1' }, 'seatClaim', (c, result) => c.session === result.session && c.refusal.of === 'p1');
    // (refusedByBoth has checked that A's next move is still A's at B.)
    for (const peer of [r.a, r.b]) expect(peer.table.getMap('seats').toJSON()).toEqual(seats);
  });

  it('deletes A\'s and B\'s records in the transport doc: the tables keep everything, honest writes flow', async () => {
    const before = [r.a, r.b].map((p) => tableJson(p.table));
    const { deleted } = await r.attacks.deleteLogs({});
    expect(deleted).toBeGreaterThan(0);
    await syncAll(r.all);
    expect([r.a, r.b].map((p) => tableJson(p.table))).toEqual(before);
    await honestWritesFlow();
  });

  it('writes straight into a root named `objects` of the transport doc: ignored', async () => {
    const before = [r.a, r.b].map((p) => tableJson(p.table));
    await r.attacks.transportObjects({ id: r.counterB });
    await syncAll(r.all);
    expect([r.a, r.b].map((p) => tableJson(p.table))).toEqual(before);
    await honestWritesFlow();
  });

  it('after all that: B\'s table holds nothing of A\'s hand or plan, A\'s hand stays sealed, every refusal is the attacker\'s', async () => {
    const bytes = Buffer.from(Y.encodeStateAsUpdate(r.b.table));
    for (const needle of [...HAND_REFS, PLAN]) expect(bytes.includes(Buffer.from(needle)), `B's table holds ${needle}`).toBe(false);
    for (const peer of [r.a, r.b]) {
      for (const id of r.hand) expect(readTable(peer.table).objects.get(id), `${id} at ${peer.name}`).toMatchObject({ sealed: { seat: 'p1' }, ref: '' });
      expect([...peer.table.getMap('envelopes').keys()].filter((k) => k.startsWith(`v/${ROUND}/`))).toEqual([]);
      // Planted bad signatures sit in the seats' own logs; everything else is of H's sessions.
      const honestSessions = [r.a.session!.id, r.b.session!.id];
      expect(peer.refused.filter((c) => honestSessions.includes(c.session) && c.refusal.code !== 'badSignature')).toEqual([]);
    }
    expect(r.a.table.clientID).toBe(r.a.session!.clientId);
  });

  it('a late joiner gets the whole verified table, and refuses the attacks too', async () => {
    const late = await makePeer('late');
    await syncAll([...r.all, late]);
    expect(tableJson(late.table)).toEqual(tableJson(r.a.table));
    // (A planted bad signature is not reported here: the real entry of its place comes with it.)
    expect(late.refused.map((c) => c.refusal.code)).toEqual(expect.arrayContaining(['spectator', 'foreignClient', 'seatClaim']));
    expect(late.log.stats.waiting).toBe(0);
  });

  it('a late joiner that hears only the attacker (who deleted the seats\' records) still gets the whole verified table', async () => {
    const late = await makePeer('late-h');
    await r.h.log.flush();
    Y.applyUpdate(late.transport, Y.encodeStateAsUpdate(r.h.transport), 'remote');
    await settle([late]);
    expect(tableJson(late.table)).toEqual(tableJson(r.a.table));
  });
});

// The seat B's own browser, modified: its writes are signed as p2, so the policy decides by seat.
describe('seat B with a modified client', () => {
  beforeAll(async () => {
    r = await room();
  });

  it('moves one of A\'s sealed cards: A refuses it (hiddenOf, by p2) and keeps it sealed', async () => {
    const before = tableJson(r.a.table);
    setField(r.b, r.hand[2]!, 'x', 500);
    await syncAll(r.all);
    expect(r.a.refused.map((c) => [c.refusal.code, c.refusal.of, c.role])).toEqual([['hiddenOf', 'p1', 'p2']]);
    expect(tableJson(r.a.table)).toEqual(before);
    await honestWritesFlow(false);
  });

  it('changes A\'s public HP: applied but attributed to p2 at A, and A\'s put-back reaches B', async () => {
    setField(r.b, r.counterA, 'value', 3);
    await syncAll(r.all);
    expect(readTable(r.a.table).objects.get(r.counterA)).toMatchObject({ value: 3 });
    const change = r.a.attributed.at(-1)!;
    expect(change).toMatchObject({ by: 'p2', owner: 'p1', objects: [r.counterA] });
    // What the notice's Put back button runs (src/app/shell/useSignedNotes.ts).
    expect(revertChange(r.a.table, { seat: 'p1' }, change.owner, change.by, change.before)).toBe(1);
    await syncAll(r.all);
    for (const peer of [r.a, r.b]) {
      expect(readTable(peer.table).objects.get(r.counterA), peer.name).toMatchObject({ value: 20 });
      expect(peer.table.getArray<{ op?: string }>('log').toArray().at(-1)).toMatchObject({ seat: 'p1', op: 'revert', args: { by: 'p2', count: 1 } });
    }
    expect(r.b.refused).toEqual([]);
    await honestWritesFlow(false);
  });

  it('sweeps A\'s hand, deck and HP under a same-value write of the mat: A refuses it (hiddenOf, by p2)', async () => {
    const before = tableJson(r.a.table);
    const counts = [r.a, r.h].map((p) => p.refused.length);
    sweepA((meta) => meta.set('mat', meta.get('mat')));
    await syncAll(r.all);
    for (const [i, peer] of [r.a, r.h].entries()) {
      expect(peer.refused.slice(counts[i]).map((c) => [c.refusal.code, c.refusal.of, c.role, c.session]), peer.name).toEqual([['hiddenOf', 'p1', 'p2', r.b.session!.id]]);
    }
    expect(tableJson(r.a.table)).toEqual(before);
  });

  it('does it under a new game value: applied, but attributed to p2 at A, who puts it all back', async () => {
    r = await room(); // B's own table keeps what it deleted before: a room of its own
    const ids = [...r.hand, r.deckA, r.counterA];
    sweepA((meta) => meta.set('game', { id: 'other', setupId: 'g-forged' }));
    await syncAll(r.all);
    expect(r.a.refused).toEqual([]);
    const change = r.a.attributed.at(-1)!;
    expect(change).toMatchObject({ by: 'p2', owner: 'p1', sweep: false });
    expect(change.objects).toEqual(expect.arrayContaining(ids));
    expect(revertChange(r.a.table, { seat: 'p1' }, change.owner, change.by, change.before)).toBe(change.objects.length);
    await syncAll(r.all);
    for (const peer of [r.a, r.b]) {
      for (const id of r.hand) expect(readTable(peer.table).objects.get(id), `${id} at ${peer.name}`).toMatchObject({ sealed: { seat: 'p1' } });
      expect(readTable(peer.table).objects.get(r.counterA), peer.name).toMatchObject({ value: 20 });
    }
  });

  it('commits a second time in a round after A revealed: refused (sealedRound, by p2), B\'s first commitment stays the only one', async () => {
    const envelopes = (p: Peer) => p.table.getMap<unknown>('envelopes');
    envelopes(r.b).set(`c/${ROUND}/p2/b1`, toHex(new Uint8Array(32).fill(8)));
    await syncAll(r.all);
    envelopes(r.a).set(`v/${ROUND}/p1`, { value: 'opened', salt: 's'.repeat(16) });
    await syncAll(r.all);
    const counts = [r.a, r.h].map((p) => p.refused.length);
    envelopes(r.b).set(`c/${ROUND}/p2/b2`, toHex(new Uint8Array(32).fill(9)));
    await syncAll(r.all);
    for (const [i, peer] of [r.a, r.h].entries()) {
      expect(peer.refused.slice(counts[i]).map((c) => [c.refusal.code, c.refusal.of, c.role, c.session]), peer.name).toEqual([['sealedRound', 'p2', 'p2', r.b.session!.id]]);
      expect([...envelopes(peer).keys()].filter((k) => k.startsWith(`c/${ROUND}/p2/`))).toEqual([`c/${ROUND}/p2/b1`]);
    }
  });
});

describe('a stranger signs an import that claims the seats\' Yjs client ids', () => {
  beforeAll(async () => {
    r = await room();
  });

  it('is refused by both seats; a late joiner that reads it before anything else still gets every object', async () => {
    const before = [r.a, r.b].map((p) => ({ table: tableJson(p.table), refused: p.refused.length }));
    const result = await r.attacks.claimClients({});
    expect((result.clients as number[]).length).toBeGreaterThan(0);
    await syncAll(r.all);
    for (const [i, peer] of [r.a, r.b].entries()) {
      expect(tableJson(peer.table)).toEqual(before[i]!.table);
      expect(peer.refused.slice(before[i]!.refused).map((c) => [c.refusal.code, c.session])).toEqual([['foreignClient', result.session]]);
    }
    // The late joiner hears only what the attacker's own transport client wrote, and judges it first.
    const late = await makePeer('late-claim');
    const others = new Map(Y.decodeStateVector(Y.encodeStateVector(r.h.transport)));
    others.set(r.h.transport.clientID, 0);
    Y.applyUpdate(late.transport, Y.encodeStateAsUpdate(r.h.transport, Y.encodeStateVector(others)), 'remote');
    await settle([late]);
    expect(late.refused.map((c) => [c.refusal.code, c.session])).toEqual([['spectator', result.session]]);
    await syncAll([...r.all, late]);
    expect(readTable(late.table).objects.size).toBe(readTable(r.a.table).objects.size);
    expect(tableJson(late.table)).toEqual(tableJson(r.a.table));
    expect(late.log.stats.waiting).toBe(0);
  });
});

describe('a new table laid out by one seat (every object swept)', () => {
  beforeAll(async () => {
    r = await room();
  });

  it('is applied at the other seat and attributed to its author as a sweep (said, not offered for put-back)', async () => {
    r.b.table.transact(() => {
      const objects = r.b.table.getMap('objects');
      for (const id of [...objects.keys()]) objects.delete(id);
      setUpDoc(r.b.table, { p1: ['s:8', 's:9'], p2: ['s:10'] });
    });
    await syncAll(r.all);
    expect(tableJson(r.a.table)).toEqual(tableJson(r.b.table));
    expect(r.a.refused).toEqual([]);
    const change = r.a.attributed.at(-1)!;
    expect(change).toMatchObject({ by: 'p2', owner: 'p1', sweep: true });
    expect(change.objects).toEqual(expect.arrayContaining([...r.hand, r.deckA, r.counterA]));
  });
});
