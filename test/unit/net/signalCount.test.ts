import { describe, expect, it } from 'vitest';
import { SignalCounter, SubscriberCounts, type CountedConn } from '../../../src/net/signalCount';

const publish = (topic: string, clients: unknown) => ({ type: 'publish', topic, clients, data: 'x' });

describe('SubscriberCounts', () => {
  it('is alone once every connected server counts only us, with company once any counts more', () => {
    const counts = new SubscriberCounts();
    const [one, two] = [{}, {}];
    expect(counts.company([one, two])).toBe('unknown');
    counts.heard(one, publish('t', 1), 't');
    expect(counts.company([one, two])).toBe('unknown'); // the second server has not answered
    expect(counts.company([one])).toBe('alone');
    counts.heard(two, publish('t', 2), 't');
    expect(counts.company([one, two])).toBe('others');
  });

  it('ignores other topics, other messages and counts that are not counts', () => {
    const counts = new SubscriberCounts();
    const server = {};
    for (const message of [publish('other', 3), { type: 'pong', clients: 3 }, publish('t', '3'), publish('t', 0), publish('t', 2.5), null, 'text']) {
      expect(counts.heard(server, message, 't')).toBe(false);
    }
    expect(counts.company([server])).toBe('unknown');
    expect(counts.company([])).toBe('unknown');
  });

  it('forgets what a server said when it reconnects', () => {
    const counts = new SubscriberCounts();
    const server = {};
    counts.heard(server, publish('t', 2), 't');
    counts.forget(server);
    expect(counts.company([server])).toBe('unknown');
    counts.heard(server, publish('t', 1), 't');
    expect(counts.company([server])).toBe('alone');
  });
});

class FakeConn implements CountedConn {
  connected = true;
  private readonly handlers = new Map<string, Set<(m?: unknown) => void>>();
  on(name: string, fn: (m?: unknown) => void): void {
    const set = this.handlers.get(name) ?? new Set();
    set.add(fn);
    this.handlers.set(name, set);
  }
  off(name: string, fn: (m?: unknown) => void): void {
    this.handlers.get(name)?.delete(fn);
  }
  emit(name: string, message?: unknown): void {
    for (const fn of this.handlers.get(name) ?? []) fn(message);
  }
  get listenerCount(): number {
    return [...this.handlers.values()].reduce((n, set) => n + set.size, 0);
  }
}

describe('SignalCounter', () => {
  it('follows the echo of our announce, reconnects, and stops listening', () => {
    let changes = 0;
    const conn = new FakeConn();
    const counter = new SignalCounter('room', () => changes++);
    counter.watch([conn]);
    counter.watch([conn]); // watched once
    conn.emit('message', publish('room', 1));
    expect(counter.company()).toBe('alone');
    expect(changes).toBe(1);
    conn.emit('message', publish('room', 1)); // nothing new
    expect(changes).toBe(1);
    conn.emit('disconnect');
    conn.connected = false;
    expect(counter.company()).toBe('unknown');
    conn.connected = true;
    conn.emit('connect');
    conn.emit('message', publish('room', 2));
    expect(counter.company()).toBe('others');
    counter.stop();
    expect(conn.listenerCount).toBe(0);
  });
});
