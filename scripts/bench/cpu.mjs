// CPU time of the whole browser (browser, GPU and renderer processes), from /proc. Under
// SwiftShader the GPU process does the drawing on the CPU, so CPU milliseconds per frame is the
// cost of a frame that other programs on the machine disturb least. Linux only; null elsewhere.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU ms of the processes whose command line holds `marker` (the browser's profile directory) and
 * of all their descendants. @param {string} marker @returns {number | null}
 */
export function browserCpuMs(marker) {
  if (!existsSync('/proc/self/stat')) return null;
  /** @type {Map<number, { ppid: number, ticks: number }>} */
  const procs = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime + stime, plus cutime + cstime: the time of children that ended (renderers come and go)
      procs.set(Number(name), { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14]) });
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = new Set();
  for (const pid of procs.keys()) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) tree.add(pid);
    } catch {
      // ended
    }
  }
  if (tree.size === 0) return null;
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, p] of procs) {
      if (!tree.has(pid) && tree.has(p.ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of tree) ticks += procs.get(pid)?.ticks ?? 0;
  return (ticks * 1000) / CLK_TCK;
}

/** Busy CPU time of the whole machine (all cores, including time stolen by the hypervisor). @returns {number | null} */
export function machineBusyMs() {
  try {
    const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = f;
    return ((user + nice + system + irq + softirq + (steal || 0)) * 1000) / CLK_TCK;
  } catch {
    return null;
  }
}

/**
 * Where the CPU counts start, for othersShare. @param {string} marker
 * @returns {{ at: number, busy: number | null, browser: number | null, own: NodeJS.CpuUsage, marker: string }}
 */
export function cpuStart(marker) {
  return { at: Date.now(), busy: machineBusyMs(), browser: browserCpuMs(marker), own: process.cpuUsage(), marker };
}

/**
 * CPU use of everything but this benchmark, over [start, now], as a share of all cores.
 * @param {ReturnType<typeof cpuStart>} start @returns {number | null}
 */
export function othersShare(start) {
  const busy = machineBusyMs();
  const browser = browserCpuMs(start.marker);
  if (busy === null || browser === null || start.busy === null || start.browser === null) return null;
  const own = process.cpuUsage(start.own);
  const ownMs = (own.user + own.system) / 1000;
  const others = busy - start.busy - (browser - start.browser) - ownMs;
  return Math.max(0, others / ((Date.now() - start.at) * cpus().length));
}
