/**
 * Puts a y-webrtc provider's signaling connections behind the signal guard (signalGuard.ts) and
 * keeps the per-page counts of what it refused. y-webrtc shares one connection per server URL
 * among all rooms of the page, so rooms are looked up by topic.
 */
import type { WebrtcProvider } from 'y-webrtc';
import { guardSignalingConn, SIGNAL_REJECTIONS, type GuardedRoom, type MessageEmitter, type SignalRejection } from './signalGuard';

interface PeerConnLike { peer?: { destroyed?: boolean } }

const rooms = new Map<string, GuardedRoom>();
const counts = Object.fromEntries(SIGNAL_REJECTIONS.map((r) => [r, 0])) as Record<SignalRejection, number>;
const listeners = new Set<(reason: SignalRejection) => void>();

function rejected(reason: SignalRejection): void {
  counts[reason] += 1;
  for (const fn of listeners) fn(reason);
}

/** Guards the provider's signaling; returns the function that forgets its room (on destroy). */
export function guardProvider(provider: WebrtcProvider): () => void {
  const topic = provider.roomName;
  const room: GuardedRoom = {
    key: provider.key,
    peer(peerId) {
      const conn = provider.room?.webrtcConns.get(peerId) as PeerConnLike | undefined;
      if (conn === undefined) return 'none';
      return conn.peer?.destroyed === true ? 'destroyed' : 'open';
    },
  };
  rooms.set(topic, room);
  for (const conn of provider.signalingConns as MessageEmitter[]) guardSignalingConn(conn, (t) => rooms.get(t), rejected);
  return () => {
    if (rooms.get(topic) === room) rooms.delete(topic);
  };
}

/** Called with the reason of every signaling message refused in this page. */
export function onSignalRejected(fn: (reason: SignalRejection) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Signaling messages refused in this page since it loaded, by reason. */
export function signalRejections(): Record<SignalRejection, number> {
  return { ...counts };
}
