// This browser's pointing (a ping, an arrow) goes out through awareness: one small field, set at
// once and cleared after the gesture has faded. An arrow that ends on a card the others cannot see
// carries that card's spot, never its id; the gate sits here, below the UI, like the drag's.
import type { TableObject } from '../table';
import { isHidden, type Pointer, type PointerAnchor } from './presence';
import type { PresenceFields } from './presencePublisher';

/** How long a gesture stays on screen (and in awareness). */
export const POINTER_MS = 3000;

export type AnchorInput = { id: string; x: number; y: number } | { x: number; y: number };

export class PointPublisher {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    /** The local presence (or, in tests, an Awareness): it owns the local state. */
    private readonly awareness: PresenceFields,
    private readonly objects: () => ReadonlyMap<string, TableObject>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  ping(x: number, y: number): Pointer {
    return this.publish({ kind: 'ping', x: Math.round(x), y: Math.round(y), at: this.now() });
  }

  arrow(from: AnchorInput, to: AnchorInput): Pointer {
    return this.publish({ kind: 'arrow', from: this.anchor(from), to: this.anchor(to), at: this.now() });
  }

  destroy(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** An object the others see is named (the arrow follows it); anything else is a spot. */
  private anchor(end: AnchorInput): PointerAnchor {
    const spot = { x: Math.round(end.x), y: Math.round(end.y) };
    if (!('id' in end)) return spot;
    const objects = this.objects();
    const object = objects.get(end.id);
    return object && !isHidden(object, objects) ? end.id : spot;
  }

  private publish(point: Pointer): Pointer {
    this.awareness.setLocalStateField('point', point);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.awareness.setLocalStateField('point', null);
    }, POINTER_MS + 500);
    return point;
  }
}
