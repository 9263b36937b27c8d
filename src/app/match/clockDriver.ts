// The clocks of the current match, outside React. This browser writes only the clocks of the seats
// it speaks for (its own in a room): a chess clock runs while its seat is the active one, a
// planning timer while a Falldown phase is planned and its seat has not sealed its plan. It reads
// the other seat's record as data from a stranger (checkClockRecord) and acts at zero only for its
// own seat: it passes the turn through the rules driver or locks in the plan as drafted. For the
// other seat it never acts: after the grace it offers a flag claim (logged when made).
import { ROOT, writeLog, type Seat } from '../../table';
import { currentTurn, matchState, readCurrentMatch, readRulesEvents, clockOf, type MatchView } from '../../rules/core';
import { applyClockOp, atZeroDecision, checkClockRecord, type ClockConfig, type ClockRecord } from '../../rules/core/clock';
import { freshClock, rawClock, readClock, writeClock } from '../../rules/core/clockRecords';
import type { ClockEvent, ClockSnapshot, ClockSource } from '../../rules/core/clockFaces';

export type { ClockEvent };
import type { TableSession } from '../session';
import { phaseRound, roundLabel } from '../../rules/falldown/flow/phase';

const SEATS: readonly Seat[] = ['p1', 'p2'];
const PLANNING_STEPS: ReadonlySet<string> = new Set(['draw', 'plan']);
const TICK_MS = 250;

export interface ClockDriverOptions {
  /** The seat this browser plays (null: a spectator). */
  seat(): Seat | null;
  /** The seats whose clocks this browser writes: its own in a room, both at a local table. */
  speaksFor(): readonly Seat[];
  /** The seat's own browser passes its turn (the rules driver's normal end-of-turn path). */
  passTurn(seat: Seat): void;
  /** The seat's own browser seals its Falldown plan as drafted (absent: only warned). */
  lockPlan?(seat: Seat): void;
  /** Said to this player (a notice). */
  notify?(event: ClockEvent): void;
  now?(): number;
  /** Ticks by itself (the app); tests call tick() instead. */
  autoTick?: boolean;
}

type Session = Pick<TableSession, 'doc' | 'context' | 'envelopes'>;

interface Phase {
  match: MatchView;
  config: Exclude<ClockConfig, { kind: 'off' }>;
  /** The period the records count: Falldown's phase, 0 for a chess clock. */
  period: number;
  /** The turn (chess) or phase (planning) the zero actions are keyed on. */
  turnKey: string;
  /** Which seats' clocks should run now. */
  running: Record<Seat, boolean>;
  counting: boolean;
}

export class ClockDriver implements ClockSource {
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];
  private readonly accepted = new Map<string, ClockRecord>();
  private readonly refused: Partial<Record<Seat, string>> = {};
  /** When this browser saw each seat's clock start to count (for back-dated starts). */
  private readonly observedStart = new Map<string, number>();
  /** Zero actions done, so each is done once per turn / phase. */
  private readonly done = new Set<string>();
  private readonly claimed = new Set<string>();
  private sealed: { label: string; seats: ReadonlySet<Seat> } = { label: '', seats: new Set() };
  private cached: ClockSnapshot | null | undefined;
  private timer: ReturnType<typeof setInterval> | null = null;
  private syncing = false;
  private notice: { event: ClockEvent; at: number } | null = null;
  /** Where the match is, read once per doc change (the ticks reuse it: no rules log parse 4 times a second). */
  private where: Phase | null | undefined;

  constructor(private readonly session: Session, private readonly options: ClockDriverOptions) {
    const changed = () => this.sync();
    for (const root of [ROOT.matches, ROOT.meta]) {
      const map = session.doc.getMap(root.name);
      map.observe(changed);
      this.stops.push(() => map.unobserve(changed));
    }
    const rules = session.doc.getArray(ROOT.rules.name);
    rules.observe(changed);
    this.stops.push(() => rules.unobserve(changed));
    const envelopes = session.doc.getMap(ROOT.envelopes.name);
    const sealedChanged = () => void this.readSealed();
    envelopes.observe(sealedChanged);
    this.stops.push(() => envelopes.unobserve(sealedChanged));
    if (options.autoTick !== false) {
      this.timer = setInterval(() => this.tick(), TICK_MS);
      this.stops.push(() => {
        if (this.timer) clearInterval(this.timer);
      });
    }
    this.sync();
  }

  destroy(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.listeners.clear();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The clocks as the table shows them; null when the match has none. */
  snapshot(): ClockSnapshot | null {
    if (this.cached !== undefined) return this.cached;
    const phase = this.phase();
    if (!phase) return (this.cached = null);
    const records = { p1: this.recordOf(phase, 'p1'), p2: this.recordOf(phase, 'p2') };
    const now = this.now();
    const own = this.options.speaksFor();
    const flagClaimable = SEATS.filter((seat) => !own.includes(seat) && this.options.seat() !== null
      && atZeroDecision(phase.config, records[seat], now, false) === 'offer-flag-claim' && !this.claimed.has(`${phase.turnKey}|${seat}`));
    this.cached = { config: phase.config, records, refused: { ...this.refused }, flagClaimable, counting: phase.counting, notice: this.notice };
    return this.cached;
  }

  private changed(): void {
    this.cached = undefined;
    for (const listener of [...this.listeners]) listener();
  }

  private phase(): Phase | null {
    if (this.where === undefined) this.where = this.readPhase();
    return this.where;
  }

  /** Where the match is, as far as the clocks care. */
  private readPhase(): Phase | null {
    const match = readCurrentMatch(this.session.doc);
    const config = match ? clockOf(match.record) : null;
    if (!match || !config || config.kind === 'off') return null;
    const playing = !match.result && matchState(this.session.doc, match) === 'playing';
    const position = currentTurn(readRulesEvents(this.session.doc, match.record.id).events);
    if (config.kind === 'chess') {
      const active = playing && position ? position.active : null;
      return {
        match, config, period: 0, turnKey: `${match.record.id}|${position?.turn ?? 0}`,
        running: { p1: active === 'p1', p2: active === 'p2' }, counting: active !== null,
      };
    }
    const period = position?.turn ?? 0;
    const counting = playing && position !== null && period > 0 && PLANNING_STEPS.has(position.phase);
    const label = roundLabel(match.record.id, period);
    const sealed = this.sealed.label === label ? this.sealed.seats : new Set<Seat>();
    return {
      match, config, period, turnKey: `${match.record.id}|${period}`,
      running: { p1: counting && !sealed.has('p1'), p2: counting && !sealed.has('p2') }, counting,
    };
  }

  /** A seat's record as accepted here: checked against the last one accepted and what this browser saw. */
  private recordOf(phase: Phase, seat: Seat): ClockRecord {
    const key = `${phase.match.record.id}|${phase.period}|${seat}`;
    const raw = rawClock(this.session.doc, phase.match.record.id, seat);
    const stored = readClock(this.session.doc, phase.match.record.id, seat);
    const prev = this.accepted.get(key) ?? null;
    if (raw === undefined) return prev ?? freshClock(seat);
    // A record of an earlier phase counts nothing in this one.
    if (stored && stored.period !== phase.period) return prev ?? freshClock(seat);
    const record = stored ? { seat: stored.seat, usedMs: stored.usedMs, runningSince: stored.runningSince } : raw;
    const checked = checkClockRecord(seat, seat, prev, record, this.now(), this.observedStart.get(key) ?? null, phase.config);
    if (!checked.ok) {
      if (this.refused[seat] !== checked.reason) {
        this.refused[seat] = checked.reason;
        console.warn(`[fudaba] clock: ${seat}'s record refused (${checked.reason})`);
        this.tell({ kind: 'refused', seat, reason: checked.reason });
      }
      return prev ?? freshClock(seat);
    }
    delete this.refused[seat];
    this.accepted.set(key, checked.record);
    return checked.record;
  }

  /** Starts and stops this browser's own clocks to match the table; then the zero actions. */
  sync(): void {
    if (this.syncing) {
      // A change made while syncing (our own write, or a pass's first step): read it at the next tick.
      this.where = undefined;
      this.cached = undefined;
      return;
    }
    this.syncing = true;
    try {
      this.cached = undefined;
      this.where = undefined;
      const phase = this.phase();
      if (phase) {
        this.observe(phase);
        this.writeOwn(phase);
      }
      this.changed();
      if (phase) this.atZero(phase);
    } finally {
      this.syncing = false;
    }
  }

  /** Called every quarter second: the faces count down, and zero is acted on. */
  tick(): void {
    const phase = this.phase();
    if (!phase) {
      if (this.cached !== null) this.changed();
      return;
    }
    // Only a running clock (or a change) re-renders the bar.
    if (phase.running.p1 || phase.running.p2 || this.cached === undefined) this.changed();
    this.atZero(phase);
  }

  private observe(phase: Phase): void {
    const now = this.now();
    for (const seat of SEATS) {
      const key = `${phase.match.record.id}|${phase.period}|${seat}`;
      if (phase.running[seat] && !this.observedStart.has(key)) this.observedStart.set(key, now);
      if (!phase.running[seat]) this.observedStart.delete(key);
    }
  }

  private writeOwn(phase: Phase): void {
    const now = this.now();
    const id = phase.match.record.id;
    for (const seat of this.options.speaksFor()) {
      // From the record as accepted here: a write to it that this browser refused is not carried on.
      const current = this.recordOf(phase, seat);
      const stored = readClock(this.session.doc, id, seat);
      const next = applyClockOp(current, phase.running[seat] ? { type: 'start', at: now } : { type: 'stop', at: now });
      const same = stored !== null && stored.period === phase.period && stored.usedMs === next.usedMs && stored.runningSince === next.runningSince;
      if (same || (stored === null && next.runningSince === null && next.usedMs === 0)) continue;
      this.accepted.set(`${id}|${phase.period}|${seat}`, next);
      this.session.doc.transact(() => writeClock(this.session.doc, id, next, phase.period), this.session.context(seat).actor.origin);
    }
  }

  private atZero(phase: Phase): void {
    const now = this.now();
    const own = this.options.speaksFor();
    for (const seat of SEATS) {
      const mine = own.includes(seat);
      const record = this.recordOf(phase, seat);
      const decision = atZeroDecision(phase.config, record, now, mine);
      if (decision === 'none') continue;
      const key = `${phase.turnKey}|${seat}`;
      // A clock at zero acts while it counts: a chess clock in its seat's turn, a timer in planning.
      if (!phase.running[seat] && decision !== 'offer-flag-claim') continue;
      if (decision === 'offer-flag-claim') {
        if (!this.done.has(`offer|${key}`)) {
          this.done.add(`offer|${key}`);
          this.changed();
        }
        continue;
      }
      if (this.done.has(key)) continue;
      this.done.add(key);
      if (decision === 'warn') {
        if (mine) this.log(seat, 'clockZero', { seat, kind: phase.config.kind });
        this.tell({ kind: 'zero', seat, own: mine });
      } else if (decision === 'pass-turn' && mine) {
        this.log(seat, 'clockPass', { seat });
        this.tell({ kind: 'passed', seat });
        this.options.passTurn(seat);
      } else if (decision === 'lock-plan' && mine) {
        this.log(seat, 'clockLock', { seat });
        this.tell({ kind: 'locked', seat });
        this.options.lockPlan?.(seat);
      }
    }
  }

  /** This seat says the other seat's time ran out beyond the grace (logged; it ends nothing by itself). */
  claimFlag(of: Seat): void {
    const me = this.options.seat();
    const phase = this.phase();
    if (!me || me === of || !phase) return;
    const snapshot = this.snapshot();
    if (!snapshot?.flagClaimable.includes(of)) return;
    this.claimed.add(`${phase.turnKey}|${of}`);
    this.log(me, 'clockFlag', { seat: of });
    this.tell({ kind: 'flag-claimed', seat: of });
    this.changed();
  }

  private tell(event: ClockEvent): void {
    this.notice = { event, at: this.now() };
    this.options.notify?.(event);
    queueMicrotask(() => this.changed());
  }

  private log(seat: Seat, op: string, args: Record<string, string>): void {
    this.session.doc.transact(() => writeLog(this.session.context(seat), op, args), this.session.context(seat).actor.origin);
  }

  /** Which seats sealed the current Falldown phase's plan (from the envelope round, read async). */
  private async readSealed(): Promise<void> {
    const match = readCurrentMatch(this.session.doc);
    if (!match || clockOf(match.record).kind !== 'planning') return;
    const period = currentTurn(readRulesEvents(this.session.doc, match.record.id).events)?.turn ?? 0;
    const label = roundLabel(match.record.id, period);
    const round = phaseRound(await this.session.envelopes.rounds(), label);
    const seats = new Set<Seat>(SEATS.filter((seat) => round?.committed.includes(seat)));
    if (this.sealed.label === label && [...seats].every((s) => this.sealed.seats.has(s)) && seats.size === this.sealed.seats.size) return;
    this.sealed = { label, seats };
    this.sync();
  }
}
