// The FlowDriver, the one runner of every game's flow: on a toy flow with ports in memory (each
// automatic effect runs once however often the state is emitted again; a failing action is said and
// the flow's recover keeps the draft), then on Falldown's flow in two synced browsers (a failed
// commitment loses no draft; both seats come to the same resolved phase; a reload picks up the result).
import { afterEach, describe, expect, it } from 'vitest';
import { FlowDriver, type FlowPorts, type FlowRead } from '../../../../src/app/match/flowDriver';
import { matchPorts } from '../../../../src/app/match/flowPorts';
import type { FalldownDriver } from '../../../../src/app/falldown/falldownDriver';
import type { FlowAction, GameFlow, RulesEventDraft } from '../../../../src/rules/core';
import { EMPTY_PLAN, falldownFlow, handMonsters, toggleSummon, type FalldownLocal } from '../../../../src/rules/falldown';
import { newGame, twoSeats, type TwoSeats } from './twoSeats';
import { fdState, flowOf, MemoryStore, reach } from './falldownSeats';

// ---- a toy flow ------------------------------------------------------------------------------------

interface ToyState { step: number }
interface ToyLocal { draft: string; locked: boolean }
type ToyEffect = { kind: 'wait' } | { kind: 'log'; step: number } | { kind: 'seal'; value: string };
type ToyVerb = { kind: 'draft'; text: string } | { kind: 'lock' };

const toyFlow: GameFlow<ToyState, ToyLocal, ToyEffect, ToyVerb> = {
  period: (state) => state.step,
  blank: () => ({ draft: '', locked: false }),
  step: ({ state, local, events }) => {
    if (!events.some((e) => e.kind === 'note' && e.text.en === `step ${state.step}`)) return { kind: 'log', step: state.step };
    return local.locked ? { kind: 'seal', value: local.draft } : { kind: 'wait' };
  },
  auto: (effect): FlowAction<ToyLocal>[] | null => {
    if (effect.kind === 'log') return [{ kind: 'record', events: [{ seat: 'p1', kind: 'note', text: { ja: '', en: `step ${effect.step}` } }] }];
    if (effect.kind === 'seal') return [{ kind: 'commit', round: 'r1', value: effect.value }];
    return null;
  },
  recover: (effect, { local }) => (effect.kind === 'seal' ? { ...local, locked: false } : null),
  verb: (verb, { local }) => (verb.kind === 'draft' ? [{ kind: 'keep', local: { ...local, draft: verb.text } }] : [{ kind: 'keep', local: { ...local, locked: true } }]),
};

/** Ports in memory: `logged` is what was recorded, `emit` re-emits the state as a doc change would. */
function toyPorts(state: ToyState, options: { logIsSlow?: boolean; commit?: (value: unknown) => Promise<void> } = {}) {
  const listeners = new Set<() => void>();
  const logged: RulesEventDraft[] = [];
  const events: FlowRead<ToyState>['events'][number][] = [];
  const store = new MemoryStore<ToyLocal>();
  const ports: FlowPorts<ToyState, ToyLocal> = {
    read: () => ({ state: { ...state }, seat: 'p1', events: [...events], scope: 'g1', table: 't' }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rounds: () => Promise.resolve([]),
    onRounds: () => () => undefined,
    open: () => 'r1',
    commit: (_round, value) => options.commit?.(value) ?? Promise.resolve(),
    record: (drafts) => {
      logged.push(...drafts);
      // A slow log: the event is not read back yet, the same effect comes again.
      if (!options.logIsSlow) for (const d of drafts) if (d.kind === 'note') events.push({ ...d, t: 1 });
    },
    run: () => [],
    setup: () => [],
    shuffle: () => Promise.resolve(),
    deal: () => Promise.resolve(),
    perform: () => undefined,
    advance: () => undefined,
    queued: () => [],
    take: () => undefined,
    store,
  };
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  return { ports, logged, store, emit, state };
}

describe('the FlowDriver on a toy flow', () => {
  it('runs each automatic effect once, however often the same state is emitted', async () => {
    const toy = toyPorts({ step: 1 }, { logIsSlow: true });
    const driver = new FlowDriver(toyFlow, toy.ports);
    for (let i = 0; i < 5; i++) {
      toy.emit();
      await driver.settled();
    }
    expect(toy.logged.map((e) => e.kind === 'note' && e.text.en)).toEqual(['step 1']);
    expect(driver.snapshot().effect).toEqual({ kind: 'log', step: 1 });
    // A new state is a new effect: it runs (once).
    toy.state.step = 2;
    toy.emit();
    toy.emit();
    await driver.settled();
    expect(toy.logged.map((e) => e.kind === 'note' && e.text.en)).toEqual(['step 1', 'step 2']);
    driver.destroy();
  });

  it('a failing effect is said, its draft is kept (unlocked), and it may run again', async () => {
    const attempts: unknown[] = [];
    let online = false;
    const toy = toyPorts({ step: 1 }, {
      commit: (value) => {
        attempts.push(value);
        return online ? Promise.resolve() : Promise.reject(new Error('offline'));
      },
    });
    const driver = new FlowDriver(toyFlow, toy.ports);
    await driver.settled();
    driver.act({ kind: 'draft', text: 'my plan' });
    driver.act({ kind: 'lock' });
    await driver.settled();
    expect(attempts).toEqual(['my plan']);
    expect(driver.snapshot().error).toBe('offline');
    expect(driver.snapshot().effect).toEqual({ kind: 'wait' });
    expect(driver.snapshot().input?.local).toEqual({ draft: 'my plan', locked: false });
    expect(toy.store.kept.get('t|g1|p1|1')).toEqual({ draft: 'my plan', locked: false });
    // Locked in again, the same effect runs again (and succeeds).
    online = true;
    driver.act({ kind: 'lock' });
    await driver.settled();
    expect(attempts).toEqual(['my plan', 'my plan']);
    driver.destroy();
  });

  it('an action that throws is said; without a recovery the same effect is not run again', async () => {
    const toy = toyPorts({ step: 1 });
    let calls = 0;
    const driver = new FlowDriver(toyFlow, {
      ...toy.ports,
      record: () => {
        calls++;
        throw new Error('the log is read-only');
      },
    });
    for (let i = 0; i < 3; i++) {
      toy.emit();
      await driver.settled();
    }
    expect(calls).toBe(1);
    expect(driver.snapshot().error).toBe('the log is read-only');
    // A new period is a new effect: it runs (once).
    toy.state.step = 2;
    toy.emit();
    await driver.settled();
    expect(calls).toBe(2);
    driver.destroy();
  });

  it('reads nothing and runs nothing while the table holds no game of its flow', async () => {
    const toy = toyPorts({ step: 1 });
    const driver = new FlowDriver(toyFlow, { ...toy.ports, read: () => null });
    toy.emit();
    await driver.settled();
    driver.act({ kind: 'lock' });
    expect(driver.snapshot()).toMatchObject({ input: null, effect: null, error: null });
    expect(toy.logged).toEqual([]);
    driver.destroy();
  });
});

// ---- Falldown's flow in two synced browsers ----------------------------------------------------------

let table: TwoSeats | null = null;
const made: FalldownDriver[] = [];
afterEach(() => {
  for (const flow of made.splice(0)) flow.destroy();
  table?.destroy();
  table = null;
});

const keep = <T extends FalldownDriver>(driver: T): T => {
  made.push(driver);
  return driver;
};

async function firstPhase(): Promise<TwoSeats> {
  const t = await twoSeats();
  table = t;
  await newGame(t, 'falldown');
  t.p1.driver.advance(new Set());
  await t.settle();
  return t;
}

describe('the FlowDriver on Falldown\'s flow', () => {
  it('both seats come to the same resolved phase; each seat computes and logs its hash once', async () => {
    const t = await firstPhase();
    const flows = [keep(flowOf(t.p1)), keep(flowOf(t.p2))];
    await reach(t, flows, new Set(['wait']));
    for (const flow of flows) flow.act({ kind: 'lock' });
    // The same state emitted again and again changes nothing.
    for (let i = 0; i < 5; i++) for (const b of t.both) b.driver.invalidate();
    const offered = await reach(t, flows, new Set(['apply']));
    expect(offered.map((e) => e.kind === 'apply' && e.agree)).toEqual([true, true]);
    for (const flow of flows) flow.act({ kind: 'apply', unticked: new Set() });
    const done = await reach(t, flows, new Set(['done']));
    const hash = flows[0]!.snapshot().input?.local.resolution?.hash;
    expect(hash).toBeTruthy();
    expect(done).toEqual([{ kind: 'done', hash, agree: true }, { kind: 'done', hash, agree: true }]);
    for (const b of t.both) {
      expect(fdState(b)).toMatchObject({ phase: 1, step: 'resolve' });
      const events = b.driver.snapshot().events;
      for (const step of ['computed', 'applied'] as const) {
        expect(events.filter((e) => e.kind === 'outcome' && e.step === step).map((e) => e.seat).sort()).toEqual(['p1', 'p2']);
      }
    }
  }, 60_000);

  it('a commitment that fails is said and loses nothing: the draft stays, Lock in seals it again', async () => {
    const t = await firstPhase();
    let fail = true;
    const store = new MemoryStore<FalldownLocal>();
    const ports = matchPorts(t.p1.session, t.p1.driver, falldownFlow, store);
    const p1 = keep(new FlowDriver(falldownFlow, {
      ...ports,
      commit: (round, value) => (fail ? Promise.reject(new Error('the keys are away')) : ports.commit(round, value)),
    }));
    const p2 = keep(flowOf(t.p2));
    await reach(t, [p1, p2], new Set(['wait']));
    const pick = handMonsters(fdState(t.p1), 'p1')[0];
    if (!pick) throw new Error('P1 holds no monster');
    const plan = toggleSummon(EMPTY_PLAN, pick.id, pick.ref);
    p1.act({ kind: 'draft', plan });
    p1.act({ kind: 'lock' });
    await reach(t, [p1], new Set(['wait']));
    expect(p1.snapshot().error).toBe('the keys are away');
    expect(p1.snapshot().effect).toEqual({ kind: 'wait', for: 'plan' });
    const local = p1.snapshot().input?.local;
    expect(local?.draft).toEqual({ plan, locked: null });
    expect([...store.kept.values()].at(-1)?.draft.locked).toBeNull();
    // Online again: Lock in seals it, and the phase goes on.
    fail = false;
    p1.act({ kind: 'lock' });
    p2.act({ kind: 'lock' });
    await reach(t, [p1, p2], new Set(['apply']));
    expect(p1.snapshot().error).toBeNull();
  }, 60_000);

  it('a reload in the middle picks up the kept result: nothing is computed or logged twice', async () => {
    const t = await firstPhase();
    const stores = [new MemoryStore<FalldownLocal>(), new MemoryStore<FalldownLocal>()];
    const first = [keep(flowOf(t.p1, stores[0])), keep(flowOf(t.p2, stores[1]))];
    await reach(t, first, new Set(['wait']));
    for (const flow of first) flow.act({ kind: 'lock' });
    await reach(t, first, new Set(['apply']));
    const hash = first[0]!.snapshot().input?.local.resolution?.hash;
    for (const flow of first) flow.destroy();
    // Both browsers reload: new drivers, the same stores.
    const again = [keep(flowOf(t.p1, stores[0])), keep(flowOf(t.p2, stores[1]))];
    const offered = await reach(t, again, new Set(['apply']));
    expect(offered.map((e) => e.kind === 'apply' && e.hash)).toEqual([hash, hash]);
    const computed = t.p1.driver.snapshot().events.filter((e) => e.kind === 'outcome' && e.step === 'computed');
    expect(computed.map((e) => e.seat).sort()).toEqual(['p1', 'p2']);
  }, 60_000);
});
