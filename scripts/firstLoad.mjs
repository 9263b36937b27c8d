// Lists the JavaScript a fresh table fetches, chunk by chunk, with gzip -9 sizes (issue 18):
// until `document.body.dataset.ready === 'true'` (what `npm run bench` counts), until the first
// WebGL draw (the table on screen: PixiJS's renderer is a chunk of its own, fetched when the canvas
// starts), and in the next few seconds (what loads behind the table: the games' data).
//
//   npx vite build --outDir .tmp/dist-load && node scripts/firstLoad.mjs .tmp/dist-load [ja|en] [--shot=file.png]
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const root = resolve(args.find((a) => !a.startsWith('--') && a !== 'ja' && a !== 'en') ?? '.tmp/dist-load');
const lang = args.find((a) => a === 'ja' || a === 'en') ?? 'ja';
const shot = args.find((a) => a.startsWith('--shot='))?.slice('--shot='.length);
const AFTER_MS = 4000;

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.woff2': 'font/woff2', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp' };
const server = createServer((req, res) => {
  let path = join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
  if (!path.startsWith(root) || !existsSync(path)) return void res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' }).end(readFileSync(path));
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true });
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(`(() => {
    try { localStorage.setItem('fudaba.lang', ${JSON.stringify(lang)}); } catch {}
    const gl = window.WebGL2RenderingContext && WebGL2RenderingContext.prototype;
    if (!gl) return;
    for (const name of ['drawElements', 'drawArrays']) {
      const original = gl[name];
      gl[name] = function (...a) { window.__firstDrawAt ??= performance.now(); return original.apply(this, a); };
    }
  })();`);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('page error:', e.message));
  const phases = { ready: new Set(), drawn: new Set(), behind: new Set() };
  let phase = 'ready';
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) phases[phase].add(path);
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await page.goto(`http://127.0.0.1:${port}/?table=load-${Date.now().toString(36)}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.body?.dataset.ready === 'true', null, { timeout: 60_000, polling: 20 });
  phase = 'drawn';
  await page.waitForFunction(() => window.__firstDrawAt !== undefined, null, { timeout: 60_000, polling: 20 });
  phase = 'behind';
  await page.waitForTimeout(AFTER_MS);
  if (shot) await page.screenshot({ path: shot });

  const gzip = (path) => gzipSync(readFileSync(join(root, path)), { level: 9 }).length;
  const kB = (bytes) => (bytes / 1000).toFixed(1);
  let total = 0;
  const labels = { ready: 'until ready (what the bench counts)', drawn: 'then until the first WebGL draw', behind: `then in the next ${AFTER_MS / 1000} s` };
  for (const [key, files] of Object.entries(phases)) {
    const rows = [...files].map((path) => ({ path, gz: gzip(path), raw: statSync(join(root, path)).size })).sort((a, b) => b.gz - a.gz);
    const sum = rows.reduce((s, r) => s + r.gz, 0);
    total += sum;
    console.log(`${labels[key]}: ${rows.length} files, ${kB(sum)} kB gzip (running total ${kB(total)} kB)`);
    for (const r of rows) console.log(`  ${kB(r.gz).padStart(6)} kB  ${kB(r.raw).padStart(6)} kB raw  ${r.path.replace(/^\/assets\//, '')}`);
  }
} finally {
  await browser.close();
  server.close();
}
