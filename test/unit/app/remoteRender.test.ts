import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadingThrottle } from '../../../src/app/remoteRender';

describe('leadingThrottle', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('runs the first request at once and a burst after it once, at the window\'s end', () => {
    let clock = 1000;
    const runs: number[] = [];
    const throttle = leadingThrottle(() => runs.push(clock), 100, () => clock);
    throttle.request();
    expect(runs).toEqual([1000]);
    clock = 1020;
    throttle.request();
    clock = 1050;
    throttle.request();
    expect(runs).toEqual([1000]);
    clock = 1100;
    vi.advanceTimersByTime(80);
    expect(runs).toEqual([1000, 1100]);
    // Long after, a single request runs at once again.
    clock = 1500;
    throttle.request();
    expect(runs).toEqual([1000, 1100, 1500]);
  });

  it('drops a pending run when cancelled', () => {
    let clock = 0;
    const runs: number[] = [];
    const throttle = leadingThrottle(() => runs.push(clock), 100, () => clock);
    throttle.request();
    clock = 10;
    throttle.request();
    throttle.cancel();
    vi.advanceTimersByTime(200);
    expect(runs).toEqual([0]);
  });
});
