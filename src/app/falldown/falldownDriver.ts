// Falldown's phase cycle in this browser: the FlowDriver running Falldown's flow on the session and
// its match driver, with this browser's store; the planning timer's "lock in as drafted" (clockLock)
// reaches it as the seat's own Lock in. useFalldown and the Node tests drive this same object.
import { falldownFlow, type FalldownEffect, type FalldownLocal, type FalldownState, type FalldownVerb } from '../../rules/falldown';
import type { TableSession } from '../session';
import type { MatchDriver } from '../match/driver';
import { FlowDriver, type FlowStore } from '../match/flowDriver';
import { matchPorts } from '../match/flowPorts';
import { onLockRequest } from './clockLock';
import { falldownStore } from './store';

export type FalldownDriver = FlowDriver<FalldownState, FalldownLocal, FalldownEffect, FalldownVerb>;

export function falldownDriver(session: TableSession, match: MatchDriver, store: FlowStore<FalldownLocal> = falldownStore): FalldownDriver {
  const driver = new FlowDriver(falldownFlow, matchPorts(session, match, falldownFlow, store));
  driver.own(onLockRequest(session, (seat) => {
    if (seat === match.snapshot().seat) driver.act({ kind: 'lock' });
  }));
  return driver;
}
