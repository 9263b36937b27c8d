// One runner for any game's flow (GameModule.flow, rules/core/contract.ts), outside React. It reads the
// game through its ports, asks the flow's step function what comes next, runs each automatic effect
// once (however often the same state is emitted again), and runs the player's verbs when asked. A
// failing action is said (snapshot().error) and the flow's `recover` says what is kept. Its inputs
// (the match, the envelope rounds, the store) are ports, so the app and the Node tests drive the
// same object; React only subscribes (useSyncExternalStore).
import type { FlowAction, FlowInput, FlowRecords, GameFlow, RulesEvent, RulesEventDraft, SetupWrite, TableAction } from '../../rules/core';
import type { Localized } from '../../cards/game';
import type { Choice, EnvelopeView } from '../../secret/envelopeBoard';
import type { Seat } from '../../table';

/** Where a seat's local record is kept: one per table, game (scope), seat and period. */
export interface FlowWhere { table: string; scope: string; seat: Seat; period: number }

/** This browser's store of local records (localStorage in the app, memory in tests). */
export interface FlowStore<Local> {
  load(where: FlowWhere): Local | null;
  save(where: FlowWhere, local: Local): void;
}

/** What the flow reads now; null when the table holds no game of this flow, or nobody plays here. */
export interface FlowRead<State> {
  state: State; seat: Seat; events: readonly RulesEvent[]; scope: string; table: string;
  /** The set-up records and the match (none read: a flow that needs neither). */
  records?: FlowRecords;
}

const NO_RECORDS: FlowRecords = { meta: () => undefined, match: null };

export interface FlowPorts<State, Local> {
  read(): FlowRead<State> | null;
  /** Hears of every change `read` may see (the table, the rules log, the match, the seat). */
  subscribe(listener: () => void): () => void;
  rounds(): Promise<readonly EnvelopeView[]>;
  /** Hears of every change of the envelope rounds. */
  onRounds(listener: () => void): () => void;
  open(label: string, kind: EnvelopeView['kind']): string;
  commit(round: string, value: Choice): Promise<void>;
  record(events: readonly RulesEventDraft[]): void;
  /** Runs this seat's commands and events as one transaction; returns the commands that failed, as text. */
  run(actions: readonly TableAction[], events: readonly RulesEventDraft[]): string[];
  /** Runs set-up writes as this seat in one transaction under the set-up origin; returns what failed, as text. */
  setup(writes: readonly SetupWrite[]): string[];
  shuffle(zone: string): Promise<void>;
  /** A game-level request through the rules assist, as the game's panel makes it. */
  perform(verb: string, args: Record<string, unknown>, label: Localized): void;
  deal(): Promise<void>;
  advance(): void;
  /** The queue entries the other browser left for this seat, and taking one (checked again there). */
  queued(): readonly string[];
  take(id: string): void;
  store: FlowStore<Local>;
}

export interface FlowSnapshot<State, Local, Effect> {
  /** What the flow read (null: no game of this flow, or a spectator). */
  input: FlowInput<State, Local> | null;
  effect: Effect | null;
  error: string | null;
  /** Counts what was said: the same words said again are news too (a hook may pass each on once). */
  said: number;
  /** An action of this browser is under way (a commitment being sealed). */
  busy: boolean;
}

/** The flow's input and where its local record is kept. */
interface Reading<State, Local> { where: FlowWhere; input: FlowInput<State, Local> }

const keyOf = (w: FlowWhere) => `${w.table}|${w.scope}|${w.seat}|${w.period}`;
const message = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

export class FlowDriver<State, Local, Effect extends { kind: string }, Verb> {
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];
  private readonly locals = new Map<string, Local>();
  /** The automatic effects started (by where and effect): each runs once. */
  private readonly started = new Set<string>();
  private readonly taken = new Set<string>();
  private readonly inflight = new Set<Promise<unknown>>();
  private rounds: readonly EnvelopeView[] = [];
  private roundsAsked = 0;
  private roundsSeen = 0;
  private current: FlowSnapshot<State, Local, Effect> = { input: null, effect: null, error: null, said: 0, busy: false };
  private said = 0;
  private error: { where: string; text: string } | null = null;
  private busy = 0;
  private scheduled = false;
  private destroyed = false;

  constructor(private readonly flow: GameFlow<State, Local, Effect, Verb>, private readonly ports: FlowPorts<State, Local>) {
    this.stops.push(ports.subscribe(() => this.schedule()), ports.onRounds(() => this.fetchRounds()));
    this.fetchRounds();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(): FlowSnapshot<State, Local, Effect> {
    return this.current;
  }

  /** Stops `stop` with the driver (a listener the app wires to it). */
  own(stop: () => void): void {
    this.stops.push(stop);
  }

  destroy(): void {
    this.destroyed = true;
    for (const stop of this.stops.splice(0)) stop();
    this.listeners.clear();
  }

  /** Resolves once nothing is scheduled or under way here (the envelope board may still be working). */
  async settled(): Promise<void> {
    for (let i = 0; i < 100 && (this.scheduled || this.inflight.size > 0); i++) {
      await Promise.allSettled([...this.inflight]);
      await new Promise<void>((resolve) => queueMicrotask(resolve));
    }
  }

  /** A player's verb, read against the table as it is now. */
  act(verb: Verb): void {
    const now = this.read();
    if (!now) return;
    const effect = this.flow.step(now.input);
    this.perform(this.flow.verb(verb, now.input, effect), now, null);
  }

  // ---- reading --------------------------------------------------------------------------------

  private whereOf(read: FlowRead<State>): FlowWhere {
    return { table: read.table, scope: read.scope, seat: read.seat, period: this.flow.period(read.state) };
  }

  private localAt(where: FlowWhere): Local {
    const key = keyOf(where);
    let local = this.locals.get(key);
    if (local === undefined) {
      local = this.ports.store.load(where) ?? this.flow.blank();
      this.locals.set(key, local);
    }
    return local;
  }

  private read(): Reading<State, Local> | null {
    const read = this.ports.read();
    if (!read) return null;
    const { state, seat, events, scope } = read;
    const where = this.whereOf(read);
    return { where, input: { state, seat, events, scope, records: read.records ?? NO_RECORDS, rounds: this.rounds, local: this.localAt(where) } };
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inflight.add(promise);
    void promise.finally(() => this.inflight.delete(promise)).catch(() => undefined);
    return promise;
  }

  private fetchRounds(): void {
    const asked = ++this.roundsAsked;
    this.track(this.ports.rounds()).then((rounds) => {
      // An older answer that arrives late never replaces a newer one.
      if (this.destroyed || asked < this.roundsSeen) return;
      this.roundsSeen = asked;
      this.rounds = rounds;
      this.schedule();
    }, (failure: unknown) => console.warn('[fudaba] flow: envelope rounds:', failure));
  }

  // ---- running --------------------------------------------------------------------------------

  private schedule(): void {
    if (this.scheduled || this.destroyed) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.evaluate();
    });
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private evaluate(): void {
    if (this.destroyed) return;
    const now = this.read();
    const input = now?.input ?? null;
    let effect: Effect | null = null;
    try {
      effect = input ? this.flow.step(input) : null;
    } catch (failure) {
      // A fault in the flow costs the flow's advice, never the table.
      console.warn('[fudaba] flow:', failure);
    }
    const where = now ? keyOf(now.where) : '';
    // What was said belongs to its period: a new phase (or game) starts without it.
    if (this.error && this.error.where !== where) this.error = null;
    this.current = { input, effect, error: this.error?.text ?? null, said: this.said, busy: this.busy > 0 };
    this.notify();
    if (!now || !effect) return;
    if (this.flow.takesQueued) this.takeQueued();
    const actions = this.flow.auto(effect, now.input);
    if (!actions) return;
    const key = `${where}|${JSON.stringify(effect)}`;
    if (this.started.has(key)) return;
    this.started.add(key);
    this.perform(actions, now, { effect, key });
  }

  private takeQueued(): void {
    for (const id of this.ports.queued()) {
      if (this.taken.has(id)) continue;
      this.taken.add(id);
      this.ports.take(id);
    }
  }

  private say(where: FlowWhere, text: string | null): void {
    this.error = text === null ? null : { where: keyOf(where), text };
    if (text !== null) this.said++;
  }

  private keep(where: FlowWhere, local: Local): void {
    this.locals.set(keyOf(where), local);
    this.ports.store.save(where, local);
  }

  /**
   * Runs actions in order: the synchronous ones at once (a verb's doc writes are done when act()
   * returns), a commitment, a shuffle or a deal awaited. A failure stops the rest, is said, and the flow's `recover`
   * gives the local record to keep; a recovered automatic effect may run again.
   */
  private perform(actions: readonly FlowAction<Local>[], { where, input }: Reading<State, Local>, auto: { effect: Effect; key: string } | null): void {
    const fail = (failure: unknown) => {
      this.say(where, message(failure));
      const back = auto ? this.flow.recover?.(auto.effect, input) ?? null : null;
      if (back !== null && auto) {
        this.keep(where, back);
        this.started.delete(auto.key);
      }
    };
    const run = async () => {
      for (const action of actions) {
        if (action.kind === 'commit' || action.kind === 'shuffle' || action.kind === 'deal') {
          this.busy++;
          this.schedule();
          try {
            await this.runLater(action);
          } finally {
            this.busy--;
          }
        } else {
          this.runNow(action, where);
        }
      }
    };
    try {
      // Everything before the first await runs now, synchronously.
      this.track(run().catch(fail).finally(() => this.schedule()));
    } catch (failure) {
      fail(failure);
    }
    this.schedule();
  }

  private runLater(action: Extract<FlowAction<Local>, { kind: 'commit' | 'shuffle' | 'deal' }>): Promise<void> {
    switch (action.kind) {
      case 'commit': return this.ports.commit(action.round, action.value);
      case 'shuffle': return this.ports.shuffle(action.zone);
      case 'deal': return this.ports.deal();
    }
  }

  private runNow(action: Exclude<FlowAction<Local>, { kind: 'commit' | 'shuffle' | 'deal' }>, where: FlowWhere): void {
    switch (action.kind) {
      case 'open-round':
        this.ports.open(action.label, action.envelope);
        return;
      case 'record':
        this.ports.record(action.events);
        return;
      case 'keep':
        this.keep(where, action.local);
        return;
      case 'run': {
        const failures = this.ports.run(action.actions, action.events);
        if (failures.length > 0) this.say(where, failures.join('; '));
        return;
      }
      case 'setup': {
        // A set-up step that failed stops what comes after it (the shuffle after a hand put back …).
        const failures = this.ports.setup(action.writes);
        if (failures.length > 0) throw new Error(failures.join('; '));
        return;
      }
      case 'perform':
        this.ports.perform(action.verb, action.args, action.label);
        return;
      case 'advance':
        this.ports.advance();
        return;
      case 'say':
        this.say(where, action.error);
        return;
    }
  }
}
