// The parts of `npm run bench`, in the order a full run runs them: what each measures, its
// default time limit, what it needs, how it runs (a bench/*.ts script in Node, a browser here, or a
// script inside a loopback-only network namespace), and its rows in the docs table.
//
// Default limits: about twice what the part's command was allowed before (when one 480 s watchdog
// stopped the whole run) and several times what it takes on an idle 2-core machine, so that a busy
// machine still finishes; the frames part, which had no limit of its own, gets 10 minutes.
import { relative } from 'node:path';
import { ensureRedis } from '../relayProcesses.mjs';
import { bundlePart, chunkList, loadRows } from './bundle.mjs';
import { framesPart } from './frames.mjs';
import { framesRows } from './framesRows.mjs';
import { ROOT } from './options.mjs';
import { newTag, run, stopTagged } from './processes.mjs';
import { networkRows, receiveRows, relayRows, signalingRows } from './rowsNet.mjs';
import { assistViewRows, falldownRows, jointDeckRows, secretRows, signedRows, yjsRows } from './rowsNode.mjs';
import { kb, lastJson, log } from './util.mjs';

/**
 * @typedef {import('./parts.mjs').Part & {
 *   key?: string,
 *   rowPattern?: RegExp,
 *   rows?: (value: any) => string[][],
 *   chunks?: (value: any) => string,
 * }} BenchPart
 * `key`: where its figures go in the raw results (none: merged into them); `rowPattern`: its rows
 * in the docs table (beside a row named by its title); `rows`: its rows from its figures.
 */

const MINUTE = 60_000;

/** The order of the parts' rows in the docs table. */
export const TABLE_ORDER = ['frames', 'yjs', 'bundle', 'signed', 'secret', 'joint', 'assist', 'falldown', 'net', 'receive', 'signaling', 'relay'];

/** Runs a command for a part: stopped with it, and its processes with it. @param {import('./parts.mjs').PartContext} ctx */
function command(ctx, /** @type {string} */ id, /** @type {string} */ cmd, /** @type {string[]} */ args, env = {}) {
  const tag = newTag(id);
  ctx.defer(() => stopTagged(tag));
  return run(cmd, args, { tag, signal: ctx.signal, env });
}

/** A bench script in Node (tsx); its figures are its last line of JSON. @param {string} id @param {string} script */
const nodeScript = (id, script) => async (/** @type {import('./parts.mjs').PartContext} */ ctx) => lastJson(await command(ctx, id, 'npx', ['tsx', script]));

const NOT_ROOT = 'needs root for a loopback-only network namespace (unshare -n)';

/**
 * A bench script inside a network namespace with only loopback up (root only; else `{ skipped }`).
 * @param {string} id @param {string} script @param {() => Record<string, string>} env @param {() => void} [first]
 */
const loopbackScript = (id, script, env = () => ({}), first = () => {}) => async (/** @type {import('./parts.mjs').PartContext} */ ctx) => {
  if (process.getuid?.() !== 0) return { skipped: NOT_ROOT };
  first();
  return lastJson(await command(ctx, id, 'unshare', ['-n', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', 'npx', 'tsx', script], env()));
};

/**
 * Every part, in the order a full run runs them.
 * @param {import('./options.mjs').BenchOptions} options @returns {BenchPart[]}
 */
export function benchParts({ outDir, quick, shotDir }) {
  const dist = () => ({ FUDABA_DIST: outDir });
  return [
    {
      id: 'build', title: `Build of the app into ${relative(ROOT, outDir)}`, limitMs: 5 * MINUTE,
      run: async (ctx) => {
        await command(ctx, 'build', 'npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
        return { outDir };
      },
    },
    {
      id: 'yjs', title: 'Yjs bytes per move and a 2-hour game', limitMs: 4 * MINUTE, key: 'yjs',
      rowPattern: /^\| (Yjs update per move|Doc after a 2-hour game \|)/, rows: yjsRows,
      run: async (ctx) => {
        const y = await nodeScript('yjs', 'bench/yjs-bytes.ts')(ctx);
        if (y.timedOut) log('warning: the Yjs simulation hit its time limit');
        log(`Yjs: ${y.inZone.mean.toFixed(1)} B in zone, ${y.zoneChange.mean.toFixed(1)} B changing zone, game doc ${kb(y.game.docBytes)} (${(y.ms / 1000).toFixed(1)} s)`);
        return y;
      },
    },
    {
      id: 'signed', title: 'Signed writes', limitMs: 6 * MINUTE, key: 'signed',
      rowPattern: /^\| (Bytes per signed card move|Sign \+ verify per move|Transport doc after a 2-hour game|Late joiner to a verified table) /, rows: signedRows,
      run: async (ctx) => {
        const s = await nodeScript('signed', 'bench/signed.ts')(ctx);
        if (s.timedOut) log('warning: the signed-writes benchmark hit its time limit');
        return s;
      },
    },
    {
      id: 'secret', title: 'Hidden information: secret shuffle, draw and play', limitMs: 3 * MINUTE, key: 'secret',
      rowPattern: /^\| (Secret shuffle of a hidden|Draw 1 from a hidden deck|Play a hidden card face up)/, rows: secretRows,
      run: nodeScript('secret', 'bench/secret.ts'),
    },
    {
      id: 'joint', title: 'Joint decks (issue 15)', limitMs: 3 * MINUTE, key: 'jointDeck',
      rowPattern: /^\| (Joint shuffle of a|Bytes of a \d+-card shuffle|Bytes per draw from a joint deck|Draw in-process, command → card opened for its holder \(two docs|Doc after a 2-hour game with )/,
      rows: jointDeckRows, run: nodeScript('joint', 'bench/jointDeck.ts'),
    },
    {
      id: 'assist', title: 'Rules assist view', limitMs: 3 * MINUTE, key: 'assistView',
      rowPattern: /^\| Rules assist/, rows: assistViewRows, run: nodeScript('assist', 'bench/assistView.ts'),
    },
    {
      id: 'falldown', title: 'Falldown phase resolution', limitMs: 3 * MINUTE, key: 'falldown',
      rowPattern: /^\| Falldown/, rows: falldownRows, run: nodeScript('falldown', 'bench/falldown.ts'),
    },
    {
      id: 'bundle', title: 'First load (JS until WebGL first draws, time to ready)', limitMs: 4 * MINUTE, needs: ['build'], key: 'load',
      rowPattern: /^\| (JS loaded by index\.html|JS fetched after ready|Navigation → ready)/, rows: loadRows, chunks: chunkList,
      run: (ctx) => bundlePart(ctx, { outDir, quick }),
    },
    {
      id: 'frames', title: 'Frame time and drag, 1,000 cards (app vs bare PixiJS)', limitMs: 10 * MINUTE, needs: ['build'],
      rowPattern: /^\| (Frame time|App \/ bare|Pixels drawn per frame|Draw calls per frame|Drop after the drag)/, rows: framesRows,
      run: (ctx) => framesPart(ctx, { outDir, quick, shotDir }),
    },
    {
      id: 'net', title: 'Network figures', limitMs: 7 * MINUTE, needs: ['build'], key: 'net',
      rowPattern: /^\| (Drop → visible|Invite link → synced table|Awareness bytes per pointer move|Sent by the dragging peer|Three-peer mesh)/,
      rows: networkRows, run: loopbackScript('net', 'bench/net.mts', dist),
    },
    {
      id: 'receive', title: 'Receive path', limitMs: 10 * MINUTE, needs: ['build'], key: 'receive',
      rowPattern: /^\| (Receive path|Heap after)/, rows: receiveRows, run: loopbackScript('receive', 'bench/receive.mts', dist),
    },
    {
      id: 'signaling', title: 'Signaling under hostile load', limitMs: 4 * MINUTE, key: 'signaling',
      rowPattern: /^\| Signaling under hostile load/, rows: signalingRows, run: loopbackScript('signaling', 'bench/signaling.mts'),
    },
    {
      id: 'relay', title: 'Relay (issue 19)', limitMs: 5 * MINUTE, key: 'relay',
      rowPattern: /^\| Relay/, rows: relayRows,
      // apt-get, when redis-server is missing, needs the network: before entering the loopback-only namespace
      run: loopbackScript('relay', 'bench/relay.mts', () => ({}), () => void ensureRedis()),
    },
  ];
}

/** Whether a docs table line is one of `part`'s rows. @param {BenchPart} part @param {string} line */
export function isRowOf(part, line) {
  return line.startsWith(`| ${part.title} |`) || (part.rowPattern?.test(line) ?? false);
}
