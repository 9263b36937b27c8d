// Draws card faces into textures ahead of the sprites that show them, a few per task, outside the
// scene graph's steps. A peer's 10,000 cards then reach the scene as sprites of faces already
// drawn, and no step also rasterises text (20–40 ms a face on a loaded machine).
// The scene's progressive slice holds an item while its face is pending here; an item waiting
// longer than maxWaitMs is no longer held (the step draws its face, as without the warmer), so
// nothing can stall behind this queue. A face whose web-font glyphs are still loading waits for
// them (within the same bound): drawn before, it would be drawn again when they arrive.

export interface FaceWarmerOptions {
  /** Draws one face into the texture cache (TextureCache.cardFace). */
  draw(ref: string): void;
  isDrawn(ref: string): boolean;
  /** Called after a task drew at least one face: the scene may now admit the items using it. */
  onDrawn(): void;
  /** Time spent drawing in one task at most (at least one face is drawn per task). */
  sliceMs?: number;
  /** How long an item may be held for its face before the step draws it itself. */
  maxWaitMs?: number;
  now?(): number;
  /** Runs fn in a later task; returns a cancel. */
  later?(fn: () => void): () => void;
  /** Null when the face's glyphs are loaded; else a promise for when they are (asked for now). */
  glyphs?(ref: string): Promise<void> | null;
}

const defaultLater = (fn: () => void): (() => void) => {
  const timer = setTimeout(fn, 0);
  return () => clearTimeout(timer);
};

export class FaceWarmer {
  /** Faces to draw, in the order asked (the order the scene admits items), with when they were asked. */
  private readonly queue = new Map<string, number>();
  /** Queued faces whose glyphs are loading: not drawn until they are in (or maxWaitMs passed). */
  private readonly loading = new Set<string>();
  /** Faces whose glyphs were asked for and have come (or failed): drawn as they are. */
  private readonly glyphsIn = new Set<string>();
  private cancel: (() => void) | null = null;
  private destroyed = false;
  private readonly sliceMs: number;
  private readonly maxWaitMs: number;
  private readonly now: () => number;
  private readonly later: (fn: () => void) => () => void;

  constructor(private readonly options: FaceWarmerOptions) {
    this.sliceMs = options.sliceMs ?? 8;
    this.maxWaitMs = options.maxWaitMs ?? 500;
    this.now = options.now ?? (() => performance.now());
    this.later = options.later ?? defaultLater;
  }

  /** Queues the faces not drawn yet (already queued ones keep their place and their time). */
  want(refs: Iterable<string>): void {
    if (this.destroyed) return;
    const at = this.now();
    for (const ref of refs) {
      if (ref === '' || this.queue.has(ref) || this.options.isDrawn(ref)) continue;
      this.queue.set(ref, at);
    }
    this.schedule();
  }

  /** True while the face is queued here and has waited less than maxWaitMs: hold its item. */
  pending(ref: string): boolean {
    const at = this.queue.get(ref);
    return at !== undefined && this.now() - at < this.maxWaitMs && !this.options.isDrawn(ref);
  }

  /** Faces still queued. */
  get size(): number {
    return this.queue.size;
  }

  /** Ms until the next pending face stops being pending (the step then draws it itself); null when none is pending. */
  msUntilDue(): number | null {
    const now = this.now();
    let soonest: number | null = null;
    for (const at of this.queue.values()) {
      const left = at + this.maxWaitMs - now;
      if (left > 0 && (soonest === null || left < soonest)) soonest = left;
    }
    return soonest;
  }

  destroy(): void {
    this.destroyed = true;
    this.cancel?.();
    this.cancel = null;
    this.queue.clear();
    this.loading.clear();
  }

  /** True while the face waits for its glyphs (asked for on the first look), within maxWaitMs. */
  private waitsForGlyphs(ref: string, at: number): boolean {
    if (!this.options.glyphs || this.glyphsIn.has(ref) || this.now() - at >= this.maxWaitMs) return false;
    if (this.loading.has(ref)) return true;
    const coming = this.options.glyphs(ref);
    if (!coming) return false;
    this.loading.add(ref);
    const arrived = () => {
      this.loading.delete(ref);
      if (this.queue.has(ref)) this.glyphsIn.add(ref);
      this.schedule();
    };
    coming.then(arrived, arrived);
    return true;
  }

  private schedule(): void {
    if (this.cancel || this.destroyed || ![...this.queue.keys()].some((ref) => !this.loading.has(ref))) return;
    this.cancel = this.later(() => {
      this.cancel = null;
      this.slice();
    });
  }

  /** One task's work: faces in queue order until sliceMs has passed (at least one). */
  private slice(): void {
    if (this.destroyed) return;
    const start = this.now();
    let drew = false;
    for (const [ref, at] of [...this.queue]) {
      if (drew && this.now() - start >= this.sliceMs) break;
      // Drawn meanwhile (the step's fallback took it): nothing to do, no time spent.
      if (this.options.isDrawn(ref)) {
        this.queue.delete(ref);
        this.glyphsIn.delete(ref);
        continue;
      }
      if (this.waitsForGlyphs(ref, at)) continue;
      this.queue.delete(ref);
      this.glyphsIn.delete(ref);
      try {
        this.options.draw(ref);
        drew = true;
      } catch {
        // A face that cannot be drawn here (a lost context, an unknown ref) is left to the step,
        // which draws it as it did before the warmer.
      }
    }
    if (drew) this.options.onDrawn();
    this.schedule();
  }
}
