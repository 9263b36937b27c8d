// What each peer shares about itself through awareness (ephemeral, never stored): who they are,
// which seat they hold, which build they run, where their cursor is, and what they are dragging
// right now. Awareness reaches every peer in clear, spectators included, so it never names a card
// the others cannot see; and what a peer sends is untrusted, so it is validated and filtered here.
import { z } from 'zod/mini';
import { exposureOf, seatSchema, zoneAt, zonesIn, type TableObject } from '../table';

const point = z.object({ x: z.number(), y: z.number() });
const objectId = z.string().check(z.minLength(1), z.maxLength(64));

/** An arrow's end: an object (by id, so it follows the object) or a spot on the table. */
const anchor = z.union([objectId, point]);
/**
 * A ping at a spot, or an arrow from one thing to another; `at` (the sender's clock, ms) tells one
 * gesture from the next. A hidden card is never named: an arrow to it carries its spot only.
 */
export const pointerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ping'), x: z.number(), y: z.number(), at: z.number() }),
  z.object({ kind: z.literal('arrow'), from: anchor, to: anchor, at: z.number() }),
]);
export type Pointer = z.infer<typeof pointerSchema>;
export type PointerAnchor = z.infer<typeof anchor>;

/** The numbers a build announces: peers share a room only with equal protocol and schema. */
export const buildSchema = z.object({
  protocol: z.int().check(z.nonnegative(), z.lte(1_000_000)),
  schema: z.int().check(z.nonnegative(), z.lte(1_000_000)),
  app: z.string().check(z.maxLength(40)),
});
export type Build = z.infer<typeof buildSchema>;

export const presenceSchema = z.object({
  user: z.object({
    playerId: z.string().check(z.minLength(1), z.maxLength(64)),
    name: z.string().check(z.minLength(1), z.maxLength(40)),
    color: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
    /** y-webrtc's peer id, to match this peer with its WebRTC connection. */
    peerId: z.string().check(z.maxLength(64)),
  }),
  seat: z.nullable(seatSchema),
  // Old builds announce nothing, and a garbled announcement counts as none: either way the
  // peer stays listed (and is told to reload) rather than vanishing.
  build: z.catch(z.nullable(buildSchema), null),
  cursor: z.nullable(point),
  drag: z.nullable(z.array(z.object({ id: objectId, x: z.number(), y: z.number() })).check(z.maxLength(100))),
  selection: z.array(objectId).check(z.maxLength(200)),
  // Older builds point at nothing, and a garbled gesture is dropped alone, never the peer.
  point: z.catch(z.optional(z.nullable(pointerSchema)), null),
});
export type Presence = z.infer<typeof presenceSchema>;

export interface RemotePeer extends Presence { clientId: number }

/**
 * True for an object the other peers do not see on the table: a card in a hand or in a face-down
 * deck (sealed, or about to be), a stack in a hand. A sealed card lying face down in the open is
 * seen by all (as a back), so moving it is no secret.
 */
export function isHidden(object: TableObject, objects: ReadonlyMap<string, TableObject>, zones: readonly TableObject[] = zonesIn(objects)): boolean {
  if (object.kind === 'card') return exposureOf(object, objects, zones).kind === 'sealed';
  if (object.kind === 'stack') return zoneAt(zones, object.x, object.y)?.visibility === 'owner';
  return false;
}

/**
 * What of a selection (or a drag) this browser may publish. All or nothing: if one id is a hidden
 * card, none goes out, so a gesture never hints at the hand. Ids the table does not know are left
 * out (they are stale, and nobody could draw them).
 */
export function publishable<T extends string | { id: string }>(items: readonly T[], objects: ReadonlyMap<string, TableObject>): T[] {
  const zones = zonesIn(objects);
  const out: T[] = [];
  for (const item of items) {
    const object = objects.get(typeof item === 'string' ? item : item.id);
    if (!object) continue;
    if (isHidden(object, objects, zones)) return [];
    out.push(item);
  }
  return out;
}

/**
 * Valid states of other peers; invalid ones are dropped (anyone can send anything). With the
 * table's objects, ids of hidden cards are dropped from their selections and drags: a modified
 * client must not draw marks or ghosts over this seat's hand.
 */
export function readPeers(states: Map<number, unknown>, selfId: number, objects?: ReadonlyMap<string, TableObject>): RemotePeer[] {
  const zones = objects ? zonesIn(objects) : [];
  const visible = (id: string) => {
    const object = objects?.get(id);
    return !object || !isHidden(object, objects!, zones);
  };
  const peers: RemotePeer[] = [];
  for (const [clientId, state] of states) {
    if (clientId === selfId) continue;
    const parsed = presenceSchema.safeParse(state);
    if (!parsed.success) continue;
    const peer = parsed.data;
    const drag = peer.drag ? peer.drag.filter((d) => visible(d.id)) : null;
    const ends = peer.point?.kind === 'arrow' ? [peer.point.from, peer.point.to] : [];
    const point = ends.every((end) => typeof end !== 'string' || visible(end)) ? peer.point ?? null : null;
    peers.push({ clientId, ...peer, drag: drag && drag.length > 0 ? drag : null, selection: peer.selection.filter(visible), point });
  }
  return peers.sort((a, b) => a.clientId - b.clientId);
}

/** How a peer's build relates to ours: the same protocol and schema, or newer, or older. */
export type BuildRelation = 'same' | 'newer' | 'older';

/** Protocol first, then schema. A peer that announces nothing is an old build. */
export function compareBuild(mine: Build, theirs: Build | null): BuildRelation {
  if (!theirs) return 'older';
  const order = theirs.protocol - mine.protocol || theirs.schema - mine.schema;
  return order > 0 ? 'newer' : order < 0 ? 'older' : 'same';
}

export interface BuildMismatch { relation: 'newer' | 'older'; names: string[] }

/**
 * The one message to show about the peers here on other builds. A newer peer comes first: then
 * this page is the one to reload, which is the step the player here can take.
 */
export function buildMismatch(mine: Build, peers: readonly Pick<Presence, 'build' | 'user'>[]): BuildMismatch | null {
  for (const relation of ['newer', 'older'] as const) {
    const names = peers.filter((p) => compareBuild(mine, p.build) === relation).map((p) => p.user.name);
    if (names.length > 0) return { relation, names: [...new Set(names)] };
  }
  return null;
}
