// The planning timer's "lock in the plan as drafted": the clock driver asks, the Falldown panel of
// this browser (which holds the draft) seals it with its own Lock in. Per session, in this browser only.
import type { Seat } from '../../table';

const listeners = new WeakMap<object, Set<(seat: Seat) => void>>();

export function requestLock(session: object, seat: Seat): void {
  for (const listener of listeners.get(session) ?? []) listener(seat);
}

export function onLockRequest(session: object, listener: (seat: Seat) => void): () => void {
  const set = listeners.get(session) ?? new Set();
  listeners.set(session, set);
  set.add(listener);
  return () => set.delete(listener);
}
