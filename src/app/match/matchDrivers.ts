// The MatchDriver of each table session, for the game flows that run beside it (a FlowDriver reads
// the game through it): useRulesAssist registers the driver as it makes it; a hook that needs it
// before then hears when it comes.
import type { MatchDriver } from './driver';

const drivers = new WeakMap<object, MatchDriver>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

export function registerMatchDriver(session: object, driver: MatchDriver): void {
  drivers.set(session, driver);
  changed();
}

export function unregisterMatchDriver(session: object, driver: MatchDriver): void {
  if (drivers.get(session) !== driver) return;
  drivers.delete(session);
  changed();
}

export function matchDriverOf(session: object): MatchDriver | null {
  return drivers.get(session) ?? null;
}

/** Hears of every driver registered or gone. */
export function onMatchDrivers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
