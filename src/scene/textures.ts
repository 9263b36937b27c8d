// Draws each distinct face once into a texture, so the table is made of plain sprites.
import type { Container, Renderer, Texture } from 'pixi.js';
import type { CardFace } from '../cards/face';
import { buildCardBack, buildCardFace } from './cardArt';
import { buildCoin, buildDie, buildToken } from './pieceArt';

export type FaceLookup = (ref: string) => CardFace;

export class TextureCache {
  private readonly cache = new Map<string, Texture>();

  constructor(
    private readonly renderer: Renderer,
    private readonly lookup: FaceLookup,
    private readonly resolution = 3,
  ) {}

  private make(key: string, build: () => Container): Texture {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const target = build();
    const texture = this.renderer.generateTexture({ target, resolution: this.resolution, antialias: true });
    target.destroy({ children: true });
    this.cache.set(key, texture);
    return texture;
  }

  /** True when the face (or back) is drawn already: showing it costs the frame nothing new. */
  hasCardFace(ref: string): boolean {
    return this.cache.has(`face:${ref}`);
  }

  cardFace(ref: string): Texture {
    return this.make(`face:${ref}`, () => buildCardFace(this.lookup(ref)));
  }

  cardBack(): Texture {
    return this.make('back', buildCardBack);
  }

  token(color: string): Texture {
    return this.make(`token:${color}`, () => buildToken(color));
  }

  coin(kind: string, heads: boolean): Texture {
    return this.make(`coin:${kind}:${heads}`, () => buildCoin(kind, heads));
  }

  die(value: number): Texture {
    return this.make(`die:${value}`, () => buildDie(value));
  }

  /** Drops card faces (e.g. after a set is reloaded) so they are drawn again. */
  destroy(): void {
    for (const texture of this.cache.values()) texture.destroy(true);
    this.cache.clear();
  }
}
