// Occlusion culling on the live scene, run before each frame is drawn: the world's objects are
// walked front to back (occlusion.ts) and those wholly hidden, or off the view, are marked culled,
// so PixiJS neither draws nor batches them. Positions are read from the display objects, not the
// model, so a card being dragged uncovers what lies under it in the same frame.
import type { Container } from 'pixi.js';
import { CARD_H, CARD_W, FAN_STEP } from '../table/geometry';
import { areaInView, CoverageGrid, type Box, type Occludable } from './occlusion';
import { viewRect, type ObjectView } from './view';
import { screenToWorld, type Viewport } from './viewport';

/** Screen pixels per coverage cell: finer finds more hidden cards, coarser costs less. */
const CELL_PX = 6;
/** A card face's rounded corners are not painted: the opaque part stays this far inside its edge. */
const CORNER = 8;
/** A deck's edge layers and its count badge reach this far past its top card. */
const STACK_PAD = 12;

export interface CullStats {
  /** Table objects in the scene, and how many of them the last frame drew. */
  objects: number;
  drawn: number;
  /** World area the last frame painted (objects drawn, filled zones) over the view's area. */
  coverage: number;
}

export interface CullerSource {
  world: Container;
  /** The table object a display object shows, if it is one. */
  viewOf(node: Container): ObjectView | undefined;
  viewport(): Viewport;
  screen(): { width: number; height: number };
  /** Boxes the mat fills under the objects (hands), counted in the coverage figure. */
  filled(): readonly Box[];
}

const box = (x0: number, y0: number, x1: number, y1: number): Box => ({ x0, y0, x1, y1 });
const inset = (b: Box, d: number): Box => box(b.x0 + d, b.y0 + d, b.x1 - d, b.y1 - d);
const pad = (b: Box, d: number): Box => inset(b, -d);

/** What a card or a deck at the display object's live place draws; null for the rest (always drawn). */
export function occludableAt(view: ObjectView, x: number, y: number, rotation: number, opaque: boolean): (Occludable & { area: Box }) | null {
  if (view.kind === 'card') {
    const cos = Math.abs(Math.cos(rotation));
    const sin = Math.abs(Math.sin(rotation));
    const hx = (cos * CARD_W + sin * CARD_H) / 2;
    const hy = (sin * CARD_W + cos * CARD_H) / 2;
    const bounds = box(x - hx, y - hy, x + hx, y + hy);
    // A card turned by other than a quarter turn paints a slanted rectangle: it hides nothing here.
    const square = Math.min(cos, sin) < 1e-6;
    return { bounds, area: bounds, opaque: opaque && square ? inset(bounds, CORNER) : null };
  }
  if (view.kind === 'stack') {
    const fan = view.layout === 'fanned' ? Math.max(0, view.count - 1) * FAN_STEP : 0;
    const area = box(x - CARD_W / 2, y - CARD_H / 2, x + CARD_W / 2 + fan, y + CARD_H / 2);
    return { bounds: pad(area, STACK_PAD), area, opaque: opaque && view.count > 0 ? inset(area, CORNER) : null };
  }
  return null;
}

export class SceneCuller {
  private readonly grid = new CoverageGrid();
  stats: CullStats = { objects: 0, drawn: 0, coverage: 0 };

  constructor(private readonly source: CullerSource) {}

  /** Marks each table object culled or not for the frame about to be drawn. */
  run(): void {
    const { world } = this.source;
    const screen = this.source.screen();
    const viewport = this.source.viewport();
    const a = screenToWorld(viewport, 0, 0);
    const b = screenToWorld(viewport, screen.width, screen.height);
    const view = box(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y));
    this.grid.reset(view, CELL_PX / viewport.scale);
    world.sortChildren();
    let objects = 0;
    let drawn = 0;
    let painted = 0;
    const children = world.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const node = children[i];
      if (!node) continue;
      const object = this.source.viewOf(node);
      if (!object) continue;
      objects++;
      if (!node.visible) continue;
      const item = occludableAt(object, node.x, node.y, node.rotation, node.alpha === 1 && !node.filters);
      if (!item) {
        node.culled = false;
        drawn++;
        const r = viewRect(object);
        painted += areaInView(box(r.x, r.y, r.x + r.w, r.y + r.h), view);
        continue;
      }
      const hidden = this.grid.covers(item.bounds);
      node.culled = hidden;
      if (hidden) continue;
      drawn++;
      painted += areaInView(item.area, view);
      if (item.opaque) this.grid.paint(item.opaque);
    }
    for (const zone of this.source.filled()) painted += areaInView(zone, view);
    const viewArea = (view.x1 - view.x0) * (view.y1 - view.y0);
    this.stats = { objects, drawn, coverage: viewArea > 0 ? painted / viewArea : 0 };
  }

  /** Draws everything again (culling switched off). */
  reveal(): void {
    for (const node of this.source.world.children) if (this.source.viewOf(node)) node.culled = false;
  }
}
