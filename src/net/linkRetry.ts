// y-webrtc never gives up on a link it started: an offer that got no answer (the other page
// reloaded as it arrived, and a glare check threw the offer away) leaves a connection in
// "have-local-offer" for ever, and since y-webrtc keeps one connection per peer id, the peer's
// later announces are ignored too: both sides stay "online" and never link again. A link that has
// not opened after STALL_MS is torn down here; y-webrtc's own close handler then forgets it and
// announces this page again, so the peer (if it is still there) starts a fresh one.
//
// The wait is counted in this page's own time: a page whose main thread was blocked for seconds (its
// first draw of a large table) has not been waiting for its link, whose events may sit in its queue.

/** Long enough for ICE over a TURN relay on a slow network; short enough that a stuck draw resumes soon. */
export const STALL_MS = 12_000;

/** How often links are checked; also the most page time one check may count. */
export const CHECK_MS = 1000;

/** The part of a y-webrtc WebrtcConn this needs. */
export interface RetryConn {
  connected: boolean;
  closed?: boolean;
  peer: { destroy(): void; destroyed?: boolean; _pc?: { connectionState?: string } };
}

/** Remembers when each connection was first seen; answers which have stalled. Pure apart from its memory. */
export class StallJudge {
  private readonly since = new WeakMap<RetryConn, number>();

  constructor(private readonly stallMs = STALL_MS) {}

  stalled(conns: Iterable<RetryConn>, now: number): RetryConn[] {
    const out: RetryConn[] = [];
    for (const conn of conns) {
      // Transport up: the data channel opens in a moment (its event may still be queued here).
      if (conn.connected || conn.closed || conn.peer.destroyed || conn.peer._pc?.connectionState === 'connected') {
        this.since.delete(conn);
        continue;
      }
      const first = this.since.get(conn);
      if (first === undefined) this.since.set(conn, now);
      else if (now - first >= this.stallMs) out.push(conn);
    }
    return out;
  }
}

/** Checks a room's links every second and tears down the stalled ones; returns the stop function. */
export function retryStalledLinks(conns: () => Iterable<RetryConn>, judge = new StallJudge(), now: () => number = Date.now): () => void {
  let pageTime = 0;
  let last = now();
  const timer = setInterval(() => {
    const at = now();
    // A check that comes late (the page was busy) counts as one check, not as the time it missed.
    pageTime += Math.min(at - last, 2 * CHECK_MS);
    last = at;
    for (const conn of judge.stalled(conns(), pageTime)) {
      try {
        conn.peer.destroy();
      } catch {
        // a peer torn down already: y-webrtc forgets it on its own
      }
    }
  }, CHECK_MS);
  return () => clearInterval(timer);
}
