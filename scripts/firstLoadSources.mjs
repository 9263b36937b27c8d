// What the first load is made of (issue 18): for the JS chunks a fresh table fetches until its first
// WebGL draw (as listed by scripts/firstLoad.mjs), which node_modules packages and which src/ folders
// they contain, with sizes per group. Reads each chunk's source map (build with --sourcemap): every
// mapped span of the minified chunk is counted for the source it comes from; unmapped bytes (Rolldown's
// glue) go to "(unmapped)". "gzip" is each group's code gzipped on its own (-9), so the groups add up
// to a little more than the real total; "share" splits each chunk's real gzip size by raw bytes.
//
//   npx vite build --outDir .tmp/dist-load --emptyOutDir --sourcemap
//   node scripts/firstLoadSources.mjs .tmp/dist-load [ja|en] [--behind] [--modules=node_modules/zod/]
//
// --behind also counts the chunks of the next few seconds; --modules=<prefix> lists every module
// whose path starts with the prefix, chunk by chunk (e.g. to check that no zod/v4/classic is there).
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const root = resolve(args.find((a) => !a.startsWith('--') && a !== 'ja' && a !== 'en') ?? '.tmp/dist-load');
const lang = args.find((a) => a === 'ja' || a === 'en') ?? 'ja';
const withBehind = args.includes('--behind');
const modulesPrefix = args.find((a) => a.startsWith('--modules='))?.slice('--modules='.length);

// The chunk list comes from firstLoad.mjs itself, so both scripts agree on what "first load" means.
const here = dirname(fileURLToPath(import.meta.url));
const listing = execFileSync(process.execPath, [join(here, 'firstLoad.mjs'), root, lang], { encoding: 'utf8' });
const chunks = [];
let counting = true;
for (const line of listing.split('\n')) {
  if (line.startsWith('then in the next')) counting = withBehind;
  const file = /kB raw {2}(\S+\.js)$/.exec(line)?.[1];
  // firstLoad.mjs prints assets/ files without their folder.
  if (file && counting) chunks.push(existsSync(join(root, 'assets', file)) ? `assets/${file}` : file);
}
if (chunks.length === 0) throw new Error(`no chunks listed by firstLoad.mjs:\n${listing}`);

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
function decodeSegment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const digit = B64_VALUE.get(c);
    if (digit === undefined) throw new Error(`bad VLQ character ${c}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** The chunk's code split by source: source index (or -1) to the text mapped to it. */
function spansBySource(code, map) {
  const lines = code.split('\n');
  const texts = new Map();
  const add = (source, text) => texts.set(source, (texts.get(source) ?? '') + text);
  let source = 0;
  const mapLines = map.mappings.split(';');
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    const segments = (mapLines[l] ?? '').split(',').filter(Boolean).map(decodeSegment);
    let col = 0;
    let at = 0;
    let current = -1;
    for (const seg of segments) {
      col += seg[0];
      if (col > at) add(current, line.slice(at, col));
      at = col;
      if (seg.length >= 4) {
        source += seg[1];
        current = source;
      } else current = -1;
    }
    add(current, line.slice(at) + '\n');
  }
  return texts;
}

/** node_modules/<package> (scoped too) or src/<folder>, from a source path relative to the map. */
function groupOf(path) {
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + 'node_modules/'.length).split('/');
    return `node_modules/${parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  const src = path.indexOf('src/');
  if (src >= 0) {
    const parts = path.slice(src).split('/');
    return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return path.startsWith('\0') || path.includes('vite') ? '(vite/rolldown runtime)' : `(other) ${path}`;
}

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kB = (bytes) => (bytes / 1000).toFixed(1);
const groups = new Map(); // group -> { raw, text, share }
let total = { raw: 0, gz: 0 };
const moduleRows = [];
for (const chunk of chunks) {
  const file = join(root, chunk);
  const code = readFileSync(file, 'utf8');
  const chunkGz = gz(code);
  total = { raw: total.raw + Buffer.byteLength(code), gz: total.gz + chunkGz };
  // Rolldown's own runtime chunk has no map: it is counted whole, as "(no source map)".
  const map = existsSync(`${file}.map`) ? JSON.parse(readFileSync(`${file}.map`, 'utf8')) : null;
  if (!map && !chunk.includes('rolldown-runtime')) throw new Error(`${chunk}.map is missing: build with --sourcemap`);
  const mapDir = dirname(chunk);
  const spans = map ? spansBySource(code, map) : new Map([[-2, code]]);
  for (const [index, text] of spans) {
    const path = index === -2 ? '(no source map)' : index < 0 ? '(unmapped)' : normalize(join(mapDir, map.sources[index])).replace(/^(\.\.\/)+/, '');
    const group = index < 0 ? path : groupOf(path);
    const raw = Buffer.byteLength(text);
    const entry = groups.get(group) ?? { raw: 0, text: '', share: 0 };
    entry.raw += raw;
    entry.text += text;
    entry.share += (chunkGz * raw) / Buffer.byteLength(code);
    groups.set(group, entry);
    if (modulesPrefix && path.startsWith(modulesPrefix)) moduleRows.push({ chunk, path, raw });
  }
}

const rows = [...groups].map(([group, g]) => ({ group, raw: g.raw, gz: gz(g.text), share: g.share })).sort((a, b) => b.share - a.share);
console.log(`${chunks.length} chunks (${withBehind ? 'until 4 s after the first draw' : 'until the first WebGL draw'}, ${lang}): ${kB(total.gz)} kB gzip, ${kB(total.raw)} kB raw`);
console.log('   share    gzip      raw  group');
for (const r of rows) console.log(`${kB(r.share).padStart(8)}${kB(r.gz).padStart(8)}${kB(r.raw).padStart(9)}  ${r.group}`);
if (modulesPrefix) {
  console.log(`\nmodules under ${modulesPrefix}: ${moduleRows.length}`);
  for (const m of moduleRows.sort((a, b) => a.path.localeCompare(b.path))) console.log(`${kB(m.raw).padStart(8)} kB raw  ${m.path}  (${m.chunk})`);
}
