// Draws each distinct face once into a texture, so the table is made of plain sprites.
import type { Container, Renderer, Texture } from 'pixi.js';
import type { CardFace } from '../cards/face';
import { buildCardBack, buildCardFace, faceTexts } from './cardArt';
import { buildCoin, buildDie, buildToken } from './pieceArt';
import type { ObjectView } from './view';
import { drawnWithGlyphs, glyphsLoaded } from './webFont';

export type FaceLookup = (ref: string) => CardFace;

export class TextureCache {
  private readonly cache = new Map<string, Texture>();
  /** Keys drawn while some of their glyphs were still loading (webFont.ts): drawn again when they arrive. */
  private readonly incomplete = new Set<string>();

  constructor(
    private readonly renderer: Renderer,
    private readonly lookup: FaceLookup,
    private readonly resolution = 3,
  ) {}

  private make(key: string, build: () => Container): Texture {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const { value: target, complete } = drawnWithGlyphs(build);
    const texture = this.renderer.generateTexture({ target, resolution: this.resolution, antialias: true });
    target.destroy({ children: true });
    this.cache.set(key, texture);
    if (!complete) this.incomplete.add(key);
    return texture;
  }

  /**
   * Takes out the textures drawn while some of their glyphs were loading, so that they are drawn
   * again; the rest were drawn with every glyph and stay. The caller destroys the ones returned
   * once no sprite shows them.
   */
  takeIncomplete(): Texture[] {
    const out: Texture[] = [];
    for (const key of this.incomplete) {
      const texture = this.cache.get(key);
      if (texture) out.push(texture);
      this.cache.delete(key);
    }
    this.incomplete.clear();
    return out;
  }

  /** True when the face (or back) is drawn already: showing it costs the frame nothing new. */
  hasCardFace(ref: string): boolean {
    return this.cache.has(`face:${ref}`);
  }

  /** Null when the face's web-font glyphs are loaded; else a promise for when they are (asked for now). */
  faceGlyphs(ref: string): Promise<void> | null {
    return glyphsLoaded(faceTexts(this.lookup(ref)));
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
    this.incomplete.clear();
  }
}

/** The faces a view would draw that the cache does not hold yet (a deck: its top and fanned cards). */
export function newFacesOf(view: ObjectView, textures: TextureCache): string[] {
  if (view.kind === 'card') return view.showFace && view.ref !== '' && !textures.hasCardFace(view.ref) ? [view.ref] : [];
  if (view.kind !== 'stack' || !view.showFace) return [];
  const refs = view.layout === 'fanned' ? view.cards.map((c) => c.ref) : [view.cards[view.cards.length - 1]?.ref ?? ''];
  return refs.filter((ref) => ref !== '' && !textures.hasCardFace(ref));
}
