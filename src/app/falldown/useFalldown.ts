// A Falldown phase as React sees it: the phase cycle runs in this browser's FlowDriver (plain,
// tested code, made beside the session's match driver); the hook only subscribes to it and calls
// its verbs. What the panel shows is derived from the driver's snapshot (falldownView, pure).
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { falldownView, type FalldownPlan } from '../../rules/falldown';
import type { GamePanelProps } from '../../ui/rules/gamePanel';
import type { FalldownTable } from '../../ui/rules/falldown/table';
import type { TableSession } from '../session';
import { matchDriverOf } from '../match/matchDrivers';
import { falldownDriver, type FalldownDriver } from './falldownDriver';

type Props = GamePanelProps & { session: TableSession };

const noop = () => undefined;

export function useFalldown(props: Props): FalldownTable | null {
  const { session } = props;
  // The panel shows once the rules assist has its match driver: the flow's driver is made beside it.
  const hasView = props.assist.view !== null;
  const [driver, setDriver] = useState<FalldownDriver | null>(null);
  useEffect(() => {
    const match = hasView ? matchDriverOf(session) : null;
    if (!match) return;
    const made = falldownDriver(session, match);
    setDriver(made);
    return () => {
      made.destroy();
      setDriver(null);
    };
  }, [session, hasView]);

  const snap = useSyncExternalStore(
    useCallback((fn: () => void) => driver?.subscribe(fn) ?? noop, [driver]),
    () => driver?.snapshot() ?? null,
  );
  const input = snap?.input ?? null;
  const view = useMemo(() => (input ? falldownView(input) : null), [input]);
  const verbs = useMemo(() => ({
    setDraft: (plan: FalldownPlan) => driver?.act({ kind: 'draft', plan }),
    lockIn: () => driver?.act({ kind: 'lock' }),
    apply: (unticked: ReadonlySet<number>) => driver?.act({ kind: 'apply', unticked }),
    startNext: () => driver?.act({ kind: 'next' }),
  }), [driver]);

  const effect = snap?.effect ?? null;
  if (!snap || !input || !effect || !view) return null;
  const { state, seat, local } = input;
  const sealing = effect.kind === 'open-round' || effect.kind === 'commit';
  return {
    ...verbs, state, seat, phase: state.phase, draft: view.draft, check: view.check,
    sealed: view.sealed, committed: view.reveal.committed, busy: snap.busy || sealing, error: snap.error,
    problems: effect.kind === 'problem' ? effect.problems : view.reveal.problems,
    plans: view.reveal.plans, resolution: local.resolution, hashes: view.hashes, applied: view.applied, tableHash: view.tableHash,
  };
}
