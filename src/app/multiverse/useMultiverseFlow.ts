// React's view of Multiverse's flow: the shared FlowDriver of the session's match driver (loaded
// with the game's rules, never in the first load), made once the table holds a Multiverse game.
// The hook only subscribes; callers use the driver's verbs.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { FlowSnapshot } from '../match/flowDriver';
import type { MfState } from '../../rules/multiverse';
import type { MultiverseEffect, MultiverseLocal } from '../../rules/multiverse/flow';
import { matchDriverOf, onMatchDrivers } from '../match/matchDrivers';
import type { TableSession } from '../session';
import type { MultiverseDriver } from './multiverseDriver';

const noop = () => undefined;

export interface MultiverseFlow {
  driver: MultiverseDriver | null;
  snap: FlowSnapshot<MfState, MultiverseLocal, MultiverseEffect> | null;
}

export function useMultiverseFlow(session: TableSession): MultiverseFlow {
  const match = useSyncExternalStore(onMatchDrivers, () => matchDriverOf(session));
  const multiverse = useSyncExternalStore(
    useCallback((fn: () => void) => match?.subscribe(fn) ?? noop, [match]),
    () => match?.snapshot().view?.module.game === 'multiverse',
  );
  const [driver, setDriver] = useState<MultiverseDriver | null>(null);
  useEffect(() => {
    if (!match || !multiverse) return;
    let live = true;
    let release: () => void = noop;
    void import('./multiverseDriver').then(({ acquireMultiverseDriver }) => {
      if (!live) return;
      const held = acquireMultiverseDriver(session, match);
      release = held.release;
      setDriver(held.driver);
    });
    return () => {
      live = false;
      release();
      setDriver(null);
    };
  }, [session, match, multiverse]);
  const snap = useSyncExternalStore(
    useCallback((fn: () => void) => driver?.subscribe(fn) ?? noop, [driver]),
    () => driver?.snapshot() ?? null,
  );
  return { driver, snap };
}
