// @vitest-environment happy-dom
// The culler on a real PixiJS scene graph (no renderer): a card wholly under another is culled, one
// partly under it draws only its uncovered part, and culling off draws every card whole.
import { Container, Sprite, Texture, TextureSource } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { SceneCuller } from '../../../src/scene/culling';
import type { CardView, ObjectView } from '../../../src/scene/view';

const face = () => new Texture({ source: new TextureSource({ width: 120, height: 168, resolution: 3 }) });

function table(cards: { id: string; x: number; y: number; z: number }[]) {
  const world = new Container({ sortableChildren: true });
  const views = new Map<Container, ObjectView>();
  const sprites = new Map<string, Sprite>();
  for (const c of cards) {
    const sprite = new Sprite(face());
    sprite.anchor.set(0.5);
    sprite.position.set(c.x, c.y);
    sprite.zIndex = c.z;
    world.addChild(sprite);
    const view: CardView = { kind: 'card', id: c.id, x: c.x, y: c.y, zIndex: c.z, spin: 0, ref: 'r', showFace: true, rotation: 0, hostId: null, sealed: false };
    views.set(sprite, view);
    sprites.set(c.id, sprite);
  }
  const culler = new SceneCuller({
    world,
    viewOf: (node) => views.get(node),
    viewport: () => ({ scale: 1, x: 0, y: 0, flipped: false }),
    screen: () => ({ width: 1000, height: 800 }),
    filled: () => [],
  });
  return { culler, sprites };
}

describe('SceneCuller', () => {
  it('trims a card half under another to its uncovered half', () => {
    // Two cards in front, one above the other, cover the left of the card behind, top to bottom.
    const { culler, sprites } = table([
      { id: 'front', x: 300, y: 250, z: 3 },
      { id: 'front2', x: 300, y: 350, z: 4 },
      { id: 'half', x: 360, y: 300, z: 1 },
    ]);
    culler.run();
    expect(sprites.get('front')?.culled).toBe(false);
    const half = sprites.get('half');
    expect(half?.culled).toBe(false);
    // The front cards' opaque cross reaches x 358.5; cells of 6 px wholly inside it end at 354.
    const frame = half?.texture.frame;
    expect([frame?.x, frame?.width, frame?.y, frame?.height]).toEqual([54, 66, 0, 168]);
    expect(half?.visualBounds.minX).toBe(54 - 60);
    expect(culler.stats).toMatchObject({ objects: 3, drawn: 3, trimmed: 1 });
    // Painted: the front cards and the half card's part, over the view.
    expect(culler.stats.coverage).toBeCloseTo((2 * 120 * 168 + 66 * 168) / (1000 * 800));
  });

  it('culls a card wholly under others, but not one exactly under one card (its rim shows past the rounded edge)', () => {
    const { culler, sprites } = table([
      ...[[290, 290], [310, 290], [290, 310], [310, 310]].map(([x, y], i) => ({ id: `f${i}`, x: x ?? 0, y: y ?? 0, z: 10 + i })),
      { id: 'under', x: 300, y: 300, z: 2 },
      { id: 'front', x: 700, y: 400, z: 3 },
      { id: 'twin', x: 700, y: 400, z: 1 },
    ]);
    culler.run();
    expect(sprites.get('under')?.culled).toBe(true);
    expect(sprites.get('twin')?.culled).toBe(false);
    expect(culler.stats).toMatchObject({ objects: 7, drawn: 6 });
  });

  it('when the card in front moves away, the card under it is whole again; culling off shows all whole', () => {
    // Two cards in front, one above the other, cover the left of the card behind, top to bottom.
    const { culler, sprites } = table([
      { id: 'front', x: 300, y: 250, z: 3 },
      { id: 'front2', x: 300, y: 350, z: 4 },
      { id: 'half', x: 360, y: 300, z: 1 },
    ]);
    const half = sprites.get('half');
    const face = half?.texture;
    culler.run();
    expect(half?.texture.frame.width).toBe(66);
    // Dragged away (positions are read from the display objects): the card behind is whole again.
    sprites.get('front')?.position.set(700, 600);
    culler.run();
    expect(half?.texture).toBe(face);
    sprites.get('front')?.position.set(300, 250);
    culler.run();
    expect(half?.texture.frame.width).toBe(66);
    culler.reveal();
    expect(half?.texture).toBe(face);
    expect(half?.texture.frame.width).toBe(120);
    expect([...sprites.values()].every((s) => !s.culled)).toBe(true);
  });
});
