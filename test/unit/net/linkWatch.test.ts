import { describe, expect, it } from 'vitest';
import { LinkJudge, LinkWatch, roomLinkSource, type Clock, type LinkSnapshot, type LinkSource } from '../../../src/net/linkWatch';
import type { RoomConnection } from '../../../src/net/room';

const snap = (pending: string[], linked: string[] = [], active = true): LinkSnapshot => ({ active, pending, linked });

describe('LinkJudge', () => {
  it('reports a peer that stays unlinked for the timeout, and not before', () => {
    const judge = new LinkJudge({ timeoutMs: 10_000, forgetMs: 60_000 }); // sampled sparsely here
    expect(judge.step(snap(['b']), 0)).toEqual([]);
    expect(judge.step(snap(['b']), 9_999)).toEqual([]);
    expect(judge.step(snap(['b']), 10_000)).toEqual(['b']);
  });

  it('clears a peer once its link opens', () => {
    const judge = new LinkJudge({ timeoutMs: 1000 });
    judge.step(snap(['b']), 0);
    expect(judge.step(snap(['b']), 2000)).toEqual(['b']);
    expect(judge.step(snap([], ['b']), 2100)).toEqual([]);
    expect(judge.step(snap(['b']), 2200)).toEqual([]); // a new attempt starts its own clock
  });

  it('keeps counting through y-webrtc dropping and re-creating the link', () => {
    const judge = new LinkJudge({ timeoutMs: 10_000, forgetMs: 6000 });
    judge.step(snap(['b']), 0);
    judge.step(snap([]), 4000); // the failed link was closed, a new announce will come
    expect(judge.step(snap(['b']), 10_500)).toEqual([]); // gone for 6.5 s: forgotten, a fresh start
    judge.step(snap(['c']), 11_000);
    judge.step(snap([]), 15_000);
    expect(judge.step(snap(['c']), 16_000)).toEqual([]);
    expect(judge.step(snap(['c']), 21_000)).toEqual(['c']);
  });

  it('forgets a peer that left', () => {
    const judge = new LinkJudge({ timeoutMs: 1000, forgetMs: 2000 });
    judge.step(snap(['b']), 0);
    expect(judge.step(snap([]), 1500)).toEqual(['b']);
    expect(judge.step(snap([]), 2500)).toEqual([]);
  });

  it('judges nothing while signaling is down or we went offline', () => {
    const judge = new LinkJudge({ timeoutMs: 1000 });
    judge.step(snap(['b']), 0);
    expect(judge.step(snap(['b'], [], false), 5000)).toEqual([]);
    expect(judge.step(snap(['b']), 5100)).toEqual([]);
  });

  it('ignores junk ids and lists several peers sorted', () => {
    const judge = new LinkJudge({ timeoutMs: 0 });
    expect(judge.step(snap(['z', '', 'a', 'a']), 0)).toEqual(['a', 'z']);
  });
});

function fakeClock() {
  let now = 0;
  const ticks = new Set<() => void>();
  const clock: Clock = { now: () => now, every: (_ms, fn) => { ticks.add(fn); return () => ticks.delete(fn); } };
  return { clock, advance(ms: number) { now += ms; for (const fn of ticks) fn(); }, ticks };
}

describe('LinkWatch', () => {
  it('notifies when the failed set changes, and only then', () => {
    let current = snap(['b']);
    const changes = new Set<() => void>();
    const source: LinkSource = { snapshot: () => current, onChange: (fn) => { changes.add(fn); return () => changes.delete(fn); } };
    const t = fakeClock();
    const watch = new LinkWatch(source, { timeoutMs: 10_000, forgetMs: 60_000 }, t.clock);
    let notified = 0;
    watch.subscribe(() => notified++);
    t.advance(5000);
    expect(watch.failed).toEqual([]);
    t.advance(5000);
    expect(watch.failed).toEqual(['b']);
    t.advance(1000);
    expect(notified).toBe(1);
    current = snap([], ['b']);
    for (const fn of changes) fn();
    expect(watch.failed).toEqual([]);
    expect(notified).toBe(2);
    watch.destroy();
    expect(changes.size).toBe(0);
    expect(t.ticks.size).toBe(0);
  });

  it('survives a source that throws', () => {
    const t = fakeClock();
    const watch = new LinkWatch({ snapshot: () => { throw new Error('gone'); }, onChange: () => () => {} }, {}, t.clock);
    t.advance(20_000);
    expect(watch.failed).toEqual([]);
  });
});

describe('roomLinkSource', () => {
  const fakeRoom = (over: { signaling?: boolean; online?: boolean; states?: unknown[] } = {}) => {
    const webrtcConns = new Map<string, { connected: boolean }>([['up', { connected: true }], ['down', { connected: false }]]);
    const states = new Map<number, unknown>((over.states ?? []).map((s, i) => [i, s]));
    return {
      status: () => ({ signaling: over.signaling ?? true, online: over.online ?? true, connectedPeers: 1 }),
      provider: { room: { webrtcConns, bcConns: new Set(['tab']) } },
      peerId: 'me',
      awareness: { getStates: () => states },
      linkOf: (id: string) => (id === 'tab' ? 'local' : id === 'up' ? 'webrtc' : 'connecting'),
      onChange: () => () => {},
    } as unknown as RoomConnection;
  };

  it('sorts y-webrtc links and awareness peers into pending and linked', () => {
    const source = roomLinkSource(fakeRoom({ states: [{ user: { peerId: 'me' } }, { user: { peerId: 'tab' } }, { user: { peerId: 'aw' } }, null, { user: 7 }] }));
    const s = source.snapshot();
    expect(s.active).toBe(true);
    expect([...s.linked].sort()).toEqual(['tab', 'up']);
    expect([...s.pending].sort()).toEqual(['aw', 'down']);
  });

  it('is inactive without signaling or offline', () => {
    expect(roomLinkSource(fakeRoom({ signaling: false })).snapshot().active).toBe(false);
    expect(roomLinkSource(fakeRoom({ online: false })).snapshot().active).toBe(false);
  });
});
