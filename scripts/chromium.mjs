// Finds the Chromium the browser tests drive, installing Debian's package when we may (root).
// Import `ensureChromium()`, or run `node scripts/chromium.mjs` to print the path.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const DEFAULT_PATH = '/usr/bin/chromium';
const HOW_TO = "install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH";

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path of an executable Chromium. Installs chromium + CJK fonts (the UI is Japanese)
 * with apt-get when it is missing and we are root; otherwise throws a one-line instruction.
 * @returns {string}
 */
export function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    // An explicit path is never second-guessed: installing another Chromium would not help.
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`Chromium not found at CHROMIUM_PATH=${fromEnv}: ${HOW_TO}`);
  }
  if (isExecutable(DEFAULT_PATH)) return DEFAULT_PATH;
  if (process.getuid?.() === 0) {
    console.error('Chromium not found: installing Debian\'s chromium with apt-get…');
    // apt's output goes to stderr so stdout stays just the path for `$(node scripts/chromium.mjs)`.
    const result = spawnSync(
      'sh',
      ['-c', 'apt-get update && apt-get install -y chromium fonts-noto-cjk'],
      { stdio: ['ignore', 2, 2], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
    );
    if (result.status === 0 && isExecutable(DEFAULT_PATH)) return DEFAULT_PATH;
    throw new Error(`Chromium not found (apt-get install failed): ${HOW_TO}`);
  }
  throw new Error(`Chromium not found: ${HOW_TO}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(ensureChromium());
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
