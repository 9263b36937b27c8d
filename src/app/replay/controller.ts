// The replay viewer's state: a loaded replay, the viewer's own read-only table session (never
// shared, never stored), the moment shown, and playback. The page shows the viewer's table instead
// of the live one while it is open (viewStore.ts); closing it shows the live table again.
import type { GameCardBase } from '../../cards/game';
import type { Seat } from '../../table';
import { loadRules } from '../rulesAssist';
import { currentGame } from '../gameContext';
import { TableSession } from '../session';
import { assistAt, type AssistAt } from './assist';
import { copyTable } from './copy';
import type { LoadedReplay } from './load';
import { isAction, type Moment } from './model';
import { revealHidden } from './reveal';
import type { ReplayPoint, ReplayView, Speed } from './types';
import { replayView } from './viewStore';

export type { ReplayPoint, Speed };

/** At 1×, one action a second; 4× four. */
const ACTION_MS = 1000;
const VIEW_ORIGIN = { replay: true };

export class ReplayController implements ReplayView {
  readonly points: readonly ReplayPoint[];
  private index = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private speedNow: Speed | null = null;
  private readonly listeners = new Set<() => void>();
  private showing: Promise<void> = Promise.resolve();
  private assistNow: AssistAt | null = null;
  version = 0;

  private constructor(
    readonly loaded: LoadedReplay,
    readonly session: TableSession,
    /** 'file': a replay file; 'history': the live room's transport, with a way back to live. */
    readonly source: 'file' | 'history',
  ) {
    const { replay } = loaded;
    // The scrubber's points: the first moment, every action, and the last moment.
    const last = replay.length - 1;
    this.points = replay.moments.filter((m) => m.k === 0 || m.k === last || isAction(m))
      .map((moment, i) => ({ i, moment }));
  }

  /** Opens a viewer on its own table session (spectator: nothing can be run on it). */
  static async open(loaded: LoadedReplay, live: TableSession, source: 'file' | 'history', at: 'start' | 'end' = 'start'): Promise<ReplayController> {
    const session = new TableSession('replay-view', live.games, 'spectator', false);
    await session.open();
    // The viewer's table is a view: not stored, and no command runs on it.
    void session.store.destroy();
    session.run = () => ({ ok: false, error: 'a replay is read-only' });
    const controller = new ReplayController(loaded, session, source);
    await controller.seek(at === 'start' ? 0 : controller.points.length - 1);
    replayView.set(controller);
    return controller;
  }

  get at(): number {
    return this.index;
  }

  get point(): ReplayPoint {
    return this.points[this.index]!;
  }

  get speed(): Speed | null {
    return this.speedNow;
  }

  get assist(): AssistAt | null {
    return this.assistNow;
  }

  get revealedSeats(): Seat[] {
    return [...this.loaded.keys.keys()];
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(): void {
    this.version++;
    for (const fn of this.listeners) fn();
  }

  /** Shows point i (clamped) on the viewer's table; resolves once it is there. */
  seek(i: number): Promise<void> {
    const target = Math.max(0, Math.min(this.points.length - 1, Math.round(i)));
    this.index = target;
    this.changed();
    this.showing = this.showing.then(() => this.show(target));
    return this.showing;
  }

  private async show(i: number): Promise<void> {
    if (i !== this.index) return; // a later seek wins
    const point = this.points[i]!;
    const doc = this.loaded.replay.tableAt(point.moment.k);
    await revealHidden(doc, this.loaded.keys);
    if (i !== this.index) return;
    copyTable(doc, this.session.doc, VIEW_ORIGIN);
    doc.destroy();
    this.assistNow = await this.assistHere(point.moment);
    this.changed();
  }

  private async assistHere(moment: Moment): Promise<AssistAt | null> {
    const game = currentGame(this.session);
    if (!game) return null;
    const rulesFor = await loadRules();
    const module = rulesFor(game.meta.id);
    if (!module) return null;
    return assistAt(this.session.doc, module, this.session.games.lookupFor<GameCardBase>(game.game), moment);
  }

  step(delta: number): Promise<void> {
    this.pause();
    return this.seek(this.index + delta);
  }

  play(speed: Speed): void {
    this.pause();
    if (this.index >= this.points.length - 1) void this.seek(0);
    this.speedNow = speed;
    this.timer = setInterval(() => {
      if (this.index >= this.points.length - 1) return this.pause();
      void this.seek(this.index + 1);
    }, ACTION_MS / speed);
    this.changed();
  }

  pause(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    if (this.speedNow !== null) {
      this.speedNow = null;
      this.changed();
    }
  }

  /** Resolves once playback has reached the last point. */
  async untilEnd(): Promise<void> {
    while (this.speedNow !== null && this.index < this.points.length - 1) await new Promise((r) => setTimeout(r, 50));
    await this.showing;
  }

  /** Back to the live table. */
  close(): void {
    this.pause();
    if (replayView.get() === this) replayView.set(null);
    this.session.destroy();
  }
}
