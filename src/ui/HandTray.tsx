// The local player's hand as a DOM strip over the table: readable whatever the zoom, dragged out to play.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type {
  FocusEvent as ReactFocusEvent, KeyboardEvent as ReactKeyboardEvent, MouseEvent as ReactMouseEvent, RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { CardFace } from '../cards/face';
import { localizedFace } from '../cards/localizedFace';
import { excerpt, overlapFor } from './handTrayLayout';
import { useHandDrag } from './useHandDrag';
import './handTray.css';

export interface HandTrayCard { id: string; face: CardFace | null; faceUp: boolean }   // face null = identity not known here: draw a back

export interface HandTrayProps {
  cards: readonly HandTrayCard[];          // the local seat's hand, left to right
  opponentCount: number | null;            // null: no opponent badge (e.g. spectator or no opponent hand)
  selected: ReadonlySet<string>;
  /** Dropped outside the tray (onto the table) at this client point; faceDown when Shift was held at drop, or chosen from the card's button. */
  onPlay(id: string, clientX: number, clientY: number, faceDown: boolean): void;
  /** Dropped inside the tray: new index among the hand cards (0 = leftmost), computed from the drop x. */
  onReorder(id: string, toIndex: number): void;
  /** Live position while dragging out of the tray (for other players' view of the drag), and its end. */
  onDragMove(id: string, clientX: number, clientY: number): void;
  onDragEnd(): void;
  onHover(id: string | null, clientX: number, clientY: number): void;
  onSelect(id: string, additive: boolean): void;
  onContextMenu(id: string, clientX: number, clientY: number): void;
  /** Folded to a thin bar, so the table gets the room; the cards stay the seat's hand. */
  collapsed?: boolean;
  onToggleCollapsed?(): void;
}

const TILE_WIDTH = 96;
/** The badge draws at most this many backs; its text carries the exact count. */
const MAX_BACKS = 12;

export function HandTray(props: HandTrayProps) {
  const { cards, opponentCount, selected } = props;
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const latest = useRef(props);
  latest.current = props;
  const trayRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const tiles = useRef(new Map<string, HTMLDivElement>());
  const emptyId = useId();
  const width = useWidth(stripRef);
  const { drag, begin, suppressClick, dragging } = useHandDrag(latest, trayRef, tiles);
  const focusHover = useRef<string | null>(null);
  const margin = width === null ? 8 : overlapFor(cards.length, TILE_WIDTH, width);

  const focusTile = (index: number) => {
    const card = cards[index];
    const el = card ? tiles.current.get(card.id)?.querySelector<HTMLButtonElement>('.hand-card-main') : null;
    el?.focus();
  };
  const onKeyDown = (e: ReactKeyboardEvent, id: string, index: number) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      props.onSelect(id, e.shiftKey || e.ctrlKey || e.metaKey);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      focusTile(index + (e.key === 'ArrowLeft' ? -1 : 1));
    }
  };
  const onClick = (e: ReactMouseEvent, id: string) => {
    // detail 0 is a keyboard click, which no drag can precede.
    const afterDrag = suppressClick.current && e.detail > 0;
    suppressClick.current = false;
    if (afterDrag) return;
    props.onSelect(id, e.shiftKey || e.ctrlKey || e.metaKey);
  };
  const onMenu = (e: ReactMouseEvent<HTMLElement>, id: string) => {
    e.preventDefault();
    if (dragging()) return;
    // The keyboard's menu key reports no point: open at the tile instead.
    const at = e.clientX === 0 && e.clientY === 0 ? centreOf(e.currentTarget) : { x: e.clientX, y: e.clientY };
    props.onContextMenu(id, at.x, at.y);
  };
  const onFocus = (e: ReactFocusEvent<HTMLElement>, id: string) => {
    if (!e.currentTarget.matches(':focus-visible')) return;
    focusHover.current = id;
    const at = centreOf(e.currentTarget);
    props.onHover(id, at.x, at.y);
  };
  const onBlur = (id: string) => {
    if (focusHover.current !== id) return;
    focusHover.current = null;
    props.onHover(null, 0, 0);
  };

  const ghost = drag ? cards.find((c) => c.id === drag.id) : undefined;
  const toggle = props.onToggleCollapsed && (
    <button
      type="button" className="hand-tray-toggle" data-testid="toggle-tray" aria-expanded={!props.collapsed}
      title={props.collapsed ? t('hand.expand') : t('hand.collapse')} aria-label={props.collapsed ? t('hand.expand') : t('hand.collapse')}
      onClick={props.onToggleCollapsed}
    >
      {props.collapsed ? '▴' : '▾'} {t('hand.title')} {cards.length}
    </button>
  );
  if (props.collapsed) {
    return (
      <>
        {opponentCount !== null && <OpponentHand count={opponentCount} />}
        <div className="hand-tray collapsed" data-testid="hand-tray" data-collapsed="true">{toggle}</div>
      </>
    );
  }
  return (
    <>
      {opponentCount !== null && <OpponentHand count={opponentCount} />}
      {toggle}
      <div
        ref={trayRef}
        className={`hand-tray${drag ? ' is-dragging' : ''}`}
        role="list"
        data-testid="hand-tray"
        aria-label={t('hand.title')}
        aria-describedby={cards.length === 0 ? emptyId : undefined}
      >
        <span className="hand-tray-title" aria-hidden="true">
          {t('hand.title')} <b>{cards.length}</b>
        </span>
        <div ref={stripRef} className="hand-tray-strip" role="none">
          {cards.map((card, index) => {
            const label = card.face && card.faceUp ? localizedFace(card.face, english ? 'en' : 'ja').name : t('hand.faceDownCard');
            const isSelected = selected.has(card.id);
            return (
              <div
                key={card.id}
                ref={(el) => {
                  if (el) tiles.current.set(card.id, el);
                  else tiles.current.delete(card.id);
                }}
                className={`hand-card${isSelected ? ' selected' : ''}${drag?.id === card.id ? ' dragging' : ''}`}
                role="listitem"
                aria-label={label}
                data-testid="hand-card"
                data-id={card.id}
                style={index === 0 ? undefined : { marginLeft: margin }}
              >
                <button
                  type="button"
                  className="hand-card-main"
                  aria-label={label}
                  aria-pressed={isSelected}
                  onPointerDown={(e) => begin(e, card.id, index)}
                  onPointerEnter={(e) => !dragging() && props.onHover(card.id, e.clientX, e.clientY)}
                  onPointerLeave={(e) => !dragging() && props.onHover(null, e.clientX, e.clientY)}
                  onClick={(e) => onClick(e, card.id)}
                  onKeyDown={(e) => onKeyDown(e, card.id, index)}
                  onContextMenu={(e) => onMenu(e, card.id)}
                  onFocus={(e) => onFocus(e, card.id)}
                  onBlur={() => onBlur(card.id)}
                >
                  <CardTile card={card} />
                </button>
                <button
                  type="button"
                  className="hand-play-down"
                  onClick={() => props.onPlay(card.id, window.innerWidth / 2, window.innerHeight / 2, true)}
                >
                  {t('hand.playFaceDown')}
                </button>
              </div>
            );
          })}
        </div>
        {cards.length === 0 && (
          <span id={emptyId} className="hand-tray-empty" aria-hidden="true">
            {t('hand.empty')}
          </span>
        )}
        {drag && drag.marker !== null && <span className="hand-tray-marker" aria-hidden="true" style={{ left: drag.marker }} />}
      </div>
      {drag && ghost && createPortal(
        <div className="hand-drag-ghost" aria-hidden="true" style={{ left: drag.x - drag.offsetX, top: drag.y - drag.offsetY }}>
          <CardTile card={drag.faceDown && drag.marker === null ? { ...ghost, faceUp: false } : ghost} />
        </div>,
        document.body,
      )}
    </>
  );
}

/** The card as a compact readable face, or a back when it is face down or not known here. */
function CardTile({ card }: { card: HandTrayCard }) {
  const { i18n } = useTranslation();
  const face = card.faceUp ? card.face : null;
  if (!face) return <span className="hand-back" />;
  // English mode: the set's gloss of every field (the hover preview shows the Japanese original).
  const english = i18n.language === 'en';
  const shown = localizedFace(face, english ? 'en' : 'ja');
  // Spans only: this sits inside a button, which admits phrasing content alone.
  return (
    <span className={`hand-face color-${face.color}`} lang={english ? 'en' : 'ja'}>
      <span className="hand-face-head">
        {shown.cost && <span className="hand-face-cost">{shown.cost}</span>}
        <span className="hand-face-name">
          <span className="hand-face-name-ja">{shown.name}</span>
        </span>
      </span>
      {shown.type && <span className="hand-face-type">{shown.type}</span>}
      <span className="hand-face-text">{excerpt(shown.text)}</span>
      {shown.stats.length > 0 && (
        <span className="hand-face-stats">
          {shown.stats.map((s, i) => (
            <span key={i}>
              <abbr>{s.label}</abbr> {s.value}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

function OpponentHand({ count }: { count: number }) {
  const { t } = useTranslation();
  const n = Math.max(0, Math.floor(count));
  return (
    <div className="opponent-hand" data-testid="opponent-hand" data-count={n} role="status">
      <span className="opponent-hand-backs" aria-hidden="true">
        {Array.from({ length: Math.min(n, MAX_BACKS) }, (_, i) => <span key={i} className="hand-back mini" />)}
      </span>
      <span>{t('hand.opponent', { count: n })}</span>
    </div>
  );
}

function centreOf(el: Element): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** Width of the tile strip, followed as the window or side panel resizes; null before the first layout. */
function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
