// One of our own peers in its own Node process (y-webrtc allows one provider per room per
// process): a Y.Doc in a RoomConnection (so our chunking and resync under stock y-webrtc), over
// real WebRTC via @roamhq/wrtc. Run by large-updates.test.ts with `node --import tsx`.
//
//   node --import tsx fudaba-peer.ts <signalingUrl> <room> <password>
// Reads one JSON command a line on stdin, answers one JSON line on stdout:
//   {"cmd":"status"}              links, object count, a hash of the objects, pending structs, …
//   {"cmd":"load","n":20000}      writes n tokens in ONE transaction (like loading a save)
//   {"cmd":"write","id":"x","x":1}
//   {"cmd":"dropNext"}            the next message to each link is lost, as a failed send was
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import wrtc from '@roamhq/wrtc';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { RoomConnection } from '../../src/net/room';
import { hasPending } from '../../src/net/resync';

Object.assign(globalThis, {
  WebSocket,
  RTCPeerConnection: wrtc.RTCPeerConnection,
  RTCSessionDescription: wrtc.RTCSessionDescription,
  RTCIceCandidate: wrtc.RTCIceCandidate,
});

const [url, roomId, password] = process.argv.slice(2);
if (!url || !roomId || password === undefined) {
  console.error('usage: fudaba-peer.ts <signalingUrl> <room> <password>');
  process.exit(2);
}

const doc = new Y.Doc();
const objects = doc.getMap<Y.Map<unknown>>('objects');
const room = new RoomConnection(doc, { roomId, password, settings: { signaling: [url], iceServers: [] } });
let biggestUpdate = 0;
doc.on('update', (update: Uint8Array) => { biggestUpdate = Math.max(biggestUpdate, update.length); });

function hash(): string {
  const entries = [...objects.entries()].map(([id, m]) => [id, m.toJSON()] as const).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16);
}

function token(i: number, x: number): Y.Map<unknown> {
  const m = new Y.Map<unknown>();
  for (const [k, v] of Object.entries({ id: `tk-${i}`, kind: 'token', x, y: Math.floor(i / 200) * 40, z: i, color: '#e0a040', count: i % 10 })) m.set(k, v);
  return m;
}

const say = (line: Record<string, unknown>) => console.log(JSON.stringify(line));

createInterface({ input: process.stdin }).on('line', (text) => {
  const command = JSON.parse(text) as { cmd: string; n?: number; id?: string; x?: number };
  switch (command.cmd) {
    case 'status': {
      const peers = [...(room.provider.room?.webrtcConns.keys() ?? [])];
      say({
        roomName: room.provider.roomName,
        webrtcPeers: room.status().connectedPeers,
        bcPeers: room.provider.room?.bcConns.size ?? 0,
        count: objects.size,
        hash: hash(),
        pending: hasPending(doc),
        links: peers.map((id) => room.linkOf(id)),
        wire: room.wire.stats,
        resync: room.resync.stats,
        biggestUpdate,
      });
      break;
    }
    case 'load':
      doc.transact(() => { for (let i = 0; i < (command.n ?? 0); i++) objects.set(`tk-${i}`, token(i, (i % 200) * 40)); });
      say({ loaded: command.n, biggestUpdate });
      break;
    case 'write':
      objects.set(command.id ?? 'w', token(0, command.x ?? 0));
      say({ wrote: command.id });
      break;
    case 'dropNext':
      for (const link of room.wire.openLinks()) {
        const send = link.send.bind(link);
        link.send = () => { link.send = send; };
      }
      say({ dropping: room.wire.openLinks().length });
      break;
    default:
      say({ error: `unknown command ${command.cmd}` });
  }
});

process.once('SIGTERM', () => {
  room.destroy();
  setTimeout(() => process.exit(0), 50);
});
