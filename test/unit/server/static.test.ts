// The static server over real loopback HTTP: node:http instead of fetch, because fetch would
// decompress gzip for us and normalise the traversal paths we want to send raw.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../src/server/server';
import { acceptsGzip, contentType } from '../../../src/server/static';

interface Reply { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

let parent: string;
let root: string;
let app: RunningServer;

const INDEX = '<!doctype html><title>Fudaba — 札場</title>';
const SCRIPT = `export const cards = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `card-${i}`))};\n`;

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: app.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'fudaba-static-'));
  root = join(parent, 'dist');
  await mkdir(join(root, 'assets'), { recursive: true });
  await mkdir(join(root, 'bench'), { recursive: true });
  await writeFile(join(parent, 'secret.txt'), 'TOP SECRET');
  await writeFile(join(root, 'index.html'), INDEX);
  await writeFile(join(root, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(join(root, 'assets', 'style.css'), 'body { margin: 0 }');
  await writeFile(join(root, 'assets', 'set.json'), '{"cards":[]}');
  await writeFile(join(root, 'assets', 'back.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(join(root, 'assets', 'mat.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(root, 'bench', 'bare.html'), '<!doctype html><title>bare</title>');
  app = await startServer({ port: 0, host: '127.0.0.1', root });
});

afterAll(async () => {
  await app?.close();
  await rm(parent, { recursive: true, force: true });
});

describe('startServer', () => {
  it('picks a free port for port 0 and exposes the http.Server', () => {
    expect(app.port).toBeGreaterThan(0);
    expect(app.server.listening).toBe(true);
  });

  it('rejects when the port is taken', async () => {
    await expect(startServer({ port: app.port, host: '127.0.0.1', root })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});

describe('content types', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/index.html', 'text/html; charset=utf-8'],
    ['/assets/index-abc123.js', 'text/javascript; charset=utf-8'],
    ['/assets/style.css', 'text/css; charset=utf-8'],
    ['/assets/set.json', 'application/json; charset=utf-8'],
    ['/assets/back.png', 'image/png'],
    ['/assets/mat.svg', 'image/svg+xml'],
    ['/bench/bare.html', 'text/html; charset=utf-8'],
  ])('%s is served as %s', async (path, type) => {
    const reply = await get(path);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('falls back to octet-stream for unknown extensions', () => {
    expect(contentType('/x/file.unknownext')).toBe('application/octet-stream');
    expect(contentType('/x/FONT.WOFF2')).toBe('font/woff2');
  });
});

describe('gzip', () => {
  it('compresses text when the client accepts gzip, and the bytes round-trip', async () => {
    const reply = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['vary']).toBe('Accept-Encoding');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(gunzipSync(reply.body).toString()).toBe(SCRIPT);
  });

  it('sends identity when the client does not accept gzip', async () => {
    const reply = await get('/assets/index-abc123.js');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toBe(SCRIPT);
    expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
  });

  it('never gzips images that are already compressed', async () => {
    const reply = await get('/assets/back.png', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect([...reply.body]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('serves a changed file fresh instead of the cached gzip', async () => {
    const path = join(root, 'assets', 'changing.js');
    await writeFile(path, 'export const v = 1;');
    const first = await get('/assets/changing.js', { 'accept-encoding': 'gzip' });
    await writeFile(path, 'export const version = 2;');
    const second = await get('/assets/changing.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(first.body).toString()).toBe('export const v = 1;');
    expect(gunzipSync(second.body).toString()).toBe('export const version = 2;');
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('deflate')).toBe(false);
  });
});

describe('paths', () => {
  it.each(['/room/abc', '/deep/client/route', '/assets'])('falls back to index.html for the route %s', async (path) => {
    const reply = await get(path);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.body.toString()).toBe(INDEX);
  });

  it.each(['/missing.js', '/assets/nope.png', '/room/abc/app.css'])('answers 404 for the missing asset %s', async (path) => {
    const reply = await get(path);
    expect(reply.status).toBe(404);
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%2f%2e%2e%2fsecret.txt',
  ])('never serves files outside the root: %s', async (path) => {
    const reply = await get(path);
    expect([400, 403, 404]).toContain(reply.status);
    expect(reply.body.toString()).not.toContain('TOP SECRET');
  });

  it('rejects encoded escapes with 403 and malformed or NUL paths with 400', async () => {
    expect((await get('/..%2fsecret.txt')).status).toBe(403);
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/index.html%00.png')).status).toBe(400);
  });
});

describe('methods and caching', () => {
  it('answers HEAD with headers only', async () => {
    const reply = await get('/assets/style.css', {}, 'HEAD');
    expect(reply.status).toBe(200);
    expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength('body { margin: 0 }'));
    expect(reply.body.length).toBe(0);
  });

  it('refuses other methods with 405', async () => {
    const reply = await get('/', {}, 'POST');
    expect(reply.status).toBe(405);
    expect(reply.headers['allow']).toBe('GET, HEAD');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/assets/style.css');
    const etag = first.headers['etag'];
    expect(typeof etag).toBe('string');
    const again = await get('/assets/style.css', { 'if-none-match': String(etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
