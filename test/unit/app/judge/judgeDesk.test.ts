// The judge desk on one shared doc: a player's grant opens its hand in the judge's browser only,
// a withdrawal drops it, a grant sealed to another judge key opens nothing, and the chair is taken
// only by a browser that holds no seat, and only while it is free.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { JudgeDesk, type JudgeDeskDeps } from '../../../../src/app/judge/judgeDesk';
import { JUDGE_OPS, readJudgeChair } from '../../../../src/net/judge';
import { generateJudgeKeyPair, type JudgeKeyPair } from '../../../../src/secret/judgeGrant';
import { generateSeatKey } from '../../../../src/secret/keys';
import { sealRef } from '../../../../src/secret/sealing';
import type { Seat, TableObject } from '../../../../src/table';

const ROOM = 'judge-desk-room';
const zone = (id: string, owner: Seat, y: number): TableObject => ({ id, kind: 'zone', x: 0, y, z: 0, rotation: 0, w: 1000, h: 200, name: { ja: '手札', en: 'Hand' }, owner, snap: 'row', visibility: 'owner' } as TableObject);

async function table(key: CryptoKey) {
  const objects = new Map<string, TableObject>([['z1', zone('z1', 'p1', 0)], ['z2', zone('z2', 'p2', 500)]]);
  for (const [id, x, ref] of [['h1', 10, 'nf-demo:NF-001'], ['h2', 200, 'nf-demo:NF-007']] as const) {
    objects.set(id, { id, kind: 'card', x, y: 50, z: 1, rotation: 0, ref: '', faceUp: false, owner: 'p1', stack: null, attachedTo: null, sealed: await sealRef(key, 'p1', id, ref) } as unknown as TableObject);
  }
  return objects;
}

function desk(doc: Y.Doc, objects: Map<string, TableObject>, who: { id: string; seat: Seat | null; judge: JudgeKeyPair; seatKey?: CryptoKey }): JudgeDesk {
  const deps: JudgeDeskDeps = {
    doc, roomId: ROOM, objects: () => objects, onObjects: () => () => undefined,
    me: { playerId: who.id, name: who.id, color: '#aa8800' }, mySeat: () => who.seat, onSeat: () => () => undefined,
    identity: async () => ({ publicKey: `${who.id}-`.padEnd(87, 'k'), fingerprint: '0123456789abcdef' }),
    judgeKeys: async () => who.judge,
    seatKey: async () => who.seatKey ?? generateSeatKey(),
  };
  return new JudgeDesk(deps);
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('JudgeDesk', () => {
  it('opens a hand in the judge\'s browser after its seat\'s grant, and forgets it when withdrawn', async () => {
    const doc = new Y.Doc();
    const p1Key = await generateSeatKey();
    const objects = await table(p1Key);
    const judge = desk(doc, objects, { id: 'judge', seat: null, judge: await generateJudgeKeyPair() });
    const p1 = desk(doc, objects, { id: 'p1', seat: 'p1', judge: await generateJudgeKeyPair(), seatKey: p1Key });
    const spectator = desk(doc, objects, { id: 'spec', seat: null, judge: await generateJudgeKeyPair() });
    await Promise.all([judge.ready, p1.ready, spectator.ready]);
    expect(await judge.sit()).toBe(true);
    expect(judge.snapshot.iAmJudge).toBe(true);
    expect(spectator.snapshot.iAmJudge).toBe(false);
    expect(judge.snapshot.hands).toEqual({});

    await p1.grant();
    await until(() => Array.isArray(judge.snapshot.hands.p1));
    expect(judge.snapshot.hands.p1).toEqual([{ id: 'h1', ref: 'nf-demo:NF-001' }, { id: 'h2', ref: 'nf-demo:NF-007' }]);
    expect(judge.snapshot.granted).toEqual(['p1']);
    // Only the judge's browser reads hands; the log says the grant happened.
    expect(spectator.snapshot.hands).toEqual({});
    expect(doc.getArray('log').toArray()).toMatchObject([{ seat: 'p1', op: JUDGE_OPS.grant, args: { name: 'judge' } }]);

    p1.withdraw();
    await until(() => judge.snapshot.hands.p1 === undefined);
    expect(judge.snapshot.granted).toEqual([]);
    expect(doc.getArray('log').toArray()).toMatchObject([{ op: JUDGE_OPS.grant }, { seat: 'p1', op: JUDGE_OPS.withdraw }]);
  });

  it('does not open a grant sealed to an earlier judge\'s key', async () => {
    const doc = new Y.Doc();
    const p1Key = await generateSeatKey();
    const objects = await table(p1Key);
    const first = desk(doc, objects, { id: 'judge', seat: null, judge: await generateJudgeKeyPair() });
    const p1 = desk(doc, objects, { id: 'p1', seat: 'p1', judge: await generateJudgeKeyPair(), seatKey: p1Key });
    await Promise.all([first.ready, p1.ready]);
    await first.sit();
    await p1.grant();
    first.leave();
    const second = desk(doc, objects, { id: 'judge2', seat: null, judge: await generateJudgeKeyPair() });
    await second.ready;
    expect(await second.sit()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.snapshot.granted).toEqual([]);
    expect(second.snapshot.hands).toEqual({});
  });

  it('seats no player, takes no held chair, and writes a ruling only from the judge', async () => {
    const doc = new Y.Doc();
    const objects = await table(await generateSeatKey());
    const judge = desk(doc, objects, { id: 'judge', seat: null, judge: await generateJudgeKeyPair() });
    const p1 = desk(doc, objects, { id: 'p1', seat: 'p1', judge: await generateJudgeKeyPair() });
    const other = desk(doc, objects, { id: 'other', seat: null, judge: await generateJudgeKeyPair() });
    await Promise.all([judge.ready, p1.ready, other.ready]);
    expect(await p1.sit()).toBe(false);
    expect(await judge.sit()).toBe(true);
    expect(await other.sit()).toBe(false);
    expect(readJudgeChair(doc)?.playerId).toBe('judge');
    expect(p1.rule({ ruling: 'NF-R3' })).toBe(false);
    expect(judge.rule({ ruling: 'NF-R3', text: 'front destroyed by first strike' })).toBe(true);
    expect(doc.getArray('log').toArray()).toMatchObject([{ seat: 'system', op: JUDGE_OPS.ruling, args: { ruling: 'NF-R3', name: 'judge' } }]);
  });
});
