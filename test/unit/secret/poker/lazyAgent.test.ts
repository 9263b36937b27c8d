// The joint decks' stand-in (src/secret/poker/lazyAgent.ts): a table alone never loads the agent;
// a room's table gets the same joint decks as with the agent itself; while the agent loads, the
// keeper is told to leave every deck alone.
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { GENERIC_MAT, LiveTable, readTable, setupTable, type Seat, type TableContext } from '../../../../src/table';
import { ROOT } from '../../../../src/table/layout';
import { KeyRing, MemoryKeyStore } from '../../../../src/secret/keyring';
import { SecretKeeper } from '../../../../src/secret/keeper';
import { JointDecks } from '../../../../src/secret/poker/agent';
import { LazyJointDecks, needsJointDecks } from '../../../../src/secret/poker/lazyAgent';
import { connect, deckList } from './twoSeats';

function lazyBrowser(seat: Seat, bothSeated: () => boolean, loadAgent?: () => Promise<typeof JointDecks>) {
  const doc = new Y.Doc();
  const live = new LiveTable(doc);
  const keys = new KeyRing(new MemoryKeyStore(), 'test-table');
  const loads = { count: 0 };
  const loader = async () => {
    loads.count++;
    return loadAgent ? loadAgent() : JointDecks;
  };
  const joint = new LazyJointDecks({ doc, live, keys, seat: () => seat, bothSeated }, loader);
  const keeper = new SecretKeeper({ doc, live, keys, seat: () => seat, joint });
  joint.subscribe(() => keeper.refresh());
  return { seat, doc, live, joint, keeper, loads };
}

async function settle(...browsers: { joint: LazyJointDecks; keeper: SecretKeeper }[]): Promise<void> {
  for (let i = 0; i < 12; i++) {
    for (const x of browsers) {
      await x.joint.settled();
      await x.keeper.settled();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const deckZone = (doc: Y.Doc, seat: Seat): string => {
  const stack = [...readTable(doc).objects.values()].find((o) => o.kind === 'stack' && o.owner === seat);
  if (stack?.kind !== 'stack') throw new Error('no deck');
  const zone = [...readTable(doc).objects.values()].find((o) => o.kind === 'zone' && o.owner === seat && o.snap === 'stack'
    && stack.x >= o.x && stack.x <= o.x + o.w && stack.y >= o.y && stack.y <= o.y + o.h);
  if (!zone) throw new Error('no deck zone');
  return zone.id;
};

function setUp(doc: Y.Doc): void {
  const system: TableContext = { doc, actor: { seat: 'p1', origin: { system: true }, system: true } };
  setupTable(system, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: deckList('alpha') }, { seat: 'p2', deck: deckList('beta') }], seed: 7 });
}

describe('LazyJointDecks', () => {
  it('never loads the agent for a table alone, and answers as the agent does without joint decks', async () => {
    const x = lazyBrowser('p1', () => false);
    setUp(x.doc);
    x.keeper.start();
    x.joint.start();
    await settle(x);
    expect(x.loads.count).toBe(0);
    expect(needsJointDecks(x.doc)).toBe(false);
    const zone = deckZone(x.doc, 'p1');
    expect(x.joint.ownsZone(zone)).toBe(false);
    expect(x.joint.deckOfZone(zone)).toBeUndefined();
    expect(x.joint.status(zone)).toBeNull();
    expect(x.joint.problems()).toEqual([]);
    expect(await x.joint.audit({})).toEqual([]);
    expect(await x.joint.ready()).toBeNull();
    // The keeper sealed this seat's deck alone, as it does with no joint decks at all.
    expect(x.keeper.keepsDecks('p1')).toBe(true);
  });

  it('loads the agent once a seat is held, and both decks go on jointly as with the agent itself', async () => {
    const a = lazyBrowser('p1', () => true);
    const b = lazyBrowser('p2', () => true);
    setUp(a.doc);
    connect(a.doc, b.doc);
    a.doc.getMap(ROOT.seats.name).set('p1', { name: 'A' }); // any seat record: a room
    for (const x of [a, b]) {
      x.keeper.start();
      x.joint.start();
    }
    await settle(a, b);
    expect([a.loads.count, b.loads.count]).toEqual([1, 1]);
    for (const seat of ['p1', 'p2'] as const) {
      const zone = deckZone(a.doc, seat);
      expect(a.joint.deckOfZone(zone)).toBeDefined();
      expect(b.joint.status(zone)).toMatchObject({ scheme: 'joint', cards: 12, waiting: null });
    }
    expect(a.joint.problems()).toEqual([]);
    expect(b.joint.problems()).toEqual([]);
  });

  it('while the agent loads, says a joint deck may own every deck and card, then tells its listeners', async () => {
    let release: (agent: typeof JointDecks) => void = () => undefined;
    const held = new Promise<typeof JointDecks>((resolve) => (release = resolve));
    const x = lazyBrowser('p1', () => true, () => held);
    setUp(x.doc);
    let told = 0;
    x.joint.subscribe(() => told++);
    x.joint.start();
    const zone = deckZone(x.doc, 'p1');
    expect(x.joint.ownsZone(zone)).toBe(true);
    expect(x.joint.handles('any-card')).toBe(true);
    expect(x.joint.deckOfZone(zone)).toBeUndefined();
    release(JointDecks);
    await x.joint.ready();
    expect(told).toBeGreaterThan(0);
    expect(x.joint.handles('any-card')).toBe(false); // the agent's own answer now
  });
});
