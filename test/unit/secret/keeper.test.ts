// Two browsers, one doc each, synced as y-webrtc would: each with its own seat, key and keeper.
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import {
  GENERIC_MAT, LiveTable, readTable, runCommand, setupTable, type Card, type Seat, type TableContext,
} from '../../../src/table';
import { KeyRing, MemoryKeyStore } from '../../../src/secret/keyring';
import { SecretKeeper } from '../../../src/secret/keeper';
import { bindEntry, journalMacKey, readJournal, type JournalEntry } from '../../../src/secret/journal';
import { sealRef } from '../../../src/secret/sealing';
import { importSeatKey } from '../../../src/secret/keys';

const deck = (prefix: string) => Array.from({ length: 12 }, (_, i) => `${prefix}:CARD-${String(i + 1).padStart(3, '0')}`);

interface Browser { doc: Y.Doc; live: LiveTable; keeper: SecretKeeper; keys: KeyRing; ctx: TableContext }

function browser(seat: Seat | null): Browser {
  const doc = new Y.Doc();
  const live = new LiveTable(doc);
  const keys = new KeyRing(new MemoryKeyStore(), 'test-table');
  const keeper = new SecretKeeper({ doc, live, keys, seat: () => seat });
  return { doc, live, keeper, keys, ctx: { doc, actor: { seat: seat ?? 'p1', origin: { seat } } } };
}

function connect(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), 'remote');
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b), 'remote');
  a.on('update', (u: Uint8Array, origin: unknown) => { if (origin !== 'remote') Y.applyUpdate(b, u, 'remote'); });
  b.on('update', (u: Uint8Array, origin: unknown) => { if (origin !== 'remote') Y.applyUpdate(a, u, 'remote'); });
}

async function table() {
  const a = browser('p1');
  const b = browser('p2');
  const system: TableContext = { doc: a.doc, actor: { seat: 'p1', origin: { system: true }, system: true } };
  setupTable(system, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: deck('alpha') }, { seat: 'p2', deck: deck('beta') }], seed: 7 });
  connect(a.doc, b.doc);
  a.keeper.start();
  b.keeper.start();
  await settle(a, b);
  return { a, b };
}

async function settle(...browsers: Browser[]): Promise<void> {
  for (let i = 0; i < 3; i++) {
    for (const x of browsers) await x.keeper.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const cards = (doc: Y.Doc) => [...readTable(doc).objects.values()].filter((o): o is Card => o.kind === 'card');
const deckStack = (doc: Y.Doc, seat: Seat) => [...readTable(doc).objects.values()].find((o) => o.kind === 'stack' && o.owner === seat)!;
const bytes = (doc: Y.Doc) => new TextDecoder('latin1').decode(Y.encodeStateAsUpdate(doc));

describe('secret keeper', () => {
  it('seals each seat\'s deck so that no peer holds a deck card in clear', async () => {
    const { a, b } = await table();
    expect(cards(b.doc).filter((c) => c.ref !== '')).toEqual([]);
    expect(bytes(b.doc)).not.toMatch(/alpha:CARD|beta:CARD/);
    expect(cards(a.doc).every((c) => c.sealed?.seat === c.owner)).toBe(true);
  });

  it('shuffles a deck that arrived in clear as soon as its holder seals it, with a commitment', async () => {
    const { b } = await table();
    const shuffles = readJournal(b.doc).entries.filter((e) => e.t === 'shuffle');
    expect(shuffles.map((e) => e.seat).sort()).toEqual(['p1', 'p2']);
  });

  it('draws into the hand without the opponent learning the cards; the holder sees them', async () => {
    const { a, b } = await table();
    await a.keeper.shuffle('p1-deck');
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 5 })).toMatchObject({ ok: true });
    await settle(a, b);
    const hand = cards(a.doc).filter((c) => c.stack === null && c.owner === 'p1');
    expect(hand).toHaveLength(5);
    const names = hand.map((c) => a.keeper.identity(c));
    expect(names.every((n) => n?.startsWith('alpha:CARD-'))).toBe(true);
    for (const name of names) expect(bytes(b.doc)).not.toContain(name);
    expect(hand.map((c) => b.keeper.identity(c))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    const outs = readJournal(b.doc).entries.filter((e) => e.t === 'out');
    expect(outs.map((e) => e.t === 'out' && e.index)).toEqual([0, 0, 0, 0, 0]);
  });

  it('writes a card played face up in clear, so the opponent sees it', async () => {
    const { a, b } = await table();
    runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 2 });
    await settle(a, b);
    const card = cards(a.doc).find((c) => c.stack === null && c.owner === 'p1')!;
    const name = a.keeper.identity(card)!;
    expect(runCommand(a.ctx, 'move', { id: card.id, x: 600, y: 800 })).toMatchObject({ ok: true });
    await settle(a, b);
    const seen = cards(b.doc).find((c) => c.id === card.id)!;
    expect(seen.ref).toBe(name);
    expect(seen.sealed ?? null).toBeNull();
  });

  it('keeps a card played face down sealed, and refuses the opponent turning it over', async () => {
    const { a, b } = await table();
    runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 1 });
    await settle(a, b);
    const card = cards(a.doc).find((c) => c.stack === null && c.owner === 'p1')!;
    runCommand(a.ctx, 'flip', { ids: [card.id] });
    runCommand(a.ctx, 'move', { id: card.id, x: 600, y: 800 });
    await settle(a, b);
    expect(cards(b.doc).find((c) => c.id === card.id)!.ref).toBe('');
    expect(runCommand(b.ctx, 'flip', { ids: [card.id] })).toMatchObject({ ok: false, error: expect.stringContaining('hidden') });
    expect(runCommand(b.ctx, 'move', { id: card.id, x: 0, y: 0 })).toMatchObject({ ok: false });
  });

  it('refuses to shuffle a hidden deck in public; the holder shuffles it with a commitment', async () => {
    const { a, b } = await table();
    expect(runCommand(a.ctx, 'shuffle', { stack: deckStack(a.doc, 'p1').id })).toMatchObject({ ok: false });
    const { hash, count } = await a.keeper.shuffle('p1-deck');
    await settle(a, b);
    expect(count).toBe(12);
    expect(readJournal(b.doc).entries).toContainEqual(expect.objectContaining({ t: 'shuffle', seat: 'p1', hash, n: 12 }));
  });

  it('passes an honest audit: every draw matches the committed order', async () => {
    const { a, b } = await table();
    await a.keeper.shuffle('p1-deck');
    runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 5 });
    await settle(a, b);
    await a.keeper.shuffle('p1-deck');
    runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 2 });
    await settle(a, b);
    await a.keeper.revealKeyForAudit();
    await settle(a, b);
    const verdict = await b.keeper.audit('p1');
    // The keeper shuffled the fresh deck once on sealing it, then twice on request.
    expect(verdict).toMatchObject({ seat: 'p1', draws: 7, shuffles: 3, unchecked: 0, problems: [] });
  });

  it('catches a client that reorders its deck after the commitment', async () => {
    const { a, b } = await table();
    await a.keeper.shuffle('p1-deck');
    await settle(a, b);
    // A modified client re-encrypts the top card as another card of its deck, writing no journal.
    const keyText = await a.keeper.exportKey();
    const key = await importSeatKey(keyText!);
    const stack = deckStack(a.doc, 'p1');
    if (stack.kind !== 'stack') throw new Error('no deck');
    const topId = stack.order[stack.order.length - 1]!;
    const forged = await sealRef(key, 'p1', topId, 'alpha:CARD-999');
    a.doc.transact(() => {
      const map = a.doc.getMap<Y.Map<unknown>>('objects').get(topId)!;
      map.set('sealed', forged);
    }, 'cheat');
    runCommand(a.ctx, 'draw', { stack: stack.id, count: 3 });
    await settle(a, b);
    await a.keeper.revealKeyForAudit();
    await settle(a, b);
    const verdict = await b.keeper.audit('p1');
    expect(verdict.problems).toContainEqual(expect.objectContaining({ kind: 'draw', draw: 1, got: 'alpha:CARD-999' }));
  });

  it('flags a shuffle commitment that the seat\'s own modified client got wrong', async () => {
    const { a, b } = await table();
    await a.keeper.shuffle('p1-deck');
    await settle(a, b);
    const journal = a.doc.getArray<unknown>('journal');
    const { id: _id, mac: _mac, ...entry } = journal.get(journal.length - 1) as JournalEntry;
    // Bound with p1's own key: the entry is p1's, so its bad commitment is p1's problem.
    const macKey = await journalMacKey(await importSeatKey((await a.keeper.exportKey())!));
    const bad = await bindEntry(macKey, { ...entry, hash: 'f'.repeat(64) } as JournalEntry);
    a.doc.transact(() => journal.push([bad]), 'cheat');
    await a.keeper.revealKeyForAudit();
    await settle(a, b);
    const verdict = await b.keeper.audit('p1');
    expect(verdict.problems).toContainEqual(expect.objectContaining({ kind: 'commitment', shuffle: 3 }));
  });

  it('shows a spectator nothing hidden, and its browser seals nothing', async () => {
    const { a, b } = await table();
    const c = browser(null);
    connect(b.doc, c.doc);
    c.keeper.start();
    runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 3 });
    await settle(a, b, c);
    const hidden = cards(c.doc).filter((card) => card.sealed);
    expect(hidden.length).toBe(24);
    expect(hidden.map((card) => c.keeper.identity(card)).filter(Boolean)).toEqual([]);
    expect(bytes(c.doc)).not.toMatch(/alpha:CARD|beta:CARD/);
  });

  it('refuses the opponent dealing, drawing or deleting from a hidden deck', async () => {
    const { a, b } = await table();
    const stack = deckStack(b.doc, 'p1').id;
    expect(runCommand(b.ctx, 'deal', { stack, count: 1, seats: ['p2'] })).toMatchObject({ ok: false, error: expect.stringContaining('hidden') });
    expect(runCommand(b.ctx, 'draw', { stack, count: 1, seat: 'p2' })).toMatchObject({ ok: false });
    expect(runCommand(b.ctx, 'delete', { ids: [stack] })).toMatchObject({ ok: false });
    expect(runCommand(a.ctx, 'duplicate', { ids: [stack] })).toMatchObject({ ok: false, error: expect.stringContaining('copied') });
    // Moving the whole deck is allowed: it changes nothing hidden.
    expect(runCommand(b.ctx, 'move', { id: stack, x: 1500, y: 760 })).toMatchObject({ ok: true });
  });

  it('ignores garbage a peer writes into the journal, and the audit still passes', async () => {
    const { a, b } = await table();
    b.doc.transact(() => b.doc.getArray<unknown>('journal').push([{ t: 'out', seat: 'p1', index: -4 }, 'junk', 42]), 'peer');
    runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 2 });
    await settle(a, b);
    expect(readJournal(a.doc).invalid).toBe(3);
    await a.keeper.revealKeyForAudit();
    await settle(a, b);
    expect(await b.keeper.audit('p1')).toMatchObject({ draws: 2, problems: [] });
  });
});
