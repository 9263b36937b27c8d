// React's view of a game's flow: the shared FlowDriver of the session's match driver, made once the
// table holds that game (its code loaded then, never in the first load). The hook only subscribes;
// callers use the driver's verbs.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { GameId } from '../../cards/game';
import type { MatchDriver } from '../match/driver';
import type { FlowDriver, FlowSnapshot } from '../match/flowDriver';
import { matchDriverOf, onMatchDrivers } from '../match/matchDrivers';
import type { HeldFlow } from '../match/sharedFlows';
import type { TableSession } from '../session';

const noop = () => undefined;

export interface FlowView<State, Local, Effect extends { kind: string }, Verb> {
  driver: FlowDriver<State, Local, Effect, Verb> | null;
  snap: FlowSnapshot<State, Local, Effect> | null;
}

export function useFlowDriver<State, Local, Effect extends { kind: string }, Verb>(
  session: TableSession, game: GameId,
  load: () => Promise<(session: TableSession, match: MatchDriver) => HeldFlow<FlowDriver<State, Local, Effect, Verb>>>,
): FlowView<State, Local, Effect, Verb> {
  const match = useSyncExternalStore(onMatchDrivers, () => matchDriverOf(session));
  const playing = useSyncExternalStore(
    useCallback((fn: () => void) => match?.subscribe(fn) ?? noop, [match]),
    () => match?.snapshot().view?.module.game === game,
  );
  const [driver, setDriver] = useState<FlowDriver<State, Local, Effect, Verb> | null>(null);
  // The loader is the caller's constant: the driver is made again only for another session or match.
  const [loader] = useState(() => load);
  useEffect(() => {
    if (!match || !playing) return;
    let live = true;
    let release: () => void = noop;
    void loader().then((acquire) => {
      if (!live) return;
      const held = acquire(session, match);
      release = held.release;
      setDriver(held.driver);
    });
    return () => {
      live = false;
      release();
      setDriver(null);
    };
  }, [session, match, playing, loader]);
  const snap = useSyncExternalStore(
    useCallback((fn: () => void) => driver?.subscribe(fn) ?? noop, [driver]),
    () => driver?.snapshot() ?? null,
  );
  return { driver, snap };
}

/** Passes each thing a flow says to `tell` once (a notice), the same words said again included. */
export function useFlowSaid(snap: { said: number; error: string | null } | null, tell: (text: string) => void): void {
  const said = snap?.said ?? 0;
  const text = useRef<string | null>(null);
  text.current = snap?.error ?? null;
  const told = useRef(tell);
  told.current = tell;
  useEffect(() => {
    if (said > 0 && text.current) told.current(text.current);
  }, [said]);
}
