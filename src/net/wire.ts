// Our layer under y-webrtc's data channels: every message y-webrtc sends to a peer passes through
// a per-link queue that splits large messages into chunks (chunking.ts), respects the channel's
// send buffer, and never silently loses a message because of its size. Incoming chunks are put
// together before y-webrtc reads them; a message y-webrtc cannot parse is dropped, not thrown.
//
// y-webrtc gives no hook for this, so each link's simple-peer instance is wrapped when y-webrtc
// creates it (its `send` and its 'data' listeners); y-webrtc itself is unchanged.
import type { WebrtcProvider } from 'y-webrtc';
import { helloFrame, MAX_RAW_BYTES, Reassembler, split, TAG_CHUNK, TAG_HELLO, TAG_PROBE } from './chunking';

type DataListener = (data: Uint8Array) => void;

/** The parts of simple-peer we use (y-webrtc types it as any). */
interface SimplePeer {
  connected: boolean;
  destroyed?: boolean;
  readonly bufferSize: number;
  send(data: Uint8Array): void;
  listeners(event: 'data'): DataListener[];
  removeAllListeners(event: 'data'): void;
  on(event: 'data', fn: DataListener): void;
  on(event: 'close', fn: () => void): void;
  prependListener(event: 'connect', fn: () => void): void;
}

interface WebrtcConnLike {
  remotePeerId: string;
  connected: boolean;
  closed: boolean;
  peer: SimplePeer;
}

/** Stop handing frames to the channel while this much is still buffered in it. */
const HIGH_WATER_BYTES = 1024 * 1024;
const RETRY_MS = 5;

export interface WireStats {
  /** Messages y-webrtc or we sent that went out in chunks. */
  chunkedMessages: number;
  /** Frames handed to data channels (raw messages and chunks). */
  framesSent: number;
  bytesSent: number;
  /** Data-channel messages received (raw and frames). */
  framesIn: number;
  bytesIn: number;
  /** Messages put together from chunks. */
  reassembled: number;
  /** Incoming messages given up: malformed, over the limits, timed out, or unreadable by y-webrtc. */
  droppedIn: number;
  /** Sends that failed (the channel closed, or a peer without chunking got too large a message). */
  failedOut: number;
}

export class Link {
  /** The peer sent HELLO: it reassembles chunks and answers probes. */
  capable = false;
  private readonly queue: Uint8Array[] = [];
  private nextId = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly reassembler = new Reassembler();
  /** When the last chunked message finished leaving this side (ms, Date.now()). */
  lastBulkAt = 0;
  private bulkInQueue = 0;

  constructor(
    readonly conn: WebrtcConnLike,
    private readonly rawSend: (data: Uint8Array) => void,
    private readonly stats: WireStats,
  ) {}

  get peerId(): string {
    return this.conn.remotePeerId;
  }

  get open(): boolean {
    return this.conn.connected && this.conn.peer.connected && !this.conn.closed;
  }

  /** Frames waiting to be handed to the channel. */
  get queued(): number {
    return this.queue.length;
  }

  /** A y-webrtc message (or one we wrote in its format) to this peer. */
  send(message: Uint8Array): void {
    if (!this.conn.peer.connected) return; // as y-webrtc: nothing is sent before the channel opens
    if (this.capable && message.length > MAX_RAW_BYTES) {
      const frames = split(message, this.nextId++);
      this.stats.chunkedMessages++;
      this.bulkInQueue++;
      // An empty marker closes the message in the queue, so lastBulkAt is set when it has left.
      this.queue.push(...frames, BULK_END);
    } else {
      this.queue.push(message);
    }
    this.flush();
  }

  /** One of our own frames (HELLO, PROBE): small, never chunked. */
  sendFrame(frame: Uint8Array): void {
    if (!this.conn.peer.connected) return;
    this.queue.push(frame);
    this.flush();
  }

  /** What the channel delivered: our frames are consumed here, y-webrtc's messages returned. */
  receive(data: Uint8Array, onProbe: (link: Link, payload: Uint8Array) => void): Uint8Array | null {
    if (data.length === 0) return null; // a stock peer's empty answer to a frame it does not know
    switch (data[0]) {
      case TAG_HELLO:
        this.capable = true;
        return null;
      case TAG_PROBE:
        onProbe(this, data.subarray(1));
        return null;
      case TAG_CHUNK: {
        const result = this.reassembler.accept(data, Date.now());
        if (result.kind === 'complete') {
          this.stats.reassembled++;
          return result.message;
        }
        if (result.kind === 'dropped') this.stats.droppedIn++;
        return null;
      }
      default:
        return data;
    }
  }

  /** Drops incomplete incoming messages that waited too long. */
  sweep(now: number): void {
    const before = this.reassembler.dropped;
    this.reassembler.sweep(now);
    this.stats.droppedIn += this.reassembler.dropped - before;
  }

  close(): void {
    this.queue.length = 0;
    this.bulkInQueue = 0;
    this.reassembler.clear();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private flush(): void {
    if (this.timer !== null) return; // a retry is scheduled: keep the order
    while (this.queue.length > 0) {
      const peer = this.conn.peer;
      if (!peer.connected || peer.destroyed) {
        this.stats.failedOut += this.queue.filter((f) => f !== BULK_END).length;
        this.close();
        return;
      }
      if (peer.bufferSize > HIGH_WATER_BYTES) {
        this.timer = setTimeout(() => {
          this.timer = null;
          this.flush();
        }, RETRY_MS);
        return;
      }
      const frame = this.queue.shift()!;
      if (frame === BULK_END) {
        this.bulkInQueue--;
        this.lastBulkAt = Date.now();
        continue;
      }
      try {
        this.rawSend(frame);
        this.stats.framesSent++;
        this.stats.bytesSent += frame.length;
      } catch {
        this.stats.failedOut++;
      }
    }
  }

  /** A chunked message is still waiting to leave. */
  get sendingBulk(): boolean {
    return this.bulkInQueue > 0;
  }
}

const BULK_END = new Uint8Array(0);

/** Wraps every data-channel link of one provider. */
export class Wire {
  readonly stats: WireStats = { chunkedMessages: 0, framesSent: 0, bytesSent: 0, framesIn: 0, bytesIn: 0, reassembled: 0, droppedIn: 0, failedOut: 0 };
  private readonly links = new Map<WebrtcConnLike, Link>();
  private onProbe: (link: Link, payload: Uint8Array) => void = () => {};
  private readonly scanOnPeers = () => this.scan();

  constructor(private readonly provider: WebrtcProvider) {
    // y-webrtc announces each link it creates, before the channel can open.
    provider.on('peers', this.scanOnPeers);
  }

  /** Probes from peers go to the resync layer. */
  setProbeHandler(fn: (link: Link, payload: Uint8Array) => void): void {
    this.onProbe = fn;
  }

  /** Wraps links y-webrtc created since the last scan and forgets closed ones. */
  scan(): void {
    const room = this.provider.room;
    const current = new Set<WebrtcConnLike>();
    if (room) {
      for (const conn of room.webrtcConns.values() as Iterable<WebrtcConnLike>) {
        current.add(conn);
        if (!this.links.has(conn)) this.links.set(conn, this.wrap(conn));
      }
    }
    const now = Date.now();
    for (const [conn, link] of this.links) {
      if (!current.has(conn) && conn.closed) {
        link.close();
        this.links.delete(conn);
      } else {
        link.sweep(now);
      }
    }
  }

  /** Open links, one per remote peer. */
  openLinks(): Link[] {
    return [...this.links.values()].filter((link) => link.open);
  }

  link(peerId: string): Link | undefined {
    for (const link of this.links.values()) if (link.peerId === peerId && !link.conn.closed) return link;
    return undefined;
  }

  destroy(): void {
    this.provider.off('peers', this.scanOnPeers);
    for (const link of this.links.values()) link.close();
    this.links.clear();
  }

  private wrap(conn: WebrtcConnLike): Link {
    const peer = conn.peer;
    const rawSend = peer.send.bind(peer);
    const link = new Link(conn, rawSend, this.stats);
    peer.send = (data: Uint8Array) => link.send(data);
    // y-webrtc's own reader, called with whole messages only.
    const readers = peer.listeners('data');
    peer.removeAllListeners('data');
    peer.on('data', (data: Uint8Array) => {
      this.stats.framesIn++;
      this.stats.bytesIn += data.length;
      const message = link.receive(data, this.onProbe);
      if (message === null) return;
      for (const read of readers) {
        try {
          read.call(peer, message);
        } catch {
          // A message y-webrtc cannot parse (a modified peer): ignored, never a page error.
          this.stats.droppedIn++;
        }
      }
    });
    // Before y-webrtc's own 'connect' handler sends sync step 1: the peer must know we take
    // chunks before it answers with what may be the whole table.
    peer.prependListener('connect', () => link.sendFrame(helloFrame()));
    if (peer.connected) link.sendFrame(helloFrame());
    peer.on('close', () => link.close());
    return link;
  }
}
