// The page's signal guard on a real y-webrtc provider (in Node, @roamhq/wrtc): under a password and
// an HMAC topic it still meets a stock y-webrtc peer over WebRTC, while a hostile client's publishes
// to the same topic are dropped and counted, and nothing is left unhandled.
import wrtc from '@roamhq/wrtc';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { WebrtcProvider } from 'y-webrtc';
import * as Y from 'yjs';
import { afterAll, expect, it } from 'vitest';
import { guardProvider, signalRejections } from '../../src/net/roomGuard';
import { roomTopic } from '../../src/net/roomTopic';
import { createSignalingServer, type StandaloneSignaling } from '../../src/server/signaling';

let server: StandaloneSignaling | undefined;
let child: ChildProcess | undefined;
let provider: WebrtcProvider | undefined;
let unhandled = 0;
const onUnhandled = (): void => void unhandled++;

afterAll(async () => {
  // Our provider goes first: torn down while the stock peer still answers, its links close
  // cleanly. Killed first, the peer's death made y-webrtc re-announce over a signaling socket
  // that was closing, and that send rejected with nobody to hear it.
  provider?.destroy();
  await new Promise((resolve) => setTimeout(resolve, 300));
  child?.kill('SIGKILL');
  await server?.close();
  await new Promise((resolve) => setTimeout(resolve, 300));
  process.off('unhandledRejection', onUnhandled);
});

it('meets a stock peer over WebRTC while hostile publishes are dropped', async () => {
  (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
  process.on('unhandledRejection', onUnhandled);
  server = await createSignalingServer({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${server.port}/signal`;
  const topic = roomTopic(`guard-${Date.now().toString(36)}`, 'pw');
  const doc = new Y.Doc();
  provider = new WebrtcProvider(topic, doc, { signaling: [url], password: 'pw', peerOpts: { wrtc, config: { iceServers: [] } } } as never);
  guardProvider(provider);
  const before = signalRejections();

  const subscribed = (): boolean => provider?.room != null && provider.signalingConns.some((c: { connected: boolean }) => c.connected);
  await expect.poll(subscribed, { timeout: 10_000 }).toBe(true);
  await new Promise((r) => setTimeout(r, 300)); // its subscribe has reached the server
  // Before the stock peer joins: stock y-webrtc itself throws on these (an uncaught exception in Node).
  const evil = new WebSocket(url);
  await new Promise((r) => evil.once('open', r));
  const hostile = ['%%%', 'QUJD', 42, null, { type: 'signal' }, 'A'.repeat(60_000)];
  for (const data of hostile) evil.send(JSON.stringify({ type: 'publish', topic, data }));
  await expect.poll(() => signalRejections()['bad-frame'] - before['bad-frame'], { timeout: 10_000 }).toBe(hostile.length);

  child = spawn(process.execPath, [join(import.meta.dirname, 'stock-peer.mjs'), url, topic, 'pw', 'write', 'c1', '{"id":"c1"}'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((r) => createInterface({ input: child!.stdout! }).once('line', r));

  await expect.poll(() => doc.getMap('objects').has('c1'), { timeout: 20_000 }).toBe(true);
  const after = signalRejections();
  expect(after['bad-frame'] - before['bad-frame']).toBe(hostile.length);
  expect(after['handler-failed']).toBe(before['handler-failed']);
  expect(unhandled).toBe(0);
  evil.terminate();
}, 40_000);
