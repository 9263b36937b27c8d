// Child processes of the benchmark: a command run to its end (its output is the figures), and the
// stopping of everything a part started. Each command gets a tag in its environment
// (FUDABA_BENCH_TAG), which its children inherit (npx, tsx, the bench script, the Chromium
// processes Playwright launches in sessions of their own, redis-server, the relays): a part that
// runs out of time is stopped by finding every process carrying its tag in /proc, orphans included.
// A Chromium launched here is found by its profile directory on its command line instead. The
// profiles (fudaba-* in the temporary directory) of the Chromium processes stopped are deleted.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ROOT } from './options.mjs';

/** A new tag for the processes of one part. @param {string} part */
export function newTag(part) {
  return `${part}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/**
 * Runs a command with `tag` in its environment; resolves with its stdout, rejects on failure, when
 * `signal` aborts (its processes are then stopped) or after `timeoutMs`.
 * @param {string} cmd @param {string[]} args
 * @param {{ tag: string, signal?: AbortSignal, timeoutMs?: number, quiet?: boolean, env?: Record<string, string> }} options
 * @returns {Promise<string>}
 */
export function run(cmd, args, { tag, signal, timeoutMs, quiet = false, env = {} }) {
  return new Promise((resolvePromise, reject) => {
    if (signal?.aborted) {
      reject(new Error(`${cmd}: not started, the part was stopped`));
      return;
    }
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env, FUDABA_BENCH_TAG: tag } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    let stopped = '';
    const stop = (/** @type {string} */ why) => {
      stopped = why;
      void stopTagged(tag);
    };
    const onAbort = () => stop('stopped with its part');
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => stop(`no result within ${timeoutMs / 1000} s`), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, sig) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (code === 0 && !stopped) resolvePromise(out);
      else {
        if (!quiet && !stopped) process.stderr.write(out + err);
        reject(new Error(`${cmd} ${args.join(' ')} failed (${stopped || (sig ?? `exit ${code}`)})`));
      }
    });
  });
}

/**
 * The pids of the processes (other than this one) whose environment or command line holds `tag`,
 * and of their descendants. @param {string} tag
 */
export function processesTagged(tag) {
  if (!existsSync('/proc/self/environ')) return [];
  const inEnv = `FUDABA_BENCH_TAG=${tag}\0`;
  const found = new Set();
  /** @type {Map<number, number>} */
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      if (readFileSync(`/proc/${name}/environ`, 'latin1').includes(inEnv) || readFileSync(`/proc/${name}/cmdline`, 'latin1').includes(tag)) {
        found.add(Number(name));
      }
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  for (let grew = found.size > 0; grew;) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!found.has(pid) && found.has(ppid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return [...found];
}

/** @param {number} pid @param {NodeJS.Signals} sig */
function signalPid(pid, sig) {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

/** @param {number} pid */
function alive(pid) {
  try {
    // A zombie (ended, not yet reaped by its parent) counts as gone.
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'latin1'));
  } catch {
    return false;
  }
}

/** The temporary fudaba-* profile directories on these processes' command lines. @param {number[]} pids */
function profilesOf(pids) {
  const dirs = new Set();
  for (const pid of pids) {
    try {
      for (const arg of readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')) {
        const dir = arg.startsWith('--user-data-dir=') ? arg.slice('--user-data-dir='.length) : '';
        if (dir && dirname(dir) === tmpdir() && basename(dir).startsWith('fudaba-')) dirs.add(dir);
      }
    } catch {
      // ended
    }
  }
  return dirs;
}

/**
 * Stops every process carrying `tag`: SIGTERM, then SIGKILL for those still there after `graceMs`;
 * then deletes the Chromium profiles they used. Resolves with the number of processes found.
 * @param {string} tag @param {number} [graceMs]
 */
export async function stopTagged(tag, graceMs = 3000) {
  const first = processesTagged(tag);
  const profiles = profilesOf(first);
  for (const pid of first) signalPid(pid, 'SIGTERM');
  const until = Date.now() + graceMs;
  while (Date.now() < until && processesTagged(tag).some(alive)) await new Promise((r) => setTimeout(r, 100));
  const left = processesTagged(tag).filter(alive);
  for (const pid of left) signalPid(pid, 'SIGKILL');
  if (left.length > 0) await new Promise((r) => setTimeout(r, 200));
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
  return first.length;
}
