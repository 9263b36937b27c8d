// A link y-webrtc started that never opened is torn down after STALL_MS (so y-webrtc re-announces
// and the peer can start afresh); open, closed and young links are left alone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_MS, StallJudge, STALL_MS, retryStalledLinks, type RetryConn } from '../../../src/net/linkRetry';

const conn = (connected = false): RetryConn & { destroyed: number } => {
  const c = { connected, closed: false, destroyed: 0, peer: { destroyed: false, destroy: () => { c.destroyed++; c.peer.destroyed = true; } } };
  return c;
};

describe('stalled links', () => {
  it('names a link that has not opened STALL_MS after it was first seen, and only then', () => {
    const judge = new StallJudge();
    const stuck = conn();
    expect(judge.stalled([stuck], 1000)).toEqual([]);
    expect(judge.stalled([stuck], 1000 + STALL_MS - 1)).toEqual([]);
    expect(judge.stalled([stuck], 1000 + STALL_MS)).toEqual([stuck]);
  });

  it('leaves open, closed and destroyed links alone, and starts the clock again for a link that opened and dropped', () => {
    const judge = new StallJudge(100);
    const open = conn(true);
    const closed = { ...conn(), closed: true };
    const flaky = conn();
    judge.stalled([open, closed, flaky], 0);
    flaky.connected = true;
    expect(judge.stalled([open, closed, flaky], 50)).toEqual([]);
    flaky.connected = false;
    expect(judge.stalled([open, closed, flaky], 60)).toEqual([]);
    expect(judge.stalled([open, closed, flaky], 150)).toEqual([]);
    expect(judge.stalled([open, closed, flaky], 160)).toEqual([flaky]);
    flaky.peer.destroy();
    expect(judge.stalled([open, closed, flaky], 1000)).toEqual([]);
  });

  it('leaves a link whose transport is up (its open event still queued) alone', () => {
    const judge = new StallJudge(100);
    const link = { ...conn(), peer: { destroy: () => undefined, _pc: { connectionState: 'connecting' } } };
    judge.stalled([link], 0);
    link.peer._pc.connectionState = 'connected';
    expect(judge.stalled([link], 500)).toEqual([]);
  });
});

describe('checking links in page time', () => {
  afterEach(() => vi.useRealTimers());

  it('does not count the seconds this page was blocked as waiting for the link', () => {
    vi.useFakeTimers();
    let wall = 0;
    const stuck = conn();
    const stop = retryStalledLinks(() => [stuck], new StallJudge(), () => wall);
    const tick = (ms: number) => { wall += ms; vi.advanceTimersByTime(CHECK_MS); };
    tick(CHECK_MS);
    tick(STALL_MS + 5_000); // one late check after a long block: counts as two checks at most
    expect(stuck.destroyed).toBe(0);
    for (let i = 0; i < STALL_MS / CHECK_MS; i++) tick(CHECK_MS);
    expect(stuck.destroyed).toBe(1);
    stop();
  });
});
