// Renders a peer's changes at most every `everyMs`: the first of a burst at once, the rest
// together at the end of the window (a big load arrives entry by entry; each would otherwise be a
// render and a frame of its own).
export interface Throttle {
  /** Asks for a run: now if the last was long enough ago, else once at the window's end. */
  request(): void;
  /** Drops a pending run (e.g. this page's own change rendered everything just now). */
  cancel(): void;
}

export function leadingThrottle(run: () => void, everyMs: number, now: () => number = () => performance.now()): Throttle {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    last = now();
    run();
  };
  return {
    request() {
      if (timer !== null) return;
      const wait = last + everyMs - now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
