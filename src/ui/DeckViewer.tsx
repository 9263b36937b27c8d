// The holder's private look into a hidden deck: the top N cards, or the whole deck when searching
// it (a card can then be taken into the hand). Everyone else only reads in the log that it happened.
import { useTranslation } from 'react-i18next';
import type { CardFace } from '../cards/face';
import { localizedFace } from '../cards/localizedFace';
import { useEscape } from './useEscape';

export interface DeckViewerProps {
  mode: 'look' | 'search';
  cards: readonly { id: string; face: CardFace }[];
  onTake?(id: string): void;
  onShuffle?(): void;
  onClose(): void;
}

export function DeckViewer({ mode, cards, onTake, onShuffle, onClose }: DeckViewerProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  useEscape(onClose);
  return (
    <div className="overlay" role="dialog" aria-modal="true" data-testid="deck-viewer" onClick={onClose}>
      <div className="dialog deck-viewer" onClick={(e) => e.stopPropagation()}>
        <h2>{t(mode === 'look' ? 'deckView.lookTitle' : 'deckView.searchTitle', { count: cards.length })}</h2>
        <p className="hint">{t('deckView.private')}</p>
        <ol className="deck-cards">
          {cards.map(({ id, face }, i) => {
            const shown = localizedFace(face, english ? 'en' : 'ja');
            return (
              <li key={id} data-testid="deck-card" data-number={face.number}>
                <span className="position">{i + 1}</span>
                <span className="cost">{shown.cost}</span>
                <span className="name">
                  {shown.name}
                  {english ? face.nameEn && <small lang="ja" data-original="">{face.name}</small> : face.nameEn && <small>{face.nameEn}</small>}
                </span>
                <span className="type">{shown.type}</span>
                {mode === 'search' && onTake && <button type="button" onClick={() => onTake(id)}>{t('deckView.take')}</button>}
              </li>
            );
          })}
        </ol>
        <div className="buttons">
          {onShuffle && <button type="button" data-testid="deck-viewer-shuffle" onClick={onShuffle}>{t('deckView.shuffleAndClose')}</button>}
          <button type="button" autoFocus onClick={onClose}>{t('errors.dismiss')}</button>
        </div>
      </div>
    </div>
  );
}
