// Issue 28, attack 5.3: the lists each deck was laid out with are remembered in the doc, written at
// setup by the seat that lays the table out, so a spectator who arrives later checks a joint deck's
// opening against them as the browsers present at setup do: a stacked list is named there too.
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { GENERIC_MAT, objectsOf, runCommand, setupTable, type Seat, type TableContext } from '../../../../src/table';
import { browser, cards, connect, deckList, deckStack, settle, type Browser } from './twoSeats';

async function keysOf(a: Browser, b: Browser): Promise<Partial<Record<Seat, CryptoKey>>> {
  return { p1: await a.keys.find('p1'), p2: await b.keys.find('p2') };
}

/** B lays the table out while A is there; A's modified client then opens its deck as twelve copies of its best card. */
async function stackedOpening() {
  const a = browser('p1');
  const b = browser('p2');
  const cutAB = connect(a.doc, b.doc);
  for (const x of [a, b]) x.keeper.start();
  b.joint.start();
  const system: TableContext = { doc: b.doc, actor: { seat: 'p2', origin: { system: true }, system: true } };
  setupTable(system, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: deckList('alpha') }, { seat: 'p2', deck: deckList('beta') }], seed: 7 });
  await settle(a, b);
  cutAB();
  const objects = objectsOf(a.doc);
  const mine = cards(a.doc).filter((c) => c.owner === 'p1' && c.ref !== '');
  expect(mine).toHaveLength(12);
  a.doc.transact(() => { for (const card of mine) objects.get(card.id)?.set('ref', 'alpha:CARD-001'); });
  a.joint.start();
  await settle(a);
  connect(a.doc, b.doc);
  await settle(a, b);
  return { a, b };
}

describe('the opening lists live in the doc (issue 28, 5.3)', () => {
  it('a spectator who arrives after the deck went joint names the stacked list, as B does', async () => {
    const { a, b } = await stackedOpening();
    const late = browser(null, undefined, new Y.Doc());
    Y.applyUpdate(late.doc, Y.encodeStateAsUpdate(a.doc), 'remote');
    late.keeper.start();
    late.joint.start();
    await settle(late);
    for (const x of [b, late]) {
      const audit = (await x.joint.audit(await keysOf(a, b))).find((d) => d.holder === 'p1')!;
      const forged = audit.findings.filter((f) => f.code === 'forgedOpen');
      expect([x.seat, forged.length]).toEqual([x.seat, 11]);
      expect(forged[0]).toMatchObject({ seat: 'p1', found: 'alpha:CARD-001' });
      expect((await x.joint.audit(await keysOf(a, b))).find((d) => d.holder === 'p2')!.findings).toEqual([]);
    }
  });

  it('an honest deck its holder shuffled and drew from alone before it went joint audits clean at a late spectator', async () => {
    let both = false;
    const a = browser('p1', undefined, undefined, () => both);
    const b = browser('p2', undefined, undefined, () => both);
    connect(a.doc, b.doc);
    for (const x of [a, b]) { x.keeper.start(); x.joint.start(); }
    const system: TableContext = { doc: a.doc, actor: { seat: 'p1', origin: { system: true }, system: true } };
    setupTable(system, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: deckList('alpha') }, { seat: 'p2', deck: deckList('beta') }], seed: 7 });
    await settle(a, b);
    expect([...a.doc.getMap('poker').keys()].filter((k) => k.startsWith('l/'))).toHaveLength(1);
    expect(runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: 2 })).toMatchObject({ ok: true });
    await settle(a, b);
    both = true;
    a.joint.refresh();
    b.joint.refresh();
    await settle(a, b);
    expect(a.joint.deckOfZone('p1-deck')?.order).toHaveLength(10);
    const late = browser(null);
    Y.applyUpdate(late.doc, Y.encodeStateAsUpdate(a.doc), 'remote');
    late.keeper.start();
    late.joint.start();
    await settle(late);
    for (const x of [a, b, late]) {
      for (const audit of await x.joint.audit(await keysOf(a, b))) expect([x.seat, audit.findings]).toEqual([x.seat, []]);
    }
  });

  it("a record that disputes the honest seat's lists makes nobody accuse it", async () => {
    const { a, b } = await stackedOpening();
    // A writes, as its own record, other refs for P2's laid-out cards.
    const p2Cards = [...b.joint.deckOfZone('p2-deck')!.openIds];
    a.doc.getMap<unknown>('poker').set('l/forged/p1', { decks: [{ seat: 'p2', cards: p2Cards.map((id) => [id, 'beta:CARD-001']) }] });
    await settle(a, b);
    const late = browser(null);
    Y.applyUpdate(late.doc, Y.encodeStateAsUpdate(a.doc), 'remote');
    late.keeper.start();
    late.joint.start();
    await settle(late);
    expect((await late.joint.audit(await keysOf(a, b))).find((d) => d.holder === 'p2')!.findings).toEqual([]);
  });
});
