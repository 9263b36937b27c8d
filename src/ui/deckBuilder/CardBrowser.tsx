// The game's loaded cards: a search box (kana, width and case do not matter), facet filters and
// the tiles. Long lists are shown a page at a time.
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCardBase, GameCards } from '../../cards/game';
import { facetValues } from '../../cards/search';
import { filterBuilderCards, type BuilderCard } from './builderCards';
import { CardTile, type PreviewAt } from './CardTile';
import { facetName, facetValueName } from './labels';

export type ChosenFacets = Readonly<Record<string, readonly string[]>>;

export interface CardBrowserProps {
  game: GameCards<GameCardBase>;
  cards: readonly BuilderCard[];
  query: string;
  onQuery(query: string): void;
  chosen: ChosenFacets;
  onChosen(chosen: ChosenFacets): void;
  copiesOf(ref: string): number;
  onAdd(entry: BuilderCard): void;
  onRemove(entry: BuilderCard): void;
  onPreview(preview: PreviewAt): void;
  searchRef: RefObject<HTMLInputElement | null>;
}

const PAGE = 240;

export function CardBrowser(props: CardBrowserProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const { game, cards, query, chosen } = props;
  const values = useMemo(() => facetValues(cards.map((c) => c.card), game), [cards, game]);
  const shown = useMemo(() => filterBuilderCards(cards, { query, facets: chosen }, game), [cards, query, chosen, game]);
  const [limit, setLimit] = useState(PAGE);
  useEffect(() => setLimit(PAGE), [query, chosen, game]);
  const toggle = (facet: string, value: string) => {
    const current = chosen[facet] ?? [];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    props.onChosen({ ...chosen, [facet]: next });
  };
  const filtering = Object.values(chosen).some((v) => v.length > 0);

  return (
    <section className="db-browser" aria-label={t('deckBuilder.cards')}>
      <div className="db-search">
        <input
          ref={props.searchRef}
          type="search"
          value={query}
          onChange={(e) => props.onQuery(e.target.value)}
          placeholder={t('deckBuilder.searchPlaceholder')}
          title={t('deckBuilder.searchHint')}
          aria-label={t('deckBuilder.search')}
          data-testid="card-search"
        />
        <span className="db-count" data-testid="card-count">{t('deckBuilder.shown', { count: shown.length, total: cards.length })}</span>
      </div>
      <div className="db-facets">
        {Object.entries(values).filter(([, list]) => list.length > 1).map(([facet, list]) => (
          <div className="db-facet" role="group" aria-label={facetName(t, facet)} key={facet}>
            <span className="db-facet-name">{facetName(t, facet)}</span>
            {list.map((value) => (
              <button
                type="button"
                key={value}
                className="chip"
                aria-pressed={(chosen[facet] ?? []).includes(value)}
                onClick={() => toggle(facet, value)}
                data-testid={`facet-${facet}`}
              >
                {facetValueName(t, value, english ? game.facetValueEn?.(facet, value) : undefined)}
              </button>
            ))}
          </div>
        ))}
        {filtering && <button type="button" className="link" onClick={() => props.onChosen({})}>{t('deckBuilder.clearFilters')}</button>}
      </div>
      {shown.length === 0 ? (
        <p className="db-empty">{cards.length === 0 ? t('deckBuilder.noSets') : t('deckBuilder.noCards')}</p>
      ) : (
        <ul className="db-tiles" data-testid="card-list">
          {shown.slice(0, limit).map((entry) => (
            <CardTile key={entry.ref} entry={entry} copies={props.copiesOf(entry.ref)} onAdd={props.onAdd} onRemove={props.onRemove} onPreview={props.onPreview} />
          ))}
        </ul>
      )}
      {shown.length > limit && (
        <button type="button" className="db-more" onClick={() => setLimit((n) => n + PAGE)}>{t('deckBuilder.showMore', { count: shown.length - limit })}</button>
      )}
    </section>
  );
}
