import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DelayBuffer } from '../../../../src/net/relay/delayBuffer';
import { runs } from '../../../propertyRuns';

describe('DelayBuffer', () => {
  it('holds items back for the delay, then releases them in order', () => {
    const b = new DelayBuffer<string>(3000);
    b.push('a', 1000);
    b.push('b', 2000);
    expect(b.release(3999)).toEqual([]);
    expect(b.nextDue()).toBe(4000);
    expect(b.release(4000)).toEqual(['a']);
    expect(b.release(10_000)).toEqual(['b']);
    expect(b.nextDue()).toBeNull();
  });

  it('with delay 0 releases at once', () => {
    const b = new DelayBuffer<number>(0);
    b.push(1, 5);
    expect(b.release(5)).toEqual([1]);
  });

  it('refuses items past its bound', () => {
    const b = new DelayBuffer<number>(10, 2);
    expect(b.push(1, 0)).toBe(true);
    expect(b.push(2, 0)).toBe(true);
    expect(b.push(3, 0)).toBe(false);
    expect(b.size).toBe(2);
  });

  it('rejects a negative delay', () => {
    expect(() => new DelayBuffer(-1)).toThrow();
  });

  it('never releases an item early and releases everything, in order (property)', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.array(fc.nat(1000), { maxLength: 50 }), fc.array(fc.nat(2000), { maxLength: 50 }), (delay, gaps, polls) => {
        const b = new DelayBuffer<number>(delay);
        let t = 0;
        const pushedAt: number[] = [];
        const out: number[] = [];
        gaps.forEach((g, i) => {
          t += g;
          pushedAt.push(t);
          b.push(i, t);
          const poll = polls[i];
          if (poll !== undefined) for (const item of b.release(t + poll)) {
            expect(pushedAt[item]! + delay).toBeLessThanOrEqual(t + poll);
            out.push(item);
          }
        });
        out.push(...b.release(Number.MAX_SAFE_INTEGER));
        expect(out).toEqual(gaps.map((_, i) => i));
      }),
      runs(100),
    );
  });
});
