// This browser's own lines in the log (records skipped as invalid, audits, sealed-envelope
// mismatches): never shared, kept in a small store that only the log column reads.
import { logTime, type LogEntry } from '../../table';
import type { Store } from './derivedStore';

/** Older lines kept when new ones come. */
const KEEP = 50;

export class LocalLog implements Store<LogEntry[]> {
  private entries: LogEntry[] = [];
  private readonly listeners = new Set<() => void>();

  get snapshot(): LogEntry[] {
    return this.entries;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** A line of text under a log operation (its op names how the log panel shows it). */
  readonly note = (op: string, text: string): void => {
    this.add([{ t: logTime(), seat: 'system', op, args: { text } }]);
  };

  /** Records the table skipped: said in the console and in the log, never a crash. */
  readonly invalid = (records: readonly { id: string; reason: string }[]): void => {
    for (const r of records) console.warn(`[fudaba] skipped invalid record ${r.id}: ${r.reason}`);
    this.add(records.map((r) => ({ t: logTime(), seat: 'system' as const, op: 'invalid', args: { id: r.id, reason: r.reason } })));
  };

  private add(lines: LogEntry[]): void {
    if (lines.length === 0) return;
    this.entries = [...this.entries.slice(-KEEP), ...lines];
    for (const fn of [...this.listeners]) fn();
  }
}
