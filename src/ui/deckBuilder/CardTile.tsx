// One card in the builder's list: cost, name, type and stats at a glance. Click or Enter adds a
// copy; right-click or the − button takes one out; hovering or focusing shows the large preview.
import { memo, type CSSProperties, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardFace } from '../../cards/face';
import { localizedFace } from '../../cards/localizedFace';
import type { BuilderCard } from './builderCards';
import { CARD_COLOR_CSS } from './labels';

export type PreviewAt = { face: CardFace; x: number; y: number } | null;

export interface CardTileProps {
  entry: BuilderCard;
  copies: number;
  onAdd(entry: BuilderCard): void;
  onRemove(entry: BuilderCard): void;
  onPreview(preview: PreviewAt): void;
}

/** "格闘2 射撃1"; English labels are words, so "Fight 2 Shoot 1". */
export function statsLine(face: CardFace, english = false): string {
  return face.stats.map((s) => (english ? `${s.label} ${s.value}` : `${s.label}${s.value}`)).join(' ');
}

/** Memoised: hovering one tile re-renders the builder, which must not redraw hundreds of tiles. */
export const CardTile = memo(function CardTile({ entry, copies, onAdd, onRemove, onPreview }: CardTileProps) {
  const { t, i18n } = useTranslation();
  const { face } = entry;
  // The preview gets the set's face (it shows the original beside the gloss); the tile the UI language's.
  const shown = localizedFace(face, i18n.language === 'en' ? 'en' : 'ja');
  const atPointer = (e: MouseEvent) => onPreview({ face, x: e.clientX, y: e.clientY });
  const style = { '--card-color': CARD_COLOR_CSS[face.color] } as CSSProperties;
  return (
    <li className={`card-tile${copies > 0 ? ' in-deck' : ''}`} style={style} data-testid="card-tile" data-ref={entry.ref} data-name={face.name}>
      <button
        type="button"
        className="tile-main"
        title={t('deckBuilder.tileHint')}
        aria-label={t('deckBuilder.addNamed', { name: shown.name })}
        onClick={() => onAdd(entry)}
        onContextMenu={(e) => {
          e.preventDefault();
          onRemove(entry);
        }}
        onMouseEnter={atPointer}
        onMouseLeave={() => onPreview(null)}
        onFocus={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          onPreview({ face, x: box.right, y: box.top + 120 });
        }}
        onBlur={() => onPreview(null)}
      >
        <span className="tile-cost" aria-label={t('preview.cost')}>{shown.cost || '–'}</span>
        <span className="tile-body">
          <span className="tile-name">{shown.name}</span>
          <span className="tile-type">{shown.type}</span>
          <span className="tile-foot">
            <span className="tile-stats">{statsLine(shown, i18n.language === 'en')}</span>
            <span className="tile-number">{face.number}</span>
          </span>
        </span>
      </button>
      <span className="tile-side">
        {copies > 0 ? <span className="tile-copies" data-testid="tile-copies" aria-label={t('deckBuilder.inDeck', { count: copies })}>×{copies}</span> : <span />}
        <button type="button" className="tile-remove" disabled={copies === 0} onClick={() => onRemove(entry)} aria-label={t('deckBuilder.removeNamed', { name: shown.name })} data-testid="tile-remove">−</button>
      </span>
    </li>
  );
});
