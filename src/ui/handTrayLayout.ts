// Geometry of the hand tray, kept free of the DOM so it can be tested on its own.

/**
 * Height of the hand tray in CSS pixels: handTray.css draws it this tall and styles.css ends a
 * seated player's table this far above the bottom, so the framing never puts the mat under it.
 */
export const TRAY_HEIGHT = 160;

/** Space between tiles when they all fit side by side. */
export const TILE_GAP = 8;
/** However crowded the hand, this much of each covered tile stays visible to be grabbed. */
export const MIN_VISIBLE = 14;

/**
 * Index the dragged tile takes when dropped at dropX. tileCentres are the centres of every tile
 * as laid out before the drag, dragged one included; draggedIndex is -1 for a tile from elsewhere.
 * The result counts only the other tiles left of the drop, so it is the index in the new order.
 */
export function insertionIndex(dropX: number, tileCentres: readonly number[], draggedIndex: number): number {
  let index = 0;
  tileCentres.forEach((centre, i) => {
    if (i !== draggedIndex && centre < dropX) index++;
  });
  return index;
}

/**
 * Left margin of every tile after the first: TILE_GAP when the hand fits in `available` pixels,
 * otherwise negative so the tiles overlap, never covering more than tileWidth - MIN_VISIBLE.
 */
export function overlapFor(count: number, tileWidth: number, available: number): number {
  if (count < 2) return TILE_GAP;
  const fit = Math.floor((available - count * tileWidth) / (count - 1));
  return Math.max(-(tileWidth - MIN_VISIBLE), Math.min(TILE_GAP, fit));
}

export interface Span {
  left: number;
  right: number;
}

/**
 * Client x of the insertion marker for insertionIndex `index`: the left edge of the tile that will
 * follow the dropped one (with overlap, that edge is where the visible part of the previous tile
 * ends), or the right edge of the last tile. Null when there is no other tile to mark against.
 */
export function markerX(index: number, spans: readonly Span[], draggedIndex: number): number | null {
  const others = spans.filter((_, i) => i !== draggedIndex);
  const next = others[index];
  if (next) return next.left;
  const last = others[others.length - 1];
  return last ? last.right : null;
}

export function contains(rect: Span & { top: number; bottom: number }, x: number, y: number): boolean {
  return x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
}

/** The opening of a card's text for a small tile, cut on code points so no character is split. */
export function excerpt(text: string, max = 60): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/**
 * Centre of the part of each tile that can be seen: a tile is covered from the next one's left
 * edge on, so with heavy overlap its full centre would lie under its neighbours.
 */
export function visibleCentres(spans: readonly Span[]): number[] {
  return spans.map((span, i) => {
    const next = spans[i + 1];
    const right = next ? Math.max(span.left, Math.min(span.right, next.left)) : span.right;
    return (span.left + right) / 2;
  });
}
