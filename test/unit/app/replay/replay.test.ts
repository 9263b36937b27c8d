import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { localReplayFile, loadReplay, roomReplayFile } from '../../../../src/app/replay/load';
import { CHECKPOINT_EVERY, Replay } from '../../../../src/app/replay/model';
import { recordLocally } from '../../../../src/app/replay/recorder';
import { logTimeOf, type ReplayStep } from '../../../../src/app/replay/steps';
import { parseReplayFile, REPLAY_FORMAT } from '../../../../src/app/replay/format';
import { storedLogEntry } from '../../../../src/table';
import { claim, makePeer, setField, startSigning, syncAll, writeObject, ROOM } from '../../net/signed/peers';

const card = (id: string, owner: 'p1' | 'p2', extra: Record<string, unknown> = {}) => ({
  id, kind: 'card', x: 0, y: 0, z: 1, ref: 'starter:ST-001', faceUp: true, rotation: 0, owner, stack: null, attachedTo: null, ...extra,
});

function logLine(doc: Y.Doc, t: number, seat: 'p1' | 'p2', op: string, args: Record<string, string | number> = {}): void {
  doc.getArray<unknown>('log').push([storedLogEntry({ t, seat, op, args })]);
}

/** A solo table with `n` moves of one card, each with its log line. */
function soloSteps(n: number): ReplayStep[] {
  const doc = new Y.Doc();
  const steps: ReplayStep[] = [];
  doc.on('update', (u: Uint8Array) => steps.push({ update: u, t: 1_000 + steps.length, by: null, refused: null }));
  doc.transact(() => {
    const map = new Y.Map<unknown>();
    for (const [k, v] of Object.entries(card('c1', 'p1'))) map.set(k, v);
    doc.getMap('objects').set('c1', map);
  });
  for (let i = 1; i <= n; i++) {
    doc.transact(() => {
      (doc.getMap<Y.Map<unknown>>('objects').get('c1')!).set('x', i * 10);
      logLine(doc, 1_000 + i, 'p1', 'move', { id: 'c1', x: i * 10 });
    });
  }
  return steps;
}

const xAt = (replay: Replay, k: number) => (replay.tableAt(k).getMap<Y.Map<unknown>>('objects').get('c1')?.get('x'));

describe('replay model', () => {
  it('lists one moment per step with what it logged, and rebuilds the table at any moment', () => {
    const replay = new Replay(soloSteps(5));
    expect(replay.length).toBe(6);
    expect(replay.moments[3]!.log.map((e) => [e.op, e.args['x']])).toEqual([['move', 30]]);
    // Every step is an action here: the first made the card (it changed an object, logged nothing).
    expect(replay.actions()).toHaveLength(6);
    expect(replay.moments[0]!.touched).toEqual(['c1']);
    expect(xAt(replay, 0)).toBe(0);
    expect(xAt(replay, 3)).toBe(30);
    expect(xAt(replay, 5)).toBe(50);
    expect(xAt(replay, 99)).toBe(50); // clamped
  });

  it('jumps anywhere from a checkpoint: at most CHECKPOINT_EVERY updates after it, same table as from the start', () => {
    const steps = soloSteps(350);
    const replay = new Replay(steps);
    for (const k of [0, 99, 100, 101, 250, 350]) {
      expect(replay.updatesFor(k)).toBeLessThanOrEqual(CHECKPOINT_EVERY);
      const full = new Y.Doc();
      for (let i = 0; i <= k; i++) Y.applyUpdate(full, steps[i]!.update);
      expect(replay.tableAt(k).getMap('objects').toJSON()).toEqual(full.getMap('objects').toJSON());
    }
  });

  it('reads a step\'s log time from its structs without applying it', () => {
    const doc = new Y.Doc();
    const updates: Uint8Array[] = [];
    doc.on('update', (u: Uint8Array) => updates.push(u));
    logLine(doc, 1_777_000_000, 'p2', 'flip', { id: 'x' });
    doc.getMap('meta').set('seed', 3);
    expect(logTimeOf(updates[0]!)).toBe(1_777_000_000);
    expect(logTimeOf(updates[1]!)).toBeNull();
    expect(logTimeOf(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

describe('solo recording', () => {
  it('records a table doc\'s updates from a base and replays them from a file', async () => {
    const doc = new Y.Doc();
    doc.getMap('meta').set('seed', 1);
    let now = 1_700_000_000_000;
    const recording = recordLocally(doc, () => now);
    expect(recordLocally(doc)).toBe(recording);
    for (let i = 1; i <= 3; i++) {
      now += 1000;
      doc.transact(() => {
        doc.getMap('meta').set('seed', i + 1);
        logLine(doc, Math.floor(now / 1000), 'p1', 'roll', { value: i });
      });
    }
    const read = await loadReplay(localReplayFile(recording));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const { replay } = read.loaded;
    expect(replay.length).toBe(4);
    expect(replay.tableAt(0).getMap('meta').get('seed')).toBe(1);
    expect(replay.tableAt(2).getMap('meta').get('seed')).toBe(3);
    expect(replay.moments[3]!.log[0]!.args['value']).toBe(3);
  });
});

describe('replay files', () => {
  it('refuses broken and foreign files with a list of problems', async () => {
    for (const text of ['{', '[]', JSON.stringify({ format: 'fudaba-save' }), JSON.stringify({ format: REPLAY_FORMAT, version: 9 })]) {
      const read = await loadReplay(text);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.problems.length).toBeGreaterThan(0);
    }
    const bad = parseReplayFile(JSON.stringify({ format: REPLAY_FORMAT, version: 1, kind: 'local', savedAt: 'x', base: '!!', steps: [{ t: -1, u: 'AA' }] }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.map((p) => p.path).sort()).toEqual(['base', 'steps.0.t']);
  });

  it('refuses a room file whose transport is not a Yjs update, without throwing', async () => {
    const text = JSON.stringify({ format: REPLAY_FORMAT, version: 1, kind: 'room', savedAt: 'x', roomId: 'r', transport: 'AAAAAAAA', seats: {} });
    const read = await loadReplay(text);
    expect(read.ok).toBe(false);
  });
});

describe('room replays', () => {
  async function match() {
    const [a, b] = [await makePeer('a'), await makePeer('b')];
    claim(a, 'p1');
    writeObject(a, 'c1', card('c1', 'p1'));
    writeObject(a, 'hp2', { id: 'hp2', kind: 'counter', x: 0, y: 0, z: 0, label: 'HP', value: 20, owner: 'p2' });
    await startSigning(a);
    await syncAll([a, b]);
    claim(b, 'p2');
    await startSigning(b);
    await syncAll([a, b]);
    return { a, b };
  }

  it('verifies every entry again and replays both seats\' moves in time order', async () => {
    const { a, b } = await match();
    const t0 = 1_800_000_000;
    a.table.transact(() => { setField(a, 'c1', 'x', 10); logLine(a.table, t0 + 1, 'p1', 'move', { id: 'c1' }); });
    await syncAll([a, b]);
    b.table.transact(() => { setField(b, 'hp2', 'value', 19); logLine(b.table, t0 + 2, 'p2', 'counter', { id: 'hp2', value: 19 }); });
    await syncAll([a, b]);
    a.table.transact(() => { setField(a, 'c1', 'x', 20); logLine(a.table, t0 + 3, 'p1', 'move', { id: 'c1' }); });
    await syncAll([a, b]);
    const read = await loadReplay(roomReplayFile(b.transport, ROOM, {}));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const { replay } = read.loaded;
    const acts = replay.actions().filter((m) => m.log.length > 0);
    expect(acts.map((m) => [m.by, m.log[0]?.op])).toEqual([['p1', 'move'], ['p2', 'counter'], ['p1', 'move']]);
    const objects = (k: number) => replay.tableAt(k).getMap('objects').toJSON() as Record<string, { x?: number; value?: number }>;
    expect(objects(acts[0]!.k).c1?.x).toBe(10);
    expect(objects(acts[0]!.k).hp2?.value).toBe(20);
    expect(objects(acts[1]!.k).hp2?.value).toBe(19);
    expect(objects(acts[2]!.k).c1?.x).toBe(20);
    expect(replay.tableAt(replay.length - 1).getMap('objects').toJSON()).toEqual(a.table.getMap('objects').toJSON());
  });

  it('keeps a hostile write refused, as the peers did: a spectator\'s change is a refused moment with nothing applied', async () => {
    const { a, b } = await match();
    const c = await makePeer('c');
    await syncAll([a, b, c]);
    await startSigning(c);
    setField(c, 'hp2', 'value', 1);
    await syncAll([a, b, c]);
    const read = await loadReplay(roomReplayFile(a.transport, ROOM, {}));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const { replay, refused } = read.loaded;
    expect(refused).toBe(1);
    expect((replay.tableAt(replay.length - 1).getMap('objects').toJSON() as Record<string, { value: number }>).hp2?.value).toBe(20);
    // A file for another room verifies nothing: every certificate is bound to its room.
    const other = await loadReplay(roomReplayFile(a.transport, 'another-room', {}));
    expect(other.ok).toBe(false);
  });
});
