// Pings and arrows: a ring that pulses at a spot, an arrow from one object (or spot) to another,
// each in its sender's colour, fading out after a few seconds. The canvas draws only on request,
// so while a gesture is on screen this layer asks for a frame each animation frame, then stops.
import { Graphics } from 'pixi.js';
import type { SceneModel } from './view';
import { POINTER_SHOW_MS, type PointerEnd, type PointerSource, type PointerView } from './pointerViews';

export { POINTER_SHOW_MS, type PointerEnd, type PointerSource, type PointerView } from './pointerViews';

const PULSE_MS = 900;

function colorNumber(css: string): number {
  const n = Number.parseInt(css.slice(1), 16);
  return Number.isFinite(n) ? n : 0xffffff;
}

function endPoint(end: PointerEnd, model: SceneModel): { x: number; y: number } | null {
  if (typeof end !== 'string') return end;
  const view = model.byId.get(end);
  return view ? { x: view.x, y: view.y } : null;
}

/** Opacity at an age: full, then fading over the last third; 0 once gone. */
export function pointerAlpha(age: number): number {
  if (age < 0 || age >= POINTER_SHOW_MS) return age < 0 ? 1 : 0;
  const fadeFrom = (POINTER_SHOW_MS * 2) / 3;
  return age < fadeFrom ? 1 : 1 - (age - fadeFrom) / (POINTER_SHOW_MS - fadeFrom);
}

/** Draws every live gesture; returns whether any is still on screen. */
export function drawPointers(g: Graphics, pointers: readonly PointerView[], model: SceneModel, now: number): boolean {
  g.clear();
  let live = false;
  for (const p of pointers) {
    const age = now - p.since;
    const alpha = pointerAlpha(age);
    if (alpha <= 0) continue;
    live = true;
    const color = colorNumber(p.color);
    if (p.kind === 'ping') {
      const phase = (Math.max(0, age) % PULSE_MS) / PULSE_MS;
      g.circle(p.x, p.y, 14).fill({ color, alpha: 0.9 * alpha }).stroke({ width: 3, color: 0x111111, alpha: 0.6 * alpha });
      g.circle(p.x, p.y, 24 + phase * 70).stroke({ width: 7, color, alpha: (1 - phase) * alpha });
      g.circle(p.x, p.y, 40).stroke({ width: 4, color, alpha: 0.55 * alpha });
      continue;
    }
    const from = endPoint(p.from, model);
    const to = endPoint(p.to, model);
    if (!from || !to) continue;
    drawArrow(g, from, to, color, alpha);
  }
  return live;
}

/** A thick arrow with a dark outline (seen on any mat), its head at `to`. */
export function drawArrow(g: Graphics, from: { x: number; y: number }, to: { x: number; y: number }, color: number, alpha: number): void {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length < 1) return;
  const ux = dx / length;
  const uy = dy / length;
  const head = Math.min(60, length * 0.6);
  const baseX = to.x - ux * head;
  const baseY = to.y - uy * head;
  const wing = head * 0.6;
  const shape = [to.x, to.y, baseX - uy * wing, baseY + ux * wing, baseX + uy * wing, baseY - ux * wing];
  g.moveTo(from.x, from.y).lineTo(baseX, baseY).stroke({ width: 22, color: 0x111111, alpha: 0.45 * alpha, cap: 'round' });
  g.moveTo(from.x, from.y).lineTo(baseX, baseY).stroke({ width: 14, color, alpha: 0.95 * alpha, cap: 'round' });
  g.poly(shape).fill({ color, alpha: 0.95 * alpha }).stroke({ width: 3, color: 0x111111, alpha: 0.45 * alpha });
  g.circle(from.x, from.y, 13).fill({ color, alpha: 0.95 * alpha });
}

/**
 * Subscribes to the gestures itself; while one is on screen it redraws and asks for a frame each
 * animation frame, then stops.
 */
export class PointerLayer {
  readonly graphics = new Graphics({ zIndex: 1.6e9 });
  private readonly unsubscribe: () => void;
  private model: SceneModel | null = null;
  private frame = 0;

  constructor(private readonly source: PointerSource, private readonly requestRender: () => void) {
    this.unsubscribe = source.subscribe(() => this.tick());
  }

  /** The table changed: arrows follow the objects they point at. */
  update(model: SceneModel): void {
    if (model === this.model) return;
    const first = this.model === null;
    this.model = model;
    if (first || this.frame === 0) this.tick();
  }

  destroy(): void {
    this.unsubscribe();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.graphics.destroy();
  }

  private readonly tick = (): void => {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    const model = this.model;
    if (!model || this.graphics.destroyed) return;
    const live = drawPointers(this.graphics, this.source.snapshot, model, performance.now());
    this.requestRender();
    if (live) this.frame = requestAnimationFrame(this.tick);
  };
}
