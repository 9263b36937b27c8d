import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FaceWarmer } from '../../../src/scene/faceWarmer';
import { runs } from '../../propertyRuns';

/** A warmer on a fake clock and a hand-run task queue; each draw costs `cost` ms. */
function setup(cost = 10, options: { sliceMs?: number; maxWaitMs?: number; failing?: Set<string> } = {}) {
  let clock = 0;
  const tasks: (() => void)[] = [];
  const drawn: string[] = [];
  let renders = 0;
  const warmer = new FaceWarmer({
    draw: (ref) => {
      if (options.failing?.has(ref)) throw new Error('no context');
      clock += cost;
      drawn.push(ref);
    },
    isDrawn: (ref) => drawn.includes(ref),
    onDrawn: () => renders++,
    now: () => clock,
    later: (fn) => {
      tasks.push(fn);
      return () => tasks.splice(tasks.indexOf(fn), 1);
    },
    ...(options.sliceMs !== undefined ? { sliceMs: options.sliceMs } : {}),
    ...(options.maxWaitMs !== undefined ? { maxWaitMs: options.maxWaitMs } : {}),
  });
  const runTask = () => tasks.shift()?.();
  return { warmer, tasks, drawn, runTask, renders: () => renders, advance: (ms: number) => (clock += ms) };
}

describe('FaceWarmer', () => {
  it('draws nothing at once, then one slow face per task, in the order asked, each asking for a render', () => {
    const t = setup(10);
    t.warmer.want(['a', 'b', 'a', 'c']);
    expect(t.drawn).toEqual([]);
    expect(t.tasks).toHaveLength(1);
    t.runTask();
    expect(t.drawn).toEqual(['a']);
    expect(t.renders()).toBe(1);
    t.runTask();
    t.runTask();
    expect(t.drawn).toEqual(['a', 'b', 'c']);
    expect(t.renders()).toBe(3);
    expect(t.tasks).toHaveLength(0);
    expect(t.warmer.size).toBe(0);
  });

  it('draws several cheap faces in one task, up to the slice time', () => {
    const t = setup(3, { sliceMs: 8 });
    t.warmer.want(['a', 'b', 'c', 'd', 'e']);
    t.runTask();
    // 0, 3, 6 ms started within the slice; at 9 ms the task yields.
    expect(t.drawn).toEqual(['a', 'b', 'c']);
    t.runTask();
    expect(t.drawn).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('says a face is pending until drawn, or until it has waited maxWaitMs (the commit then draws it)', () => {
    const t = setup(10, { maxWaitMs: 500 });
    t.warmer.want(['a', 'b']);
    expect(t.warmer.pending('a')).toBe(true);
    expect(t.warmer.pending('x')).toBe(false);
    t.runTask();
    expect(t.warmer.pending('a')).toBe(false);
    expect(t.warmer.pending('b')).toBe(true);
    t.advance(500);
    expect(t.warmer.pending('b')).toBe(false);
  });

  it('skips faces already drawn, and faces drawn meanwhile by the commit', () => {
    const t = setup(10);
    t.drawn.push('a');
    t.warmer.want(['a', 'b', 'c']);
    expect(t.warmer.size).toBe(2);
    t.drawn.push('b');
    t.runTask();
    expect(t.drawn).toEqual(['a', 'b', 'c']);
  });

  it('leaves a face it cannot draw to the commit and goes on with the others', () => {
    const t = setup(10, { failing: new Set(['bad']) });
    t.warmer.want(['bad', 'good']);
    t.runTask();
    expect(t.drawn).toEqual(['good']);
    expect(t.warmer.pending('bad')).toBe(false);
  });

  it('stops when destroyed', () => {
    const t = setup(10);
    t.warmer.want(['a', 'b']);
    t.warmer.destroy();
    expect(t.tasks).toHaveLength(0);
    t.warmer.want(['c']);
    expect(t.tasks).toHaveLength(0);
    expect(t.warmer.pending('a')).toBe(false);
  });

  it('ends with every face asked for drawn, whatever the costs and the order of asks', () => {
    fc.assert(fc.property(
      fc.array(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), { maxLength: 6 }), { maxLength: 6 }),
      fc.integer({ min: 0, max: 40 }),
      (asks, cost) => {
        const t = setup(cost);
        for (const ask of asks) {
          t.warmer.want(ask);
          t.runTask();
        }
        for (let i = 0; i < 100 && t.tasks.length > 0; i++) t.runTask();
        expect(new Set(t.drawn)).toEqual(new Set(asks.flat()));
        expect(t.drawn.length).toBe(new Set(asks.flat()).size);
      },
    ), runs(100));
  });
});
