// Other players at the table: their cursors with names, what they are dragging right now
// (a ghost at the streamed position), and what they have selected.
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { FONT } from './palette';
import { withGlyphs } from './webFont';
import type { NodeTextures } from './nodes/types';
import { textureOf } from './viewTexture';
import { viewRect, type ObjectView, type SceneModel } from './view';

export interface RemotePresenceView {
  key: string;
  name: string;
  color: string;
  cursor: { x: number; y: number } | null;
  drag: { id: string; x: number; y: number }[] | null;
  selection: string[];
}

/** Presence as it streams (about 30 changes a second while a peer drags). */
export interface PresenceSource {
  subscribe(fn: () => void): () => void;
  readonly snapshot: readonly RemotePresenceView[];
}

function colorNumber(css: string): number {
  const n = Number.parseInt(css.slice(1), 16);
  return Number.isFinite(n) ? n : 0xffffff;
}

/** One peer's drawing; the name's text is kept while name, colour and font stay (rasterised once). */
class PeerNode {
  readonly root = new Container();
  private readonly selection = new Graphics();
  private readonly ghosts = new Container();
  private readonly cursor = new Container();
  private readonly arrow = new Graphics();
  private name: Text | null = null;
  private nameKey = '';

  constructor() {
    this.cursor.addChild(this.arrow);
    this.root.addChild(this.selection, this.ghosts, this.cursor);
  }

  draw(peer: RemotePresenceView, model: SceneModel, textures: NodeTextures, fontVersion: number): void {
    const color = colorNumber(peer.color);
    const g = this.selection.clear();
    for (const id of peer.selection) {
      const view = model.byId.get(id);
      if (!view) continue;
      const r = viewRect(view);
      g.roundRect(r.x - 5, r.y - 5, r.w + 10, r.h + 10, 10).stroke({ width: 2.5, color, alpha: 0.9 });
    }
    for (const child of this.ghosts.removeChildren()) child.destroy({ children: true });
    for (const item of peer.drag ?? []) {
      const view = model.byId.get(item.id);
      if (!view) continue;
      const ghost = new Container({ x: item.x, y: item.y, alpha: 0.6 });
      const texture = textureOf(view, textures);
      if (texture) ghost.addChild(new Sprite({ texture, anchor: 0.5, rotation: view.spin }));
      const r = viewRect(view);
      ghost.addChild(new Graphics().roundRect(r.x - view.x, r.y - view.y, r.w, r.h, 8).stroke({ width: 3, color }));
      this.ghosts.addChild(ghost);
    }
    this.cursor.visible = peer.cursor !== null;
    if (!peer.cursor) return;
    this.cursor.position.set(peer.cursor.x, peer.cursor.y);
    this.cursor.rotation = model.flipped ? Math.PI : 0;
    const key = `${peer.name}|${color}|${fontVersion}`;
    if (key === this.nameKey && this.name) return;
    this.nameKey = key;
    this.arrow.clear().poly([0, 0, 0, 26, 7, 20, 12, 31, 17, 29, 12, 18, 21, 18]).fill(color).stroke({ width: 2, color: 0x111111 });
    this.name?.destroy();
    this.name = new Text({
      text: withGlyphs(peer.name, '700'), x: 16, y: 30, resolution: 3,
      style: { fontFamily: FONT, fontSize: 15, fontWeight: '700', fill: 0xffffff, stroke: { color, width: 4 } },
    });
    this.cursor.addChild(this.name);
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}

/**
 * Subscribes to presence itself, so a peer's stream redraws this layer alone; the canvas draws
 * only on request: each change asks for a frame.
 */
export class PresenceLayer {
  readonly root = new Container({ zIndex: 1.5e9 });
  private readonly peers = new Map<string, PeerNode>();
  private readonly unsubscribe: () => void;
  private model: SceneModel | null = null;
  private textures: NodeTextures | null = null;
  private fontVersion = 0;

  constructor(private readonly source: PresenceSource, private readonly requestRender: () => void) {
    this.unsubscribe = source.subscribe(() => this.draw());
  }

  /** The table changed (objects moved, new textures, new glyphs): drawn again. */
  update(model: SceneModel, textures: NodeTextures, fontVersion: number): void {
    if (model === this.model && textures === this.textures && fontVersion === this.fontVersion) return;
    this.model = model;
    this.textures = textures;
    this.fontVersion = fontVersion;
    this.draw();
  }

  destroy(): void {
    this.unsubscribe();
    this.root.destroy({ children: true });
    this.peers.clear();
  }

  private draw(): void {
    const { model, textures } = this;
    if (!model || !textures || this.root.destroyed) return;
    const peers = this.source.snapshot;
    const live = new Set(peers.map((p) => p.key));
    for (const [key, node] of this.peers) {
      if (live.has(key)) continue;
      node.destroy();
      this.peers.delete(key);
    }
    for (const peer of peers) {
      let node = this.peers.get(peer.key);
      if (!node) {
        node = new PeerNode();
        this.peers.set(peer.key, node);
        this.root.addChild(node.root);
      }
      node.draw(peer, model, textures, this.fontVersion);
    }
    this.requestRender();
  }
}
