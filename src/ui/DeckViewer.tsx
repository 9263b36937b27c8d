// The holder's private look into a hidden deck: the top N cards, or the whole deck when searching
// it (a card can then be taken into the hand). Everyone else only reads in the log that it happened.
import { useTranslation } from 'react-i18next';
import type { CardFace } from '../cards/face';
import { useEscape } from './useEscape';

export interface DeckViewerProps {
  mode: 'look' | 'search';
  cards: readonly { id: string; face: CardFace }[];
  onTake?(id: string): void;
  onShuffle?(): void;
  onClose(): void;
}

export function DeckViewer({ mode, cards, onTake, onShuffle, onClose }: DeckViewerProps) {
  const { t } = useTranslation();
  useEscape(onClose);
  return (
    <div className="overlay" role="dialog" aria-modal="true" data-testid="deck-viewer" onClick={onClose}>
      <div className="dialog deck-viewer" onClick={(e) => e.stopPropagation()}>
        <h2>{t(mode === 'look' ? 'deckView.lookTitle' : 'deckView.searchTitle', { count: cards.length })}</h2>
        <p className="hint">{t('deckView.private')}</p>
        <ol className="deck-cards">
          {cards.map(({ id, face }, i) => (
            <li key={id} data-testid="deck-card" data-number={face.number}>
              <span className="position">{i + 1}</span>
              <span className="cost">{face.cost}</span>
              <span className="name">{face.name}{face.nameEn && <small>{face.nameEn}</small>}</span>
              <span className="type">{face.type}</span>
              {mode === 'search' && onTake && <button type="button" onClick={() => onTake(id)}>{t('deckView.take')}</button>}
            </li>
          ))}
        </ol>
        <div className="buttons">
          {onShuffle && <button type="button" data-testid="deck-viewer-shuffle" onClick={onShuffle}>{t('deckView.shuffleAndClose')}</button>}
          <button type="button" autoFocus onClick={onClose}>{t('errors.dismiss')}</button>
        </div>
      </div>
    </div>
  );
}
