// Under each hidden deck, in a room: which scheme shuffles it (both seats jointly, or its holder
// alone) and, while a joint deck waits for a seat, for whom and what ("waiting for P2 to release
// your draw").
import { useTranslation } from 'react-i18next';
import type { Seat } from '../table/schema';
import './deckBadges.css';

export interface PlacedDeck {
  zone: string;
  holder: Seat;
  scheme: 'joint' | 'holder';
  waiting: { seat: Seat; what: 'shuffle' | 'release' } | null;
  /** Whether this browser plays the deck's holder (the release it waits for is its own draw). */
  mine: boolean;
  x: number;
  y: number;
}

export function DeckBadges({ decks }: { decks: readonly PlacedDeck[] }) {
  const { t } = useTranslation();
  if (decks.length === 0) return null;
  return (
    <div className="deck-badges">
      {decks.map((deck) => {
        const seat = deck.waiting ? t(`log.seats.${deck.waiting.seat}`) : '';
        const waiting = deck.waiting
          ? deck.waiting.what === 'shuffle' ? t('jointDeck.waitShuffle', { seat }) : t(deck.mine ? 'jointDeck.waitReleaseMine' : 'jointDeck.waitRelease', { seat })
          : null;
        return (
          <span
            key={deck.zone} role="status" className={`deck-badge ${deck.scheme}${waiting ? ' waiting' : ''}`}
            data-testid="deck-scheme" data-zone={deck.zone} data-scheme={deck.scheme} data-waiting={deck.waiting?.seat ?? ''}
            style={{ left: deck.x, top: deck.y }} title={t(`jointDeck.explain.${deck.scheme}`)}
          >
            {waiting && <i aria-hidden="true" />}
            {waiting ?? t(`jointDeck.scheme.${deck.scheme}`)}
          </span>
        );
      })}
    </div>
  );
}
