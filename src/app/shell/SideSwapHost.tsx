// The side-change dialog for this browser's seat: its card lookup and the rule check; the choice
// for the next game is a verb of Multiverse's flow. Loaded only when a player opens it.
import { useCallback, useMemo } from 'react';
import type { DeckList } from '../../cards/game';
import { multiverseCards, validateSideSwap } from '../../cards/multiverse';
import { SideSwapDialog, type SideSwapCard } from '../../ui/SideSwapDialog';
import type { Language } from '../../ui/i18n';
import type { SideSwapSource } from '../../rules/multiverse/flow/sideSwap';
import type { TableSession } from '../session';
import type { MultiverseDriver } from '../multiverse/multiverseDriver';

export interface SideSwapHostProps {
  session: TableSession;
  driver: MultiverseDriver;
  source: SideSwapSource;
  lang: Language;
  onClose(): void;
}

export default function SideSwapHost({ session, driver, source, lang, onClose }: SideSwapHostProps) {
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
      onUse={(deck) => { driver.act({ kind: 'next-deck', deck }); onClose(); }}
      onKeep={() => { driver.act({ kind: 'keep-deck' }); onClose(); }}
      onClose={onClose}
    />
  );
}
