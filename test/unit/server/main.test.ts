// `npm run serve` as a real process: the first line is a contract (people and scripts read it).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');
const TSX = join(REPO, 'node_modules', '.bin', 'tsx');
const MAIN = join(REPO, 'src', 'server', 'main.ts');

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fudaba-main-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Fudaba</title>');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

it('prints the local URL first and then serves it', async () => {
  const child = spawn(TSX, [MAIN, '--port', '0', '--root', root], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [first] = await new Promise<string[]>((done) => {
      createInterface({ input: child.stdout }).once('line', (line) => done([line]));
    });
    const port = /^Fudaba is ready at http:\/\/localhost:(\d+)\/$/.exec(first ?? '')?.[1];
    expect(port, `first line was ${first}`).toBeDefined();
    const reply = await fetch(`http://127.0.0.1:${port}/`);
    expect(await reply.text()).toContain('<title>Fudaba</title>');
  } finally {
    child.kill('SIGTERM');
  }
}, 20_000);

it('exits with one line naming `npm run build` when there is no built app', () => {
  const result = spawnSync(TSX, [MAIN, '--root', join(root, 'missing')], { encoding: 'utf8' });
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).toContain('npm run build');
}, 20_000);
