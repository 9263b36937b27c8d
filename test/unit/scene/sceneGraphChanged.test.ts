// @vitest-environment happy-dom
// The scene graph says whether a step changed what the next frame shows: the runtime draws no
// frame after a step that only found its items still waiting.
import { Container, Texture, TextureSource } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { NODE_BUILDERS } from '../../../src/scene/nodes';
import type { NodeTextures } from '../../../src/scene/nodes/types';
import { SceneGraph } from '../../../src/scene/sceneGraph';
import type { CardView } from '../../../src/scene/view';

const texture = () => new Texture({ source: new TextureSource({ width: 120, height: 168, resolution: 3 }) });
const textures: NodeTextures = { cardFace: texture, cardBack: texture, token: texture, coin: texture, die: texture };
const card = (id: string, x = 0, zIndex = 0): CardView => ({
  kind: 'card', id, x, y: 0, zIndex, spin: 0, ref: 'A-001', showFace: true, rotation: 0, hostId: null, sealed: false,
});

describe('SceneGraph.changedInStep', () => {
  it('is true after a step that made, moved, reordered or removed a display object, else false', () => {
    const graph = new SceneGraph({ world: new Container({ sortableChildren: true }), builders: NODE_BUILDERS, perStep: 300, context: { textures, lang: 'ja', fontVersion: 0 } });
    const step = (views: CardView[]) => {
      graph.setObjects(views);
      graph.step();
      return graph.changedInStep;
    };
    expect(step([card('a'), card('b', 10)])).toBe(true);
    expect(step([card('a'), card('b', 10)])).toBe(false);
    expect(step([card('a', 5), card('b', 10)])).toBe(true);
    expect(step([card('a', 5, 3), card('b', 10)])).toBe(true);
    expect(step([card('a', 5, 3)])).toBe(true);
    expect(step([card('a', 5, 3)])).toBe(false);
  });

  it('a step held back by waiting faces changes nothing', () => {
    const graph = new SceneGraph({
      world: new Container({ sortableChildren: true }), builders: NODE_BUILDERS, perStep: 300, context: { textures, lang: 'ja', fontVersion: 0 },
      budget: { newTextures: 4, needs: () => ['face:A-001'], pending: () => true },
    });
    graph.setObjects([card('a')]);
    expect(graph.step()).toEqual({ held: 1, waiting: 1 });
    expect(graph.changedInStep).toBe(false);
  });
});
