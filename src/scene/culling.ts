// Occlusion culling on the live scene, run before each frame is drawn: the world's objects are
// walked front to back (occlusion.ts) and those wholly hidden, or off the view, are marked culled,
// so PixiJS neither draws nor batches them. A card partly covered draws only the part that may
// show (spriteTrim.ts: a sub-rectangle of its face). Positions are read from the display objects,
// not the model, so a card being dragged uncovers what lies under it in the same frame.
import type { Container, Sprite } from 'pixi.js';
import { box, occludableAt } from './occludable';
import { areaInView, CoverageGrid, type Box } from './occlusion';
import { SpriteTrimmer } from './spriteTrim';
import { isWhole, partInWorld, textureSubRect } from './trim';
import { viewRect, type ObjectView } from './view';
import { screenToWorld, type Viewport } from './viewport';

/** Screen pixels per coverage cell: finer finds more hidden cards, coarser costs less. */
const CELL_PX = 6;

export interface CullStats {
  /** Table objects in the scene, and how many of them the last frame drew. */
  objects: number;
  drawn: number;
  /** World area the last frame painted (objects drawn, the drawn parts of cards partly covered,
   * filled zones) over the view's area. */
  coverage: number;
  /** Cards drawn only in part. */
  trimmed: number;
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

/** Card display objects are sprites (nodes/pieceNode.ts); told apart without importing PixiJS's classes. */
const isSprite = (node: Container): node is Sprite => 'texture' in node && 'anchor' in node;

export class SceneCuller {
  private readonly grid = new CoverageGrid();
  private readonly trimmer = new SpriteTrimmer();
  /** Partial drawing of cards partly covered (on by default); off, covered cards are culled whole. */
  partial = true;
  stats: CullStats = { objects: 0, drawn: 0, coverage: 0, trimmed: 0 };

  constructor(private readonly source: CullerSource) {}

  /** Marks each table object culled or not for the frame about to be drawn, and trims cards partly covered. */
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
    let trimmed = 0;
    let painted = 0;
    const children = world.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const node = children[i];
      if (!node) continue;
      const object = this.source.viewOf(node);
      if (!object) continue;
      objects++;
      if (!node.visible) continue;
      // A card is one sprite (nodes/pieceNode.ts): its face may be drawn in part.
      const sprite = object.kind === 'card' && isSprite(node) && this.trimmer.trimmable(node) ? node : null;
      const face = sprite ? this.trimmer.base(sprite) : null;
      const size = face ? { w: face.orig.width, h: face.orig.height } : undefined;
      const item = occludableAt(object, node.x, node.y, node.rotation, node.alpha === 1 && !node.filters, size);
      if (!item) {
        node.culled = false;
        drawn++;
        const r = viewRect(object);
        painted += areaInView(box(r.x, r.y, r.x + r.w, r.y + r.h), view);
        continue;
      }
      const part = this.grid.unpaintedBounds(item.bounds);
      node.culled = part === null;
      if (!part) continue;
      drawn++;
      for (const o of item.opaque) this.grid.paint(o);
      if (!sprite || !face || !size || !this.partial) {
        if (sprite) this.trimmer.show(sprite, null);
        painted += areaInView(item.area, view);
        continue;
      }
      const sub = textureSubRect(part, node.x, node.y, node.rotation, size.w, size.h, 1 / face.source.resolution);
      if (!sub || isWhole(sub, size.w, size.h)) {
        this.trimmer.show(sprite, null);
        painted += areaInView(item.area, view);
        continue;
      }
      trimmed++;
      this.trimmer.show(sprite, sub);
      painted += areaInView(partInWorld(sub, node.x, node.y, node.rotation, size.w, size.h), view);
    }
    for (const zone of this.source.filled()) painted += areaInView(zone, view);
    const viewArea = (view.x1 - view.x0) * (view.y1 - view.y0);
    this.stats = { objects, drawn, coverage: viewArea > 0 ? painted / viewArea : 0, trimmed };
  }

  /** Draws everything again, whole (culling switched off). */
  reveal(): void {
    for (const node of this.source.world.children) {
      if (!this.source.viewOf(node)) continue;
      node.culled = false;
      if (isSprite(node)) this.trimmer.restore(node);
    }
  }
}
