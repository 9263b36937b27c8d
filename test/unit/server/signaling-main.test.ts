// `npm start` and `npm run signal` as real processes: the lines they print name a signaling URL
// that works.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { assertPairWorks } from '../../net/signal-client';

const REPO = resolve(import.meta.dirname, '../../..');
const TSX = join(REPO, 'node_modules', '.bin', 'tsx');

let root: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fudaba-signal-main-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Fudaba</title>');
});

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await rm(root, { recursive: true, force: true });
});

function firstLines(script: string, args: string[], count: number): Promise<string[]> {
  const child = spawn(TSX, [join(REPO, 'src', 'server', script), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((done, fail) => {
    const lines: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (lines.push(line) === count) done(lines);
    });
    child.once('exit', (code) => fail(new Error(`${script} exited with ${code}; printed ${lines.join(' | ')}`)));
  });
}

it('npm start prints the signaling URL on the app port, and it works', async () => {
  const [ready, signal] = await firstLines('main.ts', ['--port', '0', '--host', '127.0.0.1', '--root', root], 2);
  const port = /^Fudaba is ready at http:\/\/localhost:(\d+)\/$/.exec(ready ?? '')?.[1];
  expect(port, ready).toBeDefined();
  expect(signal).toBe(`Signaling: ws://localhost:${port}/signal`);
  await assertPairWorks(`ws://127.0.0.1:${port}/signal`);
}, 20_000);

it('npm run signal prints its URL, and it works', async () => {
  const [ready] = await firstLines('signal-main.ts', ['--port', '0', '--host', '127.0.0.1'], 1);
  const port = /^Signaling server is ready at ws:\/\/localhost:(\d+)\/signal$/.exec(ready ?? '')?.[1];
  expect(port, ready).toBeDefined();
  await assertPairWorks(`ws://127.0.0.1:${port}/signal`);
}, 20_000);
