// The side-change dialog for this browser's seat: its card lookup and the rule check, and the
// choice written for the next game. Loaded only when a player opens it.
import { useCallback, useMemo } from 'react';
import type { DeckList } from '../../cards/game';
import { multiverseCards, validateSideSwap } from '../../cards/multiverse';
import { SideSwapDialog, type SideSwapCard } from '../../ui/SideSwapDialog';
import type { Language } from '../../ui/i18n';
import type { TableSession } from '../session';
import { chooseNextDeck, keepPlayedDeck, type SideSwapSource } from '../match/sideSwap';

export interface SideSwapHostProps {
  session: TableSession;
  source: SideSwapSource;
  lang: Language;
  onClose(): void;
}

export default function SideSwapHost({ session, source, lang, onClose }: SideSwapHostProps) {
  const lookup = useMemo(() => session.games.lookupFor(multiverseCards), [session]);
  const card = useCallback((ref: string): SideSwapCard | undefined => {
    const c = lookup(ref);
    if (!c) return undefined;
    return { name: c.name, nameEn: c.nameEn, kind: c.kind, cost: c.cost, ...(c.kind === 'fighter' ? { attribute: c.attribute } : {}) };
  }, [lookup]);
  const { played } = source;
  const validate = useCallback((next: DeckList) => validateSideSwap(played, next, lookup), [played, lookup]);
  return (
    <SideSwapDialog
      played={played} chosen={source.chosen} card={card} validate={validate} lang={lang}
      onUse={(deck) => { chooseNextDeck(session.doc, source, deck); onClose(); }}
      onKeep={() => { keepPlayedDeck(session.doc, source); onClose(); }}
      onClose={onClose}
    />
  );
}
