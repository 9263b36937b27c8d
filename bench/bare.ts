// The baseline for the frame-time benchmark (scripts/bench.mjs): a plain PixiJS Application with
// nothing but the card sprites the app draws, using the app's own TextureCache, CardCatalog,
// background and fitRect, so the only difference left is the app itself (React, the scene model,
// zones, overlay, interaction).
//
// URL: bench/bare.html?w=<css px>&h=<css px>&res=<renderer resolution>&matW=1700&matH=1300
// Diagnostics only (the benchmark leaves them at the app's values): &aa=0 turns antialiasing off,
// &texres=N draws the card textures at resolution N instead of TextureCache's default.
// The benchmark then calls window.bare.setup(cards) with the cards read back from the app.
import { Application, Container, Sprite } from 'pixi.js';
import { CardCatalog, parseCardSet } from '../src/cards/catalog';
import { TABLE_BACKGROUND } from '../src/scene/palette';
import { TextureCache } from '../src/scene/textures';
import { fitRect } from '../src/scene/viewport';
import { areaInView } from '../src/scene/occlusion';
import { CARD_H, CARD_W } from '../src/table/geometry';

export interface BareCard {
  ref: string;
  x: number;
  y: number;
  /** Radians, as the app's scene model gives them. */
  rotation: number;
  /** False where the app shows the card back (face down, or another seat's private zone). */
  showFace: boolean;
}

export interface BareApi {
  /** Replaces the sprites with these cards, in draw order; resolves once they have been drawn. */
  setup(cards: BareCard[]): Promise<{ sprites: number; width: number; height: number; coverage: number }>;
}

declare global {
  interface Window { bare?: BareApi }
}

function numberParam(params: URLSearchParams, name: string, fallback: number): number {
  const value = Number(params.get(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function loadCatalog(): Promise<CardCatalog> {
  const catalog = new CardCatalog();
  const response = await fetch(`${import.meta.env.BASE_URL}assets/sets/starter.json`);
  if (!response.ok) throw new Error(`card set starter: HTTP ${response.status}`);
  catalog.add(parseCardSet(await response.json()));
  return catalog;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function start(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const width = numberParam(params, 'w', window.innerWidth);
  const height = numberParam(params, 'h', window.innerHeight);
  const resolution = numberParam(params, 'res', Math.min(2, window.devicePixelRatio || 1));
  const matW = numberParam(params, 'matW', 1700);
  const matH = numberParam(params, 'matH', 1300);
  const antialias = params.get('aa') !== '0';
  const textureResolution = params.has('texres') ? numberParam(params, 'texres', 1) : undefined;

  const catalog = await loadCatalog();
  const app = new Application();
  // The same options the app's <Application> passes (src/scene/TableScene.tsx), with a fixed size.
  await app.init({ width, height, background: TABLE_BACKGROUND, antialias, autoDensity: true, resolution });
  document.body.appendChild(app.canvas);

  const textures = new TextureCache(app.renderer, catalog.face.bind(catalog), textureResolution);
  const world = new Container();
  const view = fitRect(matW, matH, app.screen.width, app.screen.height);
  world.scale.set(view.scale);
  world.position.set(view.x, view.y);
  app.stage.addChild(world);

  window.bare = {
    async setup(cards) {
      for (const child of world.removeChildren()) child.destroy();
      for (const card of cards) {
        const sprite = new Sprite(card.showFace ? textures.cardFace(card.ref) : textures.cardBack());
        sprite.anchor.set(0.5);
        sprite.position.set(card.x, card.y);
        sprite.rotation = card.rotation;
        world.addChild(sprite);
      }
      await nextFrame();
      await nextFrame();
      // The area the sprites paint over the world area the canvas shows (every sprite is drawn).
      const seen = { x0: -view.x / view.scale, y0: -view.y / view.scale, x1: (app.screen.width - view.x) / view.scale, y1: (app.screen.height - view.y) / view.scale };
      let painted = 0;
      for (const card of cards) {
        const sideways = Math.abs(Math.sin(card.rotation)) > 0.5;
        const hw = (sideways ? CARD_H : CARD_W) / 2;
        const hh = (sideways ? CARD_W : CARD_H) / 2;
        painted += areaInView({ x0: card.x - hw, y0: card.y - hh, x1: card.x + hw, y1: card.y + hh }, seen);
      }
      const coverage = painted / ((seen.x1 - seen.x0) * (seen.y1 - seen.y0));
      return { sprites: world.children.length, width: app.screen.width, height: app.screen.height, coverage };
    },
  };
  document.body.dataset['ready'] = 'true';
}

start().catch((error: unknown) => {
  console.error(error);
  document.body.dataset['error'] = error instanceof Error ? error.message : String(error);
});
