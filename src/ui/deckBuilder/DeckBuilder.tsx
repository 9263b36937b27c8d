// The deck builder: pick a game, find cards, build a deck with live rule checks, keep it, and
// import card sets. Full screen; Esc closes (an inner dialog first).
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unknownFace } from '../../cards/face';
import { GAME_IDS, type DeckList, type GameId } from '../../cards/game';
import type { GameCatalog } from '../../cards/gameCatalog';
import type { GameSet } from '../../cards/setFile';
import { localizedFace } from '../../cards/localizedFace';
import { CardPreview } from '../CardPreview';
import { cardsOfGame, type BuilderCard } from './builderCards';
import { CardBrowser, type ChosenFacets } from './CardBrowser';
import type { PreviewAt } from './CardTile';
import { DeckActions } from './DeckActions';
import { copiesOf, deckSize, draftsReducer, emptyDeck, initialDrafts, sectionSize, withAllSections, type DraftAction } from './deckDraft';
import { DeckSections } from './DeckSections';
import { DeckStats } from './DeckStats';
import { costCurve, countsBy } from './deckFigures';
import { DeckTextDialog } from './DeckTextDialog';
import { unsavedDrafts } from './unsaved';
import { DeckValidation } from './DeckValidation';
import { facetValueName, localized, type Lang } from './labels';
import type { CustomSetStore, DeckStore, SavedDeck } from './ports';
import { SetImportDialog } from './SetImportDialog';
import { useVersioned } from '../useVersioned';
import './deckBuilder.css';

export interface DeckBuilderProps {
  games: GameCatalog;
  store: DeckStore;
  lang: Lang;
  onClose(): void;
  /** Called after a set was imported (and its cards added to `games`). */
  onSetImported?(setId: string): void;
  /** Keeps imported sets for the next visit; without it they last for this visit only. */
  customSets?: CustomSetStore;
  /** The game shown first; the first game when not given. */
  initialGame?: GameId;
}

type Dialog = 'text' | 'sets' | null;

export function DeckBuilder({ games, store, lang, onClose, onSetImported, customSets, initialGame }: DeckBuilderProps) {
  const { t } = useTranslation();
  const gameList = useMemo(() => GAME_IDS.flatMap((id) => {
    const game = games.gameOf(id);
    return game === undefined ? [] : [game];
  }), [games]);
  const [gameId, setGameId] = useState<GameId>(initialGame ?? gameList[0]?.game ?? 'nofuture');
  const game = games.gameOf(gameId) ?? gameList[0];
  const [drafts, dispatch] = useReducer(draftsReducer, gameList, initialDrafts);
  const draft = drafts[gameId];
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ChosenFacets>({});
  const [catalogVersion, setCatalogVersion] = useState(0);
  const [savedVersion, setSavedVersion] = useState(0);
  const [preview, setPreview] = useState<PreviewAt>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => searchRef.current?.focus(), []);
  // Esc closes the inner dialog, or else the builder, wherever the focus is.
  const dialogRef = useRef(dialog);
  dialogRef.current = dialog;
  // Closing with unsaved changes asks first (Esc is pressed quickly, and work is easy to lose).
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  const closeRef = useRef(onClose);
  closeRef.current = () => {
    if (unsavedDrafts(draftsRef.current).length > 0 && !window.confirm(t('deckBuilder.confirmDiscard'))) return;
    onClose();
  };
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      e.preventDefault();
      setPreview(null);
      if (dialogRef.current !== null) setDialog(null);
      else closeRef.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  // The catalog and the store are mutable (imports add cards, saves add decks): each memo reads
  // them through a pair that is new with each version.
  const catalog = useVersioned(games, catalogVersion);
  const savedStore = useVersioned(store, savedVersion);
  const cards = useMemo(() => (game === undefined ? [] : cardsOfGame(catalog.source, game)), [catalog, game]);
  const saved = useMemo(() => savedStore.source.list(gameId), [savedStore, gameId]);
  const act = useCallback((action: DraftAction) => dispatch({ game: gameId, action }), [gameId]);

  const deck = draft?.deck;
  const lookup = useMemo(() => (game === undefined ? () => undefined : catalog.source.lookupFor(game)), [catalog, game]);
  const problems = useMemo(() => (game === undefined || deck === undefined ? [] : game.validateDeck(deck, lookup)), [game, deck, lookup]);
  const faceOf = useCallback((ref: string) => catalog.source.lookup(ref)?.face ?? unknownFace(ref), [catalog]);
  const facetOf = useCallback((ref: string, facet: string): string | undefined => {
    const card = lookup(ref);
    return card === undefined || game === undefined ? undefined : game.facets(card)[facet];
  }, [lookup, game]);
  // Stable, so that the memoised tiles do not redraw when the pointer moves over them.
  const add = useCallback((entry: BuilderCard) => {
    if (game !== undefined) act({ type: 'add', ref: entry.ref, section: game.sectionOf(entry.card) });
  }, [act, game]);
  const remove = useCallback((entry: BuilderCard) => {
    if (game !== undefined) act({ type: 'remove', ref: entry.ref, preferred: game.sectionOf(entry.card) });
  }, [act, game]);

  if (game === undefined || draft === undefined || deck === undefined) return null;

  const flagged = new Set(problems.flatMap((p) => (p.ref === undefined ? [] : [p.ref])));
  const curve = costCurve(deck, (ref) => facetOf(ref, 'cost'));
  const sectionCounts = game.sections.map((s) => ({ name: localized(s.name, lang), count: sectionSize(deck.sections[s.id] ?? []) }));
  const kinds = countsBy(deck, (ref) => facetOf(ref, 'kind')).map((k) => ({ label: facetValueName(t, k.value, lang === 'en' ? game.facetValueEn?.('kind', k.value) : undefined), count: k.count }));

  const say = (kind: 'info' | 'error', text: string) => setStatus({ kind, text });
  const replaceAllowed = () => !draft.dirty || deckSize(deck) === 0 || window.confirm(t('deckBuilder.confirmReplace'));
  /** Replaces the draft; a list read from text is a new, unsaved deck. */
  const open = (list: DeckList, source: { savedId?: string; fromText?: boolean } = {}) => {
    if (!replaceAllowed()) return;
    const next = withAllSections({ ...list, game: game.game }, game);
    act({ type: 'replace', deck: next, dirty: source.fromText === true, ...(source.savedId === undefined ? {} : { savedId: source.savedId }) });
    say('info', t('deckBuilder.opened', { name: list.name || t('deckBuilder.untitled') }));
  };
  const save = () => {
    try {
      const result = store.save({ ...deck, name: deck.name.trim(), ...(draft.savedId === undefined ? {} : { id: draft.savedId }) });
      act({ type: 'saved', savedId: result.id });
      setSavedVersion((n) => n + 1);
      say('info', t('deckBuilder.saved', { name: result.name || t('deckBuilder.untitled') }));
    } catch (error) {
      say('error', t('deckBuilder.saveFailed', { error: error instanceof Error ? error.message : String(error) }));
    }
  };
  const deleteSaved = (target: SavedDeck) => {
    if (!window.confirm(t('deckBuilder.confirmDelete', { name: target.name || t('deckBuilder.untitled') }))) return;
    try {
      store.remove(target.id);
      setSavedVersion((n) => n + 1);
      say('info', t('deckBuilder.deleted', { name: target.name || t('deckBuilder.untitled') }));
    } catch (error) {
      say('error', t('deckBuilder.saveFailed', { error: error instanceof Error ? error.message : String(error) }));
    }
  };
  const imported = (set: GameSet) => {
    setCatalogVersion((n) => n + 1);
    setGameId(set.game);
    setChosen({});
    onSetImported?.(set.id);
  };
  // Keys typed here are the builder's, not the table's shortcuts underneath.
  const keepKeys = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') e.stopPropagation();
  };

  return (
    <div className="deck-builder" role="dialog" aria-modal="true" aria-labelledby="deck-builder-title" data-testid="deck-builder" data-game={gameId} onKeyDown={keepKeys}>
      <header className="db-header">
        <h2 id="deck-builder-title">{t('deckBuilder.title')}</h2>
        <div className="db-games" role="tablist" aria-label={t('deckBuilder.game')}>
          {gameList.map((g) => (
            <button
              key={g.game}
              type="button"
              role="tab"
              aria-selected={g.game === gameId}
              onClick={() => {
                setGameId(g.game);
                setChosen({});
                setStatus(null);
              }}
              data-testid={`game-${g.game}`}
            >
              {localized(g.name, lang)}
            </button>
          ))}
        </div>
        <span className="spacer" />
        <button type="button" onClick={() => setDialog('sets')} data-testid="open-set-import">{t('deckBuilder.sets')}</button>
        <button type="button" className="db-close" onClick={() => closeRef.current()} aria-label={t('deckBuilder.close')} title={t('deckBuilder.closeHint')} data-testid="deck-builder-close">×</button>
      </header>
      <div className="db-body">
        <CardBrowser
          game={game}
          cards={cards}
          query={query}
          onQuery={setQuery}
          chosen={chosen}
          onChosen={setChosen}
          copiesOf={(ref) => copiesOf(deck, ref)}
          onAdd={add}
          onRemove={remove}
          onPreview={setPreview}
          searchRef={searchRef}
        />
        <aside className="db-deck" aria-label={t('deckBuilder.deck')}>
          <DeckActions
            draft={draft}
            saved={saved}
            demos={game.demoDecks}
            onRename={(name) => act({ type: 'rename', name })}
            onNew={() => {
              if (replaceAllowed()) act({ type: 'replace', deck: emptyDeck(game) });
            }}
            onSave={save}
            onOpen={(list, savedId) => open(list, savedId === undefined ? {} : { savedId })}
            onDelete={deleteSaved}
            onText={() => setDialog('text')}
          />
          {status !== null && <p className={`db-status ${status.kind}`} role="status" data-testid="deck-status">{status.text}</p>}
          <p className="db-total" data-testid="deck-total">{t('deckBuilder.total', { count: deckSize(deck) })}{draft.dirty && <small> · {t('deckBuilder.unsaved')}</small>}</p>
          <DeckValidation problems={problems} lang={lang} nameOf={(ref) => localizedFace(faceOf(ref), lang).name} />
          <DeckSections
            game={game}
            deck={deck}
            lang={lang}
            flagged={flagged}
            rowOf={(ref) => ({ face: faceOf(ref), cost: facetOf(ref, 'cost') ?? '' })}
            onAdd={(ref, section) => act({ type: 'add', ref, section })}
            onRemove={(ref, section) => act({ type: 'remove', ref, section })}
            onPreview={setPreview}
          />
          <DeckStats curve={curve} sections={sectionCounts} kinds={kinds} />
        </aside>
      </div>
      {dialog === 'text' && (
        <DeckTextDialog game={game} deck={deck} games={games} lang={lang} onLoad={(list) => open(list, { fromText: true })} onClose={() => setDialog(null)} />
      )}
      {dialog === 'sets' && (
        <SetImportDialog games={games} lang={lang} game={gameId} {...(customSets === undefined ? {} : { store: customSets })} onImported={imported} onClose={() => setDialog(null)} />
      )}
      {preview !== null && <CardPreview face={preview.face} x={preview.x} y={preview.y} />}
    </div>
  );
}
