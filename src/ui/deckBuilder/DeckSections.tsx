// The deck by section: each card with its count and +/− buttons, in cost order.
import { useTranslation } from 'react-i18next';
import type { CardFace } from '../../cards/face';
import { localizedFace } from '../../cards/localizedFace';
import type { DeckList, GameCardBase, GameCards } from '../../cards/game';
import { compareByCost } from './builderCards';
import type { PreviewAt } from './CardTile';
import { sectionSize } from './deckDraft';
import { localized, type Lang } from './labels';

export interface DeckSectionsProps {
  game: GameCards<GameCardBase>;
  deck: DeckList;
  lang: Lang;
  /** Cards a deck problem names, marked in the list. */
  flagged: ReadonlySet<string>;
  rowOf(ref: string): { face: CardFace; cost: string };
  onAdd(ref: string, section: string): void;
  onRemove(ref: string, section: string): void;
  onPreview(preview: PreviewAt): void;
}

export function DeckSections({ game, deck, lang, flagged, rowOf, onAdd, onRemove, onPreview }: DeckSectionsProps) {
  const { t } = useTranslation();
  const known = new Set(game.sections.map((s) => s.id));
  // Sections the game does not have (from an old or foreign list) stay visible so they can be emptied.
  const sections = [...game.sections.map((s) => ({ id: s.id, name: localized(s.name, lang) })), ...Object.keys(deck.sections).filter((id) => !known.has(id)).map((id) => ({ id, name: id }))];
  return (
    <div className="db-sections">
      {sections.map(({ id, name }) => {
        const entries = deck.sections[id] ?? [];
        const rows = entries.map((e) => ({ ...e, ...rowOf(e.ref) })).sort((a, b) => compareByCost({ cost: a.cost, number: a.face.number }, { cost: b.cost, number: b.face.number }));
        return (
          <section key={id} className="db-section" data-testid="deck-section" data-section={id}>
            <h3>
              {name} <span className="db-section-count" data-testid="section-count">{sectionSize(entries)}</span>
            </h3>
            {rows.length === 0 ? (
              <p className="db-hint">{t('deckBuilder.sectionEmpty')}</p>
            ) : (
              <ul>
                {rows.map((row) => { const shown = localizedFace(row.face, lang); return (
                  <li
                    key={row.ref}
                    className={flagged.has(row.ref) ? 'flagged' : undefined}
                    data-testid="deck-entry"
                    data-ref={row.ref}
                    onMouseEnter={(e) => onPreview({ face: row.face, x: e.clientX, y: e.clientY })}
                    onMouseLeave={() => onPreview(null)}
                  >
                    <button type="button" onClick={() => onRemove(row.ref, id)} aria-label={t('deckBuilder.removeNamed', { name: shown.name })} data-testid="entry-remove">−</button>
                    <span className="count" data-testid="entry-count">{row.count}</span>
                    <button type="button" onClick={() => onAdd(row.ref, id)} aria-label={t('deckBuilder.addNamed', { name: shown.name })} data-testid="entry-add">+</button>
                    <span className="cost">{shown.cost}</span>
                    <span className="name">{shown.name}</span>
                    <span className="number">{row.face.number}</span>
                  </li>
                ); })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
