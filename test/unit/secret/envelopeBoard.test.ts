// Sealed envelope rounds between two synced browsers.
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { EnvelopeBoard } from '../../../src/secret/envelopeBoard';
import { KeyRing, MemoryKeyStore } from '../../../src/secret/keyring';
import type { Seat } from '../../../src/table';

function pair() {
  const docs = [new Y.Doc(), new Y.Doc()] as const;
  docs[0].on('update', (u: Uint8Array, o: unknown) => { if (o !== 'remote') Y.applyUpdate(docs[1], u, 'remote'); });
  docs[1].on('update', (u: Uint8Array, o: unknown) => { if (o !== 'remote') Y.applyUpdate(docs[0], u, 'remote'); });
  const board = (doc: Y.Doc, seat: Seat) => {
    const b = new EnvelopeBoard(doc, new KeyRing(new MemoryKeyStore(), 't'), () => seat);
    b.start();
    return b;
  };
  return { docs, a: board(docs[0], 'p1'), b: board(docs[1], 'p2') };
}

const tick = async () => { for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0)); };

describe('envelope board', () => {
  it('keeps choices sealed until both have committed, then both see both', async () => {
    const { docs, a, b } = pair();
    const round = a.open('Fighters', 'text');
    await a.commit(round, 'MF-003,MF-007');
    await tick();
    const early = await b.rounds();
    expect(early[0]).toMatchObject({ committed: ['p1'], values: {} });
    expect(new TextDecoder().decode(Y.encodeStateAsUpdate(docs[1]))).not.toContain('MF-003');
    await b.commit(round, 'MF-001,MF-002');
    await tick();
    for (const board of [a, b]) {
      const [view] = await board.rounds();
      expect(view).toMatchObject({ verdicts: { p1: 'ok', p2: 'ok' }, values: { p1: 'MF-003,MF-007', p2: 'MF-001,MF-002' } });
    }
  });

  it('rejects a forged reveal and a commitment replayed from another round', async () => {
    const { docs, a, b } = pair();
    const first = a.open('One', 'number');
    await a.commit(first, 3);
    await b.commit(first, 4);
    await tick();
    const second = a.open('Two', 'number');
    await a.commit(second, 5);
    // p2's modified client copies its old commitment and reveal into the new round.
    const map = docs[1].getMap<unknown>('envelopes');
    docs[1].transact(() => {
      map.set(`c/${second}/p2`, map.get(`c/${first}/p2`));
      map.set(`v/${second}/p2`, map.get(`v/${first}/p2`));
    });
    // … and rewrites its reveal of the first round.
    docs[1].transact(() => map.set(`v/${first}/p2`, { value: 9, salt: (map.get(`v/${first}/p2`) as { salt: string }).salt }));
    await tick();
    const views = await a.rounds();
    const byLabel = Object.fromEntries(views.map((v) => [v.label, v]));
    expect(byLabel['One']?.verdicts).toEqual({ p1: 'ok', p2: 'mismatch' });
    expect(byLabel['One']?.values).toEqual({ p1: 3 });
    expect(byLabel['Two']?.verdicts.p2).toBe('mismatch');
  });

  it('refuses a second commitment by the same seat', async () => {
    const { a } = pair();
    const round = a.open('Once', 'text');
    await a.commit(round, 'x');
    await expect(a.commit(round, 'y')).rejects.toThrow(/already committed/);
  });
});
