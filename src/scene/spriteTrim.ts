// Partial drawing on a live sprite: a card partly covered draws only the part of its face that can
// be seen. Each trimmed sprite gets one Texture of its own over the same source (so batching is
// unchanged), whose frame is the visible sub-rectangle and whose orig/trim keep the sprite's size
// and anchor, so the part lands exactly where it lay in the whole face. The textures are made once
// per sprite and updated in place; a sprite that shows whole gets its own face texture back.
import { Rectangle, Texture, type Sprite } from 'pixi.js';
import type { Part } from './trim';

interface Entry {
  /** The face the sprite was given (by React): what it draws when whole. */
  base: Texture;
  /** Its trimmed texture, made on first need. */
  trimmed: Texture | null;
}

export class SpriteTrimmer {
  private readonly entries = new WeakMap<Sprite, Entry>();

  /** The sprite's whole texture (as React set it), noticing when React has given it a new one. */
  base(sprite: Sprite): Texture {
    const current = sprite.texture;
    const entry = this.entries.get(sprite);
    if (entry && (current === entry.trimmed || current === entry.base)) return entry.base;
    this.entries.set(sprite, { base: current, trimmed: entry?.trimmed ?? null });
    return current;
  }

  /** True when the sprite's base texture can be trimmed (a plain frame: no trim or rotation of its own). */
  trimmable(sprite: Sprite): boolean {
    const base = this.base(sprite);
    return !base.destroyed && !base.trim && !base.rotate && sprite.scale.x === 1 && sprite.scale.y === 1 && sprite.anchor.x === 0.5 && sprite.anchor.y === 0.5;
  }

  /** Draws only `part` of the sprite's face (texture units), or the whole face when `part` is null. */
  show(sprite: Sprite, part: Part | null): void {
    const base = this.base(sprite);
    const entry = this.entries.get(sprite);
    if (!entry) return;
    if (!part) {
      if (sprite.texture !== base) sprite.texture = base;
      return;
    }
    let trimmed = entry.trimmed;
    if (!trimmed) {
      trimmed = new Texture({ source: base.source, frame: new Rectangle(), orig: new Rectangle(), trim: new Rectangle(), dynamic: true });
      entry.trimmed = trimmed;
    }
    if (trimmed.source !== base.source) trimmed.source = base.source;
    const { frame, orig, trim } = trimmed;
    const fx = base.frame.x + part.x;
    const fy = base.frame.y + part.y;
    const changed = frame.x !== fx || frame.y !== fy || frame.width !== part.w || frame.height !== part.h
      || orig.width !== base.orig.width || orig.height !== base.orig.height;
    if (changed) {
      frame.x = fx; frame.y = fy; frame.width = part.w; frame.height = part.h;
      orig.x = 0; orig.y = 0; orig.width = base.orig.width; orig.height = base.orig.height;
      if (trim) { trim.x = part.x; trim.y = part.y; trim.width = part.w; trim.height = part.h; }
      trimmed.updateUvs();
      trimmed.emit('update', trimmed);
    }
    if (sprite.texture !== trimmed) sprite.texture = trimmed;
  }

  /** Gives the sprite its whole face back (culling switched off). */
  restore(sprite: Sprite): void {
    const entry = this.entries.get(sprite);
    if (entry && sprite.texture === entry.trimmed) sprite.texture = entry.base;
  }
}
