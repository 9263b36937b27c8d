// Modified clients against the joint decks: each cheat is refused live where it can be, and the
// audit with both revealed keys names it. Honest play passes the audit.
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { runCommand, type Seat } from '../../../../src/table';
import { cardPoint, decodePoint, encodePoint, randomScalar } from '../../../../src/secret/poker/group';
import { objectsOf } from '../../../../src/table';
import { browser, cards, connect, deckList, deckStack, jointTable, settle, type Browser } from './twoSeats';
import { GENERIC_MAT, setupTable, type TableContext } from '../../../../src/table';

async function keysOf(a: Browser, b: Browser): Promise<Partial<Record<Seat, CryptoKey>>> {
  return { p1: await a.keys.find('p1'), p2: await b.keys.find('p2') };
}

/** Makes a browser's poker map run `rewrite` on each value it writes whose key matches. */
function tamper(x: Browser, match: (key: string) => boolean, rewrite: (value: unknown, key: string) => unknown): void {
  const map = x.doc.getMap<unknown>('poker');
  const set = map.set.bind(map);
  map.set = ((key: string, value: unknown) => set(key, match(key) ? rewrite(value, key) : value)) as typeof map.set;
}

describe('honest play', () => {
  it('passes the audit: every round replays, every release is real, every draw is the card the deck had', async () => {
    const { a, b } = await jointTable();
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 4 })).toMatchObject({ ok: true });
    await settle(a, b);
    const card = a.joint.deckOfZone('p1-deck')!.order[0]!;
    runCommand(a.ctx, 'take', { stack: deckStack(a.doc, 'p1').id, x: 1540, y: 965 });
    runCommand(a.ctx, 'flip', { ids: [card] });
    await settle(a, b);
    await a.joint.look('p1-deck', 2, 5_000);
    const seen = await a.joint.search('p1-deck', 5_000);
    expect(runCommand(a.ctx, 'move', { id: seen[4]!.id, x: 400, y: 1180 })).toMatchObject({ ok: true });
    await settle(a, b);
    await a.joint.shuffle('p1-deck');
    await settle(a, b);
    for (const x of [a, b]) {
      const audits = await x.joint.audit(await keysOf(a, b));
      expect(audits.map((d) => d.findings)).toEqual([[], []]);
      expect(audits.find((d) => d.holder === 'p1')).toMatchObject({ ok: true, shuffles: 2, draws: 6 });
    }
  });
});

describe('cheats', () => {
  it('a draw from the middle of the deck: the other seat releases nothing, and the audit says which draw', async () => {
    const { a, b } = await jointTable();
    const middle = a.joint.deckOfZone('p1-deck')!.order[5]!;
    expect(runCommand(a.ctx, 'move', { id: middle, x: 400, y: 1180 })).toMatchObject({ ok: true });
    await settle(a, b);
    expect(b.problems.map((p) => p.code)).toContain('notTop');
    expect(a.joint.refOf(middle)).toBeUndefined();
    expect(cards(a.doc).find((c) => c.id === middle)?.sealed).toBeFalsy();
    const audit = (await b.joint.audit(await keysOf(a, b))).find((d) => d.holder === 'p1')!;
    expect(audit.ok).toBe(false);
    expect(audit.findings).toContainEqual({ code: 'notTop', seat: 'p1', draw: 1, card: middle });
  });

  it('a card swapped in a shuffle round: unseen live, caught by the audit (round and seat)', async () => {
    const a = browser('p1');
    const b = browser('p2');
    tamper(a, (key) => key.startsWith('r/') && key.endsWith('/3/p1'), (value) => {
      const round = value as { out: string[] };
      // The holder replaces one card with one it chose (a fresh point: no duplicate to see live).
      return { ...round, out: [encodePoint(cardPoint('x', 'y', 'z').multiply(randomScalar())), ...round.out.slice(1)] };
    });
    const system: TableContext = { doc: a.doc, actor: { seat: 'p1', origin: { system: true }, system: true } };
    setupTable(system, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: deckList('alpha') }, { seat: 'p2', deck: deckList('beta') }], seed: 7 });
    connect(a.doc, b.doc);
    for (const x of [a, b]) { x.keeper.start(); x.joint.start(); }
    await settle(a, b);
    const audit = (await b.joint.audit(await keysOf(a, b))).find((d) => d.holder === 'p1')!;
    expect(audit.findings).toContainEqual({ code: 'swap', seat: 'p1', shuffle: 1, round: 3, position: 1 });
    expect((await b.joint.audit(await keysOf(a, b))).find((d) => d.holder === 'p2')!.ok).toBe(true);
  });

  it('an opening that stacks the deck list (other cards than the table showed): the audit names each card', async () => {
    const a = browser('p1');
    const b = browser('p2');
    connect(a.doc, b.doc);
    b.keeper.start();
    b.joint.start();
    a.keeper.start();
    // The game is set up while both are at the table: B sees the decks in clear.
    const system: TableContext = { doc: a.doc, actor: { seat: 'p1', origin: { system: true }, system: true } };
    setupTable(system, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: deckList('alpha') }, { seat: 'p2', deck: deckList('beta') }], seed: 7 });
    await settle(a, b);
    // A's modified client, cut off for a moment, opens its deck as twelve copies of its best card.
    const cut = unlink(a, b);
    const objects = objectsOf(a.doc);
    const mine = cards(a.doc).filter((c) => c.owner === 'p1' && c.ref !== '');
    a.doc.transact(() => { for (const card of mine) objects.get(card.id)?.set('ref', 'alpha:CARD-001'); });
    a.joint.start();
    await settle(a);
    cut();
    connect(a.doc, b.doc);
    await settle(a, b);
    const audit = (await b.joint.audit(await keysOf(a, b))).find((d) => d.holder === 'p1')!;
    const forged = audit.findings.filter((f) => f.code === 'forgedOpen');
    expect(forged).toHaveLength(11);
    expect(forged[0]).toMatchObject({ seat: 'p1', found: 'alpha:CARD-001' });
  });

  it('reshuffling until it likes the deck (starting over mid-shuffle): the audit says the holder restarted', async () => {
    const { a, b } = await jointTable();
    const cut = unlink(a, b);
    await a.joint.shuffle('p1-deck');
    await settle(a);
    const state = a.joint.deckOfZone('p1-deck')!;
    expect(state.busy).toMatchObject({ round: 2, waitingFor: 'p2' });
    // A modified client gives up on that shuffle and starts another before B has taken part.
    a.doc.getMap<unknown>('poker').set(`o/${state.id}/${state.applied + 1}/p1`, { op: 'shuffle', shuffle: 'again1' });
    cut();
    connect(a.doc, b.doc);
    await settle(a, b);
    expect(b.problems.map((p) => p.code)).toContain('restarted');
    const audit = (await b.joint.audit(await keysOf(a, b))).find((d) => d.holder === 'p1')!;
    expect(audit.findings).toContainEqual({ code: 'restarted', seat: 'p1', op: state.applied + 1 });
  });

  it('a round rewritten after the other seat saw it: equivocation, in the audit too', async () => {
    const { a, b } = await jointTable();
    const map = a.doc.getMap<unknown>('poker');
    const key = [...map.keys()].find((k) => k.startsWith('r/') && k.endsWith('/1/p1'))!;
    const round = map.get(key) as { out: string[]; sec: unknown };
    map.set(key, { ...round, out: [...round.out].reverse() });
    await settle(a, b);
    expect(b.problems.map((p) => p.code)).toContain('equivocation');
    const audit = (await b.joint.audit(await keysOf(a, b))).find((d) => d.holder === 'p1')!;
    expect(audit.findings.map((f) => f.code)).toContain('equivocation');
  });

  it('the holder cannot open an undrawn card with everything it holds', async () => {
    const { a, b } = await jointTable();
    await settle(a, b);
    const state = a.joint.deckOfZone('p1-deck')!;
    // With its own layer alone (the other seat's is unreleased) no card of the deck is a slot.
    const { strip } = await import('../../../../src/secret/poker/open');
    const records = a.joint.pokerRecords().decks.get(state.id)!;
    const round4 = [...records.rounds.entries()].find(([k]) => k.endsWith('/4/p2'))![1];
    const point = decodePoint(round4.out[0]!)!;
    const round3 = [...records.rounds.entries()].find(([k]) => k.endsWith('/3/p1'))![1];
    const { openRoundSecret } = await import('../../../../src/secret/poker/secrets');
    const { roundSecretContext } = await import('../../../../src/secret/poker/records');
    const shuffle = state.shuffles[0]!;
    const mine = await openRoundSecret((await a.keys.find('p1'))!, round3.sec, 3, roundSecretContext(state.id, shuffle, 3, 'p1'));
    // Whatever card it tries, its own layer alone never gives a card's point.
    const bare = strip(point, [mine!.layers![0]!]);
    for (let i = 1; i <= 12; i++) for (const origin of state.openIds) {
      expect(cardPoint(state.id, `alpha:CARD-${String(i).padStart(3, '0')}`, origin).equals(bare)).toBe(false);
    }
  });
});

describe('liveness', () => {
  it('a draw waits for the other seat, and completes after either side reloads', async () => {
    const { a, b } = await jointTable();
    // B goes away; A draws; the draw waits for B.
    unlink(a, b);
    const cut = () => { for (const x of [a, b]) { x.joint.stop(); x.keeper.stop(); } };
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 2 })).toMatchObject({ ok: true });
    await settle(a);
    expect(a.joint.status('p1-deck')?.waiting).toEqual({ seat: 'p2', what: 'release' });
    // Both reload: new pages with the same stored keys and the docs as stored.
    const a2 = reload(a);
    const b2 = reload(b);
    cut();
    connect(a2.doc, b2.doc);
    for (const x of [a2, b2]) { x.keeper.start(); x.joint.start(); }
    await settle(a2, b2);
    const hand = cards(a2.doc).filter((c) => c.stack === null && c.owner === 'p1');
    expect(hand).toHaveLength(2);
    expect(hand.every((c) => a2.keeper.identity(c)?.startsWith('alpha:CARD-'))).toBe(true);
    expect(a2.joint.status('p1-deck')?.waiting).toBeNull();
  });
});

/** Cuts the link between a and b (both keep running); returns the function that stops them. */
function unlink(a: Browser, b: Browser): () => void {
  type Observed = { _observers: Map<string, Set<(u: Uint8Array, o: unknown) => void>> };
  for (const x of [a, b]) for (const h of [...((x.doc as unknown as Observed)._observers.get('update') ?? [])]) x.doc.off('update', h);
  return () => undefined;
}

function reload(x: Browser): Browser {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(x.doc));
  return browser(x.seat, (x.keys as unknown as { store: never }).store, doc);
}
