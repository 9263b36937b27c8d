// One FlowDriver per match driver and game flow, shared by the hooks that watch it (Multiverse's
// set-up panels and side-deck button both do): an automatic step runs in one runner only.
import type { MatchDriver } from './driver';

interface Destroyable { destroy(): void }

const shared = new WeakMap<MatchDriver, Map<string, { driver: Destroyable; users: number }>>();

export interface HeldFlow<D> { driver: D; release(): void }

/** The match driver's `name` flow, made on first use and destroyed when its last user lets go. */
export function acquireFlow<D extends Destroyable>(match: MatchDriver, name: string, make: () => D): HeldFlow<D> {
  let flows = shared.get(match);
  if (!flows) shared.set(match, (flows = new Map()));
  let entry = flows.get(name);
  if (!entry) flows.set(name, (entry = { driver: make(), users: 0 }));
  entry.users++;
  const held = entry;
  const all = flows;
  let released = false;
  return {
    // Made by `make` under this name: its type is D.
    driver: held.driver as D,
    release: () => {
      if (released) return;
      released = true;
      if (--held.users > 0) return;
      held.driver.destroy();
      if (all.get(name) === held) all.delete(name);
    },
  };
}
