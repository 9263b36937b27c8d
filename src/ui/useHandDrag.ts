// The hand tray's card drag (HandTray.tsx) as a hook: the gesture and its window listeners, the
// geometry it reads, what it draws, and the reorder or play it reports at the drop.
import { useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';
import { contains, insertionIndex, markerX, visibleCentres } from './handTrayLayout';
import type { Span } from './handTrayLayout';

/** What the drag reads of the tray's props (HandTrayProps fits): the hand and where it reports. */
export interface HandDragProps {
  cards: readonly { id: string }[];
  onPlay(id: string, clientX: number, clientY: number, faceDown: boolean): void;
  onReorder(id: string, toIndex: number): void;
  onDragMove(id: string, clientX: number, clientY: number): void;
  onDragEnd(): void;
  onHover(id: string | null, clientX: number, clientY: number): void;
}

/** Where a drag stands, as drawn: the floating copy and, over the tray, the insertion marker. */
export interface DragView {
  id: string;
  x: number;
  y: number;
  offsetX: number;
  offsetY: number;
  /** Marker x relative to the tray; null when the pointer is not over the tray. */
  marker: number | null;
  faceDown: boolean;
}

/** The drag as the tray uses it: what to draw, the press that starts it, the click it swallows. */
export interface HandDrag {
  drag: DragView | null;
  begin(e: ReactPointerEvent<HTMLElement>, id: string, index: number): void;
  suppressClick: RefObject<boolean>;
  /** True once the press has become a drag (past the threshold). */
  dragging(): boolean;
}

/** Geometry taken once when the drag starts; the layout does not move while it lasts. */
interface Frame { tray: DOMRect; area: DOMRect; spans: Span[]; centres: number[] }

interface Gesture {
  id: string;
  index: number;
  pointerId: number;
  startX: number;
  startY: number;
  offsetX: number;
  offsetY: number;
  threshold: number;
  frame: Frame | null;
  /** True while the pointer is over the table and onDragMove has been reported without its onDragEnd. */
  out: boolean;
  detach(): void;
}

/**
 * Press, drag past a small threshold, drop: inside the tray reorders, over the table plays.
 * Window listeners follow the pointer wherever it goes; Esc or pointercancel abandon the drag.
 */
export function useHandDrag(
  latest: RefObject<HandDragProps>,
  trayRef: RefObject<HTMLDivElement | null>,
  tiles: RefObject<Map<string, HTMLDivElement>>,
): HandDrag {
  const [drag, setDrag] = useState<DragView | null>(null);
  const active = useRef<Gesture | null>(null);
  // A drag that ends over its own tile would otherwise arrive as a click and select it.
  const suppressClick = useRef(false);

  const finish = () => {
    const g = active.current;
    if (!g) return;
    g.detach();
    active.current = null;
    if (g.out) latest.current.onDragEnd();
    if (g.frame) suppressClick.current = true;
    setDrag(null);
  };

  const measure = (): Frame | null => {
    const tray = trayRef.current;
    if (!tray) return null;
    const area = (tray.closest('.table-area') ?? document.documentElement).getBoundingClientRect();
    const spans = latest.current.cards.map((c): Span => {
      const r = tiles.current.get(c.id)?.getBoundingClientRect();
      return r ? { left: r.left, right: r.right } : { left: 0, right: 0 };
    });
    return { tray: tray.getBoundingClientRect(), area, spans, centres: visibleCentres(spans) };
  };

  const move = (e: PointerEvent) => {
    const g = active.current;
    if (!g) return;
    if (!g.frame) {
      if (Math.hypot(e.clientX - g.startX, e.clientY - g.startY) < g.threshold) return;
      g.frame = measure();
      if (!g.frame) return finish();
      latest.current.onHover(null, e.clientX, e.clientY);
    }
    // The card may leave the hand mid-drag (another window, an undo): then there is nothing to drop.
    if (!latest.current.cards.some((c) => c.id === g.id)) return finish();
    const { clientX: x, clientY: y } = e;
    const overTray = contains(g.frame.tray, x, y);
    if (!overTray && contains(g.frame.area, x, y)) {
      g.out = true;
      latest.current.onDragMove(g.id, x, y);
    } else if (g.out) {
      g.out = false;
      latest.current.onDragEnd();
    }
    const at = overTray ? markerX(insertionIndex(x, g.frame.centres, g.index), g.frame.spans, g.index) : null;
    setDrag({
      id: g.id, x, y, offsetX: g.offsetX, offsetY: g.offsetY, faceDown: e.shiftKey,
      marker: overTray ? (at ?? x) - g.frame.tray.left : null,
    });
  };

  const drop = (e: PointerEvent) => {
    const g = active.current;
    if (!g?.frame) return finish();   // no drag: the click that follows selects
    const { cards, onPlay, onReorder } = latest.current;
    const from = cards.findIndex((c) => c.id === g.id);
    const { clientX: x, clientY: y } = e;
    if (from >= 0 && contains(g.frame.tray, x, y)) {
      const to = Math.min(insertionIndex(x, g.frame.centres, g.index), cards.length - 1);
      if (to !== from) onReorder(g.id, to);
    } else if (from >= 0 && contains(g.frame.area, x, y)) {
      onPlay(g.id, x, y, e.shiftKey);
    }
    finish();
  };

  const begin = (e: ReactPointerEvent<HTMLElement>, id: string, index: number) => {
    if (e.button !== 0 || active.current) return;
    suppressClick.current = false;
    const rect = e.currentTarget.getBoundingClientRect();
    const pointerId = e.pointerId;
    const onMove = (ev: PointerEvent) => ev.pointerId === pointerId && move(ev);
    const onUp = (ev: PointerEvent) => ev.pointerId === pointerId && drop(ev);
    const onCancel = (ev: PointerEvent) => ev.pointerId === pointerId && finish();
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key !== 'Escape' || !active.current?.frame) return;
      // Esc here only abandons the drag; it must not also clear the table selection.
      ev.preventDefault();
      ev.stopPropagation();
      finish();
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey, true);
    active.current = {
      id, index, pointerId, startX: e.clientX, startY: e.clientY,
      offsetX: e.clientX - rect.left, offsetY: e.clientY - rect.top,
      threshold: e.pointerType === 'mouse' ? 5 : 10,
      frame: null, out: false,
      detach: () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onCancel);
        window.removeEventListener('keydown', onKey, true);
      },
    };
  };

  useEffect(() => () => {
    // Unmounted mid-drag: drop the listeners and close the drag others see.
    const g = active.current;
    active.current = null;
    g?.detach();
    if (g?.out) latest.current.onDragEnd();
  }, [latest]);

  const dragging = () => !!active.current?.frame;
  return { drag, begin, suppressClick, dragging };
}
