// The log as people read it: runs of the same small act by one seat (flipping a deck card by card,
// ticking a counter down) become one line.
import type { LogEntry } from '../table/log';
import { ROLL_LABEL } from '../secret/jointRoll';

/** Acts whose run adds up: "flipped 1" × 24 is "flipped 24". */
const SUMMED = new Set(['flip', 'tap', 'rotate', 'draw', 'delete', 'duplicate', 'take', 'stack']);
/** Acts on one piece whose run ends where the last one left it: "HP = 19, 18, 17" is "HP = 17". */
const LATEST = new Set(['counter', 'tokens', 'setDie']);

/** The log ops a payment's own line has (a `pay` rules event, src/ui/rules/assistModel.ts). */
const PAYMENT_OPS: ReadonlySet<string> = new Set(['pay', 'payFor']);

const paidKey = (seat: string, t: number) => `${seat}@${t}`;

/**
 * The seats and log times at which a payment has its own line. The rules event and its token
 * moves are written in one transaction, so they share a second, or straddle one.
 */
export function paymentTimes(entries: readonly LogEntry[]): ReadonlySet<string> {
  const paid = new Set<string>();
  for (const entry of entries) {
    if (!PAYMENT_OPS.has(entry.op)) continue;
    paid.add(paidKey(entry.seat, entry.t));
    paid.add(paidKey(entry.seat, entry.t + 1));
  }
  return paid;
}

/**
 * Whether an entry gets a line of its own: a joint roll's sealed shares and their reveals do not
 * (the roll's start and its verified face say it; the fair-play dialog lists the envelopes), nor
 * the token moves of a payment. The `part` marker is the writer's word: it hides a line only when
 * a payment of that seat at that time says it (`paid`, from paymentTimes), so a modified client
 * cannot hide its moves by marking them.
 */
export function shownInLog(entry: LogEntry, paid: ReadonlySet<string> = new Set()): boolean {
  if (entry.args['part'] === 'pay' && paid.has(paidKey(entry.seat, entry.t))) return false;
  if (entry.op !== 'envelopeCommit' && entry.op !== 'envelopeReveal') return true;
  const label = entry.args['label'];
  return typeof label !== 'string' || !label.startsWith(ROLL_LABEL);
}

/** The entries that get lines, oldest first (the doc's, the rules' and this browser's, merged). */
export function shownEntries(entries: readonly LogEntry[]): LogEntry[] {
  const paid = paymentTimes(entries);
  return entries.filter((entry) => shownInLog(entry, paid));
}

export interface LogLine {
  entry: LogEntry;
  /** How many entries this line stands for. */
  times: number;
}

function sameArgs(a: LogEntry['args'], b: LogEntry['args'], ignore: ReadonlySet<string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!ignore.has(key) && a[key] !== b[key]) return false;
  return true;
}

const SUM_IGNORES = new Set(['id', 'count']);
const LATEST_IGNORES = new Set(['value', 'count']);

/** Whether `next` continues the run that `line` stands for. */
function continues(line: LogLine, next: LogEntry): boolean {
  const last = line.entry;
  if (last.seat !== next.seat || last.op !== next.op) return false;
  if (SUMMED.has(next.op)) return sameArgs(last.args, next.args, SUM_IGNORES);
  if (LATEST.has(next.op)) return sameArgs(last.args, next.args, LATEST_IGNORES);
  return false;
}

/** Consecutive entries of one run as one line each, oldest first. */
export function coalesce(entries: readonly LogEntry[]): LogLine[] {
  const lines: LogLine[] = [];
  for (const entry of entries) {
    const line = lines[lines.length - 1];
    if (line && continues(line, entry)) {
      const before = line.entry.args['count'];
      const now = entry.args['count'];
      const args = SUMMED.has(entry.op) && typeof before === 'number' && typeof now === 'number' ? { ...entry.args, count: before + now } : entry.args;
      line.entry = { ...entry, args };
      line.times++;
    } else {
      lines.push({ entry, times: 1 });
    }
  }
  return lines;
}

/**
 * The entry an undo by `seat` takes back: its latest act not yet undone, replaying its undos and
 * redos as the undo manager's two stacks. Null when there is none in the entries.
 */
export function undoneEntry(entries: readonly LogEntry[], seat: string): LogEntry | null {
  const done: LogEntry[] = [];
  const undone: LogEntry[] = [];
  for (const entry of entries) {
    if (entry.seat !== seat) continue;
    if (entry.op === 'undo') { const last = done.pop(); if (last) undone.push(last); }
    else if (entry.op === 'redo') { const last = undone.pop(); if (last) done.push(last); }
    else { done.push(entry); undone.length = 0; }
  }
  return done[done.length - 1] ?? null;
}
