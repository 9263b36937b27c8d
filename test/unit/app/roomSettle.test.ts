import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomSettle, SETTLE_UNANSWERED_MS, SETTLE_UNLINKED_MS, type SettleSource } from '../../../src/app/roomSettle';
import type { Company } from '../../../src/net/signalCount';

class FakeRoom implements SettleSource {
  companyNow: Company = 'unknown';
  synced = false;
  private readonly listeners = new Set<() => void>();
  company(): Company {
    return this.companyNow;
  }
  syncedWithPeer(): boolean {
    return this.synced;
  }
  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
  change(): void {
    for (const fn of this.listeners) fn();
  }
  get listening(): number {
    return this.listeners.size;
  }
}

describe('RoomSettle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles a lone page as soon as the signaling servers count it alone', async () => {
    const room = new FakeRoom();
    let told = 0;
    const settle = new RoomSettle(room, () => told++);
    const waited = settle.whenSettled();
    room.companyNow = 'alone';
    room.change();
    await waited;
    expect(settle.settled).toBe(true);
    expect(told).toBe(1);
    expect(room.listening).toBe(0);
  });

  it('waits for a peer\'s copy when others are here, past the unanswered timer', () => {
    const room = new FakeRoom();
    const settle = new RoomSettle(room, () => undefined);
    room.companyNow = 'others';
    room.change();
    vi.advanceTimersByTime(SETTLE_UNANSWERED_MS + 100);
    expect(settle.settled).toBe(false);
    room.synced = true;
    settle.check();
    expect(settle.settled).toBe(true);
  });

  it('plays on when no server answers, and when company never links', () => {
    const offline = new FakeRoom();
    const a = new RoomSettle(offline, () => undefined);
    vi.advanceTimersByTime(SETTLE_UNANSWERED_MS);
    expect(a.settled).toBe(true);
    const unlinked = new FakeRoom();
    unlinked.companyNow = 'others';
    const b = new RoomSettle(unlinked, () => undefined);
    vi.advanceTimersByTime(SETTLE_UNLINKED_MS - 1);
    expect(b.settled).toBe(false);
    vi.advanceTimersByTime(1);
    expect(b.settled).toBe(true);
  });

  it('settles once, and not after destroy', () => {
    const room = new FakeRoom();
    let told = 0;
    const settle = new RoomSettle(room, () => told++);
    settle.destroy();
    vi.advanceTimersByTime(SETTLE_UNLINKED_MS);
    room.companyNow = 'alone';
    room.change();
    expect(told).toBe(0);
  });
});
