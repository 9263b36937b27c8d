import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { BroadcastMirror, type Clock } from '../../../../src/net/relay/publisher';

function fakeClock() {
  let t = 1_000;
  const timers: { at: number; fn: () => void }[] = [];
  const clock: Clock = {
    now: () => t,
    setTimeout: (fn, ms) => {
      const timer = { at: t + ms, fn };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (h) => {
      const i = timers.indexOf(h as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
  };
  const advance = (ms: number) => {
    t += ms;
    for (;;) {
      const due = timers.filter((x) => x.at <= t).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers.splice(timers.indexOf(due), 1);
      due.fn();
    }
  };
  return { clock, advance };
}

describe('broadcast mirror', () => {
  it('writes the room\'s state and each later update into the relay doc only after the delay, in order', () => {
    const { clock, advance } = fakeClock();
    const room = new Y.Doc({ gc: false });
    const log = room.getArray<number>('s/a');
    log.push([1]);
    const relay = new Y.Doc({ gc: false });
    const mirror = new BroadcastMirror(room, relay, 30_000, clock);
    log.push([2]);
    advance(29_999);
    expect(relay.getArray('s/a').toArray()).toEqual([]);
    advance(1);
    expect(relay.getArray('s/a').toArray()).toEqual([1, 2]);
    advance(10_000);
    log.push([3]);
    advance(29_000);
    expect(relay.getArray('s/a').toArray()).toEqual([1, 2]);
    advance(1_000);
    expect(relay.getArray('s/a').toArray()).toEqual([1, 2, 3]);
    expect(mirror.held).toBe(0);
    mirror.stop();
    log.push([4]);
    advance(60_000);
    expect(relay.getArray('s/a').toArray()).toEqual([1, 2, 3]);
  });

  it('with no delay, mirrors at once; what the relay sends back never reaches the room', () => {
    const { clock, advance } = fakeClock();
    const room = new Y.Doc({ gc: false });
    const relay = new Y.Doc({ gc: false });
    new BroadcastMirror(room, relay, 0, clock);
    room.getArray<string>('s/a').push(['x']);
    advance(0);
    expect(relay.getArray('s/a').toArray()).toEqual(['x']);
    relay.getArray<string>('s/evil').push(['forged']);
    advance(10);
    expect(room.getArray('s/evil').toArray()).toEqual([]);
  });
});
