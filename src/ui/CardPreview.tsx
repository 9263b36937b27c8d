// Hover zoom: the card itself large beside the pointer (its face as the table draws it, or the set's
// art), with its text below, as Tabletop Simulator and untap show a card.
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardFace } from '../cards/face';
import { localizedFace } from '../cards/localizedFace';
import { CARD_H, CARD_W } from '../table/geometry';
import './cardPreview.css';

const COLOR_CSS: Record<CardFace['color'], string> = {
  red: '#c0392b', blue: '#2e6fb5', green: '#3c8d4f', yellow: '#d4a017', purple: '#7d4ea8',
  white: '#b9b3a1', black: '#3b3b3f', colorless: '#8a8f98',
};

/** The picture's width; its height follows the card's shape (CARD_H / CARD_W). */
export const PREVIEW_IMAGE_W = 220;
const WIDTH = 320;

export interface CardPreviewProps {
  face: CardFace;
  /** The face as drawn on the table (an image URL), or null when it cannot be had. */
  drawn?: string | null;
  x: number;
  y: number;
}

export function CardPreview({ face, drawn = null, x, y }: CardPreviewProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const picture = face.image ?? drawn;
  const imageH = Math.round((PREVIEW_IMAGE_W * CARD_H) / CARD_W);
  const left = x + 24 + WIDTH > window.innerWidth ? Math.max(0, x - WIDTH - 24) : x + 24;
  // The whole preview stays on screen (a long text scrolls inside): placed by its height as laid
  // out, which the card's text decides, measured before it is painted.
  const maxHeight = window.innerHeight - 16;
  const ref = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(imageH + 300);
  useLayoutEffect(() => {
    const measured = ref.current?.getBoundingClientRect().height;
    if (measured !== undefined && Math.abs(measured - height) > 0.5) setHeight(measured);
  }, [face, picture, english, height]);
  const top = Math.max(8, Math.min(y - 160, window.innerHeight - Math.min(maxHeight, height) - 8));
  return (
    <aside ref={ref} className="card-preview" data-testid="card-preview" style={{ left, top, width: WIDTH, maxHeight, borderColor: COLOR_CSS[face.color] }}>
      {picture && (
        <div className="picture">
          <img src={picture} alt={t('preview.image')} data-testid="card-preview-image" width={PREVIEW_IMAGE_W} height={imageH} draggable={false} />
        </div>
      )}
      {english ? <EnglishBody face={face} /> : (
        <>
          <header style={{ background: COLOR_CSS[face.color] }}>
            {face.cost && <span className="cost" title={t('preview.cost')}>{face.cost}</span>}
            <span className="name">{face.name}</span>
          </header>
          <div className="type">{face.type}</div>
          {/* Japanese mode reads in Japanese only: the English gloss is English mode's. */}
          <p className="text" lang="ja">{face.text}</p>
          {face.flavor && <p className="flavor" lang="ja" data-testid="card-preview-flavor">{face.flavor}</p>}
          <Footer face={face} />
        </>
      )}
    </aside>
  );
}

/**
 * English mode: the set's English gloss, then the Japanese original, smaller and marked as such
 * (data-original: the language checks pass it over). A field with no gloss is shown as written.
 */
function EnglishBody({ face }: { face: CardFace }) {
  const { t } = useTranslation();
  const shown = localizedFace(face, 'en');
  const glossed = shown.name !== face.name;
  return (
    <>
      <header style={{ background: COLOR_CSS[face.color] }}>
        {shown.cost && <span className="cost" title={t('preview.cost')}>{shown.cost}</span>}
        <span className="name">
          <span lang={glossed ? 'en' : 'ja'}>{shown.name}</span>
          {glossed && <small lang="ja" data-original="" title={t('preview.original')}>{face.name}</small>}
        </span>
      </header>
      <div className="type">{shown.type}</div>
      {shown.text && <p className="text" lang="en">{shown.text}</p>}
      {face.text && shown.text !== face.text && (
        <p className="text-original" lang="ja" data-original="" data-testid="card-preview-original">
          <span className="original-mark">{t('preview.originalMark')}</span> {face.text}
        </p>
      )}
      <EnglishFlavor face={face} shown={shown.flavor} />
      <Footer face={shown} />
    </>
  );
}

/** The flavour (a fighter's profile) in English, its Japanese original below; unglossed, the Japanese marked as original. */
function EnglishFlavor({ face, shown }: { face: CardFace; shown: string }) {
  const { t } = useTranslation();
  if (face.flavor === '') return null;
  if (shown === face.flavor) return <p className="flavor" lang="ja" data-original="" data-testid="card-preview-flavor">{face.flavor}</p>;
  return (
    <>
      <p className="flavor" lang="en" data-testid="card-preview-flavor">{shown}</p>
      <p className="flavor-original" lang="ja" data-original="" title={t('preview.original')} data-testid="card-preview-flavor-original">{face.flavor}</p>
    </>
  );
}

function Footer({ face }: { face: CardFace }) {
  return (
    <footer>
      <span className="number">{face.number}</span>
      {face.stats.length > 0 && (
        <span className="stats">
          {face.stats.map((s, i) => <Fragment key={i}>{i > 0 && ' / '}<span className="stat">{`${s.label}\u00a0${s.value}`}</span></Fragment>)}
        </span>
      )}
    </footer>
  );
}
