// The audit against false accusations: a key written in a seat's name, a second key hash, forged
// and replayed journal entries. Two browsers (p1, p2) and a third peer's bare doc, all synced.
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { GENERIC_MAT, LiveTable, readTable, runCommand, setupTable, type Seat, type TableContext } from '../../../src/table';
import { AUDIT_KEYS, RefusedKeyError, auditKeyHash } from '../../../src/secret/auditKeys';
import { KeyRing, MemoryKeyStore } from '../../../src/secret/keyring';
import { SecretKeeper } from '../../../src/secret/keeper';
import { exportSeatKey, generateSeatKey } from '../../../src/secret/keys';

const deck = (prefix: string) => Array.from({ length: 12 }, (_, i) => `${prefix}:CARD-${String(i + 1).padStart(3, '0')}`);

function browser(doc: Y.Doc, seat: Seat | null) {
  const live = new LiveTable(doc);
  const keeper = new SecretKeeper({ doc, live, keys: new KeyRing(new MemoryKeyStore(), 'audit-table'), seat: () => seat });
  return { doc, keeper, ctx: { doc, actor: { seat: seat ?? 'p1', origin: { seat } } } satisfies TableContext };
}

async function room() {
  const docs = [new Y.Doc(), new Y.Doc(), new Y.Doc()];
  const system: TableContext = { doc: docs[0]!, actor: { seat: 'p1', origin: { system: true }, system: true } };
  setupTable(system, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: deck('alpha') }, { seat: 'p2', deck: deck('beta') }], seed: 3 });
  for (const doc of docs.slice(1)) Y.applyUpdate(doc, Y.encodeStateAsUpdate(docs[0]!), 'remote');
  for (const doc of docs) {
    doc.on('update', (u: Uint8Array, origin: unknown) => {
      if (origin === 'remote') return;
      for (const other of docs) if (other !== doc) Y.applyUpdate(other, u, 'remote');
    });
  }
  const a = browser(docs[0]!, 'p1');
  const b = browser(docs[1]!, 'p2');
  const spectator = browser(docs[2]!, null);
  for (const x of [a, b, spectator]) x.keeper.start();
  const settle = async () => {
    for (let i = 0; i < 4; i++) {
      for (const x of [a, b, spectator]) await x.keeper.settled();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  await settle();
  return { a, b, spectator, hostile: docs[2]!, settle };
}

const deckStack = (doc: Y.Doc, seat: Seat) => [...readTable(doc).objects.values()].find((o) => o.kind === 'stack' && o.owner === seat)!;
const randomKey = async () => exportSeatKey(await generateSeatKey());

describe('audit keys', () => {
  it('each seat publishes the hash of its key as soon as its keeper holds it', async () => {
    const { a, hostile } = await room();
    const map = hostile.getMap<unknown>(AUDIT_KEYS);
    const hashes = [...map.entries()].filter(([k]) => k.startsWith('hash/p1/')).map(([, v]) => v);
    expect(hashes).toEqual([await auditKeyHash('p1', (await a.keeper.exportKey())!)]);
    expect([...map.keys()].filter((k) => k.startsWith('hash/p2/'))).toHaveLength(1);
    expect([...map.keys()].filter((k) => k.startsWith('key/'))).toEqual([]);
  });

  it('refuses a random key written for seat 1, and audits with the real one once it comes', async () => {
    const { a, b, spectator, hostile, settle } = await room();
    runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 3 });
    await settle();
    hostile.transact(() => hostile.getMap<unknown>(AUDIT_KEYS).set('key/p1/evil', 'not a key at all'));
    hostile.transact(() => hostile.getMap<unknown>(AUDIT_KEYS).set('p1', 'fudaba-key-v1:' + 'A'.repeat(43)));
    const fake = await randomKey();
    hostile.transact(() => hostile.getMap<unknown>(AUDIT_KEYS).set('key/p1/evil2', fake));
    await settle();
    for (const viewer of [b, spectator]) {
      expect(viewer.keeper.revealedSeats()).toEqual(['p1']);
      await expect(viewer.keeper.audit('p1')).rejects.toMatchObject({ reason: 'mismatch' });
      await expect(viewer.keeper.audit('p1')).rejects.toBeInstanceOf(RefusedKeyError);
    }
    await a.keeper.revealKeyForAudit();
    await settle();
    // … and a random key written after the real one changes nothing either.
    hostile.transact(() => hostile.getMap<unknown>(AUDIT_KEYS).set('key/p1/evil3', fake));
    for (const viewer of [b, spectator]) expect(await viewer.keeper.audit('p1')).toMatchObject({ draws: 3, forged: 0, problems: [] });
  });

  it('trusts no key of a seat for which two different hashes were published', async () => {
    const { a, b, hostile, settle } = await room();
    const fake = await randomKey();
    hostile.transact(() => hostile.getMap<unknown>(AUDIT_KEYS).set('hash/p1/evil', 'e'.repeat(64)));
    await a.keeper.revealKeyForAudit();
    hostile.transact(() => hostile.getMap<unknown>(AUDIT_KEYS).set('key/p1/evil', fake));
    await settle();
    await expect(b.keeper.audit('p1')).rejects.toMatchObject({ reason: 'equivocation' });
  });

  it('a browser that saw the first hash keeps it after a peer deletes it, and the seat publishes it again', async () => {
    const { a, b, hostile, settle } = await room();
    const map = hostile.getMap<unknown>(AUDIT_KEYS);
    const fake = await randomKey();
    hostile.transact(() => {
      for (const key of [...map.keys()].filter((k) => k.startsWith('hash/p1/'))) map.delete(key);
      map.set('hash/p1/evil', 'bogus');
    });
    hostile.transact(() => map.set('hash/p1/evil2', '0'.repeat(64)));
    hostile.transact(() => map.set('key/p1/evil', fake));
    await settle();
    await expect(b.keeper.audit('p1')).rejects.toMatchObject({ reason: 'equivocation' });
    // p1's keeper puts its hash back on its next pass, so a late joiner sees two hashes too.
    runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 1 });
    await settle();
    const mine = await auditKeyHash('p1', (await a.keeper.exportKey())!);
    expect([...map.entries()].filter(([k]) => k.startsWith('hash/p1/')).map(([, v]) => v).sort()).toEqual(['0'.repeat(64), 'bogus', mine].sort());
  });
});

describe('journal entries bound to their seat', () => {
  it('reports a forged reorder entry as forged (ignored), not as the seat reordering', async () => {
    const { a, b, hostile, settle } = await room();
    runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 2 });
    await settle();
    const journal = hostile.getArray<unknown>('journal');
    hostile.transact(() => journal.push([{ t: 'reorder', seat: 'p1', zone: 'p1-deck' }, { t: 'reorder', seat: 'p1', zone: 'p1-deck', id: 'abcdefgh1234', mac: 'AAAA' }]));
    await a.keeper.revealKeyForAudit();
    await settle();
    expect(await b.keeper.audit('p1')).toMatchObject({ draws: 2, forged: 2, problems: [] });
  });

  it('ignores an honest entry replayed by a peer (a second draw of the same card)', async () => {
    const { a, b, hostile, settle } = await room();
    runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 2 });
    await settle();
    const journal = hostile.getArray<unknown>('journal');
    const out = journal.toArray().find((e) => (e as { t: string; seat: string }).t === 'out' && (e as { seat: string }).seat === 'p1');
    hostile.transact(() => journal.push([out]));
    await a.keeper.revealKeyForAudit();
    await settle();
    expect(await b.keeper.audit('p1')).toMatchObject({ draws: 2, forged: 1, problems: [] });
  });

  it('still catches the seat itself: its own keeper\'s entries count', async () => {
    const { a, b, settle } = await room();
    const stack = deckStack(a.doc, 'p1');
    if (stack.kind !== 'stack') throw new Error('no deck');
    // p1's modified client swaps two cards of its deck without a shuffle: its keeper journals a reorder.
    const order = [...stack.order];
    [order[0], order[1]] = [order[1]!, order[0]!];
    a.doc.transact(() => a.doc.getMap<Y.Map<unknown>>('objects').get(stack.id)!.set('order', order), a.ctx.actor.origin);
    await settle();
    await a.keeper.revealKeyForAudit();
    await settle();
    expect((await b.keeper.audit('p1')).problems).toContainEqual({ kind: 'reorder', zone: 'p1-deck' });
  });
});
