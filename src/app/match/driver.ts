// The rules flow of a match, outside React: derives the game state from the table and the current
// match's rules events (read in readGame.ts), checks each local command, keeps the popover after a
// move, advances phases, applies resolutions (one transaction per seat, bound to the result the
// player saw), runs the steps left for this seat, and carries the match to its end (proposed by the
// rules, confirmed by the players, or conceded, or drawn by agreement). React subscribes to it;
// tests drive it directly on a TableSession in Node.
import type { CommandResult, Seat } from '../../table';
import { ROOT } from '../../table';
import type { Localized } from '../../cards/game';
import {
  judgedProposal, resolutionHash, readRulesEvents,
  type MatchSummary, type Proposal, type Resolution, type RulesEvent,
  type RulesEventDraft, type TableAction,
} from '../../rules/core';
import {
  allowEvents, overruleNotes, planSteps, popoverFor,
  type AssistView, type CommandCheck, type PendingSteps, type ResolutionLine, type VerdictPopover,
} from '../../rules/core/assist';
// A table command, as the scene, menus, keys and panels run it (the table's own type, not ui/'s).
import type { Command as TableCommand } from '../../table';
import { checkCommand, moduleOf, takePending, type RulesLookup } from '../rulesAssist';
import { pendingView, type CheckedEntry } from './checkPending';
import { checkedPending, deriveView, offeredResolution, readNow, type GameNow } from './readGame';
import { markDone } from './pendingQueue';
import type { TableSession } from '../session';
import { applyAs, appendEventsNow, type Applied } from './applyAs';
import * as matchEnd from './matchEnd';
import type { EndWriter } from './matchEnd';

/** The driver works on a table session: the app's, or one a test builds in Node. */
export type DriverSession = TableSession;

export interface DriverSnapshot {
  seat: Seat | null;
  view: AssistView | null;
  /** The current match's rules events, oldest first. */
  events: readonly RulesEvent[];
  /** The offered resolution's identity: the dialog sends it back so stale choices are never applied. */
  resolutionHash: string | null;
  popover: VerdictPopover | null;
  pending: PendingSteps[];
  match: MatchSummary | null;
}

export type { MatchSummary };

export type ResolveOutcome =
  | { kind: 'applied'; applied: Applied }
  /** The table changed since the preview: nothing was applied; the new resolution is offered. */
  | { kind: 'stale'; resolution: Resolution | null }
  | { kind: 'none' };

export interface DriverOptions {
  /** The seat this browser plays (null: a spectator). */
  seat(): Seat | null;
  /** Seats this browser may speak for at the match's end: its own in a room, both at a local table. */
  speaksFor(): Seat[];
  /** Quiet mode keeps only illegal verdicts in the popover. */
  quiet(): boolean;
  /** A failed command of a result (shown to the player). */
  fail?(error: string): void;
  /**
   * The seat (or 'spectator') that a Yjs client id writes for, when the app knows it (seats and
   * presence; signed writes make it the verified author). Queue entries of a spectator, or of a seat
   * for itself from another browser, are ignored; null: not known, the other checks still hold.
   */
  writerOf?(client: number): Seat | 'spectator' | null;
}

export class MatchDriver {
  private rules: RulesLookup | null = null;
  private popover: VerdictPopover | null = null;
  private cached: DriverSnapshot | null = null;
  private notifying = false;
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];

  constructor(private readonly session: DriverSession, private readonly options: DriverOptions) {
    const changed = () => this.invalidate();
    this.stops.push(session.live.subscribe(changed), session.keeper.subscribe(changed));
    for (const root of [ROOT.rules, ROOT.pending, ROOT.matches, ROOT.meta]) {
      const type = root.type === 'map' ? session.doc.getMap(root.name) : session.doc.getArray(root.name);
      type.observe(changed);
      this.stops.push(() => type.unobserve(changed));
    }
    // Any undo by this browser takes back the move a popover speaks of: the popover goes with it.
    for (const manager of Object.values(session.undoManagers)) {
      const popped = () => this.setPopover(null);
      manager.on('stack-item-popped', popped);
      this.stops.push(() => manager.off('stack-item-popped', popped));
    }
  }

  /** The game modules (loaded lazily by the app: a free table never pays for them). */
  setRules(rules: RulesLookup): void {
    this.rules = rules;
    this.invalidate();
  }

  get hasRules(): boolean {
    return this.rules !== null;
  }

  destroy(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.listeners.clear();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Call when the seat or a display setting changed. The next snapshot() derives anew; listeners
   * hear of it once per task, however many of the doc's types one transaction changed.
   */
  invalidate(): void {
    this.cached = null;
    if (this.notifying) return;
    this.notifying = true;
    queueMicrotask(() => {
      this.notifying = false;
      for (const listener of [...this.listeners]) listener();
    });
  }

  snapshot(): DriverSnapshot {
    const seat = this.options.seat();
    if (this.cached && this.cached.seat === seat) return this.cached;
    this.cached = this.compute(seat);
    return this.cached;
  }

  private compute(seat: Seat | null): DriverSnapshot {
    const events = readRulesEvents(this.session.doc).events;
    const module = moduleOf(this.session, this.rules);
    const view = module ? deriveView(this.session, module, events, seat) : null;
    const offered = view?.resolution ? resolutionHash(view.resolution) : null;
    return {
      seat, view, events, resolutionHash: offered, popover: this.popover,
      pending: seat ? this.pendingFor(seat, events).map(pendingView) : [],
      match: matchEnd.summarize(this.session.doc, view, events),
    };
  }

  /** The state as the doc holds it right now (`exact`: read the doc itself, inside a transaction). */
  private fresh(exact = false): GameNow | null {
    return readNow(this.session, this.rules, exact);
  }

  private setPopover(popover: VerdictPopover | null): void {
    if (popover === this.popover) return;
    this.popover = popover;
    this.invalidate();
  }

  private report(applied: Applied, lang: 'ja' | 'en' = 'en'): void {
    for (const failure of applied.failures) this.options.fail?.(`${failure.action.reason[lang]}: ${failure.error}`);
  }

  // ---- moves --------------------------------------------------------------------------------------

  /** Wraps the app's table runner: checks each command against the state before it runs. */
  guard(run: (command: TableCommand) => CommandResult): (command: TableCommand) => CommandResult {
    return (command) => {
      const me = this.options.seat();
      let check: CommandCheck | null = null;
      try {
        const before = me ? this.fresh() : null;
        check = before && me ? checkCommand(before.module, before.state, before.events, command, me) : null;
      } catch (error) {
        // A fault in reading the game costs the advice, never the move.
        console.warn('[fudaba] rules assist:', error);
      }
      const result = run(command);
      // A new move replaces the popover: its Undo must always mean the move it speaks of.
      if (result.ok) this.setPopover(popoverFor(check, this.options.quiet()));
      return result;
    };
  }

  dismiss(): void {
    this.setPopover(null);
  }

  undo(): void {
    this.session.undo();
    this.setPopover(null);
  }

  allow(): void {
    const seat = this.options.seat();
    const popover = this.popover;
    if (!popover || !seat) return;
    this.session.doc.transact(() => appendEventsNow(this.session, allowEvents(popover, seat)), this.session.context(seat).actor.origin);
    const follows = popover.followUp.actions.length > 0 || popover.followUp.events.length > 0;
    this.setPopover(follows ? { ...popover, verdicts: [], level: 'ok' } : null);
  }

  applyFollowUp(option?: number): void {
    const seat = this.options.seat();
    const popover = this.popover;
    if (!popover || !seat) return;
    const chosen = option === undefined ? popover.followUp : popover.followUp.options?.[option] ?? popover.followUp;
    this.report(applyAs(this.session, seat, { ja: '提案の適用', en: 'Proposed follow-up' }, chosen.actions, chosen.events));
    this.setPopover(null);
  }

  /** A hint's commands, as one step. */
  apply(actions: readonly TableAction[]): void {
    const seat = this.options.seat();
    if (seat) this.report(applyAs(this.session, seat, { ja: 'ヒント', en: 'Hint' }, actions));
  }

  /** Enters the next phase: records it, runs the steps not skipped and answers the step's choice, as one step. */
  advance(skipped: ReadonlySet<string>, choice?: string): void {
    const now = this.fresh();
    const seat = this.options.seat();
    if (!now || !seat) return;
    const { next, steps, verdicts = [] } = now.module.advance(now.state);
    const active = next.active ?? now.module.turn(now.state)?.active ?? seat;
    // Going on past a verdict on leaving the phase is an overrule: logged like any other.
    const position = now.module.turn(now.state);
    const overruled = verdicts.filter((v) => v.level !== 'ok').map((v) => ({
      seat, kind: 'allow' as const, ruling: v.ruling, action: `advance:${position?.turn ?? 0}:${position?.phase ?? ''}`,
    }));
    const plan = planSteps(steps, seat, skipped);
    const chosen = steps.filter((s) => !skipped.has(s.id)).map((s) => s.name);
    const label = { ja: chosen.map((n) => n.ja).join('・'), en: chosen.map((n) => n.en).join(', ') };
    const asked = steps.find((s) => s.choice && !skipped.has(s.id))?.choice;
    const origin = this.session.context(seat).actor.origin;
    this.session.doc.transact(() => {
      appendEventsNow(this.session, [...overruled, { seat, kind: 'phase', turn: next.turn, active, phase: next.phase }]);
      this.report(applyAs(this.session, seat, label, [...plan.run, ...plan.deferred], plan.events));
      if (!asked || choice === undefined) return;
      // The choice is read against the phase just entered (inside the same transaction).
      const after = this.fresh(true);
      const proposal = after?.module.propose?.(after.state, { verb: 'choose', seat: active, args: { prompt: asked.prompt, value: choice } });
      if (proposal) this.report(applyAs(this.session, seat, { ja: 'フェイズの選択', en: 'Phase choice' }, proposal.actions, proposal.events));
      else appendEventsNow(this.session, [{ seat: active, kind: 'choice', prompt: asked.prompt, value: choice }]);
    }, origin);
  }

  /** The entries other browsers left for this seat, checked here (readGame.ts). */
  private pendingFor(seat: Seat, events: readonly RulesEvent[]): CheckedEntry[] {
    return checkedPending(this.session, this.rules, seat, events, this.options.writerOf);
  }

  /**
   * Carries out what another browser asked of this seat, as one step: a confirmed entry with its one
   * click; an unconfirmed one only when the player decided so (`decided`). Either way the commands
   * are this browser's own (its computed steps, or built over its own things), never the entry's.
   */
  applyPending(id: string, decided = false): void {
    const seat = this.options.seat();
    if (!seat) return;
    const checked = this.pendingFor(seat, readRulesEvents(this.session.doc).events).find((c) => c.entry.id === id);
    if (!checked || (checked.verdict !== 'confirmed' && !decided)) return;
    this.session.doc.transact(() => {
      if (!takePending(this.session.doc, id)) return;
      if (checked.doneKey) markDone(this.session.doc, seat, checked.doneKey);
      this.report(applyAs(this.session, seat, checked.entry.label, checked.actions.filter((a) => a.seat === seat)));
    }, this.session.context(seat).actor.origin);
  }

  /**
   * Applies the offered resolution: the commands not unticked and the overruled lines logged, as
   * one step. `expected` is the hash of the resolution the player saw and ticked: when the table
   * has changed since, nothing is applied and the new resolution comes back instead.
   */
  resolve(expected: string, untickedLines: ReadonlySet<number>, untickedActions: ReadonlySet<number>): ResolveOutcome {
    const now = this.fresh();
    const seat = this.options.seat();
    // Read again at the click: the other seat may have applied it while the dialog was open.
    const resolution = now ? offeredResolution(now.module.resolve?.(now.state) ?? null, now.events) : null;
    // A resolution the rules are still waiting on is not applied from here (its panel overrules, logged).
    if (!resolution || resolution.waiting || !seat) return { kind: 'none' };
    const hash = resolutionHash(resolution);
    if (hash !== expected) {
      this.invalidate();
      return { kind: 'stale', resolution };
    }
    const lines: ResolutionLine[] = resolution.steps.map((s, index) => ({ index, reason: s.reason, ...(s.ruling ? { ruling: s.ruling } : {}) }));
    const commands: ResolutionLine[] = resolution.actions.map((a, index) => ({ index, reason: a.reason, ...(a.ruling ? { ruling: a.ruling } : {}) }));
    const ruling = resolution.ruling ?? resolution.steps.find((s) => s.ruling)?.ruling;
    const events: RulesEventDraft[] = [
      { seat, kind: 'resolved', resolver: now?.module.game ?? 'rules', hash, ...(ruling ? { ruling } : {}) },
      ...overruleNotes(lines, untickedLines, seat),
      ...overruleNotes(commands, untickedActions, seat),
    ];
    const applied = applyAs(this.session, seat, { ja: '解決の適用', en: 'Resolution' }, resolution.actions.filter((_, i) => !untickedActions.has(i)), events);
    this.report(applied);
    return { kind: 'applied', applied };
  }

  preview(verb: string, args: Record<string, unknown>, as?: Seat): Proposal | null {
    const now = this.fresh();
    const who = as ?? this.options.seat();
    if (!now || !who) return null;
    try {
      const proposal = now.module.propose?.(now.state, { verb, seat: who, args }) ?? null;
      return proposal && judgedProposal(proposal, now.events);
    } catch (error) {
      console.warn('[fudaba] rules assist:', error);
      return null;
    }
  }

  /** Carries a game verb out as one step; its verdicts show beside its card, with "Allow". */
  perform(verb: string, args: Record<string, unknown>, label: Localized, as?: Seat): Proposal | null {
    const seat = this.options.seat();
    const proposal = this.preview(verb, args, as);
    if (!proposal || !seat) return proposal;
    this.report(applyAs(this.session, seat, label, proposal.actions, proposal.events));
    const card = typeof args['card'] === 'string' ? args['card'] : null;
    const check = proposal.action
      ? { action: { kind: verb, seat: as ?? seat, cards: card ? [card] : [], detail: {}, table: { type: verb, args } }, key: proposal.action, verdicts: proposal.verdicts, followUp: { actions: [], events: [] } }
      : null;
    const shown = popoverFor(check, this.options.quiet());
    this.setPopover(shown && { ...shown, undoable: false });
    return proposal;
  }

  record(drafts: readonly RulesEventDraft[]): void {
    const seat = this.options.seat();
    if (seat) this.session.doc.transact(() => appendEventsNow(this.session, drafts), this.session.context(seat).actor.origin);
  }

  // ---- the end of the match (matchEnd.ts) ------------------------------------------------------

  private get writer(): EndWriter {
    return { session: this.session, seat: this.options.seat(), speaksFor: this.options.speaksFor() };
  }

  confirmEnd(): void {
    const win = this.snapshot().match?.proposal;
    if (win) matchEnd.confirmEnd(this.writer, win);
  }

  overruleEnd(): void {
    const { match, view } = this.snapshot();
    if (match?.proposal) matchEnd.overruleEnd(this.writer, match.proposal, view);
  }

  concede(): void {
    matchEnd.concede(this.writer);
  }

  offerDraw(): void {
    matchEnd.offerDraw(this.writer);
  }

  withdrawClaim(): void {
    matchEnd.withdraw(this.writer);
  }
}
