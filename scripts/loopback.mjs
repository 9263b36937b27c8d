// Running a check's child process, and running the net and browser tests inside a loopback-only
// network namespace: shared by `npm test` (scripts/test.mjs) and `npm run test:repeat`
// (scripts/testRepeat.mjs), so both isolate the tests the same way.
import { spawn, spawnSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'node_modules', '.bin');

/** @typedef {number | string} Outcome  A status code (0: passed), or a failure line. */
/** @typedef {{ quiet: boolean }} Io  quiet: hold the output back and print it whole at the end. */

/** @param {string} command @param {string[]} args @param {Io} io @param {NodeJS.ProcessEnv} [env] @returns {Promise<Outcome>} */
export function exec(command, args, io, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: io.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => resolve(`${command}: ${err.message}`));
    child.on('close', (code, signal) => {
      if (io.quiet) process.stdout.write(Buffer.concat(output));
      resolve(signal ? `${command} was killed by ${signal}` : (code ?? 1));
    });
  });
}

/**
 * `argv` made to run in a fresh network namespace with just `lo` up (`unshare -n`), unless we
 * already are in one: the command line to spawn, or a failure line when that cannot be done.
 * Never skipped: without root or unshare, it is a failure.
 * @param {string[]} argv @returns {string[] | string}
 */
export function loopbackArgv(argv) {
  const infos = Object.values(networkInterfaces()).flat();
  const alreadyIsolated = infos.some((i) => i?.internal) && !infos.some((i) => i && !i.internal);
  if (alreadyIsolated) return argv;
  if (process.getuid?.() !== 0) return 'the net and e2e tests need root for `unshare -n` (a loopback-only network namespace): run npm test as root, as CI does';
  const probe = spawnSync('unshare', ['-n', 'true'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    return `\`unshare -n\` does not work here (${probe.error?.message ?? `exit code ${probe.status}`}): the net and e2e tests need a loopback-only network namespace`;
  }
  return ['unshare', '-n', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', ...argv];
}

/**
 * Real WebRTC must only ever see loopback: run the net and browser tests in a fresh network
 * namespace with just `lo` up, unless we already are in one. Never skipped: without root or
 * unshare, the step fails.
 * @param {string} project @param {Io} io @param {NodeJS.ProcessEnv} [env] @returns {Outcome | Promise<Outcome>}
 */
export function loopbackOnly(project, io, env = process.env) {
  const argv = loopbackArgv([join(BIN, 'vitest'), 'run', '--project', project]);
  if (typeof argv === 'string') return argv;
  return exec(argv[0] ?? '', argv.slice(1), io, env);
}
