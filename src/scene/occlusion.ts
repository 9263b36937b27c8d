// Occlusion culling: cards are opaque rectangles, and 1,000 of them cover a view many times over.
// Walking the objects front to back over a coarse coverage grid of the view, an object is skipped
// when every cell its bounds touch is already fully painted by objects in front of it, and one
// partly covered need draw only the bounding box of its cells still unpainted (partial drawing).
// The test is conservative: a cell counts as painted only when it lies wholly inside an opaque
// part, so whatever shows by even a sliver is drawn. Pure, so it is tested without a renderer.

/** An axis-aligned box in world units. */
export interface Box { x0: number; y0: number; x1: number; y1: number }

export interface Occludable {
  /** Everything the object draws (its badges and edges too). */
  bounds: Box;
  /** The parts it paints fully opaque (none for round pieces and translucent ones). */
  opaque: readonly Box[];
}

/** Most cells a grid may have: the cell grows on a large view rather than the grid. */
const MAX_CELLS = 120_000;

export class CoverageGrid {
  private cells = new Uint8Array(0);
  private cols = 0;
  private rows = 0;
  private cell = 1;
  private view: Box = { x0: 0, y0: 0, x1: 0, y1: 0 };

  /** Starts a frame: nothing painted over `view`, cells of about `cell` world units. */
  reset(view: Box, cell: number): void {
    const w = Math.max(0, view.x1 - view.x0);
    const h = Math.max(0, view.y1 - view.y0);
    let size = Math.max(cell, 1e-6);
    if ((w / size) * (h / size) > MAX_CELLS) size = Math.sqrt((w * h) / MAX_CELLS);
    this.view = view;
    this.cell = size;
    this.cols = Math.max(1, Math.ceil(w / size));
    this.rows = Math.max(1, Math.ceil(h / size));
    const count = this.cols * this.rows;
    if (this.cells.length < count) this.cells = new Uint8Array(count);
    else this.cells.fill(0, 0, count);
  }

  /** True when no part of `box` inside the view is left unpainted (a box off the view is covered). */
  covers(box: Box): boolean {
    const range = this.touched(box);
    if (!range) return true;
    const [c0, r0, c1, r1] = range;
    for (let r = r0; r <= r1; r++) {
      const row = r * this.cols;
      for (let c = c0; c <= c1; c++) if (this.cells[row + c] === 0) return false;
    }
    return true;
  }

  /**
   * The part of `box` that may still show: the bounding box of the unpainted cells it touches,
   * clipped to `box`; null when it is wholly painted over or off the view.
   */
  unpaintedBounds(box: Box): Box | null {
    const range = this.touched(box);
    if (!range) return null;
    const [c0, r0, c1, r1] = range;
    let minC = Infinity, maxC = -1, minR = -1, maxR = -1;
    for (let r = r0; r <= r1; r++) {
      const row = r * this.cols;
      let first = -1;
      for (let c = c0; c <= c1; c++) if (this.cells[row + c] === 0) { first = c; break; }
      if (first < 0) continue;
      if (minR < 0) minR = r;
      maxR = r;
      if (first < minC) minC = first;
      // The row's last unpainted cell, searched only past what is already in the box.
      for (let c = c1; c > maxC && c >= first; c--) if (this.cells[row + c] === 0) { maxC = c; break; }
    }
    if (minR < 0) return null;
    const { x0, y0 } = this.view;
    const s = this.cell;
    return {
      x0: Math.max(box.x0, x0 + minC * s), y0: Math.max(box.y0, y0 + minR * s),
      x1: Math.min(box.x1, x0 + (maxC + 1) * s), y1: Math.min(box.y1, y0 + (maxR + 1) * s),
    };
  }

  /** Marks the cells lying wholly inside `box` as painted. */
  paint(box: Box): void {
    const { x0, y0 } = this.view;
    const c0 = Math.max(0, Math.ceil((box.x0 - x0) / this.cell));
    const r0 = Math.max(0, Math.ceil((box.y0 - y0) / this.cell));
    const c1 = Math.min(this.cols, Math.floor((box.x1 - x0) / this.cell)) - 1;
    const r1 = Math.min(this.rows, Math.floor((box.y1 - y0) / this.cell)) - 1;
    // A box left of the view has c1 < 0: fill() would read a negative end from the array's end.
    if (c1 < c0 || r1 < r0) return;
    for (let r = r0; r <= r1; r++) this.cells.fill(1, r * this.cols + c0, r * this.cols + c1 + 1);
  }

  /** The cells a box touches, clipped to the grid, or null when it misses the view. */
  private touched(box: Box): [number, number, number, number] | null {
    const { x0, y0, x1, y1 } = this.view;
    if (box.x1 <= x0 || box.y1 <= y0 || box.x0 >= x1 || box.y0 >= y1) return null;
    const c0 = Math.max(0, Math.floor((box.x0 - x0) / this.cell));
    const r0 = Math.max(0, Math.floor((box.y0 - y0) / this.cell));
    const c1 = Math.min(this.cols - 1, Math.floor((Math.min(box.x1, x1) - x0 - 1e-9) / this.cell));
    const r1 = Math.min(this.rows - 1, Math.floor((Math.min(box.y1, y1) - y0 - 1e-9) / this.cell));
    return [c0, r0, c1, r1];
  }
}

/**
 * Which of `items` (front to back) must be drawn over `view`: false where an object is wholly
 * hidden by those in front of it, or lies off the view.
 */
export function visibleFrontToBack(items: readonly Occludable[], view: Box, cell: number, grid = new CoverageGrid()): boolean[] {
  return drawnPartsFrontToBack(items, view, cell, grid).map((part) => part !== null);
}

/**
 * What of each of `items` (front to back) must be drawn over `view`: the box of its bounds that may
 * still show (partial drawing), or null where it is wholly hidden or off the view.
 */
export function drawnPartsFrontToBack(items: readonly Occludable[], view: Box, cell: number, grid = new CoverageGrid()): (Box | null)[] {
  grid.reset(view, cell);
  return items.map((item) => {
    const part = grid.unpaintedBounds(item.bounds);
    if (part) for (const o of item.opaque) grid.paint(o);
    return part;
  });
}

/** The area of `box` inside `view`. */
export function areaInView(box: Box, view: Box): number {
  const w = Math.min(box.x1, view.x1) - Math.max(box.x0, view.x0);
  const h = Math.min(box.y1, view.y1) - Math.max(box.y0, view.y0);
  return w > 0 && h > 0 ? w * h : 0;
}
