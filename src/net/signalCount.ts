// Who else is in the room, as the signaling servers count it. Every publish a server relays on a
// topic carries the topic's subscriber count (`clients`, us included; y-webrtc's server and ours
// both add it), and our own announce comes back to us right after we subscribe. So a page learns
// within one round trip whether anybody else is there: a lone page need not wait for peers that do
// not exist, and a page with company knows to wait for their copy of the room.
//
// A server could lie about the count; it could as well withhold every announce, so this tells a
// page nothing it must trust more than the server itself.

/** 'unknown': no server has answered yet (or none is reachable). */
export type Company = 'unknown' | 'alone' | 'others';

/** The part of a y-webrtc SignalingConn (a lib0 Observable) this needs. */
export interface CountedConn {
  readonly connected: boolean;
  on(name: 'message', fn: (message: unknown) => void): void;
  on(name: 'connect' | 'disconnect', fn: () => void): void;
  off(name: 'message', fn: (message: unknown) => void): void;
  off(name: 'connect' | 'disconnect', fn: () => void): void;
}

/** The pure part: the last count each server gave for our topic since it (re)connected. */
export class SubscriberCounts {
  private readonly counts = new Map<object, number>();

  /** A server (re)connected or went away: what it said before no longer holds. */
  forget(server: object): void {
    this.counts.delete(server);
  }

  /** A relayed publish; true when it changed what we know. */
  heard(server: object, message: unknown, topic: string): boolean {
    if (typeof message !== 'object' || message === null) return false;
    const { type, topic: to, clients } = message as { type?: unknown; topic?: unknown; clients?: unknown };
    if (type !== 'publish' || to !== topic || typeof clients !== 'number' || !Number.isInteger(clients) || clients < 1) return false;
    if (this.counts.get(server) === clients) return false;
    this.counts.set(server, clients);
    return true;
  }

  /**
   * 'others' once any server counts someone besides us; 'alone' once every connected server has
   * answered and counts only us; else 'unknown'.
   */
  company(connected: readonly object[]): Company {
    for (const count of this.counts.values()) if (count > 1) return 'others';
    if (connected.length === 0) return 'unknown';
    return connected.every((server) => this.counts.get(server) === 1) ? 'alone' : 'unknown';
  }
}

/**
 * Listens to a provider's signaling connections for our topic's counts; `watch` again after the
 * provider made new connections (a reconnect after going offline). Returns the stop function.
 */
export class SignalCounter {
  private readonly counts = new SubscriberCounts();
  private readonly watched = new Map<CountedConn, () => void>();

  constructor(private readonly topic: string, private readonly changed: () => void) {}

  watch(conns: Iterable<CountedConn>): void {
    for (const conn of conns) {
      if (this.watched.has(conn)) continue;
      const onMessage = (message: unknown) => {
        if (this.counts.heard(conn, message, this.topic)) this.changed();
      };
      const onEdge = () => {
        this.counts.forget(conn);
        this.changed();
      };
      conn.on('message', onMessage);
      conn.on('connect', onEdge);
      conn.on('disconnect', onEdge);
      this.watched.set(conn, () => {
        conn.off('message', onMessage);
        conn.off('connect', onEdge);
        conn.off('disconnect', onEdge);
      });
    }
  }

  company(): Company {
    return this.counts.company([...this.watched.keys()].filter((conn) => conn.connected));
  }

  stop(): void {
    for (const off of this.watched.values()) off();
    this.watched.clear();
  }
}
