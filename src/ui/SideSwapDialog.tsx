// Multiverse Fighters' side change between games: the seat's deck and its side cards; a card
// clicked in the deck and one in the side trade places. The problems (at most 3 fighters, the
// deck rules, …) show as the player goes; the deck is used for the next game only when legal.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckEntry, DeckList, DeckProblem } from '../cards/game';
import { sections } from '../cards/multiverse/deck';
import { SIDE_CHANGE_FIGHTER_LIMIT } from '../cards/multiverse/rules';
import { exchangeWithSide, sideSwapCounts, type MainSection } from '../cards/multiverse/sideChange';
import type { Language } from './i18n';
import { useEscape } from './useEscape';
import './gameSetup.css';
import './sideSwap.css';

/** What the dialog shows of a card. */
export interface SideSwapCard {
  name: string;
  nameEn: string;
  kind: 'fighter' | 'assist';
  cost: number;
  /** A fighter's attribute (blue, red, yellow, white, black). */
  attribute?: string;
}

export interface SideSwapDialogProps {
  /** The deck this seat played in the game just finished. */
  played: DeckList;
  /** The deck it already chose for the next game, if any: the dialog starts from it. */
  chosen: DeckList | null;
  card(ref: string): SideSwapCard | undefined;
  /** Problems with `next` as the side change of `played` (empty: legal). */
  validate(next: DeckList): DeckProblem[];
  lang: Language;
  onUse(next: DeckList): void;
  onKeep(): void;
  onClose(): void;
}

interface Pick { at: MainSection | 'side'; ref: string }

const MAIN: readonly MainSection[] = ['fighters', 'assists'];
const sectionFor = (kind: SideSwapCard['kind']): MainSection => (kind === 'fighter' ? 'fighters' : 'assists');
const size = (entries: readonly DeckEntry[]): number => entries.reduce((n, e) => n + (Number.isInteger(e.count) && e.count > 0 ? e.count : 0), 0);
const countOf = (entries: readonly DeckEntry[] | undefined, ref: string): number => (entries ?? []).filter((e) => e.ref === ref).reduce((n, e) => n + e.count, 0);

export function SideSwapDialog({ played, chosen, card, validate, lang, onUse, onKeep, onClose }: SideSwapDialogProps) {
  const { t } = useTranslation();
  useEscape(onClose);
  const [next, setNext] = useState<DeckList>(chosen ?? played);
  const [pick, setPick] = useState<Pick | null>(null);
  const problems = useMemo(() => validate(next), [validate, next]);
  const swapped = sideSwapCounts(played, next);
  const unchanged = JSON.stringify(next.sections) === JSON.stringify(played.sections);
  const nameOf = (ref: string) => {
    const c = card(ref);
    return c ? (lang === 'en' ? c.nameEn || c.name : c.name) : `${t('sideSwap.unknown')} (${ref})`;
  };
  const sectionName = (id: string) => sections.find((s) => s.id === id)?.name[lang] ?? id;
  const side = next.sections['side'] ?? [];

  const choose = (target: Pick) => {
    if (pick && pick.ref === target.ref && pick.at === target.at) return setPick(null);
    if (!pick || (pick.at === 'side') === (target.at === 'side')) return setPick(target);
    const [main, sideRef] = pick.at === 'side' ? [target, pick.ref] : [pick, target.ref];
    const at = main.at;
    if (at !== 'side') setNext((deck) => exchangeWithSide(deck, at, main.ref, sideRef));
    setPick(null);
  };
  // Fighters trade with fighters, assists with assists: the other kind would break the sections.
  const fits = (ref: string, at: Pick['at']): boolean => {
    if (!pick || (pick.at === 'side') === (at === 'side')) return true;
    const mainAt = at === 'side' ? pick.at : at;
    const sideRef = at === 'side' ? ref : pick.ref;
    const kind = card(sideRef)?.kind;
    return kind === undefined || sectionFor(kind) === mainAt;
  };

  const row = (entry: DeckEntry, at: Pick['at'], moved: boolean) => {
    const c = card(entry.ref);
    const picked = pick?.at === at && pick.ref === entry.ref;
    return (
      <li key={entry.ref}>
        <button
          type="button" className={`side-swap-card${picked ? ' picked' : ''}${moved ? ' moved' : ''}`}
          data-testid={at === 'side' ? 'side-swap-side' : 'side-swap-main'} data-ref={entry.ref} data-section={at}
          aria-pressed={picked} disabled={!fits(entry.ref, at)} onClick={() => choose({ at, ref: entry.ref })}
        >
          <span className="side-swap-cost" title={t('wizard.cost')}>{c?.cost ?? '?'}</span>
          {c?.attribute && <span className={`side-swap-attr ${c.attribute}`} aria-hidden="true">●</span>}
          <span className="side-swap-name">{nameOf(entry.ref)}</span>
          {entry.count > 1 && <span className="side-swap-count">×{entry.count}</span>}
          {moved && <span className="side-swap-moved">{at === 'side' ? t('sideSwap.fromDeck') : t('sideSwap.fromSide')}</span>}
        </button>
      </li>
    );
  };
  const movedIn = (section: string, ref: string) => countOf(next.sections[section], ref) > countOf(played.sections[section], ref);

  const status = pick === null ? t('sideSwap.how') : pick.at === 'side' ? t('sideSwap.pickMain') : t('sideSwap.pickSide');
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="side-swap-title" data-testid="side-swap" onClick={onClose}>
      <div className="dialog side-swap" lang={lang} onClick={(e) => e.stopPropagation()}>
        <h2 id="side-swap-title">{t('sideSwap.title')}</h2>
        <p className="hint">{t('sideSwap.rule', { limit: SIDE_CHANGE_FIGHTER_LIMIT })}</p>
        {chosen && <p className="side-swap-chosen" role="status" data-testid="side-swap-chosen">{t('sideSwap.chosen')}</p>}
        {size(side) === 0 ? <p role="status" data-testid="side-swap-no-side">{t('sideSwap.noSide')}</p> : (
          <p className="side-swap-step" aria-live="polite">{status}</p>
        )}
        <div className="side-swap-columns">
          <section aria-label={t('sideSwap.deck')}>
            {MAIN.map((id) => (
              <div key={id} className="side-swap-section">
                <h3>{sectionName(id)} <small>{t('sideSwap.cards', { count: size(next.sections[id] ?? []) })}</small></h3>
                <ul>{(next.sections[id] ?? []).map((e) => row(e, id, movedIn(id, e.ref)))}</ul>
              </div>
            ))}
          </section>
          <section aria-label={sectionName('side')} className="side-swap-section side">
            <h3>{sectionName('side')} <small>{t('sideSwap.cards', { count: size(side) })}</small></h3>
            <ul>{side.map((e) => row(e, 'side', movedIn('side', e.ref)))}</ul>
          </section>
        </div>
        <p className="side-swap-tally" data-testid="side-swap-tally">
          <span className={swapped.fighters > SIDE_CHANGE_FIGHTER_LIMIT ? 'bad' : ''}>{t('sideSwap.fighters', { count: swapped.fighters, limit: SIDE_CHANGE_FIGHTER_LIMIT })}</span>
          <span>{t('sideSwap.assists', { count: swapped.assists })}</span>
        </p>
        {problems.length === 0 ? <p className="side-swap-ok" role="status" data-testid="side-swap-ok">{t('sideSwap.legal')}</p> : (
          <ul className="side-swap-problems" role="alert" data-testid="side-swap-problems">
            {problems.map((p, i) => <li key={i}>{p.message[lang]} <span className="ruling">{p.rule}</span></li>)}
          </ul>
        )}
        <div className="buttons">
          <button type="button" data-testid="side-swap-reset" disabled={unchanged} onClick={() => { setNext(played); setPick(null); }}>{t('sideSwap.reset')}</button>
          <button type="button" data-testid="side-swap-keep" onClick={onKeep}>{t('sideSwap.keep')}</button>
          <button type="button" className="primary" data-testid="side-swap-use" disabled={problems.length > 0} onClick={() => onUse(next)}>{t('sideSwap.use')}</button>
        </div>
      </div>
    </div>
  );
}
