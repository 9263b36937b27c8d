// Hover zoom: the card large and readable beside the pointer.
import { useTranslation } from 'react-i18next';
import type { CardFace } from '../cards/face';

const COLOR_CSS: Record<CardFace['color'], string> = {
  red: '#c0392b', blue: '#2e6fb5', green: '#3c8d4f', yellow: '#d4a017', purple: '#7d4ea8',
  white: '#b9b3a1', black: '#3b3b3f', colorless: '#8a8f98',
};

export function CardPreview({ face, x, y }: { face: CardFace; x: number; y: number }) {
  const { t } = useTranslation();
  const width = 300;
  const left = x + 24 + width > window.innerWidth ? x - width - 24 : x + 24;
  const top = Math.max(56, Math.min(y - 120, window.innerHeight - 440));
  return (
    <aside className="card-preview" data-testid="card-preview" style={{ left, top, width, borderColor: COLOR_CSS[face.color] }}>
      <header style={{ background: COLOR_CSS[face.color] }}>
        {face.cost && <span className="cost" title={t('preview.cost')}>{face.cost}</span>}
        <span className="name">
          {face.name}
          {face.nameEn && <small>{face.nameEn}</small>}
        </span>
      </header>
      <div className="type">{face.type}</div>
      <p className="text" lang="ja">{face.text}</p>
      {face.textEn && <p className="text-en" lang="en">{face.textEn}</p>}
      {face.flavor && <p className="flavor">{face.flavor}</p>}
      <footer>
        <span className="number">{face.number}</span>
        {face.stats.length > 0 && (
          <span className="stats">{face.stats.map((s) => `${s.label} ${s.value}`).join(' / ')}</span>
        )}
      </footer>
    </aside>
  );
}
