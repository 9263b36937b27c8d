// A peer that exposes this seat's sealed cards (moves one face up, turns the deck over) never makes
// this browser write them in clear: the keeper turns them back face down, logs and tells.
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import {
  GENERIC_MAT, LiveTable, readLog, readTable, runCommand, setupTable, type Card, type Seat, type TableContext, type TableObject,
} from '../../../src/table';
import { KeyRing, MemoryKeyStore } from '../../../src/secret/keyring';
import { SecretKeeper } from '../../../src/secret/keeper';
import { ExposureWatch, exposedSealedOf, hidingWrites } from '../../../src/secret/exposure';

const deck = (prefix: string) => Array.from({ length: 12 }, (_, i) => `${prefix}:CARD-${String(i + 1).padStart(3, '0')}`);

interface Browser { doc: Y.Doc; live: LiveTable; keeper: SecretKeeper; ctx: TableContext; problems: string[] }

function browser(seat: Seat, store = new MemoryKeyStore(), doc = new Y.Doc()): Browser {
  const live = new LiveTable(doc);
  const keys = new KeyRing(store, 'test-table');
  const problems: string[] = [];
  const keeper = new SecretKeeper({ doc, live, keys, seat: () => seat, onProblem: (m) => problems.push(m), authorOf: () => (seat === 'p1' ? 'p2' : 'p1') });
  return { doc, live, keeper, ctx: { doc, actor: { seat, origin: { seat } } }, problems };
}

function connect(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), 'remote');
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b), 'remote');
  a.on('update', (u: Uint8Array, origin: unknown) => { if (origin !== 'remote') Y.applyUpdate(b, u, 'remote'); });
  b.on('update', (u: Uint8Array, origin: unknown) => { if (origin !== 'remote') Y.applyUpdate(a, u, 'remote'); });
}

async function settle(...browsers: Browser[]): Promise<void> {
  for (let i = 0; i < 4; i++) {
    for (const x of browsers) await x.keeper.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

async function table(store = new MemoryKeyStore()) {
  const a = browser('p1', store);
  const b = browser('p2');
  const system: TableContext = { doc: a.doc, actor: { seat: 'p1', origin: { system: true }, system: true } };
  setupTable(system, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: deck('alpha') }, { seat: 'p2', deck: deck('beta') }], seed: 7 });
  connect(a.doc, b.doc);
  a.keeper.start();
  b.keeper.start();
  await settle(a, b);
  return { a, b };
}

const cards = (doc: Y.Doc) => [...readTable(doc).objects.values()].filter((o): o is Card => o.kind === 'card');
const cardOf = (doc: Y.Doc, id: string) => cards(doc).find((c) => c.id === id)!;
const deckStack = (doc: Y.Doc, seat: Seat) => [...readTable(doc).objects.values()].find((o) => o.kind === 'stack' && o.owner === seat)!;
const inClear = (doc: Y.Doc, seat: Seat) => cards(doc).filter((c) => c.owner === seat && c.ref !== '');
const bytes = (doc: Y.Doc) => new TextDecoder('latin1').decode(Y.encodeStateAsUpdate(doc));
const refusals = (doc: Y.Doc) => readLog(doc, 1000).entries.filter((e) => e.op === 'exposeRefused');

/** A modified client writes straight into its doc, past the table's checks. */
function forge(doc: Y.Doc, id: string, fields: Record<string, unknown>): void {
  doc.transact(() => {
    const map = doc.getMap<Y.Map<unknown>>('objects').get(id)!;
    for (const [key, value] of Object.entries(fields)) map.set(key, value);
  }, 'modified-client');
}

async function handCard(a: Browser, b: Browser): Promise<Card> {
  expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 2 })).toMatchObject({ ok: true });
  await settle(a, b);
  return cards(a.doc).find((c) => c.stack === null && c.owner === 'p1')!;
}

describe('a peer exposing this seat\'s sealed cards', () => {
  it('moving a hand card face up onto the table: nothing is revealed, the card goes face down, refused in the log', async () => {
    const { a, b } = await table();
    const card = await handCard(a, b);
    const name = a.keeper.identity(card)!;
    const sealed = card.sealed;
    forge(b.doc, card.id, { x: 600, y: 800, faceUp: true });
    await settle(a, b);
    // The player's next action (the old keeper revealed on it) changes nothing.
    const other = cards(a.doc).find((c) => c.stack === null && c.owner === 'p1' && c.id !== card.id)!;
    runCommand(a.ctx, 'move', { id: other.id, x: other.x + 1, y: other.y });
    await settle(a, b);
    for (const doc of [a.doc, b.doc]) {
      expect(cardOf(doc, card.id)).toMatchObject({ ref: '', sealed, faceUp: false });
      expect(bytes(doc)).not.toContain(name);
    }
    expect(refusals(b.doc)).toEqual([expect.objectContaining({ seat: 'p1', args: { by: 'p2', count: 1, what: 'card' } })]);
    expect(a.keeper.lastRefusal).toEqual({ seat: 'p1', by: 'p2', cards: 1, deck: false });
    expect(a.problems).toHaveLength(1);
  });

  it('turning the deck face up: no card of it is written in clear, the deck goes face down again', async () => {
    const { a, b } = await table();
    const stack = deckStack(b.doc, 'p1');
    forge(b.doc, stack.id, { faceUp: true });
    await settle(a, b);
    expect(runCommand(a.ctx, 'draw', { stack: stack.id, count: 1 })).toMatchObject({ ok: true });
    await settle(a, b);
    expect(deckStack(b.doc, 'p1')).toMatchObject({ faceUp: false });
    expect(inClear(a.doc, 'p1')).toEqual([]);
    expect(bytes(b.doc)).not.toMatch(/alpha:CARD/);
    expect(refusals(b.doc)).toEqual([expect.objectContaining({ seat: 'p1', args: { by: 'p2', count: 12, what: 'deck' } })]);
  });

  it('a deck turned over while this browser was away stays sealed after the reload', async () => {
    const store = new MemoryKeyStore();
    const { a, b } = await table(store);
    a.keeper.stop();
    const saved = Y.encodeStateAsUpdate(a.doc);
    // While P1 is away, P2 turns P1's deck over; P1's reload reads its stored table, then P2's update.
    const away = new Y.Doc();
    Y.applyUpdate(away, saved, 'load');
    forge(b.doc, deckStack(b.doc, 'p1').id, { faceUp: true });
    const back = browser('p1', store, away);
    Y.applyUpdate(back.doc, Y.encodeStateAsUpdate(b.doc), 'remote');
    back.keeper.start();
    await settle(back);
    expect(deckStack(back.doc, 'p1')).toMatchObject({ faceUp: false });
    expect(inClear(back.doc, 'p1')).toEqual([]);
    expect(refusals(back.doc)).toHaveLength(1);
  });

  it('still reveals this seat\'s own play face up, and its own deck turned over (milled in public)', async () => {
    const { a, b } = await table();
    const card = await handCard(a, b);
    const name = a.keeper.identity(card)!;
    expect(runCommand(a.ctx, 'move', { id: card.id, x: 600, y: 800 })).toMatchObject({ ok: true });
    await settle(a, b);
    expect(cardOf(b.doc, card.id)).toMatchObject({ ref: name, sealed: null });
    expect(runCommand(a.ctx, 'flip', { ids: [deckStack(a.doc, 'p1').id] })).toMatchObject({ ok: true });
    await settle(a, b);
    expect(inClear(b.doc, 'p1')).toHaveLength(11);
    expect(refusals(b.doc)).toEqual([]);
  });

  it('a spectator or the other seat cannot make the other browser reveal either: p2\'s own cards are p2\'s business', async () => {
    const { a, b } = await table();
    // P1 forging P2's deck face up: P2's keeper refuses it just the same.
    forge(a.doc, deckStack(a.doc, 'p2').id, { faceUp: true });
    await settle(a, b);
    expect(inClear(a.doc, 'p2')).toEqual([]);
    expect(deckStack(a.doc, 'p2')).toMatchObject({ faceUp: false });
    expect(b.keeper.lastRefusal).toMatchObject({ seat: 'p2', by: 'p1', deck: true });
  });
});

describe('exposure watch', () => {
  const objects = (doc: Y.Doc): ReadonlyMap<string, TableObject> => readTable(doc).objects;

  it('remembers the origin of the transaction that exposed a card, and forgets it once hidden', async () => {
    const { a, b } = await table();
    const watch = new ExposureWatch();
    watch.reset('p1', objects(a.doc));
    const stack = deckStack(a.doc, 'p1');
    a.keeper.stop();
    b.keeper.stop();
    forge(a.doc, stack.id, { faceUp: true });
    const exposed = exposedSealedOf('p1', objects(a.doc));
    expect(exposed).toHaveLength(12);
    watch.update('p1', objects(a.doc), { local: true, writers: [] });
    expect(watch.originOf(exposed[0]!)).toEqual({ local: true, writers: [] });
    expect(hidingWrites(exposed, objects(a.doc))).toEqual({ cards: [], stacks: [stack.id] });
    forge(a.doc, stack.id, { faceUp: false });
    watch.update('p1', objects(a.doc), { local: false, writers: [9] });
    forge(a.doc, stack.id, { faceUp: true });
    watch.update('p1', objects(a.doc), { local: false, writers: [9] });
    expect(watch.originOf(exposed[0]!)).toEqual({ local: false, writers: [9] });
  });
});
