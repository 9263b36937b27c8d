// What every node builder of the scene graph gets, and the shape of one: a table object's view
// made into a display object, and brought up to date when the view changes.
import type { Container, Texture } from 'pixi.js';
import type { ObjectView } from '../view';
import type { Lang } from '../ZoneLayer';

/** The textures a node draws with (TextureCache, or a stand-in of PixiJS textures in tests). */
export interface NodeTextures {
  cardFace(ref: string): Texture;
  cardBack(): Texture;
  token(color: string): Texture;
  coin(kind: string, heads: boolean): Texture;
  die(value: number): Texture;
}

export interface NodeContext {
  textures: NodeTextures;
  lang: Lang;
  /** The web-font version (webFont.ts): text drawn before a newer one may lack glyphs. */
  fontVersion: number;
}

export interface NodeKind<V extends ObjectView> {
  create(view: V, ctx: NodeContext): Container;
  /** Brings `node` (made for `prev`, of the same kind) to `view`; `fresh` when the context changed. */
  update(node: Container, prev: V, view: V, ctx: NodeContext, fresh: boolean): void;
}

export type NodeBuilders = { [K in ObjectView['kind']]: NodeKind<Extract<ObjectView, { kind: K }>> };

/** Position, depth and turn: what every node takes from its view alike. */
export function place(node: Container, view: ObjectView): void {
  node.position.set(view.x, view.y);
  node.zIndex = view.zIndex;
  node.rotation = view.spin;
}
