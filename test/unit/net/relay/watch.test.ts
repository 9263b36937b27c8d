import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { BroadcastWatch } from '../../../../src/net/relay/watch';
import { claim, makePeer, objectsJson, ROOM, setField, startSigning, syncAll, writeObject } from '../signed/peers';

const card = (id: string, owner: 'p1' | 'p2') => ({ id, kind: 'card', x: 0, y: 0, z: 1, ref: 'starter:ST-001', faceUp: true, rotation: 0, owner, stack: null, attachedTo: null });

async function seated() {
  const a = await makePeer('a');
  claim(a, 'p1');
  writeObject(a, 'c1', card('c1', 'p1'));
  await startSigning(a);
  await syncAll([a]);
  await a.log.flush();
  return a;
}

const settle = async (w: BroadcastWatch) => {
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await w.idle();
  }
};

describe('broadcast watch', () => {
  it('applies a seat\'s verified entries from the relay doc to the viewer\'s table', async () => {
    const a = await seated();
    const table = new Y.Doc();
    const w = new BroadcastWatch({ table, roomId: ROOM });
    Y.applyUpdate(w.relayDoc, Y.encodeStateAsUpdate(a.transport));
    await settle(w);
    expect(table.getMap('objects').toJSON()).toEqual(objectsJson(a));
    setField(a, 'c1', 'x', 120);
    await a.log.flush();
    Y.applyUpdate(w.relayDoc, Y.encodeStateAsUpdate(a.transport, Y.encodeStateVector(w.relayDoc)));
    await settle(w);
    expect((table.getMap('objects').toJSON() as Record<string, { x: number }>).c1?.x).toBe(120);
    expect(w.refusals).toEqual([]);
  });

  it('refuses a tampered entry (a byte of its signed content changed on the way)', async () => {
    const a = await seated();
    const table = new Y.Doc();
    const w = new BroadcastWatch({ table, roomId: ROOM });
    Y.applyUpdate(w.relayDoc, Y.encodeStateAsUpdate(a.transport));
    await settle(w);
    // The relay forges the next entry: a's log, a's sequence, another x, with the old signature.
    const forger = new Y.Doc({ gc: false });
    Y.applyUpdate(forger, Y.encodeStateAsUpdate(a.transport));
    setField(a, 'c1', 'x', 5);
    await a.log.flush();
    const real = Y.encodeStateAsUpdate(a.transport, Y.encodeStateVector(forger));
    const tampered = real.slice();
    // Flip a byte deep inside the entry's content (past the struct headers).
    const at = Math.floor(tampered.length * 0.7);
    tampered[at] = tampered[at]! ^ 0x55;
    let threw = false;
    try {
      Y.applyUpdate(w.relayDoc, tampered);
    } catch {
      threw = true; // a tamper that breaks the update's own encoding fails even earlier: nothing applied
    }
    await settle(w);
    expect((table.getMap('objects').toJSON() as Record<string, { x: number }>).c1?.x).toBe(0);
    expect(threw || w.refusals.length > 0).toBe(true);
  });

  it('a viewer link that names the seat\'s fingerprint treats another key in that seat as a spectator', async () => {
    const a = await seated();
    const fp = bytesToHex(sha256(a.browser.publicKey).subarray(0, 8));
    const table = new Y.Doc();
    const right = new BroadcastWatch({ table, roomId: ROOM, expect: { seat: 'p1', fp } });
    Y.applyUpdate(right.relayDoc, Y.encodeStateAsUpdate(a.transport));
    await settle(right);
    expect(right.roleOf(a.key)).toBe('p1');
    const wrongTable = new Y.Doc();
    const wrong = new BroadcastWatch({ table: wrongTable, roomId: ROOM, expect: { seat: 'p1', fp: '0000000000000000' } });
    Y.applyUpdate(wrong.relayDoc, Y.encodeStateAsUpdate(a.transport));
    await settle(wrong);
    expect(wrong.roleOf(a.key)).toBe('spectator');
    // A move of p1's card by that key: applied where the key is p1's, refused where the link named another.
    setField(a, 'c1', 'x', 77);
    await a.log.flush();
    for (const w of [right, wrong]) Y.applyUpdate(w.relayDoc, Y.encodeStateAsUpdate(a.transport));
    await settle(right);
    await settle(wrong);
    expect((table.getMap('objects').toJSON() as Record<string, { x: number }>).c1?.x).toBe(77);
    expect((wrongTable.getMap('objects').toJSON() as Record<string, { x: number }>).c1?.x).toBe(0);
    expect(wrong.refusals.length).toBeGreaterThan(0);
  });
});
