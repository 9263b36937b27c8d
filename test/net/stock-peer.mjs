// A plain y-webrtc peer in its own Node process (y-webrtc allows one provider per room per
// process), run by stock-client.test.ts. Nothing of ours is imported: only stock y-webrtc,
// yjs, ws and @roamhq/wrtc, so it proves our signaling server speaks the standard protocol.
//
//   node stock-peer.mjs <signalingUrl> <room> <password> write <id> <objectJson>
//       writes doc.getMap('objects')[id] as a Y.Map, prints {"event":"wrote"}, stays up
//   node stock-peer.mjs <signalingUrl> <room> <password> read <waitMs> [<id> <objectJson>]
//       optionally writes its own object first; prints {"event":"seen",...} once an object of
//       another peer arrives, or {"event":"nothing",...} after waitMs
import wrtc from '@roamhq/wrtc';
import WebSocket from 'ws';
import { WebrtcProvider } from 'y-webrtc';
import * as Y from 'yjs';

globalThis.WebSocket = WebSocket;

// y-webrtc decrypts signaling messages without a catch (src/y-webrtc.js, decryptJson), so a
// peer with another password makes every peer in the room reject a promise. A browser only logs
// that; Node would exit. Behave like the browser, and say so on stderr.
process.on('unhandledRejection', (reason) => {
  const name = reason instanceof Error ? reason.name : typeof reason;
  console.error(`stock-peer ${process.pid}: unhandled rejection (${name}), as a browser would log it`);
});

const [url, room, password, role, ...rest] = process.argv.slice(2);
if (url === undefined || room === undefined || password === undefined || (role !== 'write' && role !== 'read')) {
  console.error('usage: stock-peer.mjs <signalingUrl> <room> <password> write <id> <json> | read <waitMs>');
  process.exit(2);
}

const doc = new Y.Doc();
const objects = doc.getMap('objects');
const provider = new WebrtcProvider(room, doc, {
  signaling: [url],
  password,
  peerOpts: { wrtc, config: { iceServers: [] } },
});

/** @param {Record<string, unknown>} line */
const say = (line) => console.log(JSON.stringify(line));

/** How this peer is connected: real data channels, never the same-process BroadcastChannel. */
const links = () => ({
  webrtcPeers: provider.room?.webrtcConns.size ?? 0,
  broadcastPeers: provider.room?.bcConns.size ?? 0,
  signalingConnected: provider.signalingConns.some((conn) => conn.connected),
});

const finish = (code = 0) => {
  provider.destroy();
  doc.destroy();
  // wrtc keeps native handles alive; the answer is out, so leave now.
  setTimeout(() => process.exit(code), 50);
};

/** @param {string | undefined} id @param {string | undefined} json */
const write = (id, json) => {
  if (id === undefined || json === undefined) return;
  const map = new Y.Map();
  for (const [key, value] of Object.entries(JSON.parse(json))) map.set(key, value);
  objects.set(id, map);
};

if (role === 'write') {
  const [id, json] = rest;
  write(id, json);
  say({ event: 'wrote', id });
  process.once('SIGTERM', () => finish());
} else {
  const [wait, ownId, ownJson] = rest;
  const waitMs = Number(wait ?? 10_000);
  write(ownId, ownJson);
  const report = () => {
    if (![...objects.keys()].some((key) => key !== ownId)) return;
    say({ event: 'seen', objects: objects.toJSON(), ...links() });
    finish();
  };
  objects.observeDeep(report);
  report();
  setTimeout(() => {
    say({ event: 'nothing', objects: objects.toJSON(), ...links() });
    finish();
  }, waitMs);
}
