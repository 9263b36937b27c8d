/**
 * Serves the built app (dist/) over node:http: content types, gzip, SPA fallback.
 * No framework on purpose: the server is a few dozen lines and must start anywhere Node does.
 */
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

const gzipAsync = promisify(gzip);

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

// Images, fonts and media are already compressed; gzipping them only costs CPU.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest',
  '.txt', '.csv', '.xml', '.svg', '.wasm', '.ttf', '.otf']);

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** True when Accept-Encoding allows gzip (a `gzip;q=0` refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== 'gzip') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export function createStaticHandler(root: string): RequestHandler {
  const base = resolve(root);
  // One gzip per file version (size + mtime), shared by concurrent requests while it runs.
  const gzipped = new Map<string, { version: string; body: Promise<Buffer> }>();

  function gzipOf(path: string, version: string): Promise<Buffer> {
    const hit = gzipped.get(path);
    if (hit?.version === version) return hit.body;
    const body = readFile(path).then((raw) => gzipAsync(raw, { level: 9 }));
    gzipped.set(path, { version, body });
    body.catch(() => gzipped.delete(path));
    return body;
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method Not Allowed');
    }
    const target = locate(base, req.url ?? '/');
    if (target === 'bad') return sendText(res, 400, 'Bad Request');
    if (target === 'outside') return sendText(res, 403, 'Forbidden');

    const found = await findFile(base, target.file, target.pathname);
    if (found === undefined) return sendText(res, 404, 'Not Found');
    const { path, stats } = found;

    const version = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
    const etag = `W/"${version}"`;
    const compressible = COMPRESSIBLE.has(extname(path).toLowerCase());
    res.setHeader('Content-Type', contentType(path));
    // Vite's hashed names and our unhashed public/ assets share dist/assets/, so nothing
    // may be cached blindly: the browser revalidates, and an unchanged file costs a 304.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');

    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    if (compressible && acceptsGzip(req.headers['accept-encoding'])) {
      const body = await gzipOf(path, version);
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('Content-Length', stats.size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(path)
      .on('error', (err) => res.destroy(err))
      .pipe(res);
  }

  return (req, res) => {
    serve(req, res).catch((err: unknown) => {
      if (res.headersSent) res.destroy(err instanceof Error ? err : undefined);
      else sendText(res, 500, 'Internal Server Error');
    });
  };
}

type Located = 'bad' | 'outside' | { file: string; pathname: string };

/** Maps a request URL to a path inside base, refusing anything that would leave it. */
function locate(base: string, url: string): Located {
  let pathname: string;
  try {
    // URL parsing already folds literal `..` segments; decoding can still produce `../`.
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return 'bad';
  }
  if (pathname.includes('\0')) return 'bad';
  const file = resolve(base, `.${pathname}`);
  if (file !== base && !file.startsWith(base + sep)) return 'outside';
  return { file, pathname };
}

/**
 * The file to send: the path itself, a folder's index.html, or (for extension-less paths,
 * which are client-side routes like /room/abc) the app's index.html. Missing assets stay 404.
 */
async function findFile(base: string, file: string, pathname: string,
): Promise<{ path: string; stats: Stats } | undefined> {
  const candidates = [file, join(file, 'index.html')];
  if (extname(pathname) === '') candidates.push(join(base, 'index.html'));
  for (const path of candidates) {
    const stats = await stat(path).catch(() => undefined);
    if (stats?.isFile()) return { path, stats };
  }
  return undefined;
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
