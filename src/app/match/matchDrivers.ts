// The MatchDriver of each table session, for the game flows that run beside it (a FlowDriver reads
// the game through it): useRulesAssist registers the driver as it makes it.
import type { MatchDriver } from './driver';

const drivers = new WeakMap<object, MatchDriver>();

export function registerMatchDriver(session: object, driver: MatchDriver): void {
  drivers.set(session, driver);
}

export function unregisterMatchDriver(session: object, driver: MatchDriver): void {
  if (drivers.get(session) === driver) drivers.delete(session);
}

export function matchDriverOf(session: object): MatchDriver | null {
  return drivers.get(session) ?? null;
}
