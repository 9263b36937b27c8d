// The benchmark's part runner (scripts/bench/parts.mjs) on tiny fake parts: a part that finishes,
// one that runs out of its time limit, one that throws, one whose needs failed, and an interrupted
// run; the marks each gets, its cleanups, and that the parts after them still run. No timing is
// asserted: the parts that should finish have limits far beyond what they take.
import { describe, expect, it } from 'vitest';
import { markOf, oneLine, runParts, type Part, type PartContext } from '../../../scripts/bench/parts.mjs';

const LONG = 60_000;

/** A part that resolves with `value` at once. */
const quick = (id: string, value: unknown = id, needs?: string[]): Part => ({ id, title: `part ${id}`, limitMs: LONG, needs, run: async () => value });

/** A part that never finishes by itself: it waits until its signal aborts, then rejects, as a browser closed under a page would. */
function hanging(id: string, seen: { aborted?: boolean; cleaned?: string[] }): Part {
  return {
    id, title: `part ${id}`, limitMs: 30,
    run: (ctx: PartContext) => {
      ctx.defer(() => (seen.cleaned ??= []).push('first'));
      ctx.defer(() => (seen.cleaned ??= []).push('second'));
      return new Promise((_, reject) => ctx.signal.addEventListener('abort', () => {
        seen.aborted = true;
        reject(new Error('target closed'));
      }));
    },
  };
}

describe('runParts', () => {
  it('marks a part that finishes ok, one that times out, one that throws; the others still run', async () => {
    const seen: { aborted?: boolean; cleaned?: string[] } = {};
    const written: string[] = [];
    const outcomes = await runParts([
      quick('a', { figure: 1 }),
      hanging('slow', seen),
      { id: 'boom', title: 'part boom', limitMs: LONG, run: async () => { throw new Error('no JSON line\nstack…'); } },
      quick('b'),
    ], { graceMs: 1000, onOutcome: (o) => void written.push(`${o.id}:${o.status}`) });

    expect(outcomes.map((o) => [o.id, o.status])).toEqual([['a', 'ok'], ['slow', 'timed out'], ['boom', 'failed'], ['b', 'ok']]);
    expect(outcomes.map(markOf)).toEqual(['', 'timed out', 'failed: no JSON line', '']);
    expect(outcomes[0]!.value).toEqual({ figure: 1 });
    expect(outcomes[3]!.value).toBe('b');
    // The stopped part saw its signal abort, and its cleanups ran, the last deferred first.
    expect(seen.aborted).toBe(true);
    expect(seen.cleaned).toEqual(['second', 'first']);
    // Each outcome was handed over as its part ended, before the next part ran.
    expect(written).toEqual(['a:ok', 'slow:timed out', 'boom:failed', 'b:ok']);
  });

  it('records the load before and after, the limit and when each part ran', async () => {
    const [o] = await runParts([quick('a')], { limits: { a: 12_345 } });
    expect(o!.limitMs).toBe(12_345);
    expect(o!.load.cores).toBeGreaterThan(0);
    expect(Number.isFinite(o!.load.before) && Number.isFinite(o!.load.after)).toBe(true);
    expect(o!.startedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('overrides a limit by id, so a part can be given a tiny one', async () => {
    const seen = {};
    const slow = { ...hanging('slow', seen), limitMs: LONG };
    const outcomes = await runParts([slow, quick('after')], { limits: { slow: 20 }, graceMs: 1000 });
    expect(outcomes.map((o) => o.status)).toEqual(['timed out', 'ok']);
  });

  it('moves on when a stopped part ignores its signal and never settles', async () => {
    let cleaned = false;
    const deaf: Part = {
      id: 'deaf', title: 'part deaf', limitMs: 20,
      run: (ctx) => {
        ctx.defer(() => { cleaned = true; });
        return new Promise(() => {});
      },
    };
    const outcomes = await runParts([deaf, quick('next')], { graceMs: 50 });
    expect(outcomes.map((o) => o.status)).toEqual(['timed out', 'ok']);
    expect(cleaned).toBe(true);
  });

  it('runs a cleanup deferred after its part was stopped at once', async () => {
    let late = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => { release = r; });
    const part: Part = {
      id: 'late', title: 'part late', limitMs: 20,
      run: async (ctx) => {
        await gate; // e.g. a browser that finishes launching after the limit
        ctx.defer(() => { late = true; });
      },
    };
    await runParts([part], { graceMs: 10 });
    release();
    await expect.poll(() => late).toBe(true);
  });

  it('fails a part whose needs did not succeed, without running it', async () => {
    let ran = false;
    const outcomes = await runParts([
      { id: 'build', title: 'build', limitMs: LONG, run: async () => { throw new Error('vite: exit 1'); } },
      { id: 'uses', title: 'uses the build', limitMs: LONG, needs: ['build'], run: async () => { ran = true; } },
      quick('alone'),
    ]);
    expect(outcomes.map(markOf)).toEqual(['failed: vite: exit 1', 'failed: not run, build failed: vite: exit 1', '']);
    expect(ran).toBe(false);
  });

  it('stops the running part when interrupted, and runs none after it', async () => {
    const interrupt = new AbortController();
    const seen: { aborted?: boolean } = {};
    const waiting: Part = {
      id: 'waiting', title: 'part waiting', limitMs: LONG,
      run: (ctx) => {
        setTimeout(() => interrupt.abort(), 10);
        return hanging('inner', seen).run(ctx);
      },
    };
    const outcomes = await runParts([quick('a'), waiting, quick('b')], { interrupt: interrupt.signal, graceMs: 1000 });
    expect(outcomes.map((o) => o.status)).toEqual(['ok', 'interrupted', 'not run']);
    expect(seen.aborted).toBe(true);
  });
});

describe('oneLine', () => {
  it('keeps the first line of a message, without table pipes, at most 200 characters', () => {
    expect(oneLine(new Error('\n  unshare: a | b\nmore'))).toBe('unshare: a / b');
    expect(oneLine('x'.repeat(300))).toHaveLength(200);
    expect(oneLine(new Error(''))).toBe('unknown error');
  });
});
