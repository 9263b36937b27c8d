// The static server of the benchmark: the built app on loopback, gzip like a real server, no
// caching between loads.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp',
  '.jpg': 'image/jpeg', '.woff2': 'font/woff2', '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map']);

/**
 * Serves `root` on 127.0.0.1 (a free port); resolves with `{ base, close }`. `close` is idempotent.
 * @param {string} root @returns {Promise<{ base: string, close: () => Promise<void> }>}
 */
export function startServer(root) {
  /** @type {Map<string, Buffer>} */
  const gzipCache = new Map();
  const server = createServer((req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let path = resolve(root, `.${decodeURIComponent(url.pathname)}`);
      if (path !== root && !path.startsWith(root + sep)) {
        res.writeHead(403).end();
        return;
      }
      if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
      if (!existsSync(path)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      const ext = extname(path);
      /** @type {Record<string, string | number>} */
      const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-store' };
      let body = readFileSync(path);
      if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(body, { level: 9 }));
        body = gzipCache.get(path) ?? body;
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  let closed = false;
  const close = () => new Promise((resolveClose) => {
    if (closed) return resolveClose(undefined);
    closed = true;
    server.closeAllConnections?.();
    server.close(() => resolveClose(undefined));
  }).then(() => {});
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolvePromise({ base: `http://127.0.0.1:${port}`, close });
    });
  });
}
