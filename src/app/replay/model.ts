// The replay model: the steps of a match as moments (what each step logged, typed), and the table
// at any moment rebuilt in a fresh doc. Checkpoints every CHECKPOINT_EVERY steps keep a jump
// anywhere to one checkpoint plus fewer than that many updates.
import * as Y from 'yjs';
import { ROOT, readLogEntry, type LogEntry } from '../../table';
import { rulesEventSchema, type RulesEvent } from '../../rules/core';
import type { Role } from '../../net/signed/policy';
import type { ReplayStep } from './steps';

export const CHECKPOINT_EVERY = 100;

export interface Moment {
  /** Its index in the timeline (the table at moment k holds steps 0..k). */
  k: number;
  /** Seconds since 1970. */
  t: number;
  by: Role | null;
  /** The table log entries this step appended, typed (labels are made at display time). */
  log: LogEntry[];
  /** The rules events it appended (allowances, resolutions, payments, phases …). */
  rules: RulesEvent[];
  refused: ReplayStep['refused'];
  /** Ids of the table objects it created, changed or removed (a move in a play area logs no line). */
  touched: string[];
}

function inserted(event: Y.YArrayEvent<unknown>): unknown[] {
  const out: unknown[] = [];
  for (const change of event.changes.delta) if (change.insert && Array.isArray(change.insert)) out.push(...(change.insert as unknown[]));
  return out;
}

export class Replay {
  readonly moments: readonly Moment[];
  private readonly checkpoints: Uint8Array[] = [];

  constructor(readonly steps: readonly ReplayStep[]) {
    const doc = new Y.Doc();
    const moments: Moment[] = [];
    let current: Moment | null = null;
    doc.getArray<unknown>(ROOT.log.name).observe((event) => {
      for (const raw of inserted(event)) {
        const entry = readLogEntry(raw);
        if (entry && current) current.log.push(entry);
      }
    });
    doc.getArray<unknown>(ROOT.rules.name).observe((event) => {
      for (const raw of inserted(event)) {
        const parsed = rulesEventSchema.safeParse(raw);
        if (parsed.success && current) current.rules.push(parsed.data as RulesEvent);
      }
    });
    doc.getMap<unknown>(ROOT.objects.name).observeDeep((events) => {
      if (!current) return;
      const ids = new Set(current.touched);
      for (const event of events) {
        if (event.path.length > 0) ids.add(String(event.path[0]));
        else for (const key of event.changes.keys.keys()) ids.add(key);
      }
      current.touched = [...ids];
    });
    steps.forEach((step, k) => {
      if (k % CHECKPOINT_EVERY === 0) this.checkpoints.push(Y.encodeStateAsUpdate(doc));
      current = { k, t: step.t, by: step.by, log: [], rules: [], refused: step.refused, touched: [] };
      if (step.update.length > 0) Y.applyUpdate(doc, step.update);
      moments.push(current);
    });
    this.moments = moments;
    doc.destroy();
  }

  get length(): number {
    return this.steps.length;
  }

  /** The table after step k (clamped), in a new doc of its own. */
  tableAt(k: number): Y.Doc {
    const doc = new Y.Doc();
    if (this.steps.length === 0) return doc;
    const last = Math.max(0, Math.min(this.steps.length - 1, Math.floor(k)));
    const c = Math.floor(last / CHECKPOINT_EVERY);
    const checkpoint = this.checkpoints[c];
    if (checkpoint) Y.applyUpdate(doc, checkpoint);
    for (let i = c * CHECKPOINT_EVERY; i <= last; i++) {
      const update = this.steps[i]!.update;
      if (update.length > 0) Y.applyUpdate(doc, update);
    }
    return doc;
  }

  /** How many updates tableAt(k) applies after its checkpoint (for the cost bound's test). */
  updatesFor(k: number): number {
    return (Math.max(0, Math.min(this.steps.length - 1, k)) % CHECKPOINT_EVERY) + 1;
  }

  /** The moments that a person reads as actions: those that logged something, changed an object or were refused. */
  actions(): Moment[] {
    return this.moments.filter(isAction);
  }
}

export function isAction(m: Moment): boolean {
  return m.log.length > 0 || m.rules.length > 0 || m.touched.length > 0 || m.refused !== null;
}
