// The live table scene, without React: the world container and its layers, the objects' scene
// graph fed a slice a step, culling, interaction and framing. TableScene.tsx makes one once the
// renderer is up and hands it every new set of props; frames are drawn only on change.
import { Container, Graphics, type Application, type RenderOptions } from 'pixi.js';
import type { Rect } from '../table/geometry';
import { SceneCuller } from './culling';
import { FaceWarmer } from './faceWarmer';
import { TableInteraction, type DragPaint } from './interaction';
import { labelPx, scaleLabels } from './labels';
import { NODE_BUILDERS } from './nodes';
import { drawOverlay, drawShadows, type ArrowPaint } from './overlay';
import { PointerLayer } from './PointerLayer';
import { PresenceLayer } from './PresenceLayer';
import { WAITING_POLL_MS } from './progressive';
import { SceneGraph } from './sceneGraph';
import type { SceneHandle, TableSceneProps } from './sceneTypes';
import { TextureCache, newFacesOf } from './textures';
import { viewRect, type ObjectView } from './view';
import { frameSeat, screenToWorld, worldToScreen, zoomAt, type Viewport } from './viewport';
import { fontMetricsVersion, subscribeWebFont, webFontVersion } from './webFont';
import { ZoneLayer, measureLabel } from './ZoneLayer';

/** New display objects made in one step at most (see progressive.ts). */
export const SPRITES_PER_STEP = 300;
/** Card faces drawn into textures in one step at most (each is text rasterised at resolution 3). */
const FACES_PER_STEP = 4;

export class SceneRuntime {
  private readonly world = new Container({ sortableChildren: true });
  private readonly zones = new ZoneLayer();
  private readonly shadow = new Graphics({ zIndex: 1e9 - 1 });
  private readonly overlay = new Graphics({ zIndex: 2e9 });
  private readonly graph: SceneGraph;
  private readonly culler: SceneCuller;
  private readonly interaction: TableInteraction;
  private readonly observer: ResizeObserver;
  private readonly unsubscribeFont: () => void;
  private textures: TextureCache;
  private warmer: FaceWarmer;
  /** What the textures were drawn for: new card sets or new web-font glyphs mean new textures. */
  private faceSource: { faces: TableSceneProps['faces']; version: number; fontVersion: number; metricsVersion: number };
  private presence: { source: NonNullable<TableSceneProps['presence']>; layer: PresenceLayer } | null = null;
  private pointers: { source: NonNullable<TableSceneProps['pointers']>; layer: PointerLayer } | null = null;
  private viewport: Viewport = { scale: 1, x: 0, y: 0, flipped: false };
  private fitted: Viewport | null = null;
  /** The smallest zone label on screen after the last scaling (CSS px): labels in narrow zones shrink. */
  private smallestLabel: number | null = null;
  private cullingOn = true;
  private renderQueued = false;
  private frame = 0;
  private stepTimer: ReturnType<typeof setTimeout> | null = null;
  private stepDue = 0;
  /** The graph holds new objects back: 'now' for the next task after a frame, 'poll' when they wait for faces. */
  private pending: 'now' | 'poll' | null = null;
  private fitKey = '';
  private destroyed = false;
  // Only a render of the stage culls: the renders into card-face textures (generateTexture) fire
  // the same runner, and walking 10,000 objects for each face was a large part of the receive path.
  private readonly prerender = { prerender: (options: RenderOptions) => (this.cullingOn && options.container === this.app.stage ? this.culler.run() : undefined) };

  constructor(private readonly app: Application, private readonly host: HTMLElement, private props: TableSceneProps) {
    app.stage.addChild(this.world);
    this.world.addChild(this.zones.root, this.shadow, this.overlay);
    this.faceSource = { faces: props.faces, version: props.facesVersion, fontVersion: webFontVersion(), metricsVersion: fontMetricsVersion() };
    this.textures = new TextureCache(app.renderer, props.faces);
    this.warmer = this.makeWarmer(this.textures);
    this.graph = new SceneGraph({
      world: this.world,
      builders: NODE_BUILDERS,
      perStep: SPRITES_PER_STEP,
      context: { textures: this.textures, lang: props.lang, fontVersion: this.faceSource.fontVersion },
      budget: this.budgetFor(this.textures, this.warmer),
    });
    // Cards hidden under other cards are not drawn (culling.ts): checked before every frame.
    this.culler = new SceneCuller({
      world: this.world,
      viewOf: (node) => {
        const id = this.graph.idOfNode.get(node);
        return id === undefined || this.graph.registry.get(id) !== node ? undefined : this.props.model.byId.get(id);
      },
      viewport: () => this.viewport,
      screen: () => (this.app.renderer ? this.app.screen : { width: 0, height: 0 }),
      filled: () => this.props.model.zones.filter((z) => z.snap === 'row').map((z) => ({ x0: z.x, y0: z.y, x1: z.x + z.w, y1: z.y + z.h })),
    });
    app.renderer.runners.prerender.add(this.prerender);
    // Callbacks and state are read through this.props: the listeners live as long as the canvas.
    this.interaction = new TableInteraction({
      canvas: app.canvas,
      registry: this.graph.registry,
      getModel: () => this.props.model,
      getSelection: () => this.props.selection,
      getViewport: () => this.viewport,
      setViewport: (v) => this.applyViewport(v),
      paint: (drag, marquee, arrow) => this.paint(drag, marquee, arrow),
      callbacks: {
        onCommand: (command) => this.props.onCommand(command),
        onSelect: (ids, mode) => this.props.onSelect(ids, mode),
        onHover: (target) => this.props.onHover(target),
        onContextMenu: (target) => this.props.onContextMenu(target),
        onDoubleClick: (id) => this.props.onDoubleClick(id),
        onDragMove: (items) => this.props.onDragMove?.(items),
        onDragEnd: () => this.props.onDragEnd?.(),
        onPointerWorld: (point) => this.props.onPointerWorld?.(point),
        onPing: (at) => this.props.onPing?.(at),
        onArrow: (from, to) => this.props.onArrow?.(from, to),
      },
    });
    this.observer = new ResizeObserver(() => requestAnimationFrame(() => this.fit()));
    this.observer.observe(host);
    // Glyphs arriving after text was drawn: textures and labels are drawn again.
    this.unsubscribeFont = subscribeWebFont(() => this.update(this.props));
    this.update(props);
  }

  /** New props (a table change, a selection, the language…): the scene follows, one frame drawn. */
  update(props: TableSceneProps): void {
    if (this.destroyed) return;
    const last = this.props;
    this.props = props;
    const { model } = props;
    // The app renders for many reasons (its log, a peer's link): a table unchanged needs only the
    // overlay painted again (the selection may have changed), not a walk over every object.
    const unchanged = this.fitKey !== '' && last.model === model && last.lang === props.lang && last.faces === props.faces
      && last.facesVersion === props.facesVersion && last.mat === props.mat && last.frameKey === props.frameKey
      && last.presence === props.presence && last.pointers === props.pointers && this.faceSource.fontVersion === webFontVersion();
    if (unchanged) {
      this.paint(null, null);
      return;
    }
    // New card sets mean new faces (facesVersion): a fresh cache, so every sprite takes its texture
    // again; the old one is destroyed only after the sprites using it have been replaced.
    const fontVersion = webFontVersion();
    const metricsVersion = fontMetricsVersion();
    const source = this.faceSource;
    let retired: { destroy(): void } | null = null;
    if (source.faces !== props.faces || source.version !== props.facesVersion || source.metricsVersion !== metricsVersion) {
      this.faceSource = { faces: props.faces, version: props.facesVersion, fontVersion, metricsVersion };
      retired = this.textures;
      this.warmer.destroy();
      this.textures = new TextureCache(this.app.renderer, props.faces);
      this.warmer = this.makeWarmer(this.textures);
      this.graph.budget = this.budgetFor(this.textures, this.warmer);
    } else if (source.fontVersion !== fontVersion) {
      // Web-font glyphs arrived: only the textures drawn while some of theirs were loading are
      // drawn again (each arrival redrew every face: seconds of a new game's first minute).
      this.faceSource = { ...source, fontVersion };
      const stale = this.textures.takeIncomplete();
      this.faceImages = { of: null, urls: new Map() };
      retired = { destroy: () => { for (const texture of stale) texture.destroy(true); } };
    }
    this.graph.setContext({ textures: this.textures, lang: props.lang, fontVersion });
    this.graph.setObjects(model.objects);
    // Queued before the step asks which faces are pending.
    const textures = this.textures;
    this.warmer.want(model.objects.flatMap((view) => newFacesOf(view, textures)));
    this.zones.update({ zones: model.zones, lang: props.lang, width: props.mat.width, height: props.mat.height, flipped: model.flipped, fontVersion });
    this.step();
    this.syncLayers(props, fontVersion);
    retired?.destroy();
    // Frame the seat's side on first show, after every new game and when the mat or the side changes.
    const fitKey = JSON.stringify([props.mat.width, props.mat.height, model.flipped, props.frameKey ?? null]);
    if (fitKey !== this.fitKey) {
      this.fitKey = fitKey;
      this.fit();
      // onReady is a new function each render: called again with the new fit.
      props.onReady(this.handle());
    }
    // New labels (zones changed) start unscaled.
    this.scaleLabels();
    this.paint(null, null);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    cancelAnimationFrame(this.frame);
    if (this.stepTimer !== null) clearTimeout(this.stepTimer);
    this.observer.disconnect();
    this.unsubscribeFont();
    this.interaction.destroy();
    this.app.renderer?.runners.prerender.remove(this.prerender);
    this.culler.reveal();
    this.presence?.layer.destroy();
    this.pointers?.layer.destroy();
    this.graph.destroy();
    this.world.destroy({ children: true });
    this.warmer.destroy();
    this.textures.destroy();
  }

  private makeWarmer(textures: TextureCache): FaceWarmer {
    // Faces not drawn yet are drawn a few per task outside the steps (faceWarmer.ts); a face drawn
    // there lets the items waiting for it in at the next step.
    return new FaceWarmer({
      draw: (ref) => textures.cardFace(ref),
      glyphs: (ref) => textures.faceGlyphs(ref),
      isDrawn: (ref) => textures.hasCardFace(ref),
      onDrawn: () => {
        if (this.pending) this.scheduleStep(0);
      },
    });
  }

  private budgetFor(textures: TextureCache, warmer: FaceWarmer) {
    return {
      newTextures: FACES_PER_STEP,
      needs: (view: ObjectView) => newFacesOf(view, textures),
      pending: (ref: string) => warmer.pending(ref),
    };
  }

  /**
   * The display objects follow the model, at most SPRITES_PER_STEP new ones a step and at most
   * FACES_PER_STEP faces not drawn yet: a big change (10,000 objects from a peer) becomes sprites
   * in slices, a frame between them. Items whose faces the warmer is drawing wait for them (at
   * most its maxWaitMs, then the step draws them).
   */
  private step(): void {
    if (this.stepTimer !== null) clearTimeout(this.stepTimer);
    this.stepTimer = null;
    const { held, waiting } = this.graph.step();
    this.pending = held === 0 ? null : held > waiting ? 'now' : 'poll';
    // Items still waiting for their faces: no frame (the same one); the next step comes when the
    // warmer has drawn a face, or when the next wait runs out (the step then draws that face).
    if (!this.graph.changedInStep && this.pending === 'poll') return this.scheduleStep(this.pollDelay());
    this.requestRender();
    // While the ticker draws every frame, no drawn frame schedules the next step.
    if (this.pending && this.app.ticker.started) this.scheduleStep(this.pending === 'now' ? 0 : this.pollDelay());
  }

  private readonly pollDelay = (): number => this.warmer.msUntilDue() ?? WAITING_POLL_MS;

  private readonly stepLater = (): void => {
    this.stepTimer = null;
    if (this.destroyed) return;
    this.step();
    // Objects in, presence drawn over them, labels scaled: as after an update.
    this.syncLayers(this.props, this.faceSource.fontVersion);
  };

  /** The next step in a task of its own (the browser draws and handles input between steps). */
  private scheduleStep(delay: number): void {
    const due = performance.now() + delay;
    if (this.stepTimer !== null) {
      if (due >= this.stepDue) return;
      clearTimeout(this.stepTimer);
    }
    this.stepDue = due;
    this.stepTimer = setTimeout(this.stepLater, delay);
  }

  private syncLayers(props: TableSceneProps, fontVersion: number): void {
    if (this.presence?.source !== props.presence) {
      this.presence?.layer.destroy();
      this.presence = props.presence ? { source: props.presence, layer: new PresenceLayer(props.presence, () => this.requestRender()) } : null;
      if (this.presence) this.world.addChild(this.presence.layer.root);
    }
    this.presence?.layer.update(props.model, this.textures, fontVersion);
    if (this.pointers?.source !== props.pointers) {
      this.pointers?.layer.destroy();
      this.pointers = props.pointers ? { source: props.pointers, layer: new PointerLayer(props.pointers, () => this.requestRender()) } : null;
      if (this.pointers) this.world.addChild(this.pointers.layer.graphics);
    }
    this.pointers?.layer.update(props.model);
  }

  private requestRender(): void {
    // While the ticker runs (continuous mode) every frame is drawn anyway.
    if (this.renderQueued || this.app.ticker.started || this.destroyed) return;
    this.renderQueued = true;
    this.frame = requestAnimationFrame(() => {
      this.renderQueued = false;
      if (this.destroyed || !this.app.renderer) return;
      this.app.render();
      if (this.pending) this.scheduleStep(this.pending === 'now' ? 0 : this.pollDelay());
    });
  }

  private selectedRects(drag: DragPaint | null): Rect[] {
    const m = this.props.model;
    const moving = new Set(drag ? [...drag.ids, ...drag.followers] : []);
    return [...this.props.selection].flatMap((id) => {
      const view = m.byId.get(id);
      if (!view) return [];
      const r = viewRect(view);
      return moving.has(id) && drag ? [{ ...r, x: r.x + drag.dx, y: r.y + drag.dy }] : [r];
    });
  }

  private paint(drag: DragPaint | null, marquee: Rect | null, arrow: ArrowPaint | null = null): void {
    if (this.destroyed) return;
    const m = this.props.model;
    const shadows = drag
      ? drag.ids.flatMap((id) => {
          const view = m.byId.get(id);
          if (!view) return [];
          const r = viewRect(view);
          return [{ ...r, x: r.x + drag.dx, y: r.y + drag.dy }];
        })
      : [];
    drawShadows(this.shadow, shadows);
    const color = this.props.pointerColor;
    const arrowPaint = arrow && color ? { ...arrow, color: Number.parseInt(color.slice(1), 16) } : arrow;
    drawOverlay(this.overlay, { selected: this.selectedRects(drag), shadows, snap: drag?.snap ?? null, marquee, scale: this.viewport.scale, arrow: arrowPaint });
    this.requestRender();
  }

  private scaleLabels(): void {
    this.smallestLabel = scaleLabels(this.zones.labels, this.viewport.scale, this.props.model.zones.map((z) => z.w), this.props.lang, measureLabel);
  }

  private applyViewport(v: Viewport): void {
    this.viewport = v;
    this.world.scale.set(v.scale);
    this.world.position.set(v.x, v.y);
    this.world.rotation = v.flipped ? Math.PI : 0;
    this.scaleLabels();
    this.paint(null, null);
  }

  /**
   * Frames the seat's side. Pixi follows its box only on window resizes, and the box also changes
   * with the hand tray (a seat taken) and the side column: the renderer is resized to the box
   * first, so the framing never uses a stale canvas whose bottom lies hidden under the tray.
   */
  private fit(): void {
    // A frame asked for by the resize observer may come after the scene went (app destroyed).
    if (this.destroyed || !this.app.renderer) return;
    const { app, host } = this;
    app.resize();
    // Whatever of the canvas still reaches past its box (under the tray, under the side column)
    // is left out of the framing.
    const screen = { width: app.screen.width, height: app.screen.height };
    const tray = Math.max(0, screen.height - host.clientHeight);
    const right = Math.max(0, screen.width - host.clientWidth);
    const docked = this.props.insets?.() ?? {};
    const view = frameSeat({
      mat: this.props.mat, flipped: this.props.model.flipped, screen, tray: tray + (docked.bottom ?? 0), top: docked.top ?? 0,
      side: { left: docked.left ?? 0, right: right + (docked.right ?? 0) },
    });
    this.fitted = view;
    this.applyViewport(view);
  }

  private faceImages = { of: null as TextureCache | null, urls: new Map<string, string>() };

  private handle(): SceneHandle {
    const { app } = this;
    const canvas = app.canvas;
    return {
      canvas,
      fit: () => this.fit(),
      viewport: () => this.viewport,
      setContinuousRendering: (on) => {
        if (on) app.ticker.start();
        else app.ticker.stop();
        if (this.pending) this.scheduleStep(0);
      },
      isFitted: () => {
        const f = this.fitted;
        const v = this.viewport;
        return !!f && f.scale === v.scale && f.x === v.x && f.y === v.y && f.flipped === v.flipped;
      },
      labelPx: () => this.smallestLabel ?? labelPx(this.viewport.scale),
      drawnAt: (id) => this.graph.drawnAt(id),
      cullStats: () => this.culler.stats,
      setCulling: (on) => {
        this.cullingOn = on;
        if (!on) this.culler.reveal();
        this.requestRender();
      },
      faceImage: (ref) => {
        // The preview's images of faces, drawn again with the textures (new sets, late web-font glyphs).
        if (this.faceImages.of !== this.textures) this.faceImages = { of: this.textures, urls: new Map() };
        const cache = this.faceImages.urls;
        const known = cache.get(ref);
        if (known) return known;
        try {
          const url = app.renderer.extract.canvas(this.textures.cardFace(ref)).toDataURL?.('image/png') ?? null;
          if (url) cache.set(ref, url);
          return url;
        } catch {
          // No image (a lost context): the preview shows the text alone.
          return null;
        }
      },
      zoomBy: (factor) => this.applyViewport(zoomAt(this.viewport, factor, app.screen.width / 2, app.screen.height / 2)),
      worldToClient: (x, y) => {
        const rect = canvas.getBoundingClientRect();
        const s = worldToScreen(this.viewport, x, y);
        return { x: rect.left + s.x, y: rect.top + s.y };
      },
      clientToWorld: (x, y) => {
        const rect = canvas.getBoundingClientRect();
        return screenToWorld(this.viewport, x - rect.left, y - rect.top);
      },
    };
  }
}
