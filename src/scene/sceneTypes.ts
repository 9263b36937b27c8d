// The table scene's outside: the handle the app steers it by and the props it is given.
import type { CullStats } from './culling';
import type { InteractionCallbacks } from './interaction';
import type { PointerSource } from './PointerLayer';
import type { PresenceSource } from './PresenceLayer';
import type { FaceLookup } from './textures';
import type { SceneModel } from './view';
import type { Insets, Viewport } from './viewport';
import type { Lang } from './ZoneLayer';

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
