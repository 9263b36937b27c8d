// Pointer input on the table: select, drag (drag.ts: lift and snap preview), marquee, pan, zoom,
// pinch, long-press (touchGesture.ts); Alt-click pings, right-drag draws an arrow (right-click alone opens the menu).
// Hit testing uses the scene model, not Pixi's event system, so 1,000 objects
// cost nothing until the pointer goes down.
import type { Container } from 'pixi.js';
import type { ArrowPaint } from './overlay';
import { COUNTER_W, type Command, type Rect } from '../table';
import { hitTest, objectsInRect, type SceneModel } from './view';
import { screenToWorld, zoomAt, type Viewport } from './viewport';
import { LONG_PRESS_MS, movedBeyond, pinchViewport, pressSlop, type PinchStart } from './touchGesture';
import { abandonDrag, dragTo, dropAt, startDrag, type DragPaint, type DragState } from './drag';

export type { DragPaint } from './drag';
export { canDropOnto } from './drag';

export type SelectMode = 'replace' | 'toggle' | 'add';
export interface ScreenPoint { clientX: number; clientY: number }
/** An end of a pointing gesture: the object there (its centre) or the bare spot (id null). */
export interface PointEnd { id: string | null; x: number; y: number }

export interface InteractionCallbacks {
  onCommand(command: Command): void;
  onSelect(ids: string[], mode: SelectMode): void;
  onHover(target: { id: string; point: ScreenPoint } | null): void;
  onContextMenu(target: { id: string | null; point: ScreenPoint }): void;
  onDoubleClick(id: string): void;
  /** Called while dragging with the dragged ids and their would-be positions (for live ghosts). */
  onDragMove?(items: { id: string; x: number; y: number }[]): void;
  onDragEnd?(): void;
  /** Where the pointer is on the table (for the cursor others see); null when it leaves. */
  onPointerWorld?(point: { x: number; y: number } | null): void;
  /** Alt-click: a ping at the spot (on the object there, if any). */
  onPing?(at: PointEnd): void;
  /** Right-drag from one thing to another. */
  onArrow?(from: PointEnd, to: PointEnd): void;
}

export interface InteractionDeps {
  canvas: HTMLCanvasElement;
  registry: ReadonlyMap<string, Container>;
  getModel(): SceneModel;
  getSelection(): ReadonlySet<string>;
  getViewport(): Viewport;
  setViewport(v: Viewport): void;
  /** Redraws the overlay; `drag` describes the drag in progress, `arrow` the arrow being drawn. */
  paint(drag: DragPaint | null, marquee: Rect | null, arrow?: ArrowPaint | null): void;
  callbacks: InteractionCallbacks;
}

type State =
  | { kind: 'idle' }
  | { kind: 'press'; id: string | null; sx: number; sy: number; wx: number; wy: number; pointerId: number; shift: boolean; slop: number }
  | DragState
  | { kind: 'marquee'; wx: number; wy: number; pointerId: number; shift: boolean; rect: Rect }
  | { kind: 'pan'; sx: number; sy: number; start: Viewport; pointerId: number }
  // A right press: an arrow once it moves, else the menu (shown on release, wherever the browser
  // fires contextmenu: on press on Linux and macOS, after release on Windows).
  | { kind: 'arrow'; from: PointEnd; sx: number; sy: number; pointerId: number; dragged: boolean; menu: ScreenPoint | null }
  | { kind: 'pinch' };

const DRAG_THRESHOLD = 4;
const DOUBLE_CLICK_MS = 320;
/** A contextmenu event this soon after an arrow was drawn belongs to that right-drag: no menu. */
const ARROW_MENU_MS = 600;

export class TableInteraction {
  private state: State = { kind: 'idle' };
  private spaceHeld = false;
  private touches = new Map<number, { x: number; y: number }>();
  private pinchStart: PinchStart | null = null;
  private longPress: ReturnType<typeof setTimeout> | null = null;
  /** A tap showed a card large (touch has no hover); the next touch puts it away. */
  private touchPreview = false;
  private lastClick: { id: string; at: number } | null = null;
  private hovered: string | null = null;
  private arrowEndedAt = Number.NEGATIVE_INFINITY;
  private readonly cleanup: (() => void)[] = [];

  constructor(private readonly deps: InteractionDeps) {
    const c = deps.canvas;
    this.listen(c, 'pointerdown', (e) => this.down(e as PointerEvent));
    this.listen(c, 'pointermove', (e) => this.move(e as PointerEvent));
    this.listen(c, 'pointerup', (e) => this.up(e as PointerEvent));
    this.listen(c, 'pointercancel', (e) => this.cancel(e as PointerEvent));
    this.listen(c, 'pointerleave', () => this.leave());
    this.listen(c, 'wheel', (e) => this.wheel(e as WheelEvent), { passive: false });
    this.listen(c, 'contextmenu', (e) => this.contextMenu(e as MouseEvent));
    this.listen(window, 'keydown', (e) => this.key(e as KeyboardEvent, true));
    this.listen(window, 'keyup', (e) => this.key(e as KeyboardEvent, false));
    this.listen(window, 'blur', () => (this.spaceHeld = false));
    c.style.touchAction = 'none';
  }

  destroy(): void {
    for (const off of this.cleanup) off();
    this.clearLongPress();
  }

  get isDragging(): boolean {
    return this.state.kind === 'drag';
  }

  private listen(target: EventTarget, type: string, fn: (e: Event) => void, options?: AddEventListenerOptions): void {
    target.addEventListener(type, fn, options);
    this.cleanup.push(() => target.removeEventListener(type, fn, options));
  }

  private local(e: { clientX: number; clientY: number }): { sx: number; sy: number; wx: number; wy: number } {
    const rect = this.deps.canvas.getBoundingClientRect();
    const sx = e.clientX - rect.left;
    const sy = e.clientY - rect.top;
    const w = screenToWorld(this.deps.getViewport(), sx, sy);
    return { sx, sy, wx: w.x, wy: w.y };
  }

  private key(e: KeyboardEvent, down: boolean): void {
    if (e.code !== 'Space') return;
    const el = e.target as HTMLElement | null;
    if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable)) return;
    this.spaceHeld = down;
    this.deps.canvas.style.cursor = down ? 'grab' : '';
    if (down) e.preventDefault();
  }

  private down(e: PointerEvent): void {
    const p = this.local(e);
    if (e.pointerType === 'touch') {
      // The first finger down is primary: any finger still remembered lost its pointerup elsewhere.
      if (e.isPrimary) this.touches.clear();
      // A new touch puts away the card a tap showed large.
      if (this.touchPreview) {
        this.touchPreview = false;
        this.deps.callbacks.onHover(null);
      }
      this.touches.set(e.pointerId, { x: p.sx, y: p.sy });
      if (this.touches.size === 2) {
        // Captured too, so a finger lifted off the canvas still ends the pinch.
        this.deps.canvas.setPointerCapture?.(e.pointerId);
        return this.startPinch();
      }
    }
    if (e.button === 2) {
      if (e.pointerType === 'touch') return;
      this.deps.canvas.setPointerCapture?.(e.pointerId);
      this.state = { kind: 'arrow', from: this.endAt(p.wx, p.wy), sx: p.sx, sy: p.sy, pointerId: e.pointerId, dragged: false, menu: null };
      return;
    }
    if (e.button === 0 && e.altKey && this.deps.callbacks.onPing) {
      this.deps.callbacks.onPing(this.endAt(p.wx, p.wy));
      return;
    }
    this.deps.canvas.setPointerCapture?.(e.pointerId);
    if (e.button === 1 || this.spaceHeld) {
      this.state = { kind: 'pan', sx: p.sx, sy: p.sy, start: this.deps.getViewport(), pointerId: e.pointerId };
      this.deps.canvas.style.cursor = 'grabbing';
      return;
    }
    const model = this.deps.getModel();
    const hit = hitTest(model, p.wx, p.wy);
    if (hit?.kind === 'counter' && !e.shiftKey) {
      // The minus button is on the viewer's left, whichever way the table is turned.
      const local = (p.wx - hit.x) * (model.flipped ? -1 : 1);
      if (Math.abs(local) > COUNTER_W / 2 - 30) {
        this.deps.callbacks.onCommand({ type: 'adjust', args: { id: hit.id, delta: local < 0 ? -1 : 1 } });
        return;
      }
    }
    if (hit) {
      if (e.shiftKey) this.deps.callbacks.onSelect([hit.id], 'toggle');
      else if (!this.deps.getSelection().has(hit.id)) this.deps.callbacks.onSelect([hit.id], 'replace');
    } else if (!e.shiftKey) {
      this.deps.callbacks.onSelect([], 'replace');
    }
    this.state = { kind: 'press', id: hit?.id ?? null, ...p, pointerId: e.pointerId, shift: e.shiftKey, slop: pressSlop(e.pointerType) };
    if (e.pointerType !== 'mouse') {
      // A finger held still is the touch right-click: the same menu, and no drag after it.
      const point = { clientX: e.clientX, clientY: e.clientY };
      this.clearLongPress();
      this.longPress = setTimeout(() => {
        this.longPress = null;
        if (this.state.kind !== 'press' || this.state.pointerId !== e.pointerId) return;
        this.state = { kind: 'idle' };
        this.openMenu(point);
      }, LONG_PRESS_MS);
    }
  }

  private move(e: PointerEvent): void {
    const p = this.local(e);
    this.deps.callbacks.onPointerWorld?.({ x: p.wx, y: p.wy });
    if (e.pointerType === 'touch' && this.touches.has(e.pointerId)) {
      this.touches.set(e.pointerId, { x: p.sx, y: p.sy });
      if (this.state.kind === 'pinch') return this.updatePinch();
    }
    const s = this.state;
    switch (s.kind) {
      case 'idle':
        return this.hover(e, p.wx, p.wy);
      case 'press': {
        if (e.pointerId !== s.pointerId || !movedBeyond({ x: s.sx, y: s.sy }, { x: p.sx, y: p.sy }, s.slop)) return;
        this.clearLongPress();
        this.deps.callbacks.onHover(null);
        if (s.id) this.state = startDrag(this.deps, s.id, s.wx, s.wy, s.pointerId);
        else this.state = { kind: 'marquee', wx: s.wx, wy: s.wy, pointerId: s.pointerId, shift: s.shift, rect: { x: s.wx, y: s.wy, w: 0, h: 0 } };
        return this.move(e);
      }
      case 'drag':
        return dragTo(this.deps, s, p.wx, p.wy);
      case 'marquee': {
        s.rect = { x: Math.min(s.wx, p.wx), y: Math.min(s.wy, p.wy), w: Math.abs(p.wx - s.wx), h: Math.abs(p.wy - s.wy) };
        this.deps.paint(null, s.rect);
        return;
      }
      case 'pan': {
        const v = s.start;
        this.deps.setViewport({ ...v, x: v.x + p.sx - s.sx, y: v.y + p.sy - s.sy });
        return;
      }
      case 'arrow': {
        if (!s.dragged && Math.hypot(p.sx - s.sx, p.sy - s.sy) < DRAG_THRESHOLD * 2) return;
        s.dragged = true;
        this.deps.paint(null, null, { from: s.from, to: { x: p.wx, y: p.wy } });
        return;
      }
      case 'pinch':
        return;
    }
  }

  /** The object under a world point (its centre), or the bare spot. */
  private endAt(wx: number, wy: number): PointEnd {
    const hit = hitTest(this.deps.getModel(), wx, wy);
    return hit ? { id: hit.id, x: hit.x, y: hit.y } : { id: null, x: wx, y: wy };
  }

  private hover(e: PointerEvent, wx: number, wy: number): void {
    if (e.pointerType !== 'mouse') return;
    const hit = hitTest(this.deps.getModel(), wx, wy);
    const id = hit?.id ?? null;
    if (id === this.hovered) return;
    this.hovered = id;
    this.deps.callbacks.onHover(id ? { id, point: { clientX: e.clientX, clientY: e.clientY } } : null);
  }

  private leave(): void {
    this.deps.callbacks.onPointerWorld?.(null);
    if (this.hovered !== null) {
      this.hovered = null;
      this.deps.callbacks.onHover(null);
    }
  }

  private up(e: PointerEvent): void {
    this.touches.delete(e.pointerId);
    this.clearLongPress();
    const s = this.state;
    if (s.kind === 'pinch') {
      if (this.touches.size < 2) this.state = { kind: 'idle' };
      return;
    }
    this.state = { kind: 'idle' };
    this.deps.canvas.style.cursor = this.spaceHeld ? 'grab' : '';
    if (s.kind === 'arrow') return this.endArrow(s, e);
    if (s.kind === 'press' && s.id) {
      // A finger has no hover: a tap on a card shows it large (as hovering does) until the next touch.
      if (e.pointerType === 'touch') {
        this.touchPreview = true;
        this.deps.callbacks.onHover({ id: s.id, point: { clientX: e.clientX, clientY: e.clientY } });
      }
      return this.click(s.id, s.shift);
    }
    if (s.kind === 'drag') return dropAt(this.deps, s, this.local(e));
    if (s.kind === 'marquee') {
      const hits = objectsInRect(this.deps.getModel(), s.rect).map((v) => v.id);
      this.deps.callbacks.onSelect(hits, s.shift ? 'add' : 'replace');
      this.deps.paint(null, null);
    }
  }

  private click(id: string, shift: boolean): void {
    const now = performance.now();
    if (!shift && this.lastClick && this.lastClick.id === id && now - this.lastClick.at < DOUBLE_CLICK_MS) {
      this.lastClick = null;
      this.deps.callbacks.onDoubleClick(id);
      return;
    }
    this.lastClick = { id, at: now };
    if (!shift) this.deps.callbacks.onSelect([id], 'replace');
  }

  private endArrow(s: Extract<State, { kind: 'arrow' }>, e: PointerEvent): void {
    if (!s.dragged) {
      // A plain right-click: the menu the browser asked for on press (Windows asks after release).
      if (s.menu) this.openMenu(s.menu);
      return;
    }
    this.arrowEndedAt = performance.now();
    this.deps.paint(null, null, null);
    const p = this.local(e);
    const to = this.endAt(p.wx, p.wy);
    if (to.id !== null && to.id === s.from.id) return;
    this.deps.callbacks.onArrow?.(s.from, to);
  }

  private cancel(e: PointerEvent): void {
    this.touches.delete(e.pointerId);
    this.clearLongPress();
    const s = this.state;
    if (s.kind === 'drag') abandonDrag(this.deps, s);
    this.deps.paint(null, null, null);
    this.state = { kind: 'idle' };
  }

  private contextMenu(e: MouseEvent): void {
    e.preventDefault();
    const point = { clientX: e.clientX, clientY: e.clientY };
    const s = this.state;
    // Pressed still: it may become an arrow, so the menu waits for the release.
    if (s.kind === 'arrow') {
      s.menu = point;
      return;
    }
    if (performance.now() - this.arrowEndedAt < ARROW_MENU_MS) {
      this.arrowEndedAt = Number.NEGATIVE_INFINITY;
      return;
    }
    this.openMenu(point);
  }

  private openMenu(point: ScreenPoint): void {
    const p = this.local(point);
    const hit = hitTest(this.deps.getModel(), p.wx, p.wy);
    if (hit && !this.deps.getSelection().has(hit.id)) this.deps.callbacks.onSelect([hit.id], 'replace');
    this.deps.callbacks.onContextMenu({ id: hit?.id ?? null, point });
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    const p = this.local(e);
    const factor = Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015));
    this.deps.setViewport(zoomAt(this.deps.getViewport(), factor, p.sx, p.sy));
  }

  private startPinch(): void {
    this.clearLongPress();
    const [a, b] = [...this.touches.values()];
    if (!a || !b) return;
    // A second finger turns whatever the first began into a pinch: a pinch never moves a card.
    const s = this.state;
    if (s.kind === 'drag') abandonDrag(this.deps, s);
    if (s.kind === 'drag' || s.kind === 'marquee') this.deps.paint(null, null);
    this.deps.callbacks.onHover(null);
    this.state = { kind: 'pinch' };
    this.pinchStart = { a: { ...a }, b: { ...b }, viewport: this.deps.getViewport() };
  }

  private updatePinch(): void {
    const [a, b] = [...this.touches.values()];
    if (!a || !b || !this.pinchStart) return;
    this.deps.setViewport(pinchViewport(this.pinchStart, a, b));
  }

  private clearLongPress(): void {
    if (this.longPress) clearTimeout(this.longPress);
    this.longPress = null;
  }
}
