// Dragging things on the table, for the pointer input (interaction.ts): what a press picks up (the
// selection, attachments riding along with their host), what a drop there would do (land on a card
// or stack, snap into a zone, or lie free), and the sprites moved meanwhile: lifted above the rest,
// then put back where the model has them, since the model's change is what moves them for good.
import type { Container } from 'pixi.js';
import { zoneAt, type Command, type Rect } from '../table';
import { hitTest, viewRect, type ObjectView, type SceneModel } from './view';

export interface DragPaint { ids: string[]; followers: string[]; dx: number; dy: number; snap: Rect | null }

/** What a drop would do: land onto a card or stack (its id); `rect` outlines where it goes. */
export interface DropTarget { onto: string | null; rect: Rect | null }

/** A drag in progress: the ids moved, their followers, the world point it started at. */
export interface DragState {
  kind: 'drag'; ids: string[]; followers: string[]; wx: number; wy: number; pointerId: number; target: DropTarget;
}

/** What a drag needs of the table's pointer input (its InteractionDeps fit). */
export interface DragHost {
  registry: ReadonlyMap<string, Container>;
  getModel(): SceneModel;
  getSelection(): ReadonlySet<string>;
  paint(drag: DragPaint | null, marquee: Rect | null): void;
  callbacks: {
    onCommand(command: Command): void;
    onDragMove?(items: { id: string; x: number; y: number }[]): void;
    onDragEnd?(): void;
  };
}

const LIFT_Z = 1e9;

/** What a press on `id` picks up: the selection if it holds `id`, else `id` alone. */
export function pickUp(model: SceneModel, selection: ReadonlySet<string>, id: string): { ids: string[]; followers: string[] } {
  const picked = selection.has(id) ? [...selection].filter((sid) => model.byId.has(sid)) : [id];
  if (!picked.includes(id)) picked.push(id);
  // Attachments ride along with their host; they are moved only as followers.
  const pickedSet = new Set(picked);
  const ids = picked.filter((pid) => {
    const v = model.byId.get(pid);
    const host = v && (v.kind === 'card' || v.kind === 'coin') ? v.hostId : null;
    return !(host && pickedSet.has(host));
  });
  const idSet = new Set(ids);
  const followers = model.objects
    .filter((v) => (v.kind === 'card' || v.kind === 'coin') && v.hostId !== null && idSet.has(v.hostId))
    .map((v) => v.id);
  return { ids, followers };
}

/** Starts dragging what a press on `id` picks up, its sprites lifted above everything else. */
export function startDrag(host: DragHost, id: string, wx: number, wy: number, pointerId: number): DragState {
  const { ids, followers } = pickUp(host.getModel(), host.getSelection(), id);
  [...ids, ...followers].forEach((oid, i) => {
    const node = host.registry.get(oid);
    if (node) node.zIndex = LIFT_Z + i;
  });
  return { kind: 'drag', ids, followers, wx, wy, pointerId, target: { onto: null, rect: null } };
}

/** Moves the dragged sprites to a world point and shows where a drop there would go. */
export function dragTo(host: DragHost, s: DragState, wx: number, wy: number): void {
  const model = host.getModel();
  const dx = wx - s.wx;
  const dy = wy - s.wy;
  for (const id of [...s.ids, ...s.followers]) {
    const view = model.byId.get(id);
    const node = host.registry.get(id);
    if (view && node) node.position.set(view.x + dx, view.y + dy);
  }
  s.target = dropTarget(model, s.ids, s.followers, wx, wy, dx, dy);
  host.paint({ ids: s.ids, followers: s.followers, dx, dy, snap: s.target.rect }, null);
  host.callbacks.onDragMove?.(
    s.ids.flatMap((id) => {
      const v = model.byId.get(id);
      return v ? [{ id, x: v.x + dx, y: v.y + dy }] : [];
    }),
  );
}

/** What a drop here would do: land on a card/stack, snap into a zone, or lie free. */
export function dropTarget(model: SceneModel, ids: string[], followers: string[], wx: number, wy: number, dx: number, dy: number): DropTarget {
  const first = ids.length === 1 ? model.byId.get(ids[0] ?? '') : undefined;
  if (first) {
    const except = new Set([...ids, ...followers]);
    const zone = zoneAt(model.zones, first.x + dx, first.y + dy);
    // In a hand (row zone) cards are reordered, not stacked.
    const under = zone?.snap === 'row' ? undefined : hitTest(model, wx, wy, except);
    if (under && canDropOnto(first, under)) return { onto: under.id, rect: viewRect(under) };
    if (zone && zone.snap !== 'none' && (first.kind === 'card' || first.kind === 'stack')) {
      return { onto: null, rect: { x: zone.x, y: zone.y, w: zone.w, h: zone.h } };
    }
  }
  return { onto: null, rect: null };
}

/** Ends the drag at a world point: the move (or group move) it makes is sent as a command. */
export function dropAt(host: DragHost, s: DragState, at: { wx: number; wy: number }): void {
  const model = host.getModel();
  const dx = at.wx - s.wx;
  const dy = at.wy - s.wy;
  const items = s.ids.flatMap((id) => {
    const v = model.byId.get(id);
    return v ? [{ id, x: Math.round(v.x + dx), y: Math.round(v.y + dy) }] : [];
  });
  // Put the sprites back where the model has them; the model's change then moves them.
  putBack(host, [...s.ids, ...s.followers]);
  host.paint(null, null);
  host.callbacks.onDragEnd?.();
  const single = items.length === 1 ? items[0] : undefined;
  if (single) host.callbacks.onCommand({ type: 'move', args: { ...single, onto: s.target.onto } });
  else if (items.length > 1) host.callbacks.onCommand({ type: 'moveGroup', args: { items } });
}

/** Gives the drag up (pointer cancelled, a second finger): the sprites go back, nothing moves. */
export function abandonDrag(host: DragHost, s: DragState): void {
  putBack(host, [...s.ids, ...s.followers]);
  host.callbacks.onDragEnd?.();
}

/** Returns dragged sprites to the position and depth the model gives them. */
function putBack(host: DragHost, ids: string[]): void {
  const model = host.getModel();
  for (const id of ids) {
    const view = model.byId.get(id);
    const node = host.registry.get(id);
    if (view && node) {
      node.position.set(view.x, view.y);
      node.zIndex = view.zIndex;
    }
  }
}

/** Cards and stacks stack onto cards and stacks; a coin sits on a card. */
export function canDropOnto(dragged: ObjectView, under: ObjectView): boolean {
  if (dragged.kind === 'coin') return under.kind === 'card';
  if (dragged.kind === 'card' || dragged.kind === 'stack') return under.kind === 'card' || under.kind === 'stack';
  return false;
}
