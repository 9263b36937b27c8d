// The signaling server under one hostile client's load (see signal-load.ts): honest peers keep
// joining and signaling (their p99 latencies are the bench's figures), the flood gets its
// per-address share, the half-sent requests are all closed by the server, and the app's page keeps loading.
import { networkInterfaces } from 'node:os';
import { expect, it } from 'vitest';
import { runSignalingLoad } from './signal-load';

it('holds against 1,000 sockets from one address, 5,000 half-sent upgrades and 300 subscribers that never read', async () => {
  const outside = Object.entries(networkInterfaces()).filter(([, infos]) => infos?.some((i) => !i.internal));
  expect(outside.map(([name]) => name), 'run inside a loopback-only namespace (unshare -n)').toEqual([]);

  const f = await runSignalingLoad();
  console.log(`signaling load: ${JSON.stringify({ ...f, serverStats: undefined })}`);
  console.log(`server: ${JSON.stringify(f.serverStats)}`);

  expect(f.floodOpened).toBeLessThanOrEqual(32);
  expect(f.floodOpened).toBeGreaterThan(0);
  expect(f.halfSentHeldAtPeak).toBe(5000);
  expect(f.halfSentClosedByServer).toBe(5000);
  // The header deadline is 10 s; how long the closing took, and the latencies below, are figures of
  // `npm run bench` (its signaling part), printed here, never bounds a loaded machine could break.
  expect(f.halfSentClosedAfterMs).toBeGreaterThan(0);
  expect(f.nonReadersSubscribed).toBe(300);

  // Honest peers keep going through the load: every join answered, every message delivered. How
  // many fit in the measuring window is throughput (183 deliveries at a load of ~12, 200+ idle): a
  // figure for the bench, so the floors here only say that they kept flowing.
  expect(f.joinsOk).toBe(f.joinsTried);
  expect(f.joinsTried).toBeGreaterThan(5);
  expect(f.lost).toBeLessThanOrEqual(1); // the one in flight when measuring stopped
  expect(f.deliveries).toBeGreaterThan(20);
  expect(f.pagesOk).toBe(f.pagesTried);
}, 90_000);
