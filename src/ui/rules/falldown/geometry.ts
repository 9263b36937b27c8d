// Screen geometry of the Falldown overlay: table points to client points from two known pairs
// (the view may be panned, zoomed and turned for the far seat: a similarity transform), the target
// nearest a dropped arrow, and an arrow's path that stops short of the card it points at.

export interface Pt { x: number; y: number }

/**
 * The transform that takes table point w1 to screen point c1 and w2 to c2 (z' = a·z + b in complex
 * numbers), or null when the two table points coincide.
 */
export function similarity(w1: Pt, c1: Pt, w2: Pt, c2: Pt): ((w: Pt) => Pt) | null {
  const dx = w2.x - w1.x;
  const dy = w2.y - w1.y;
  const d = dx * dx + dy * dy;
  if (d < 1e-9) return null;
  const ex = c2.x - c1.x;
  const ey = c2.y - c1.y;
  // a = (c2 − c1) / (w2 − w1)
  const ar = (ex * dx + ey * dy) / d;
  const ai = (ey * dx - ex * dy) / d;
  return (w: Pt) => {
    const rx = w.x - w1.x;
    const ry = w.y - w1.y;
    return { x: c1.x + ar * rx - ai * ry, y: c1.y + ai * rx + ar * ry };
  };
}

/** The target whose point lies nearest `at`, within `radius`. */
export function nearest<T extends { at: Pt }>(targets: readonly T[], at: Pt, radius: number): T | null {
  let best: T | null = null;
  let bestD = radius * radius;
  for (const target of targets) {
    const d = (target.at.x - at.x) ** 2 + (target.at.y - at.y) ** 2;
    if (d <= bestD) {
      best = target;
      bestD = d;
    }
  }
  return best;
}

/** A straight arrow from `from` towards `to`, both ends pulled in by `inset` pixels (never crossing). */
export function arrowEnds(from: Pt, to: Pt, inset: number): { from: Pt; to: Pt } {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length < 1e-6) return { from, to };
  const cut = Math.min(inset, length / 3);
  const ux = dx / length;
  const uy = dy / length;
  return { from: { x: from.x + ux * cut, y: from.y + uy * cut }, to: { x: to.x - ux * cut, y: to.y - uy * cut } };
}

/** A gently curved path (quadratic), bent to one side so that two arrows between the same cards differ. */
export function arrowPath(from: Pt, to: Pt, bend = 0.15): string {
  const mx = (from.x + to.x) / 2;
  const my = (from.y + to.y) / 2;
  const cx = mx - (to.y - from.y) * bend;
  const cy = my + (to.x - from.x) * bend;
  const r = (n: number) => Math.round(n * 10) / 10;
  return `M ${r(from.x)} ${r(from.y)} Q ${r(cx)} ${r(cy)} ${r(to.x)} ${r(to.y)}`;
}
