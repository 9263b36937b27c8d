// A room: the table's doc shared with the other peers over WebRTC (y-webrtc), found through our
// signaling server, with the room password encrypting signaling and data (y-webrtc's scheme).
import { WebrtcProvider } from 'y-webrtc';
import type * as Y from 'yjs';
import type { Awareness } from 'y-protocols/awareness';
import { Resync } from './resync';
import { retryStalledLinks, type RetryConn } from './linkRetry';
import { guardProvider, onSignalRejected } from './roomGuard';
import { roomTopic } from './roomTopic';
import { SignalCounter, type Company, type CountedConn } from './signalCount';
import type { NetSettings } from './settings';
import { Wire } from './wire';
export { ROOM_ID_PATTERN, newRoomId } from './roomId';

/** 'outOfSync': a WebRTC link whose copy of the doc differs from ours for longer than a transfer takes. */
export type PeerLink = 'webrtc' | 'outOfSync' | 'local' | 'connecting' | 'offline';

export interface RoomOptions {
  roomId: string;
  password: string | null;
  settings: NetSettings;
}

export interface RoomStatus {
  /** At least one signaling server is reachable. */
  signaling: boolean;
  /** Peers with an open data path (WebRTC, or another tab of this browser). */
  connectedPeers: number;
  /** Whether we are trying to be online at all (false after disconnect()). */
  online: boolean;
}

interface SimplePeerLike { _pc?: RTCPeerConnection; connected?: boolean }
interface ConnLike { connected: boolean; synced?: boolean; peer: SimplePeerLike }


const undecryptableListeners = new Set<() => void>();
let guardInstalled = false;
// The signal guard decrypts signaling messages itself; those it cannot decrypt are counted here too.
onSignalRejected((reason) => {
  if (reason === 'undecryptable') for (const fn of undecryptableListeners) fn();
});

/**
 * y-webrtc decrypts each signaling message with the room key and leaves the promise of a failed
 * decryption unhandled. A message that does not decrypt comes from a peer with another password:
 * it is ignored (and counted), not reported as a page error.
 */
function installDecryptGuard(): void {
  if (guardInstalled || typeof window === 'undefined') return;
  guardInstalled = true;
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof DOMException && reason.name === 'OperationError') {
      event.preventDefault();
      for (const fn of undecryptableListeners) fn();
    }
  });
}


export class RoomConnection {
  readonly provider: WebrtcProvider;
  /** Chunking under y-webrtc's data channels (large messages), and the probes that heal missed updates. */
  readonly wire: Wire;
  readonly resync: Resync;
  private online = true;
  /** This page's awareness state while offline (see disconnect). */
  private awayState: Record<string, unknown> | null = null;
  private unguard: () => void;
  private readonly stopRetry: () => void;
  private readonly counter: SignalCounter;
  private readonly countListeners = new Set<() => void>();

  constructor(readonly doc: Y.Doc, readonly options: RoomOptions) {
    installDecryptGuard();
    // With a password the topic is an HMAC of the room id: a non-member cannot find the room.
    this.provider = new WebrtcProvider(roomTopic(options.roomId, options.password), doc, {
      signaling: options.settings.signaling,
      password: options.password ?? undefined,
      peerOpts: { config: { iceServers: options.settings.iceServers } },
    } as ConstructorParameters<typeof WebrtcProvider>[2]);
    this.unguard = guardProvider(this.provider); // hostile signaling messages stop there
    this.counter = new SignalCounter(this.provider.roomName, () => { for (const fn of this.countListeners) fn(); });
    this.counter.watch(this.provider.signalingConns as unknown as CountedConn[]);
    this.stopRetry = retryStalledLinks(() => (this.provider.room?.webrtcConns.values() ?? []) as Iterable<RetryConn>);
    this.wire = new Wire(this.provider);
    this.resync = new Resync(doc, this.wire);
  }

  get awareness(): Awareness {
    return this.provider.awareness;
  }

  get peerId(): string {
    return this.provider.room?.peerId ?? '';
  }

  status(): RoomStatus {
    const room = this.provider.room;
    let connected = 0;
    if (room) {
      for (const conn of room.webrtcConns.values()) if ((conn as unknown as ConnLike).connected) connected++;
      connected += room.bcConns.size;
    }
    return {
      signaling: this.provider.signalingConns.some((c) => c.connected),
      connectedPeers: connected,
      online: this.online,
    };
  }

  linkOf(peerId: string): PeerLink {
    const room = this.provider.room;
    if (!room || !this.online) return 'offline';
    if (room.bcConns.has(peerId)) return 'local';
    const conn = room.webrtcConns.get(peerId) as unknown as ConnLike | undefined;
    if (conn?.connected) return this.resync.state(peerId) === 'outOfSync' ? 'outOfSync' : 'webrtc';
    return 'connecting';
  }

  /** Whether anybody else is in the room, as the signaling servers count its subscribers. */
  company(): Company {
    return this.counter.company();
  }

  /** We hold the room's state from at least one peer (it answered our sync step 1 over WebRTC). */
  syncedWithPeer(): boolean {
    for (const conn of this.provider.room?.webrtcConns.values() ?? []) if ((conn as unknown as ConnLike).synced) return true;
    return false;
  }

  /** Round-trip time to a peer in ms from the selected ICE candidate pair, if known. */
  async rtt(peerId: string): Promise<number | null> {
    const conn = this.provider.room?.webrtcConns.get(peerId) as unknown as ConnLike | undefined;
    const pc = conn?.peer._pc;
    if (!pc) return null;
    const stats = await pc.getStats();
    let best: number | null = null;
    stats.forEach((report: { type?: string; state?: string; nominated?: boolean; currentRoundTripTime?: number }) => {
      if (report.type === 'candidate-pair' && report.state === 'succeeded' && typeof report.currentRoundTripTime === 'number') {
        if (report.nominated || best === null) best = report.currentRoundTripTime * 1000;
      }
    });
    return best;
  }

  /** Notifies on any change of connection state. Returns the unsubscribe function. */
  onChange(fn: () => void): () => void {
    const p = this.provider;
    p.on('status', fn);
    p.on('peers', fn);
    p.on('synced', fn);
    const offResync = this.resync.onChange(fn);
    this.countListeners.add(fn);
    return () => {
      p.off('status', fn);
      p.off('peers', fn);
      p.off('synced', fn);
      offResync();
      this.countListeners.delete(fn);
    };
  }

  /** Called for each message from the room that our password cannot decrypt. */
  onUndecryptable(fn: () => void): () => void {
    undecryptableListeners.add(fn);
    return () => undecryptableListeners.delete(fn);
  }

  /** Goes offline on purpose (play continues on the local doc) … */
  disconnect(): void {
    this.online = false;
    // y-webrtc drops this page's awareness state on disconnect and never sets it again: kept here
    // and put back on connect, or the peers would never again see who this page is (its seat's
    // holder would stay "away" for them).
    this.awayState = this.provider.awareness.getLocalState();
    this.provider.disconnect();
  }

  /** … and back: the docs merge when peers meet again. */
  connect(): void {
    this.online = true;
    this.provider.connect();
    if (this.awayState && this.provider.awareness.getLocalState() === null) this.provider.awareness.setLocalState(this.awayState);
    this.awayState = null;
    // y-webrtc makes new signaling connections when the old ones were closed: guard and count them too.
    this.unguard();
    this.unguard = guardProvider(this.provider);
    this.counter.watch(this.provider.signalingConns as unknown as CountedConn[]);
  }

  destroy(): void {
    this.stopRetry();
    this.counter.stop();
    this.unguard();
    this.resync.destroy();
    this.wire.destroy();
    this.provider.destroy();
  }
}
