// The table canvas: PixiJS through @pixi/react. Reads the scene model, emits commands.
import './extend';
import { Application, useApplication } from '@pixi/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { CanvasTextMetrics, type Application as PixiApplication, type Container, type Graphics, type Text, type TextStyle } from 'pixi.js';
import type { Rect } from '../table/geometry';
import { ObjectSprite } from './ObjectSprites';
import { useProgressive } from './progressive';
import { FaceWarmer } from './faceWarmer';
import { TableInteraction, type DragPaint, type InteractionCallbacks } from './interaction';
import { drawOverlay, drawShadows } from './overlay';
import { TABLE_BACKGROUND } from './palette';
import { TextureCache, type FaceLookup } from './textures';
import { viewRect, type ObjectView, type SceneModel } from './view';
import { frameSeat, screenToWorld, worldToScreen, zoomAt, type Insets, type Viewport } from './viewport';
import { labelPx, scaleLabels } from './labels';
import { ZoneLayer, type Lang } from './ZoneLayer';
import { LivePresenceLayer, type PresenceSource } from './PresenceLayer';
import { LivePointerLayer, type PointerSource } from './PointerLayer';
import type { ArrowPaint } from './overlay';
import { useFirstGlyphsReady, useWebFontVersion } from './webFont';
import { SceneCuller, type CullStats } from './culling';

/** A label's style without its wrapping: PixiJS measures a wrapping style's text as wrapped. */
const unwrappedStyles = new WeakMap<TextStyle, TextStyle>();
function unwrapped(style: TextStyle): TextStyle {
  let plain = unwrappedStyles.get(style);
  if (!plain) {
    plain = style.clone();
    plain.wordWrap = false;
    unwrappedStyles.set(style, plain);
  }
  return plain;
}

/** A label's text width on one line, in its own units, as PixiJS lays it out. */
const measureLabel = (text: string, label: Text): number => CanvasTextMetrics.measureText(text, unwrapped(label.style)).width;

export interface SceneHandle {
  /** Page (client) coordinates of a world point. */
  worldToClient(x: number, y: number): { x: number; y: number };
  /** World point (table units) under a page (client) point. */
  clientToWorld(x: number, y: number): { x: number; y: number };
  fit(): void;
  zoomBy(factor: number): void;
  viewport(): Viewport;
  /** Renders every frame (for measuring) instead of only when something changed. */
  setContinuousRendering(on: boolean): void;
  /** True while the view is still the one the last fit gave (the player has not zoomed or panned). */
  isFitted(): boolean;
  /** A zone label's font size on screen now, in CSS pixels. */
  labelPx(): number;
  /** The card's face exactly as the table draws it, as an image URL (for the hover preview). */
  faceImage(ref: string): string | null;
  /** What the last frame drew: objects drawn of all, and the area painted over the view's. */
  cullStats(): CullStats;
  /** Occlusion culling on (the default) or off, for measuring what it saves. */
  setCulling(on: boolean): void;
  /** Where the scene has an object's display object now (table units), or null: what the next frame draws. */
  drawnAt(id: string): { x: number; y: number } | null;
  canvas: HTMLCanvasElement;
}

export interface TableSceneProps extends InteractionCallbacks {
  model: SceneModel;
  selection: ReadonlySet<string>;
  lang: Lang;
  faces: FaceLookup;
  /** Bumped when card sets change, so faces are drawn again. */
  facesVersion: number;
  mat: { width: number; height: number };
  /** Other players' cursors, live drags and selections, read by the presence layer alone. */
  presence?: PresenceSource;
  /** Pings and arrows (everyone's, this browser's too), drawn fading in their sender's colour. */
  pointers?: PointerSource;
  /** This browser's colour, for the arrow a right-drag is drawing. */
  pointerColor?: string;
  /** Changes when a new game starts on the table (its setup id): the view frames the seat's side again. */
  frameKey?: string;
  /** Pixels along the canvas's edges under panels docked over it: the fit keeps the mat out from under them. */
  insets?(): Partial<Insets>;
  onReady(handle: SceneHandle): void;
}

export function TableScene(props: TableSceneProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  // @pixi/react renders the children it was given when the renderer's (async) init began once the
  // init ends, over any newer ones given meanwhile: a table changed while the renderer started
  // (1,000 cards made, a peer's load) stayed unshown until its next change. Rendering again once
  // the init is done hands the root the children of now.
  const [, setInitialised] = useState(false);
  const onInit = useCallback(() => setInitialised(true), []);
  return (
    <div ref={hostRef} className="table-host" data-testid="table">
      {/* No ticker: a table is still most of the time, so frames are drawn only on change. */}
      <Application onInit={onInit} resizeTo={hostRef} autoStart={false} background={TABLE_BACKGROUND} antialias autoDensity resolution={Math.min(2, window.devicePixelRatio || 1)}>
        <SceneContent {...props} hostRef={hostRef} />
      </Application>
    </div>
  );
}

/** New sprites made in one commit at most (see progressive.ts). */
const SPRITES_PER_COMMIT = 300;
/** Card faces drawn into textures in one commit at most (each is text rasterised at resolution 3). */
const FACES_PER_COMMIT = 4;

/** The faces a view would draw that the cache does not hold yet (a deck: its top and fanned cards). */
function newFacesOf(view: ObjectView, textures: TextureCache): string[] {
  if (view.kind === 'card') return view.showFace && view.ref !== '' && !textures.hasCardFace(view.ref) ? [view.ref] : [];
  if (view.kind !== 'stack' || !view.showFace) return [];
  const refs = view.layout === 'fanned' ? view.cards.map((c) => c.ref) : [view.cards[view.cards.length - 1]?.ref ?? ''];
  return refs.filter((ref) => ref !== '' && !textures.hasCardFace(ref));
}

type ContentProps = TableSceneProps & { hostRef: RefObject<HTMLDivElement | null> };

/** @pixi/react may render children while the renderer is still being created: wait for it. */
function SceneContent(props: ContentProps) {
  const { app, isInitialised } = useApplication();
  // The first textures are drawn with the web font's common glyphs in (or after a short wait).
  const glyphsReady = useFirstGlyphsReady();
  if (!isInitialised || !app.renderer || !glyphsReady) return null;
  return <SceneReady {...props} app={app} />;
}

function SceneReady(props: ContentProps & { app: PixiApplication }) {
  const { app } = props;
  const { model, selection, lang, faces, facesVersion, mat, frameKey } = props;
  const worldRef = useRef<Container>(null);
  // The smallest zone label on screen after the last scaling (CSS px): labels in narrow zones shrink.
  const labelPxRef = useRef<number | null>(null);
  const shadowRef = useRef<Graphics>(null);
  const overlayRef = useRef<Graphics>(null);
  const registry = useRef(new Map<string, Container>()).current;
  const viewportRef = useRef<Viewport>({ scale: 1, x: 0, y: 0, flipped: false });
  const labelsRef = useRef<Container>(null);
  const fittedRef = useRef<Viewport | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const renderQueued = useRef(false);
  const requestRender = useCallback(() => {
    // While the ticker runs (continuous mode) every frame is drawn anyway.
    if (renderQueued.current || app.ticker.started) return;
    renderQueued.current = true;
    requestAnimationFrame(() => {
      renderQueued.current = false;
      if (app.renderer) app.render();
    });
  }, [app]);

  // New card sets mean new faces (facesVersion): a fresh cache, so every sprite takes its texture
  // again; the old one is destroyed only after the sprites using it have been replaced. Web-font
  // glyphs arriving after a face was drawn (fontVersion) redraw the faces the same way.
  const fontVersion = useWebFontVersion();
  const faceSource = useMemo(() => ({ faces, version: facesVersion, fontVersion }), [faces, facesVersion, fontVersion]);
  const textures = useMemo(() => new TextureCache(app.renderer, faceSource.faces), [app, faceSource]);
  // Faces not drawn yet are drawn a few per task outside the commit (faceWarmer.ts); a face drawn
  // there renders the scene again so the items waiting for it come in.
  const [, faceDrawn] = useState(0);
  const warmer = useMemo(() => new FaceWarmer({
    draw: (ref) => textures.cardFace(ref),
    isDrawn: (ref) => textures.hasCardFace(ref),
    onDrawn: () => faceDrawn((n) => n + 1),
  }), [textures]);
  // Queued as the render sees the model, before the slice below asks which faces are pending
  // (idempotent: a discarded render only queues faces the model holds anyway).
  useMemo(() => warmer.want(model.objects.flatMap((view) => newFacesOf(view, textures))), [warmer, textures, model.objects]);
  // The sprites follow the model, at most SPRITES_PER_COMMIT new ones a commit and at most
  // FACES_PER_COMMIT faces not drawn yet: a big change (10,000 objects from a peer) becomes sprites
  // in slices, a frame between them, and no frame draws every new face at once. Items whose faces
  // the warmer is drawing wait for them (at most its maxWaitMs, then the commit draws them).
  const faceBudget = useMemo(() => ({
    newTextures: FACES_PER_COMMIT,
    needs: (view: ObjectView) => newFacesOf(view, textures),
    pending: (ref: string) => warmer.pending(ref),
  }), [textures, warmer]);
  const objects = useProgressive(model.objects, SPRITES_PER_COMMIT, faceBudget);
  useEffect(() => () => {
    warmer.destroy();
    textures.destroy();
  }, [textures, warmer]);
  const texturesRef = useRef(textures);
  texturesRef.current = textures;
  // The preview's images of faces, drawn again with the textures (new sets, late web-font glyphs).
  const faceImagesRef = useRef({ of: textures, urls: new Map<string, string>() });

  // Display object → table object id, for the culler's walk over the world's children.
  const idOfNode = useRef(new WeakMap<Container, string>()).current;
  const register = useCallback((id: string, node: Container | null) => {
    if (node) {
      registry.set(id, node);
      idOfNode.set(node, id);
    } else registry.delete(id);
  }, [registry, idOfNode]);

  // Cards hidden under other cards are not drawn (culling.ts): checked before every frame.
  const cullerRef = useRef<SceneCuller | null>(null);
  const cullingOn = useRef(true);
  useEffect(() => {
    const world = worldRef.current;
    if (!world) return;
    const culler = new SceneCuller({
      world,
      viewOf: (node) => {
        const id = idOfNode.get(node);
        return id === undefined || registry.get(id) !== node ? undefined : latest.current.model.byId.get(id);
      },
      viewport: () => viewportRef.current,
      // The renderer is gone once @pixi/react destroyed the app (the scene unmounted): nothing to cull.
      screen: () => (app.renderer ? app.screen : { width: 0, height: 0 }),
      filled: () => latest.current.model.zones.filter((z) => z.snap === 'row').map((z) => ({ x0: z.x, y0: z.y, x1: z.x + z.w, y1: z.y + z.h })),
    });
    cullerRef.current = culler;
    const runner = { prerender: () => (cullingOn.current ? culler.run() : undefined) };
    app.renderer.runners.prerender.add(runner);
    return () => {
      app.renderer?.runners.prerender.remove(runner);
      culler.reveal();
      cullerRef.current = null;
    };
  }, [app, registry, idOfNode]);

  const selectedRects = useCallback((drag: DragPaint | null): Rect[] => {
    const m = latest.current.model;
    const moving = new Set(drag ? [...drag.ids, ...drag.followers] : []);
    return [...latest.current.selection].flatMap((id) => {
      const view = m.byId.get(id);
      if (!view) return [];
      const r = viewRect(view);
      return moving.has(id) && drag ? [{ ...r, x: r.x + drag.dx, y: r.y + drag.dy }] : [r];
    });
  }, []);

  // paint reads everything through refs, so it (and applyViewport) change only with the canvas.
  const paint = useCallback((drag: DragPaint | null, marquee: Rect | null, arrow: ArrowPaint | null = null): void => {
    const overlay = overlayRef.current;
    const shadow = shadowRef.current;
    if (!overlay || !shadow) return;
    const m = latest.current.model;
    const shadows = drag
      ? drag.ids.flatMap((id) => {
          const view = m.byId.get(id);
          if (!view) return [];
          const r = viewRect(view);
          return [{ ...r, x: r.x + drag.dx, y: r.y + drag.dy }];
        })
      : [];
    drawShadows(shadow, shadows);
    const color = latest.current.pointerColor;
    const arrowPaint = arrow && color ? { ...arrow, color: Number.parseInt(color.slice(1), 16) } : arrow;
    drawOverlay(overlay, { selected: selectedRects(drag), shadows, snap: drag?.snap ?? null, marquee, scale: viewportRef.current.scale, arrow: arrowPaint });
    requestRender();
  }, [selectedRects, requestRender]);

  const applyViewport = useCallback((v: Viewport) => {
    viewportRef.current = v;
    const world = worldRef.current;
    if (world) {
      world.scale.set(v.scale);
      world.position.set(v.x, v.y);
      world.rotation = v.flipped ? Math.PI : 0;
    }
    labelPxRef.current = scaleLabels(labelsRef.current, v.scale, latest.current.model.zones.map((z) => z.w), latest.current.lang, measureLabel);
    paint(null, null);
  }, [paint]);

  // Interaction lives as long as the canvas does.
  useEffect(() => {
    const interaction = new TableInteraction({
      canvas: app.canvas,
      registry,
      getModel: () => latest.current.model,
      getSelection: () => latest.current.selection,
      getViewport: () => viewportRef.current,
      setViewport: applyViewport,
      paint,
      callbacks: {
        onCommand: (command) => latest.current.onCommand(command),
        onSelect: (ids, mode) => latest.current.onSelect(ids, mode),
        onHover: (target) => latest.current.onHover(target),
        onContextMenu: (target) => latest.current.onContextMenu(target),
        onDoubleClick: (id) => latest.current.onDoubleClick(id),
        onDragMove: (items) => latest.current.onDragMove?.(items),
        onDragEnd: () => latest.current.onDragEnd?.(),
        onPointerWorld: (point) => latest.current.onPointerWorld?.(point),
        onPing: (at) => latest.current.onPing?.(at),
        onArrow: (from, to) => latest.current.onArrow?.(from, to),
      },
    });
    // Callbacks and state are read through `latest`: the listeners live as long as the canvas.
    return () => interaction.destroy();
  }, [app, registry, applyViewport, paint]);

  // Frame the seat's side on first show, after every new game, on "Fit" and whenever the table's box
  // changes size. Pixi follows its box only on window resizes, and the box also changes with the hand
  // tray (a seat taken) and the side column: the renderer is resized to the box first, so the
  // framing never uses a stale canvas whose bottom lies hidden under the tray.
  useEffect(() => {
    const fit = () => {
      // A frame asked for by the resize observer may come after the scene unmounted (app destroyed).
      if (!app.renderer) return;
      const host = latest.current.hostRef.current;
      if (host) app.resize();
      // Whatever of the canvas still reaches past its box (under the tray, under the side column)
      // is left out of the framing.
      const screen = { width: app.screen.width, height: app.screen.height };
      const tray = host ? Math.max(0, screen.height - host.clientHeight) : 0;
      const right = host ? Math.max(0, screen.width - host.clientWidth) : 0;
      const docked = latest.current.insets?.() ?? {};
      const view = frameSeat({
        mat, flipped: latest.current.model.flipped, screen, tray: tray + (docked.bottom ?? 0), top: docked.top ?? 0,
        side: { left: docked.left ?? 0, right: right + (docked.right ?? 0) },
      });
      fittedRef.current = view;
      applyViewport(view);
    };
    fit();
    const host = latest.current.hostRef.current;
    const observer = new ResizeObserver(() => requestAnimationFrame(fit));
    if (host) observer.observe(host);
    const canvas = app.canvas;
    latest.current.onReady({
      canvas,
      fit,
      viewport: () => viewportRef.current,
      setContinuousRendering: (on) => (on ? app.ticker.start() : app.ticker.stop()),
      isFitted: () => {
        const f = fittedRef.current;
        const v = viewportRef.current;
        return !!f && f.scale === v.scale && f.x === v.x && f.y === v.y && f.flipped === v.flipped;
      },
      labelPx: () => labelPxRef.current ?? labelPx(viewportRef.current.scale),
      drawnAt: (id) => {
        const node = registry.get(id);
        return node && !node.destroyed ? { x: node.position.x, y: node.position.y } : null;
      },
      cullStats: () => cullerRef.current?.stats ?? { objects: 0, drawn: 0, coverage: 0, trimmed: 0 },
      setCulling: (on) => {
        cullingOn.current = on;
        if (!on) cullerRef.current?.reveal();
        requestRender();
      },
      faceImage: (ref) => {
        if (faceImagesRef.current.of !== texturesRef.current) faceImagesRef.current = { of: texturesRef.current, urls: new Map() };
        const cache = faceImagesRef.current.urls;
        const known = cache.get(ref);
        if (known) return known;
        try {
          const url = app.renderer.extract.canvas(texturesRef.current.cardFace(ref)).toDataURL?.('image/png') ?? null;
          if (url) cache.set(ref, url);
          return url;
        } catch {
          // No image (a lost context): the preview shows the text alone.
          return null;
        }
      },
      zoomBy: (factor) => applyViewport(zoomAt(viewportRef.current, factor, app.screen.width / 2, app.screen.height / 2)),
      worldToClient: (x, y) => {
        const rect = canvas.getBoundingClientRect();
        const s = worldToScreen(viewportRef.current, x, y);
        return { x: rect.left + s.x, y: rect.top + s.y };
      },
      clientToWorld: (x, y) => {
        const rect = canvas.getBoundingClientRect();
        return screenToWorld(viewportRef.current, x - rect.left, y - rect.top);
      },
    });
    // Refit when the mat, the seat's side or the game changes; onReady (read through `latest`, as it
    // is a new function each render) is called again with the new fit.
    return () => observer.disconnect();
  }, [app, applyViewport, mat, model.flipped, frameKey, requestRender, registry]);

  // Every commit of the scene changed something on screen (or may have): draw one frame.
  useLayoutEffect(() => {
    // New labels (zones changed) start unscaled.
    labelPxRef.current = scaleLabels(labelsRef.current, viewportRef.current.scale, latest.current.model.zones.map((z) => z.w), latest.current.lang, measureLabel);
    paint(null, null);
  });

  return (
    <pixiContainer ref={worldRef} sortableChildren>
      <ZoneLayer key={fontVersion} zones={model.zones} lang={lang} width={mat.width} height={mat.height} flipped={model.flipped} labelsRef={labelsRef} />
      <pixiGraphics ref={shadowRef} zIndex={1e9 - 1} draw={() => undefined} />
      {objects.map((view) => (
        <ObjectSprite key={view.id} view={view} textures={textures} register={register} />
      ))}
      {props.pointers && <LivePointerLayer source={props.pointers} model={model} requestRender={requestRender} />}
      {props.presence && <LivePresenceLayer source={props.presence} model={model} textures={textures} requestRender={requestRender} />}
      <pixiGraphics ref={overlayRef} zIndex={2e9} draw={() => undefined} />
    </pixiContainer>
  );
}
