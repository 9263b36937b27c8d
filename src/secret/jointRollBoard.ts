// Joint rolls over the sealed envelopes. The roller's browser opens a round per die or coin and
// commits a random share; the other seat's browser commits one of its own as soon as it sees the
// round (a random share reveals nothing and runs nothing of that seat's, so it is safe to do on a
// peer's request); the envelope board acknowledges and reveals both. Then the roller's browser
// writes the derived face (one transaction, naming the round), and every browser checks each such
// write against the revealed shares. All the state is in the doc, so a reload continues a roll.
import type * as Y from 'yjs';
import { logEntrySchema, objectsOf, roll, type LogEntry, type Seat, type TableContext } from '../table';
import { getObject } from '../table/context';
import { ROOT } from '../table/layout';
import type { EnvelopeBoard, EnvelopeView } from './envelopeBoard';
import { deriveFace, isShare, newShare, rollLabel, rolledPiece, type RollTarget } from './jointRoll';

/** A roll not yet written, and whose part it waits for. */
export interface PendingRoll {
  round: string;
  piece: string;
  by: Seat;
  /** Seats whose share is not yet committed, or (all committed) not yet revealed; empty: the roller writes it. */
  waitingFor: Seat[];
  /** A seat committed twice (or the round was rewritten): this roll never opens. */
  stuck: boolean;
}

/** What a browser found wrong with a joint roll, typed for the UI (never matched on text). */
export interface RollProblem {
  round: string;
  piece: string;
  /** The seat that wrote the roll (or skipped it). */
  seat: Seat | 'system';
  /** value: the log names another face; shown: the piece shows another face; unopened: the round named is no opened roll of this piece; skipped: a finished roll was left unwritten while a later one was written. */
  problem: 'value' | 'shown' | 'unopened' | 'skipped';
  expected?: number;
  found?: number;
}

interface Written { round: string; piece: string; seat: LogEntry['seat']; face: number; index: number }

const targetOf = (doc: Y.Doc, id: string): RollTarget | null => {
  const object = getObject(doc, id);
  if (object?.kind === 'die') return { kind: 'die', sides: object.sides };
  if (object?.kind === 'coin') return { kind: 'coin' };
  return null;
};

const faceOfEntry = (entry: LogEntry): number | null => {
  if (entry.op === 'roll' && typeof entry.args['value'] === 'number') return entry.args['value'];
  if (entry.op === 'toss' && typeof entry.args['heads'] === 'boolean') return entry.args['heads'] ? 1 : 2;
  return null;
};

export class JointRollBoard {
  private readonly committing = new Set<string>();
  private readonly applying = new Set<string>();
  private readonly reported = new Set<string>();
  private readonly waiters = new Map<string, Array<(face: number | null) => void>>();
  private readonly listeners = new Set<() => void>();
  private readonly problemListeners = new Set<(problem: RollProblem) => void>();
  private pendingNow: PendingRoll[] = [];
  private logEntries: LogEntry[] = [];
  private logRead = 0;
  private problemsNow: RollProblem[] = [];
  private running: Promise<void> = Promise.resolve();
  private scheduled = false;
  private readonly observer = () => this.schedule();
  /** Only log lines that write a joint roll, or change a piece whose latest act was one, need a step. */
  private readonly logObserver = (event: Y.YArrayEvent<unknown>) => {
    for (const change of event.changes.delta) {
      for (const raw of change.insert ?? []) {
        const args = (raw as { args?: Record<string, unknown> } | null)?.args;
        if (typeof args?.['round'] === 'string' || (typeof args?.['id'] === 'string' && this.watched.has(args['id']))) return this.schedule();
      }
    }
  };
  /** Pieces whose latest act is a joint roll: a change to one is checked against its shares. */
  private watched = new Set<string>();
  private readonly objectObserver = (events: Array<Y.YEvent<Y.AbstractType<unknown>>>) => {
    for (const event of events) {
      const changed = event.path.length > 0 ? [String(event.path[0])] : [...(event as Y.YMapEvent<unknown>).keysChanged];
      if (changed.some((id) => this.watched.has(id))) return this.schedule();
    }
  };

  constructor(
    private readonly doc: Y.Doc,
    private readonly envelopes: EnvelopeBoard,
    private readonly seat: () => Seat | null,
    /** The context this browser's seat writes a roll in (its undo origin). */
    private readonly context: (seat: Seat) => TableContext,
  ) {}

  start(): void {
    this.doc.getMap(ROOT.envelopes.name).observe(this.observer);
    this.doc.getArray(ROOT.log.name).observe(this.logObserver);
    objectsOf(this.doc).observeDeep(this.objectObserver);
    this.schedule();
  }

  stop(): void {
    this.doc.getMap(ROOT.envelopes.name).unobserve(this.observer);
    this.doc.getArray(ROOT.log.name).unobserve(this.logObserver);
    objectsOf(this.doc).unobserveDeep(this.objectObserver);
  }

  /** The browser now plays another seat: it owes that seat's shares. */
  seatChanged(): void {
    this.schedule();
  }

  /** Resolves once the steps scheduled so far have run. */
  settled(): Promise<void> {
    return this.running;
  }

  /** Rolls each die or coin jointly: opens a round for it and commits this seat's share. */
  roll(ids: readonly string[]): { rounds: string[]; faces: Promise<(number | null)[]> } {
    const seat = this.seat();
    if (!seat) throw new Error('a spectator cannot roll');
    const rounds: string[] = [];
    for (const id of ids) {
      if (!targetOf(this.doc, id)) throw new Error(`${id} is no die or coin`);
      rounds.push(this.envelopes.open(rollLabel(id), 'text'));
    }
    const faces = Promise.all(rounds.map((round) => new Promise<number | null>((resolve) => {
      this.waiters.set(round, [...(this.waiters.get(round) ?? []), resolve]);
    })));
    this.schedule();
    return { rounds, faces };
  }

  /** Rolls still under way, oldest first. */
  get pending(): readonly PendingRoll[] {
    return this.pendingNow;
  }

  /** Every problem this browser found so far. */
  get problems(): readonly RollProblem[] {
    return this.problemsNow;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called once per problem found. */
  onProblem(listener: (problem: RollProblem) => void): () => void {
    this.problemListeners.add(listener);
    return () => this.problemListeners.delete(listener);
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.running = this.running.then(async () => {
      this.scheduled = false;
      await this.step().catch((error: unknown) => console.warn('[fudaba] joint roll step failed', error));
    });
  }

  private async step(): Promise<void> {
    await this.envelopes.settled();
    const rounds = (await this.envelopes.rounds()).filter((r) => rolledPiece(r.label) !== null);
    const log = this.readLog();
    const opened = new Map<string, number>();
    log.forEach((entry, index) => {
      if (entry.op === 'envelopeOpen' && typeof entry.args['round'] === 'string' && !opened.has(entry.args['round'])) opened.set(entry.args['round'], index);
    });
    // Rounds in the order they were opened (the log's order; the round's time is in whole seconds).
    const order = (r: EnvelopeView) => opened.get(r.id) ?? Number.MAX_SAFE_INTEGER;
    rounds.sort((a, b) => order(a) - order(b) || a.t - b.t || (a.id < b.id ? -1 : 1));
    const written = this.written(log);
    const writtenRounds = new Set(written.map((w) => w.round));
    this.commitShares(rounds);
    const faces = new Map<string, number>();
    for (const round of rounds) {
      const face = await this.faceOf(round);
      if (face !== null) faces.set(round.id, face);
    }
    for (const w of this.written(this.readLog())) writtenRounds.add(w.round);
    this.apply(rounds, faces, writtenRounds);
    // Read again: the doc changed while the faces were derived (and this browser may have just written some).
    const logNow = this.readLog();
    const writtenNow = this.written(logNow);
    for (const w of writtenNow) writtenRounds.add(w.round);
    this.check(rounds, faces, writtenNow, logNow);
    this.pendingNow = rounds.filter((r) => !writtenRounds.has(r.id) && !this.applying.has(r.id) && this.live(r)).map((r) => this.pendingOf(r, faces));
    for (const round of rounds) {
      if (writtenRounds.has(round.id)) this.resolve(round.id, faces.get(round.id) ?? null);
      else if (round.equivocated?.length) this.resolve(round.id, null);
    }
    for (const listener of [...this.listeners]) listener();
  }

  /** A roll is shown as under way while its piece is on the table. */
  private live(round: EnvelopeView): boolean {
    const piece = rolledPiece(round.label);
    return piece !== null && targetOf(this.doc, piece) !== null;
  }

  private pendingOf(round: EnvelopeView, faces: Map<string, number>): PendingRoll {
    const missing = round.seats.filter((s) => !round.committed.includes(s));
    const unrevealed = round.seats.filter((s) => round.values[s] === undefined);
    return {
      round: round.id, piece: rolledPiece(round.label) ?? '', by: round.by ?? round.seats[0] ?? 'p1',
      waitingFor: faces.has(round.id) ? [] : missing.length > 0 ? missing : unrevealed,
      stuck: (round.equivocated?.length ?? 0) > 0,
    };
  }

  /** This seat's share in every roll it takes part in and has not committed to (its own or a peer's). */
  private commitShares(rounds: readonly EnvelopeView[]): void {
    const seat = this.seat();
    if (!seat) return;
    for (const round of rounds) {
      const key = `${round.id}/${seat}`;
      if (!round.seats.includes(seat) || round.committed.includes(seat) || round.mine !== undefined || this.committing.has(key)) continue;
      if (!this.live(round)) continue;
      this.committing.add(key);
      void this.envelopes.commit(round.id, newShare()).catch((error: unknown) => {
        this.committing.delete(key);
        console.warn('[fudaba] joint roll: the share was not committed', error);
      });
    }
  }

  /** The face both revealed shares give, once both opened their commitments. */
  private async faceOf(round: EnvelopeView): Promise<number | null> {
    const piece = rolledPiece(round.label);
    const target = piece ? targetOf(this.doc, piece) : null;
    const p1 = round.values.p1;
    const p2 = round.values.p2;
    if (!target || round.verdicts.p1 !== 'ok' || round.verdicts.p2 !== 'ok' || !isShare(p1) || !isShare(p2)) return null;
    if (round.seats.length !== 2 || (round.equivocated?.length ?? 0) > 0) return null;
    return deriveFace(round.id, { p1, p2 }, target);
  }

  /** The roller's browser writes each finished roll of its own, in the order they were opened. */
  private apply(rounds: readonly EnvelopeView[], faces: Map<string, number>, written: Set<string>): void {
    const seat = this.seat();
    if (!seat) return;
    const blocked = new Set<string>();
    for (const round of rounds) {
      const piece = rolledPiece(round.label);
      if (round.by !== seat || !piece || written.has(round.id) || this.applying.has(round.id)) continue;
      const face = faces.get(round.id);
      if ((round.equivocated?.length ?? 0) > 0) continue;
      // An earlier roll of the same piece still under way comes first.
      if (face === undefined || blocked.has(piece)) {
        blocked.add(piece);
        continue;
      }
      this.applying.add(round.id);
      roll(this.context(seat), { ids: [piece], faces: [face], rounds: [round.id] });
      written.add(round.id);
    }
  }

  /** The log's valid entries, parsed once each: the log only grows (a shorter one is read again). */
  private readLog(): LogEntry[] {
    const array = this.doc.getArray<unknown>(ROOT.log.name);
    if (array.length < this.logRead) {
      this.logRead = 0;
      this.logEntries = [];
    }
    for (const raw of array.slice(this.logRead)) {
      const parsed = logEntrySchema.safeParse(raw);
      if (parsed.success) this.logEntries.push(parsed.data);
    }
    this.logRead = array.length;
    return this.logEntries;
  }

  private written(log: readonly LogEntry[]): Written[] {
    const out: Written[] = [];
    log.forEach((entry, index) => {
      const round = entry.args['round'];
      const piece = entry.args['id'];
      const face = faceOfEntry(entry);
      if (typeof round === 'string' && typeof piece === 'string' && face !== null) out.push({ round, piece, seat: entry.seat, face, index });
    });
    return out;
  }

  /** Every written joint roll against the shares; every finished roll left out while a later one was written. */
  private check(rounds: readonly EnvelopeView[], faces: Map<string, number>, written: readonly Written[], log: readonly LogEntry[]): void {
    const byId = new Map(rounds.map((r) => [r.id, r]));
    // The last log line naming each piece: a joint roll's face must show unless a later line changed it.
    const lastTouch = new Map<string, number>();
    log.forEach((entry, index) => {
      const id = entry.args['id'];
      if (typeof id === 'string') lastTouch.set(id, index);
    });
    for (const w of written) {
      const round = byId.get(w.round);
      const expected = faces.get(w.round);
      if (!round || rolledPiece(round.label) !== w.piece || (round.equivocated?.length ?? 0) > 0) {
        this.report({ round: w.round, piece: w.piece, seat: w.seat, problem: 'unopened', found: w.face });
        continue;
      }
      // Not yet revealed here: checked when the reveals arrive.
      if (expected === undefined) continue;
      if (w.face !== expected) this.report({ round: w.round, piece: w.piece, seat: w.seat, problem: 'value', expected, found: w.face });
      // The piece must show that face unless a later entry changed it (set by hand, undone, rolled again).
      const later = (lastTouch.get(w.piece) ?? -1) > w.index;
      const shown = later ? null : this.shownFace(w.piece);
      if (shown !== null && shown !== expected) this.report({ round: w.round, piece: w.piece, seat: w.seat, problem: 'shown', expected, found: shown });
    }
    const writtenRounds = new Set(written.map((w) => w.round));
    this.watched = new Set(written.filter((w) => (lastTouch.get(w.piece) ?? -1) <= w.index).map((w) => w.piece));
    for (const round of rounds) {
      const piece = rolledPiece(round.label);
      if (!piece || writtenRounds.has(round.id) || !faces.has(round.id)) continue;
      const after = written.find((w) => w.piece === piece && byId.get(w.round)?.by === round.by && rounds.indexOf(byId.get(w.round)!) > rounds.indexOf(round));
      if (after) this.report({ round: round.id, piece, seat: round.by ?? 'system', problem: 'skipped', expected: faces.get(round.id)! });
    }
  }

  private shownFace(id: string): number | null {
    const object = getObject(this.doc, id);
    if (object?.kind === 'die') return object.value;
    if (object?.kind === 'coin') return object.heads ? 1 : 2;
    return null;
  }

  private report(problem: RollProblem): void {
    const key = `${problem.round}/${problem.problem}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.problemsNow = [...this.problemsNow, problem];
    console.warn(`[fudaba] joint roll ${problem.round} (${problem.piece}): ${problem.problem}`);
    for (const listener of [...this.problemListeners]) listener(problem);
  }

  private resolve(round: string, face: number | null): void {
    const waiting = this.waiters.get(round);
    if (!waiting) return;
    this.waiters.delete(round);
    for (const resolve of waiting) resolve(face);
  }
}
