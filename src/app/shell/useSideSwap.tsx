// The match bar's "Side deck" button and its dialog, for App: offered to this browser's seat once
// a match of a side-deck game (Multiverse) is finished, until the next game is laid out.
import { lazy, Suspense, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type * as Y from 'yjs';
import { matchesOf } from '../../rules/core';
import { withPanelStrings, type Language } from '../../ui/i18n';
import type { TableSession } from '../session';
import { sideSwapSource } from '../match/sideSwap';

const SideSwapHost = lazy(withPanelStrings(() => import('./SideSwapHost')));

/** Changes whenever the doc's match records do (a result, a deck chosen for the next game). */
function useMatchesVersion(doc: Y.Doc): number {
  const store = useMemo(() => {
    let version = 0;
    return {
      subscribe(changed: () => void) {
        const matches = matchesOf(doc);
        const bump = () => { version += 1; changed(); };
        matches.observe(bump);
        return () => matches.unobserve(bump);
      },
      read: () => version,
    };
  }, [doc]);
  return useSyncExternalStore(store.subscribe, store.read);
}

export interface SideSwap {
  /** For RulesLayer: none when this browser has no side change to make. */
  props: { onSideSwap?: () => void; sideSwapSet?: boolean };
  dialog: ReactNode;
}

export function useSideSwap(session: TableSession, lang: Language): SideSwap {
  const version = useMatchesVersion(session.doc);
  const viewer = session.viewer;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the version stands for the doc's matches
  const source = useMemo(() => sideSwapSource(session.doc, viewer), [session, viewer, version]);
  // Open for one match: a later match's end never opens it by itself.
  const [openFor, setOpenFor] = useState<string | null>(null);
  if (!source) return { props: {}, dialog: null };
  return {
    props: { onSideSwap: () => setOpenFor(source.match), sideSwapSet: source.chosen !== null },
    dialog: openFor === source.match ? (
      <Suspense fallback={null}>
        <SideSwapHost key={source.match} session={session} source={source} lang={lang} onClose={() => setOpenFor(null)} />
      </Suspense>
    ) : null,
  };
}
