// @vitest-environment happy-dom
// Partial drawing on a PixiJS sprite (no renderer needed): the trimmed texture shows the part where
// it lay in the whole face, the sprite keeps its size, and a texture set by React is noticed.
import { Sprite, Texture, TextureSource } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { SpriteTrimmer } from '../../../src/scene/spriteTrim';

const face = () => new Texture({ source: new TextureSource({ width: 120, height: 168, resolution: 3 }) });

function cardSprite(texture: Texture): Sprite {
  const sprite = new Sprite(texture);
  sprite.anchor.set(0.5);
  sprite.position.set(500, 400);
  return sprite;
}

describe('SpriteTrimmer', () => {
  it('draws only the part, where it lay in the whole face, keeping the sprite size', () => {
    const base = face();
    const sprite = cardSprite(base);
    const trimmer = new SpriteTrimmer();
    expect(trimmer.trimmable(sprite)).toBe(true);
    trimmer.show(sprite, { x: 90, y: 134, w: 30, h: 34 });
    const t = sprite.texture;
    expect(t).not.toBe(base);
    expect(t.source).toBe(base.source);
    expect({ x: t.frame.x, y: t.frame.y, w: t.frame.width, h: t.frame.height }).toEqual({ x: 90, y: 134, w: 30, h: 34 });
    expect(t.uvs.x0).toBeCloseTo(90 / 120);
    expect(t.uvs.y2).toBeCloseTo(1);
    // The quad drawn: the face's bottom-right corner, around the centre anchor.
    const v = sprite.visualBounds;
    expect([v.minX, v.minY, v.maxX, v.maxY]).toEqual([30, 50, 60, 84]);
    // Its size (hit area, layout) is still the whole card's.
    expect([sprite.width, sprite.height]).toEqual([120, 168]);
  });

  it('reuses its texture, gives the whole face back, and follows a new face set by React', () => {
    const base = face();
    const sprite = cardSprite(base);
    const trimmer = new SpriteTrimmer();
    trimmer.show(sprite, { x: 0, y: 0, w: 60, h: 84 });
    const trimmed = sprite.texture;
    trimmer.show(sprite, { x: 10, y: 0, w: 50, h: 84 });
    expect(sprite.texture).toBe(trimmed);
    expect(sprite.visualBounds.minX).toBe(-50);
    trimmer.show(sprite, null);
    expect(sprite.texture).toBe(base);
    // React gives the sprite another face (a flip): that is the face trimmed from now on.
    trimmer.show(sprite, { x: 0, y: 0, w: 60, h: 84 });
    const back = face();
    sprite.texture = back;
    expect(trimmer.base(sprite)).toBe(back);
    trimmer.show(sprite, { x: 0, y: 0, w: 60, h: 84 });
    expect(sprite.texture.source).toBe(back.source);
    trimmer.restore(sprite);
    expect(sprite.texture).toBe(back);
  });

  it('leaves alone a sprite it cannot trim (scaled, or anchored elsewhere)', () => {
    const sprite = cardSprite(face());
    sprite.scale.set(2);
    expect(new SpriteTrimmer().trimmable(sprite)).toBe(false);
  });
});
