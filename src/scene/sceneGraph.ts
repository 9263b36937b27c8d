// The table's objects as PixiJS display objects, kept by id and diffed against the scene model:
// a view equal by value to the one drawn is not touched, a changed one is updated in place, a new
// one is made (at most `perStep` a step, see progressive.ts), a gone one destroyed. Plain: the
// scene (sceneRuntime.ts) runs the steps, a frame between them.
import type { Container } from 'pixi.js';
import { progressiveSlice, type TextureBudget } from './progressive';
import type { NodeBuilders, NodeContext, NodeKind } from './nodes/types';
import type { ObjectView } from './view';

/** Views are rebuilt on every table change; compared by value so unchanged objects are skipped. */
export function sameView(a: ObjectView, b: ObjectView): boolean {
  const va = a as unknown as Record<string, unknown>;
  const vb = b as unknown as Record<string, unknown>;
  for (const key of Object.keys(va)) {
    if (va[key] === vb[key]) continue;
    if (key === 'cards' && Array.isArray(va[key]) && Array.isArray(vb[key])) {
      const ca = va[key] as { id: string; ref: string }[];
      const cb = vb[key] as { id: string; ref: string }[];
      if (ca.length === cb.length && ca.every((c, i) => c.id === cb[i]?.id && c.ref === cb[i]?.ref)) continue;
    }
    return false;
  }
  return Object.keys(vb).length === Object.keys(va).length;
}

export interface StepResult {
  /** New objects left for later steps. */
  held: number;
  /** Of them, those held only because a face they need is being drawn (faceWarmer.ts). */
  waiting: number;
}

export interface SceneGraphOptions {
  /** The container the objects are children of (beside the scene's layers, which have no id). */
  world: Container;
  builders: NodeBuilders;
  /** New display objects made in one step at most. */
  perStep: number;
  context: NodeContext;
  budget?: TextureBudget<ObjectView>;
}

/** Draw order: depth, then id (the model's order), so ties draw the same whatever came first. */
function byDepthThenId(idOf: (node: Container) => string | undefined) {
  return (a: Container, b: Container): number => {
    const dz = a.zIndex - b.zIndex;
    if (dz !== 0) return dz;
    const ia = idOf(a);
    const ib = idOf(b);
    return ia === undefined || ib === undefined || ia === ib ? 0 : ia < ib ? -1 : 1;
  };
}

export class SceneGraph {
  /** Table object id → its display object (interaction.ts moves them while dragging). */
  readonly registry = new Map<string, Container>();
  /** Display object → table object id (the culler walks the world's children). */
  readonly idOfNode = new WeakMap<Container, string>();
  /** The view each display object was last brought to. */
  private readonly drawn = new Map<string, ObjectView>();
  private objects: readonly ObjectView[] = [];
  private context: NodeContext;
  /** The context changed since the last step: every display object is brought to it. */
  private fresh = false;
  private readonly order: (a: Container, b: Container) => number;
  budget: TextureBudget<ObjectView> | undefined;
  /** Whether the last step made, changed, removed or reordered a display object (else its frame is the one before). */
  changedInStep = false;

  constructor(private readonly options: SceneGraphOptions) {
    this.context = options.context;
    this.budget = options.budget;
    this.order = byDepthThenId((node) => this.idOfNode.get(node));
  }

  /** The objects to show (in the model's order); a step brings the display objects to them. */
  setObjects(objects: readonly ObjectView[]): void {
    this.objects = objects;
  }

  /** New textures, language or web-font glyphs: the next step brings every display object to them. */
  setContext(context: NodeContext): void {
    if (context.textures === this.context.textures && context.lang === this.context.lang && context.fontVersion === this.context.fontVersion) return;
    this.context = context;
    this.fresh = true;
  }

  /** Brings the display objects to the objects: all changes and removals, and up to perStep new ones. */
  step(): StepResult {
    const { world, builders, perStep } = this.options;
    const { shown, held, waiting } = progressiveSlice(this.objects, this.registry, perStep, this.budget);
    const fresh = this.fresh;
    this.fresh = false;
    let reorder = false;
    let changed = false;
    for (const view of shown) {
      const node = this.registry.get(view.id);
      const prev = this.drawn.get(view.id);
      if (node && prev && prev.kind === view.kind) {
        if (!fresh && (prev === view || sameView(prev, view))) continue;
        changed = true;
        if (prev.zIndex !== view.zIndex) reorder = true;
        this.kindOf(view).update(node, prev, view, this.context, fresh);
        this.drawn.set(view.id, view);
        continue;
      }
      // New, or of another kind now (a card put on another became a stack): a new display object.
      if (node) this.remove(view.id, node);
      const made = this.kindOf(view).create(view, this.context);
      this.registry.set(view.id, made);
      this.idOfNode.set(made, view.id);
      this.drawn.set(view.id, view);
      world.addChild(made);
      reorder = true;
    }
    // Every object shown has its display object now: any more are of objects gone.
    if (this.registry.size > shown.length) {
      const keep = new Set(shown.map((view) => view.id));
      for (const [id, node] of this.registry) if (!keep.has(id)) this.remove(id, node);
      changed = true;
    }
    // PixiJS sorts by depth alone, keeping the children's order among equals: put it in the model's.
    if (reorder && world.sortableChildren) world.children.sort(this.order);
    this.changedInStep = changed || reorder;
    return { held, waiting };
  }

  /** Where the object's display object is now (what the next frame draws), or null. */
  drawnAt(id: string): { x: number; y: number } | null {
    const node = this.registry.get(id);
    return node && !node.destroyed ? { x: node.position.x, y: node.position.y } : null;
  }

  /** Destroys every display object (the scene is going). */
  destroy(): void {
    for (const [id, node] of this.registry) this.remove(id, node);
    this.objects = [];
  }

  private remove(id: string, node: Container): void {
    this.registry.delete(id);
    this.drawn.delete(id);
    node.destroy({ children: true });
  }

  private kindOf<V extends ObjectView>(view: V): NodeKind<V> {
    return this.options.builders[view.kind] as unknown as NodeKind<V>;
  }
}
