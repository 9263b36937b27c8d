// What a ping or an arrow is, and how long it shows: read by the app's pointer store as well, which
// must not load PixiJS for that (nor may a Node test).

/** An arrow's end: an object's id (the arrow follows it) or a spot on the table. */
export type PointerEnd = string | { x: number; y: number };

export type PointerView = {
  key: string;
  /** CSS colour, #rrggbb. */
  color: string;
  /** When this browser first saw it (performance.now()). */
  since: number;
} & ({ kind: 'ping'; x: number; y: number } | { kind: 'arrow'; from: PointerEnd; to: PointerEnd });

export interface PointerSource {
  subscribe(fn: () => void): () => void;
  readonly snapshot: readonly PointerView[];
}

/** How long a gesture is shown; the last third fades out. */
export const POINTER_SHOW_MS = 3000;
