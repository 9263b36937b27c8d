// Other players at the table: their cursors with names, what they are dragging right now
// (a ghost at the streamed position), and what they have selected.
import { memo, useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import type { Graphics } from 'pixi.js';
import { FONT } from './palette';
import { useWebFontVersion, withGlyphs } from './webFont';
import type { TextureCache } from './textures';
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

/**
 * Subscribes to presence itself, so a peer's stream re-renders this layer alone, never the scene
 * or the App around it. The canvas draws only on request: each change asks for a frame.
 */
export function LivePresenceLayer({ source, model, textures, requestRender }: {
  source: PresenceSource; model: SceneModel; textures: TextureCache; requestRender(): void;
}) {
  const peers = useSyncExternalStore(useCallback((fn: () => void) => source.subscribe(fn), [source]), () => source.snapshot);
  // A new web-font version remounts the layer, so the names are drawn again with the arrived glyphs.
  const fontVersion = useWebFontVersion();
  useLayoutEffect(() => requestRender(), [peers, model, requestRender, fontVersion]);
  return peers.length > 0 ? <PresenceLayer key={fontVersion} peers={peers} model={model} textures={textures} /> : null;
}

function colorNumber(css: string): number {
  const n = Number.parseInt(css.slice(1), 16);
  return Number.isFinite(n) ? n : 0xffffff;
}

export const PresenceLayer = memo(function PresenceLayer({ peers, model, textures }: { peers: readonly RemotePresenceView[]; model: SceneModel; textures: TextureCache }) {
  return (
    <pixiContainer zIndex={1.5e9}>
      {peers.map((peer) => {
        const color = colorNumber(peer.color);
        const drawSelection = (g: Graphics) => {
          g.clear();
          for (const id of peer.selection) {
            const view = model.byId.get(id);
            if (!view) continue;
            const r = viewRect(view);
            g.roundRect(r.x - 5, r.y - 5, r.w + 10, r.h + 10, 10).stroke({ width: 2.5, color, alpha: 0.9 });
          }
        };
        return (
          <pixiContainer key={peer.key}>
            <pixiGraphics draw={drawSelection} />
            {(peer.drag ?? []).map((item) => {
              const view = model.byId.get(item.id);
              if (!view) return null;
              const texture = textureOf(view, textures);
              const r = viewRect(view);
              return (
                <pixiContainer key={item.id} x={item.x} y={item.y} alpha={0.6}>
                  {texture && <pixiSprite texture={texture} anchor={0.5} rotation={view.spin} />}
                  <pixiGraphics draw={(g) => g.clear().roundRect(r.x - view.x, r.y - view.y, r.w, r.h, 8).stroke({ width: 3, color })} />
                </pixiContainer>
              );
            })}
            {peer.cursor && (
              <pixiContainer x={peer.cursor.x} y={peer.cursor.y} rotation={model.flipped ? Math.PI : 0}>
                <pixiGraphics draw={(g) => g.clear().poly([0, 0, 0, 26, 7, 20, 12, 31, 17, 29, 12, 18, 21, 18]).fill(color).stroke({ width: 2, color: 0x111111 })} />
                <pixiText
                  text={withGlyphs(peer.name, '700')}
                  x={16}
                  y={30}
                  resolution={3}
                  style={{ fontFamily: FONT, fontSize: 15, fontWeight: '700', fill: 0xffffff, stroke: { color, width: 4 } }}
                />
              </pixiContainer>
            )}
          </pixiContainer>
        );
      })}
    </pixiContainer>
  );
});
