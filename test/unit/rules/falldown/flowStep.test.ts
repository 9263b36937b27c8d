// The Falldown phase as a step function: from the rules log, the phase's envelope round and this
// browser's store, the one thing a browser does next. Walked through a whole phase by two seats,
// then each turn of the way on its own: a failed reveal, hashes that agree or not, a seat that has
// applied, a lost result, and a reload in the middle (everything read again from doc and store).
import { describe, expect, it } from 'vitest';
import type { RulesEvent, RulesEventDraft, TableAction } from '../../../../src/rules/core';
import { parsePlanLines, readFalldown, type FalldownState } from '../../../../src/rules/falldown';
import type { EnvelopeView } from '../../../../src/secret/envelopeBoard';
import type { Seat } from '../../../../src/table';
import {
  AUTOMATIC, nextFalldownEffect, outcomeEvent, phaseReveal, type FalldownEffect, type FalldownInput, type StoredDraft, type StoredResolution,
} from '../../../../src/rules/falldown';

const LINES: Record<Seat, string[]> = { p1: ['summon c1 fd-demo:FD-001'], p2: ['summon c9 fd-demo:FD-002'] };
const LABEL = 'Falldown フェイズ1 · g1';
const t = 1;

/** A table as both browsers see it: the shared log and round, and each browser's own store. */
class World {
  events: RulesEvent[] = [{ t, seat: 'p1', kind: 'phase', turn: 1, active: 'p1', phase: 'draw' }];
  round: EnvelopeView | undefined;
  stores: Record<Seat, { draft: StoredDraft; resolution: StoredResolution | null }> = {
    p1: { draft: { plan: parsePlanLines([]).plan, locked: null }, resolution: null },
    p2: { draft: { plan: parsePlanLines([]).plan, locked: null }, resolution: null },
  };
  /** The hash each browser's resolver would come to (a browser that read the table otherwise differs). */
  results: Record<Seat, string> = { p1: 'h-agreed', p2: 'h-agreed' };
  tableHash = 'h-before';

  state(): FalldownState {
    return readFalldown({ objects: new Map(), events: this.events, lookup: () => undefined, identity: () => undefined });
  }

  input(seat: Seat): FalldownInput {
    const store = this.stores[seat];
    return { state: this.state(), seat, round: this.round, label: LABEL, events: this.events, draft: store.draft, resolution: store.resolution, tableHash: this.tableHash };
  }

  next(seat: Seat): FalldownEffect {
    return nextFalldownEffect(this.input(seat));
  }

  record(drafts: readonly RulesEventDraft[]): void {
    for (const draft of drafts) this.events.push({ t, ...draft } as RulesEvent);
  }

  lockIn(seat: Seat): void {
    this.stores[seat].draft = { plan: parsePlanLines(LINES[seat]).plan, locked: LINES[seat] };
  }

  /** What the hook does with an effect (the envelope board's reveal included). */
  run(seat: Seat, effect: FalldownEffect): void {
    switch (effect.kind) {
      case 'open-round':
        this.round = { id: 'r1', label: effect.label, kind: 'cards', seats: ['p1', 'p2'], committed: [], verdicts: {}, values: {}, mine: undefined, t: 10 };
        return;
      case 'commit': {
        const round = this.round!;
        expect(effect.round).toBe(round.id);
        round.committed = [...round.committed, seat];
        if (round.committed.length === 2) {
          // Both committed: each browser reveals, and every browser checks both reveals.
          round.verdicts = { p1: 'ok', p2: 'ok' };
          round.values = { p1: this.stores.p1.draft.locked!, p2: this.stores.p2.draft.locked! };
        }
        return;
      }
      case 'log-reveal':
      case 'log-computed':
        this.record(effect.events);
        return;
      case 'compute':
        this.stores[seat].resolution = { hash: this.results[seat], steps: [], actions: [action('p1'), action('p2')] };
        return;
      case 'apply':
        this.record([outcomeEvent(seat, 'applied', 1, this.stores[seat].resolution!.hash)]);
        return;
      default:
        throw new Error(`nothing to run for ${effect.kind}`);
    }
  }

  /** Runs the seat's automatic effects until it waits; returns the effects it went through. */
  settle(seat: Seat): FalldownEffect['kind'][] {
    const seen: FalldownEffect['kind'][] = [];
    for (let i = 0; i < 20; i++) {
      const effect = this.next(seat);
      if (!AUTOMATIC.has(effect.kind)) return seen;
      seen.push(effect.kind);
      this.run(seat, effect);
    }
    throw new Error('the step function never settled');
  }
}

const action = (seat: Seat): TableAction => ({ type: 'setValue', args: { id: `life-${seat}`, value: 28 }, seat, reason: { ja: 'ライフ', en: 'Life' } });

/** A world where both seats have locked in, revealed, logged and computed. */
function computed(results: Record<Seat, string> = { p1: 'h-agreed', p2: 'h-agreed' }): World {
  const world = new World();
  world.results = results;
  world.lockIn('p1');
  world.settle('p1');
  world.lockIn('p2');
  world.settle('p2');
  world.settle('p1');
  world.settle('p2');
  return world;
}

describe('a whole phase, two browsers', () => {
  it('goes plan → seal → reveal → log → compute → hash → apply → done, each seat its own part', () => {
    const world = new World();
    expect(world.next('p1')).toEqual({ kind: 'wait', for: 'plan' });

    world.lockIn('p1');
    expect(world.next('p1')).toEqual({ kind: 'open-round', label: LABEL });
    expect(world.settle('p1')).toEqual(['open-round', 'commit']);
    expect(world.next('p1')).toEqual({ kind: 'wait', for: 'foe-commit' });
    expect(world.next('p2')).toEqual({ kind: 'wait', for: 'plan' });

    world.lockIn('p2');
    // The round is open already: P2 commits to it, it opens none of its own.
    expect(world.next('p2')).toEqual({ kind: 'commit', round: 'r1', lines: LINES.p2 });
    expect(world.settle('p2')).toEqual(['commit', 'log-reveal']);
    // P2 waits for P1's plan in the log before it resolves.
    expect(world.next('p2')).toEqual({ kind: 'wait', for: 'foe-log' });

    expect(world.settle('p1')).toEqual(['log-reveal', 'compute', 'log-computed']);
    expect(world.next('p1')).toEqual({ kind: 'wait', for: 'foe-hash' });
    expect(world.state().step).toBe('resolve');

    expect(world.settle('p2')).toEqual(['compute', 'log-computed']);
    const offer = world.next('p2');
    expect(offer).toEqual({ kind: 'apply', actions: [action('p2')], hash: 'h-agreed', agree: true });
    world.run('p2', offer);
    expect(world.next('p2')).toEqual({ kind: 'wait', for: 'foe-apply' });

    const mine = world.next('p1');
    expect(mine).toMatchObject({ kind: 'apply', actions: [action('p1')] });
    world.run('p1', mine);
    expect(world.next('p1')).toEqual({ kind: 'done', hash: 'h-agreed', agree: false });
    world.tableHash = 'h-agreed';
    expect(world.next('p1')).toEqual({ kind: 'done', hash: 'h-agreed', agree: true });
    expect(world.next('p2')).toEqual({ kind: 'done', hash: 'h-agreed', agree: true });
    // One reveal step, one resolve step, one computed and one applied word per seat: nothing twice.
    expect(world.events.filter((e) => e.kind === 'phase').map((e) => (e.kind === 'phase' ? e.phase : ''))).toEqual(['draw', 'reveal', 'resolve']);
    expect(world.events.filter((e) => e.kind === 'outcome')).toHaveLength(4);
  });

  it('before a phase is entered there is nothing to do but start one', () => {
    const world = new World();
    world.events = [];
    expect(world.next('p1')).toEqual({ kind: 'wait', for: 'start' });
  });

  it('waits for the reveal while the verdicts are not in', () => {
    const world = new World();
    world.lockIn('p1');
    world.settle('p1');
    world.lockIn('p2');
    world.run('p2', world.next('p2'));
    world.round!.verdicts = { p1: 'ok' };
    expect(world.next('p1')).toEqual({ kind: 'wait', for: 'reveal' });
    world.round!.verdicts = { p1: 'ok', p2: 'too-early' };
    expect(world.next('p2')).toEqual({ kind: 'wait', for: 'reveal' });
  });
});

describe('what stops a phase', () => {
  it('a reveal that fails its commitment blocks the resolve, in both browsers', () => {
    const world = new World();
    world.lockIn('p1');
    world.settle('p1');
    world.lockIn('p2');
    world.run('p2', world.next('p2'));
    world.round!.verdicts = { p1: 'ok', p2: 'mismatch' };
    world.round!.values = { p1: LINES.p1 };
    for (const seat of ['p1', 'p2'] as const) {
      expect(world.next(seat)).toEqual({ kind: 'problem', problems: [{ kind: 'reveal', seat: 'p2', verdict: 'mismatch' }] });
    }
    expect(world.stores.p1.resolution).toBeNull();
  });

  it('a logged plan other than the sealed one blocks it too', () => {
    const world = new World();
    world.lockIn('p1');
    world.settle('p1');
    world.lockIn('p2');
    world.run('p2', world.next('p2'));
    // P2's browser logs something else than it sealed.
    world.record([{ seat: 'p2', kind: 'choice', prompt: 'falldown.plan', value: ['clear', 'summon c7 fd-demo:FD-003'] }]);
    expect(world.next('p1')).toEqual({ kind: 'problem', problems: [{ kind: 'log', seat: 'p2' }] });
    expect(phaseReveal(world.state(), world.round).plans.p2?.summons).toEqual([{ card: 'c9', ref: 'fd-demo:FD-002' }]);
  });

  it('a sealed value that is no plan is a failed reveal', () => {
    const world = new World();
    world.lockIn('p1');
    world.settle('p1');
    world.lockIn('p2');
    world.run('p2', world.next('p2'));
    world.round!.values = { p1: LINES.p1, p2: 'not lines' };
    expect(world.next('p1')).toMatchObject({ kind: 'problem', problems: [{ kind: 'reveal', seat: 'p2', verdict: 'ok' }] });
  });
});

describe('the hashes', () => {
  it('both agree: the apply is offered as agreed', () => {
    expect(computed().next('p1')).toMatchObject({ kind: 'apply', hash: 'h-agreed', agree: true });
  });

  it('they disagree: the apply is still offered (the players decide), marked as a mismatch', () => {
    const world = computed({ p1: 'h-one', p2: 'h-two' });
    expect(world.next('p1')).toMatchObject({ kind: 'apply', hash: 'h-one', agree: false });
    expect(world.next('p2')).toMatchObject({ kind: 'apply', hash: 'h-two', agree: false });
  });

  it('the first hash a seat logged counts', () => {
    const world = computed();
    world.record([outcomeEvent('p2', 'computed', 1, 'h-later')]);
    expect(world.next('p1')).toMatchObject({ kind: 'apply', agree: true });
  });
});

describe('a seat that has applied', () => {
  it('does nothing again, whatever else the log or store says', () => {
    const world = computed();
    world.run('p1', world.next('p1'));
    world.stores.p1.resolution = null;
    expect(world.next('p1')).toEqual({ kind: 'wait', for: 'foe-apply' });
    // Even a stray problem after the fact changes nothing for the seat that applied.
    world.round!.verdicts = { p1: 'ok', p2: 'mismatch' };
    expect(world.next('p1')).toEqual({ kind: 'wait', for: 'foe-apply' });
  });

  it('once both have applied, the table is checked against the applied hash, also without a stored result', () => {
    const world = computed();
    world.run('p1', world.next('p1'));
    world.run('p2', world.next('p2'));
    world.stores.p1.resolution = null;
    world.tableHash = 'h-agreed';
    expect(world.next('p1')).toEqual({ kind: 'done', hash: 'h-agreed', agree: true });
  });

  it('the other seat applied and this browser lost its result: never computed again from the changed table', () => {
    const world = computed();
    world.run('p2', world.next('p2'));
    world.stores.p1.resolution = null;
    expect(world.next('p1')).toEqual({ kind: 'problem', problems: [{ kind: 'lost' }] });
  });
});

describe('a reload in the middle of a phase', () => {
  it('locked in but not committed yet: commits the stored lines', () => {
    const world = new World();
    world.lockIn('p1');
    world.run('p1', world.next('p1'));
    // The reload: the round in the doc, the locked lines in the store, nothing in memory.
    expect(world.next('p1')).toEqual({ kind: 'commit', round: 'r1', lines: LINES.p1 });
  });

  it('committed to a round the other browser opened at the same moment: commits again to the one every browser takes', () => {
    const world = new World();
    world.lockIn('p1');
    world.round = { id: 'older', label: LABEL, kind: 'cards', seats: ['p1', 'p2'], committed: ['p2'], verdicts: {}, values: {}, mine: undefined, t: 5 };
    expect(world.next('p1')).toEqual({ kind: 'commit', round: 'older', lines: LINES.p1 });
  });

  it('after the compute, the stored result is used: no second compute, only the missing hash', () => {
    const world = new World();
    world.lockIn('p1');
    world.settle('p1');
    world.lockIn('p2');
    world.settle('p2');
    const kinds: FalldownEffect['kind'][] = [];
    // P1 computes, then reloads before it logged its hash.
    const first = world.next('p1');
    world.run('p1', first);
    kinds.push(first.kind);
    const compute = world.next('p1');
    world.run('p1', compute);
    kinds.push(compute.kind);
    expect(kinds).toEqual(['log-reveal', 'compute']);
    const reloaded = new World();
    Object.assign(reloaded, { events: [...world.events], round: world.round, stores: structuredClone(world.stores) });
    expect(reloaded.next('p1')).toMatchObject({ kind: 'log-computed', events: [outcomeEvent('p1', 'computed', 1, 'h-agreed'), { kind: 'phase', phase: 'resolve' }] });
  });

  it('with nothing stored but the table unchanged: computes again', () => {
    const world = computed();
    world.stores.p1.resolution = null;
    expect(world.next('p1')).toEqual({ kind: 'compute', plans: { p1: parsePlanLines(LINES.p1).plan, p2: parsePlanLines(LINES.p2).plan } });
  });

  it('a hash already logged is not logged again: the offer takes the stored result as it is', () => {
    const world = computed();
    expect(world.next('p2')).toMatchObject({ kind: 'apply' });
    const again = nextFalldownEffect({ ...world.input('p2'), resolution: { hash: 'h-agreed', steps: [], actions: [] } });
    expect(again).toEqual({ kind: 'apply', actions: [], hash: 'h-agreed', agree: true });
  });
});
