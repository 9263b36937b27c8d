// From a table snapshot to what one viewer sees: world positions, draw order, and which faces
// are visible to this seat. Pure, so it is tested without a renderer.
import { contains, pieceRect, zoneAt, type Card, type Rect, type Seat, type TableObject, type TableSnapshot, type Zone } from '../table';

interface Base {
  id: string; x: number; y: number; zIndex: number;
  /** Rotation on screen: the object's own turn plus the half turn of the far seat's view. */
  spin: number;
}
export interface CardView extends Base {
  kind: 'card';
  /** The identity this viewer knows ('' for a card sealed for someone else). */
  ref: string;
  showFace: boolean;
  rotation: number;
  hostId: string | null;
  /** Sealed: hidden from everyone but its holder. */
  sealed: boolean;
}
export interface StackView extends Base { kind: 'stack'; count: number; layout: 'neat' | 'fanned'; cards: { id: string; ref: string }[]; showFace: boolean }
export interface TokenView extends Base { kind: 'token'; color: string; count: number }
export interface CoinView extends Base { kind: 'coin'; coinKind: string; heads: boolean; hostId: string | null }
export interface DieView extends Base { kind: 'die'; value: number; lastRoller: Seat | null }
export interface CounterView extends Base { kind: 'counter'; label: string; value: number; owner: Seat | null }
export type ObjectView = CardView | StackView | TokenView | CoinView | DieView | CounterView;

export interface SceneModel {
  /** Seat p2 sees the table turned half round, its own side at the bottom. */
  flipped: boolean;
  zones: Zone[];
  objects: ObjectView[];
  byId: ReadonlyMap<string, ObjectView>;
}

/** A viewer sees a face-up card unless it lies in another seat's private zone. */
function visibleTo(zone: Zone | undefined, viewer: Seat | null): boolean {
  if (!zone || zone.visibility !== 'owner') return true;
  return zone.owner !== null && zone.owner === viewer;
}

/** What this viewer knows of a card: public cards, and its own sealed cards once opened. */
export type IdentityOf = (card: Card) => string | undefined;
const publicIdentity: IdentityOf = (card) => (card.ref === '' ? undefined : card.ref);

export function buildSceneModel(snapshot: TableSnapshot, viewer: Seat | null, identity: IdentityOf = publicIdentity): SceneModel {
  const all = [...snapshot.objects.values()];
  const zones = all.filter((o): o is Zone => o.kind === 'zone').sort((a, b) => a.z - b.z);
  const objects: ObjectView[] = [];
  const attachIndex = new Map<string, number>();
  const flipped = viewer === 'p2';
  const turn = flipped ? Math.PI : 0;
  for (const object of all) {
    const view = toView(object, snapshot, zones, viewer, attachIndex, turn, identity);
    if (view) objects.push(view);
  }
  objects.sort((a, b) => a.zIndex - b.zIndex || (a.id < b.id ? -1 : 1));
  return { flipped, zones, objects, byId: new Map(objects.map((o) => [o.id, o])) };
}

function toView(
  object: TableObject, snapshot: TableSnapshot, zones: Zone[], viewer: Seat | null, attachIndex: Map<string, number>, turn: number,
  identity: IdentityOf,
): ObjectView | undefined {
  switch (object.kind) {
    case 'zone':
      return undefined;
    case 'card': {
      if (object.stack !== null) return undefined;
      const host = object.attachedTo !== null ? snapshot.objects.get(object.attachedTo) : undefined;
      const x = host ? host.x + object.x : object.x;
      const y = host ? host.y + object.y : object.y;
      // Attachments under a host draw just below it; the offset keeps their order stable.
      const n = host ? (attachIndex.get(host.id) ?? 0) + 1 : 0;
      if (host) attachIndex.set(host.id, n);
      const ref = identity(object) ?? '';
      return {
        kind: 'card', id: object.id, x, y, zIndex: host ? host.z - n * 0.001 : object.z, sealed: Boolean(object.sealed),
        ref, showFace: ref !== '' && object.faceUp && visibleTo(zoneAt(zones, x, y), viewer),
        rotation: (object.rotation * Math.PI) / 180, spin: (object.rotation * Math.PI) / 180 + turn, hostId: host ? host.id : null,
      };
    }
    case 'stack': {
      const cards = object.order.map((id) => {
        const card = snapshot.objects.get(id);
        return { id, ref: card?.kind === 'card' ? identity(card) ?? '' : '' };
      });
      return {
        kind: 'stack', id: object.id, x: object.x, y: object.y, zIndex: object.z, spin: turn, count: cards.length, layout: object.layout,
        cards, showFace: object.faceUp && (cards[cards.length - 1]?.ref ?? '') !== '' && visibleTo(zoneAt(zones, object.x, object.y), viewer),
      };
    }
    case 'token':
      return { kind: 'token', id: object.id, x: object.x, y: object.y, zIndex: object.z, spin: turn, color: object.color, count: object.count };
    case 'coin': {
      const host = object.attachedTo !== null ? snapshot.objects.get(object.attachedTo) : undefined;
      return {
        kind: 'coin', id: object.id, x: host ? host.x + object.x : object.x, y: host ? host.y + object.y : object.y,
        zIndex: host ? host.z + 0.5 + object.z * 1e-6 : object.z, spin: turn, coinKind: object.coinKind, heads: object.heads,
        hostId: host ? host.id : null,
      };
    }
    case 'die':
      return { kind: 'die', id: object.id, x: object.x, y: object.y, zIndex: object.z, spin: turn, value: object.value, lastRoller: object.lastRoller };
    case 'counter':
      return { kind: 'counter', id: object.id, x: object.x, y: object.y, zIndex: object.z, spin: turn, label: object.label, value: object.value, owner: object.owner };
  }
}

/** The rectangle a view covers in world units. */
export function viewRect(view: ObjectView): Rect {
  if (view.kind === 'card') return pieceRect('card', view.x, view.y, { sideways: Math.abs(Math.sin(view.rotation)) > 0.5 });
  if (view.kind === 'stack') return pieceRect('stack', view.x, view.y, { fannedCount: view.layout === 'fanned' ? view.count : 1 });
  return pieceRect(view.kind, view.x, view.y);
}

/** Topmost object under a world point, skipping the ids in `except`. */
export function hitTest(model: SceneModel, x: number, y: number, except?: ReadonlySet<string>): ObjectView | undefined {
  for (let i = model.objects.length - 1; i >= 0; i--) {
    const view = model.objects[i];
    if (!view || except?.has(view.id)) continue;
    if (contains(viewRect(view), x, y)) return view;
  }
  return undefined;
}

export function objectsInRect(model: SceneModel, rect: Rect): ObjectView[] {
  return model.objects.filter((view) => {
    const r = viewRect(view);
    return r.x < rect.x + rect.w && rect.x < r.x + r.w && r.y < rect.y + rect.h && rect.y < r.y + r.h;
  });
}
