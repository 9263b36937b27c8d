// The pure parts of touch on the table: when a held press counts as a long press (menu) rather
// than the start of a drag, and how two fingers move the camera (pinch zoom about their midpoint,
// pan with it). No DOM here, so the numbers are unit-tested.
import { zoomAt, type Viewport } from './viewport';

/** How long a finger must rest to open the menu. */
export const LONG_PRESS_MS = 500;
/** A finger wobbles: it may move this far (CSS px) and still be a press, not a drag. */
export const TOUCH_SLOP = 8;
/** A mouse or pen is steady: a smaller move already starts a drag. */
export const MOUSE_SLOP = 4;

export interface Pt { x: number; y: number }

/** How far a press of this pointer type may move before it becomes a drag (and no long press). */
export function pressSlop(pointerType: string): number {
  return pointerType === 'touch' ? TOUCH_SLOP : MOUSE_SLOP;
}

/** True once the pointer has left the press's slop circle (ignores bad numbers: no move). */
export function movedBeyond(start: Pt, now: Pt, slop: number): boolean {
  const d = Math.hypot(now.x - start.x, now.y - start.y);
  return Number.isFinite(d) && d >= slop;
}

/** A press that rested long enough and never left its slop opens the menu. */
export function isLongPress(heldMs: number, moved: boolean): boolean {
  return !moved && Number.isFinite(heldMs) && heldMs >= LONG_PRESS_MS;
}

/** Two fingers as they were when the pinch began, and the camera then. */
export interface PinchStart { a: Pt; b: Pt; viewport: Viewport }

/**
 * The camera for two fingers now: zoomed by how much their distance grew, about the midpoint where
 * they started (so the world point between them stays between them), then panned by how far that
 * midpoint moved. Fingers on one spot (distance 0) or bad numbers leave the camera as it was.
 */
export function pinchViewport(start: PinchStart, a: Pt, b: Pt): Viewport {
  const d0 = Math.hypot(start.a.x - start.b.x, start.a.y - start.b.y);
  const d1 = Math.hypot(a.x - b.x, a.y - b.y);
  const c0 = { x: (start.a.x + start.b.x) / 2, y: (start.a.y + start.b.y) / 2 };
  const c1 = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  if (!(d0 > 0) || !Number.isFinite(d1) || !Number.isFinite(c1.x) || !Number.isFinite(c1.y) || !Number.isFinite(c0.x) || !Number.isFinite(c0.y)) {
    return start.viewport;
  }
  const zoomed = zoomAt(start.viewport, d1 > 0 ? d1 / d0 : 1, c0.x, c0.y);
  return { ...zoomed, x: zoomed.x + c1.x - c0.x, y: zoomed.y + c1.y - c0.y };
}
