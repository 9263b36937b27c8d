// Joint rolls between two seats on synced docs, and modified clients that try to predict, choose
// or overwrite the face.
import fc from 'fast-check';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { EnvelopeBoard } from '../../../src/secret/envelopeBoard';
import { deriveFace, newShare } from '../../../src/secret/jointRoll';
import { JointRollBoard, type RollProblem } from '../../../src/secret/jointRollBoard';
import { KeyRing, MemoryKeyStore } from '../../../src/secret/keyring';
import { commit } from '../../../src/secret/commit';
import { envelopePurpose, paddedChoice } from '../../../src/secret/envelope';
import { objectsOf, patchObject, readLog, writeObject, type Seat } from '../../../src/table';
import { runs, timeout } from '../../propertyRuns';

/** Docs synced as y-webrtc would; a link can be held (updates queue) and let go. */
function mesh(count: number) {
  const docs = Array.from({ length: count }, () => new Y.Doc());
  const held = new Set<number>();
  const queued: Array<{ from: number; update: Uint8Array }> = [];
  const send = (from: number, update: Uint8Array) => {
    docs.forEach((other, i) => { if (i !== from) Y.applyUpdate(other, update, 'remote'); });
  };
  docs.forEach((doc, i) => doc.on('update', (u: Uint8Array, origin: unknown) => {
    if (origin === 'remote') return;
    if (held.has(i)) queued.push({ from: i, update: u });
    else send(i, u);
  }));
  return {
    docs,
    hold: (i: number) => held.add(i),
    release: (i: number) => {
      held.delete(i);
      for (const q of queued.splice(0)) send(q.from, q.update);
      // Bring the held doc up to date with what it missed.
      for (const [j, other] of docs.entries()) if (j !== i) Y.applyUpdate(docs[i]!, Y.encodeStateAsUpdate(other), 'remote');
    },
  };
}

const tick = async (n = 30) => { for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0)); };

function seat(doc: Y.Doc, who: Seat | null, store = new MemoryKeyStore()) {
  const envelopes = new EnvelopeBoard(doc, new KeyRing(store, 't'), () => who);
  const origin = { seat: who };
  const rolls = new JointRollBoard(doc, envelopes, () => who, (s) => ({ doc, actor: { seat: s, origin } }));
  const problems: RollProblem[] = [];
  rolls.onProblem((p) => problems.push(p));
  envelopes.start();
  rolls.start();
  return { envelopes, rolls, problems, store, stop: () => { rolls.stop(); envelopes.stop(); } };
}

const DIE = 'd1';
const COIN = 'c1';
function lay(doc: Y.Doc) {
  doc.transact(() => {
    writeObject(doc, { id: DIE, kind: 'die', x: 0, y: 0, z: 1, sides: 6, value: 1, lastRoller: null });
    writeObject(doc, { id: COIN, kind: 'coin', x: 50, y: 0, z: 2, coinKind: 'gold', heads: true, attachedTo: null });
  });
}

const dieValue = (doc: Y.Doc) => (objectsOf(doc).get(DIE) as Y.Map<unknown>).get('value');
const shares = (doc: Y.Doc, round: string) => {
  const map = doc.getMap<{ value: string }>('envelopes');
  return { p1: map.get(`v/${round}/p1`)?.value ?? '', p2: map.get(`v/${round}/p2`)?.value ?? '' };
};

async function settle(...boards: Array<{ rolls: JointRollBoard; envelopes: EnvelopeBoard }>) {
  for (let i = 0; i < 6; i++) {
    await tick();
    for (const b of boards) {
      await b.envelopes.settled();
      await b.rolls.settled();
    }
  }
}

describe('joint rolls between two seats', () => {
  it('A rolls, B adds its share unasked, A writes the derived face once, both agree and nobody is flagged', async () => {
    const { docs } = mesh(2);
    lay(docs[0]!);
    const a = seat(docs[0]!, 'p1');
    const b = seat(docs[1]!, 'p2');
    const { rounds: [round], faces } = a.rolls.roll([DIE]);
    expect(a.rolls.pending[0]).toBeUndefined(); // the step has not run yet
    const [face] = await faces;
    await settle(a, b);
    const expected = await deriveFace(round!, shares(docs[1]!, round!), { kind: 'die', sides: 6 });
    expect(face).toBe(expected);
    for (const doc of docs) expect(dieValue(doc)).toBe(expected);
    const rolls = readLog(docs[1]!).entries.filter((e) => e.op === 'roll');
    expect(rolls).toEqual([expect.objectContaining({ seat: 'p1', args: { id: DIE, value: expected, round, verified: true } })]);
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
    expect(a.rolls.pending).toEqual([]);
  });

  it('rolls of one die in quick succession are written in the order they were opened, and nobody is flagged', async () => {
    const { docs } = mesh(2);
    lay(docs[0]!);
    const a = seat(docs[0]!, 'p1');
    const b = seat(docs[1]!, 'p2');
    const started = [a.rolls.roll([DIE]), a.rolls.roll([DIE]), a.rolls.roll([DIE])];
    for (const { faces } of started) await faces;
    const { faces } = a.rolls.roll([DIE]);
    await faces;
    await settle(a, b);
    const lines = readLog(docs[1]!).entries.filter((e) => e.op === 'roll');
    expect(lines.map((e) => e.args['round'])).toEqual([...started.map((s) => s.rounds[0]), expect.any(String)]);
    expect(dieValue(docs[1]!)).toBe(lines.at(-1)?.args['value']);
    expect([...a.problems, ...b.problems]).toEqual([]);
  });

  it('tosses a coin jointly', async () => {
    const { docs } = mesh(2);
    lay(docs[0]!);
    const a = seat(docs[0]!, 'p1');
    const b = seat(docs[1]!, 'p2');
    const { rounds: [round], faces } = b.rolls.roll([COIN]);
    const [face] = await faces;
    await settle(a, b);
    const heads = (objectsOf(docs[0]!).get(COIN) as Y.Map<unknown>).get('heads');
    expect(heads).toBe(face === 1);
    expect(readLog(docs[0]!).entries.find((e) => e.op === 'toss')?.args).toMatchObject({ round, verified: true, heads });
  });

  it('shows the roll as waiting for the other seat while its share is outstanding, and goes on after a reload of either side', async () => {
    const net = mesh(2);
    const { docs } = net;
    lay(docs[0]!);
    const store = new MemoryKeyStore();
    let a = seat(docs[0]!, 'p1', store);
    net.hold(0);
    const { rounds: [round] } = a.rolls.roll([DIE]);
    await settle(a);
    expect(a.rolls.pending).toEqual([expect.objectContaining({ round, piece: DIE, by: 'p1', waitingFor: ['p2'], stuck: false })]);
    // A reloads: a new board on the same doc and key store.
    a.stop();
    a = seat(docs[0]!, 'p1', store);
    await settle(a);
    expect(a.rolls.pending).toEqual([expect.objectContaining({ round, waitingFor: ['p2'] })]);
    // B joins and commits while its own writes are held, then reloads before anything of it went out.
    const bStore = new MemoryKeyStore();
    net.hold(1);
    let b = seat(docs[1]!, 'p2', bStore);
    net.release(0);
    for (let i = 0; i < 50 && !docs[1]!.getMap('envelopes').has(`k/${round}/p2`); i++) await tick(5);
    expect(docs[1]!.getMap('envelopes').has(`k/${round}/p2`)).toBe(true);
    expect(docs[0]!.getMap('envelopes').has(`k/${round}/p2`)).toBe(false);
    b.stop();
    b = seat(docs[1]!, 'p2', bStore);
    net.release(1);
    await settle(a, b);
    expect(a.rolls.pending).toEqual([]);
    const expected = await deriveFace(round!, shares(docs[0]!, round!), { kind: 'die', sides: 6 });
    for (const doc of docs) expect(dieValue(doc)).toBe(expected);
    expect(readLog(docs[0]!).entries.filter((e) => e.op === 'roll')).toHaveLength(1);
    expect(b.problems).toEqual([]);
  });

  it('a roller that writes another face on the die is flagged by the other seat', async () => {
    const { docs } = mesh(2);
    lay(docs[0]!);
    const a = seat(docs[0]!, 'p1');
    const b = seat(docs[1]!, 'p2');
    const { faces } = a.rolls.roll([DIE]);
    const [face] = await faces;
    await settle(a, b);
    // A's modified client turns the die to another face, without a log line.
    docs[0]!.transact(() => patchObject(docs[0]!, DIE, { value: face === 6 ? 1 : 6 }));
    await settle(a, b);
    expect(b.problems).toEqual([expect.objectContaining({ piece: DIE, seat: 'p1', problem: 'shown', expected: face })]);
  });

  it('a roller that logs a face of its choosing under the round is flagged', async () => {
    const { docs } = mesh(2);
    lay(docs[0]!);
    const b = seat(docs[1]!, 'p2');
    // A's modified client: commits and reveals by hand through its own envelope board, but writes the face it likes.
    const aEnvelopes = new EnvelopeBoard(docs[0]!, new KeyRing(new MemoryKeyStore(), 't'), () => 'p1');
    aEnvelopes.start();
    const round = aEnvelopes.open('roll:d1', 'text');
    await aEnvelopes.commit(round, newShare());
    await settle(b);
    await aEnvelopes.settled();
    await settle(b);
    const fair = await deriveFace(round, shares(docs[0]!, round), { kind: 'die', sides: 6 });
    const chosen = fair === 6 ? 5 : 6;
    docs[0]!.transact(() => {
      patchObject(docs[0]!, DIE, { value: chosen });
      docs[0]!.getArray('log').push([{ t: 1, seat: 'p1', op: 'roll', args: { id: DIE, value: chosen, round, verified: true } }]);
    });
    await settle(b);
    expect(b.problems.map((p) => p.problem).sort()).toEqual(['shown', 'value']);
    expect(b.problems[0]).toMatchObject({ expected: fair, found: chosen });
  });

  it('a roller that leaves a finished roll unwritten and rolls again is flagged (no skipping a bad face)', async () => {
    const { docs } = mesh(2);
    lay(docs[0]!);
    const b = seat(docs[1]!, 'p2');
    const aEnvelopes = new EnvelopeBoard(docs[0]!, new KeyRing(new MemoryKeyStore(), 't'), () => 'p1');
    aEnvelopes.start();
    const first = aEnvelopes.open('roll:d1', 'text');
    await aEnvelopes.commit(first, newShare());
    await settle(b);
    await aEnvelopes.settled();
    await settle(b);
    // A saw the face, did not like it, leaves it unwritten and rolls again.
    const second = aEnvelopes.open('roll:d1', 'text');
    await aEnvelopes.commit(second, newShare());
    await settle(b);
    await aEnvelopes.settled();
    await settle(b);
    const face = await deriveFace(second, shares(docs[0]!, second), { kind: 'die', sides: 6 });
    docs[0]!.transact(() => {
      patchObject(docs[0]!, DIE, { value: face });
      docs[0]!.getArray('log').push([{ t: 1, seat: 'p1', op: 'roll', args: { id: DIE, value: face, round: second, verified: true } }]);
    });
    await settle(b);
    expect(b.problems).toEqual([expect.objectContaining({ round: first, problem: 'skipped', seat: 'p1' })]);
  });

  it('a seat that commits twice (equivocates) makes the roll never open: no face is written', async () => {
    const { docs } = mesh(3);
    lay(docs[0]!);
    const a = seat(docs[0]!, 'p1');
    const hostile = docs[2]!.getMap<unknown>('envelopes');
    // p2's modified client: no board; it commits two shares, to open whichever suits it.
    const { rounds: [round], faces } = a.rolls.roll([DIE]);
    await settle(a);
    for (const [tag, share] of [['t1', newShare()], ['t2', newShare()]] as const) {
      const { commitment } = await commit(envelopePurpose(round!, 'p2'), paddedChoice('text', share));
      docs[2]!.transact(() => hostile.set(`c/${round}/p2/${tag}`, commitment.hash));
    }
    await settle(a);
    expect(await faces).toEqual([null]);
    expect(docs[0]!.getMap('envelopes').get(`v/${round}/p1`)).toBeUndefined();
    expect(readLog(docs[0]!).entries.filter((e) => e.op === 'roll')).toEqual([]);
    expect(a.rolls.pending).toEqual([expect.objectContaining({ round, stuck: true })]);
  });

  it('property: under any delivery order, a seat’s share is revealed only after the other seat’s commitment is pinned on its side', async () => {
    await fc.assert(fc.asyncProperty(fc.array(fc.boolean(), { minLength: 4, maxLength: 12 }), fc.boolean(), async (holds, bRolls) => {
      const net = mesh(2);
      const { docs } = net;
      lay(docs[0]!);
      const boards = [seat(docs[0]!, 'p1'), seat(docs[1]!, 'p2')] as const;
      const early: string[] = [];
      // Whenever a browser writes its reveal, its own doc must already hold the other seat's commitment.
      docs.forEach((doc, i) => doc.getMap<unknown>('envelopes').observe((event) => {
        if (event.transaction.origin === 'remote') return;
        for (const key of event.keysChanged) {
          const [kind, round, who] = key.split('/');
          if (kind !== 'v') continue;
          const other = who === 'p1' ? 'p2' : 'p1';
          const pinned = [...doc.getMap('envelopes').keys()].some((k) => k.startsWith(`c/${round}/${other}/`));
          if (!pinned) early.push(`${i}:${key}`);
        }
      }));
      const { faces } = boards[bRolls ? 1 : 0].rolls.roll([DIE]);
      for (const hold of holds) {
        const side = hold ? 0 : 1;
        net.hold(side);
        await tick(5);
        net.release(side);
      }
      const [face] = await faces;
      await settle(...boards);
      expect(early).toEqual([]);
      expect(dieValue(docs[0]!)).toBe(face);
      expect(dieValue(docs[1]!)).toBe(face);
      expect(boards[0].problems.concat(boards[1].problems)).toEqual([]);
      for (const b of boards) b.stop();
    }), runs(10));
  }, timeout(30_000));
});
