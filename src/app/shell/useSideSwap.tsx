// The match bar's "Side deck" button and its dialog, for App: offered to this browser's seat once
// a match of a side-deck game (Multiverse) is finished, until the next game is laid out. What is
// open comes from Multiverse's flow (rules/multiverse/flow); the dialog calls its driver's verbs.
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { sideSwapOf } from '../../rules/multiverse/flow/sideSwap';
import { withPanelStrings, type Language } from '../../ui/i18n';
import type { TableSession } from '../session';
import { useMultiverseFlow } from '../multiverse/useMultiverseFlow';

const SideSwapHost = lazy(withPanelStrings(() => import('./SideSwapHost')));

export interface SideSwap {
  /** For RulesLayer: none when this browser has no side change to make. */
  props: { onSideSwap?: () => void; sideSwapSet?: boolean };
  dialog: ReactNode;
}

export function useSideSwap(session: TableSession, lang: Language): SideSwap {
  const { driver, snap } = useMultiverseFlow(session);
  const input = snap?.input ?? null;
  const source = useMemo(() => (input ? sideSwapOf(input.records, input.seat) : null), [input]);
  // Open for one match: a later match's end never opens it by itself.
  const [openFor, setOpenFor] = useState<string | null>(null);
  if (!source || !driver) return { props: {}, dialog: null };
  return {
    props: { onSideSwap: () => setOpenFor(source.match), sideSwapSet: source.chosen !== null },
    dialog: openFor === source.match ? (
      <Suspense fallback={null}>
        <SideSwapHost key={source.match} session={session} driver={driver} source={source} lang={lang} onClose={() => setOpenFor(null)} />
      </Suspense>
    ) : null,
  };
}
