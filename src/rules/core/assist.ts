// The pure side of the rules assist: which verdicts a player sees after a move, in what order a
// phase's steps run, which commands this browser may run and which wait for the other seat's
// browser, and how rules events read in the log. Here, not in ui/, because the match driver runs
// on it (src/app/match/driver.ts) and the panels only show what it decides.
import type { Localized } from '../../cards/game';
import type { Command as TableCommand, CommandResult, LogEntry, Seat } from '../../table';
import type {
  Figure, FollowUp, GameAction, Hint, PhaseDef, PhaseStep, Proposal, Resolution, RulesEvent, RulesEventDraft, TableAction, Verdict, Win,
} from './contract';
import type { AnyGameModule } from './registry';
import type { MatchSummary } from './match';
import { worstVerdict } from './allow';
import { eventsOfPhase } from './turn';

export type Lang = 'ja' | 'en';

/** What the assist thinks of one command a player ran by hand. */
export interface CommandCheck {
  action: GameAction;
  /** The key an 'allow' event names (actionKey). */
  key: string;
  /** Verdicts with earlier allowances already applied. */
  verdicts: Verdict[];
  followUp: FollowUp;
}

/** The popover shown beside the card after a move: the verdicts to see, and the follow-up to offer. */
export interface VerdictPopover {
  /** The card it is anchored to (the action's main card). */
  card: string | null;
  seat: Seat;
  key: string;
  level: Verdict['level'];
  verdicts: Verdict[];
  followUp: FollowUp;
  /** False for a game verb's verdicts: "Undo" would not mean that verb, so it is not offered. */
  undoable?: boolean;
}

/**
 * The popover for a checked command, or null when there is nothing to say. Quiet mode keeps only
 * illegal verdicts (and the follow-up, which is a proposal, not a hint).
 */
export function popoverFor(check: CommandCheck | null, quiet: boolean): VerdictPopover | null {
  if (!check) return null;
  const shown = check.verdicts.filter((v) => v.level === 'illegal' || (v.level === 'warning' && !quiet));
  const hasFollowUp = check.followUp.actions.length > 0 || check.followUp.events.length > 0;
  if (shown.length === 0 && !hasFollowUp) return null;
  return {
    card: check.action.cards[0] ?? null,
    seat: check.action.seat,
    key: check.key,
    level: worstVerdict(shown)?.level ?? 'ok',
    verdicts: shown,
    followUp: check.followUp,
  };
}

/** The 'allow' events that overrule every verdict of a popover. */
export function allowEvents(popover: VerdictPopover, seat: Seat): RulesEventDraft[] {
  const rulings = [...new Set(popover.verdicts.filter((v) => v.level !== 'ok').map((v) => v.ruling))];
  return rulings.map((ruling) => ({ seat, kind: 'allow', ruling, action: popover.key }));
}

/** Commands that only the seat itself may run: they take cards out of its hidden deck. */
const OWN_SEAT_ONLY = new Set(['draw', 'take', 'deal', 'shuffle', 'cut']);

/** A command this browser (playing `me`) must leave to the other seat's browser. */
export function leftToOtherSeat(action: TableAction, me: Seat): boolean {
  return action.seat !== me && OWN_SEAT_ONLY.has(action.type);
}

/** The commands and events of the chosen steps, in order: each step's commands, then its events. */
export interface StepPlan {
  /** Runs here, in order. */
  run: TableAction[];
  /** Waits for the other seat's browser (its own draws). */
  deferred: TableAction[];
  events: RulesEventDraft[];
}

export function planSteps(steps: readonly PhaseStep[], me: Seat, skipped: ReadonlySet<string> = new Set()): StepPlan {
  const plan: StepPlan = { run: [], deferred: [], events: [] };
  for (const step of steps) {
    if (skipped.has(step.id)) continue;
    for (const action of step.actions) (leftToOtherSeat(action, me) ? plan.deferred : plan.run).push(action);
    plan.events.push(...(step.events ?? []));
  }
  return plan;
}

/** A resolver's lines, each with an index so that the players can untick (overrule) any of them. */
export interface ResolutionLine {
  index: number;
  reason: Localized;
  ruling?: string;
}

/**
 * The commands of a resolution to run after the players confirmed it. A resolution's commands are
 * not tied to its lines one to one, so unticking a line keeps the commands (the players fix the
 * table by hand) and records the overruling; unticking "apply" drops the commands.
 */
export function overruleNotes(lines: readonly ResolutionLine[], unticked: ReadonlySet<number>, seat: Seat): RulesEventDraft[] {
  return lines.filter((line) => unticked.has(line.index)).map((line) => ({
    seat, kind: 'note',
    text: { ja: `覆しました: ${line.reason.ja}`.slice(0, 400), en: `overruled: ${line.reason.en}`.slice(0, 400) },
    ...(line.ruling ? { ruling: line.ruling } : {}),
  }));
}

/** Whether the current phase's battle was already resolved (so it is not offered twice). */
export function resolvedThisPhase(events: readonly RulesEvent[]): boolean {
  return eventsOfPhase(events).some((event) => event.kind === 'resolved');
}

/** Text of a card id inside an action key ("play:c004" → "play 炎の剣士"). */
export function describeActionKey(key: string, kindName: (kind: string) => string, cardName: (id: string) => string): string {
  const [kind = '', cards = ''] = key.split(':');
  const names = cards.split(',').filter(Boolean).map(cardName);
  return [kindName(kind), ...names].join(' ');
}

/** A part of a choice's value: a number (an HP, a die face) as it is, else an object's name. */
const choicePart = (cardName: (id: string) => string) => (part: string): string => (/^\d+$/.test(part) ? part : cardName(part));

/** Rules events as log entries (ops listed in log.ops: phase, allow, choice, effect, note). */
export function rulesLogEntries(
  events: readonly RulesEvent[], lang: Lang, phases: readonly PhaseDef[],
  actionText: (key: string) => string, cardName: (id: string) => string,
  choiceText: (prompt: string, value: string) => string = (_, value) => value,
): LogEntry[] {
  return events.map((event): LogEntry => {
    switch (event.kind) {
      case 'phase': {
        const phase = phases.find((p) => p.id === event.phase)?.name[lang] ?? event.phase;
        return { t: event.t, seat: event.seat, op: 'phase', args: { turn: event.turn, active: event.active.toUpperCase(), phase } };
      }
      case 'allow':
        return { t: event.t, seat: event.seat, op: 'allow', args: { action: actionText(event.action), ruling: event.ruling } };
      case 'choice':
        return { t: event.t, seat: event.seat, op: 'choice', args: { prompt: choiceText(event.prompt, ''), value: Array.isArray(event.value) ? event.value.filter((v) => v !== '').map(choicePart(cardName)).join(', ') : choiceText(event.prompt, String(event.value)) } };
      case 'effect':
        return { t: event.t, seat: event.seat, op: 'effect', args: { card: cardName(event.card) } };
      case 'note':
        return { t: event.t, seat: event.seat, op: 'note', args: { text: event.text[lang], ruling: event.ruling ?? '' } };
      case 'pay':
        return { t: event.t, seat: event.seat, op: event.card ? 'payFor' : 'pay', args: { cost: event.cost[lang], card: event.card ? cardName(event.card) : '', ruling: event.ruling ?? '' } };
      case 'resolved':
        return { t: event.t, seat: event.seat, op: 'resolved', args: { resolver: choiceText(`resolver.${event.resolver}`, ''), ruling: event.ruling ?? '' } };
      case 'outcome':
        // Both browsers' result hashes are checked by the flow: the log says so in words, the hash on hover.
        return { t: event.t, seat: event.seat, op: event.step === 'computed' ? 'outcomeComputed' : 'outcomeApplied', args: { phase: event.phase, hash: event.hash.slice(0, 8) } };
    }
  });
}

/** Figures grouped for the tally board: per seat, and per card on the field. */
export interface TallyGroups {
  seats: Record<Seat, { id: string; label: string; value: number | string; ruling?: string }[]>;
  cards: Map<string, { id: string; label: string; value: number | string }[]>;
}

export function groupFigures(figures: readonly { id: string; label: Localized; value: number | string; seat: Seat | null; card?: string; ruling?: string }[], lang: Lang): TallyGroups {
  const groups: TallyGroups = { seats: { p1: [], p2: [] }, cards: new Map() };
  for (const figure of figures) {
    const row = { id: figure.id, label: figure.label[lang], value: figure.value, ...(figure.ruling ? { ruling: figure.ruling } : {}) };
    if (figure.card !== undefined) {
      const list = groups.cards.get(figure.card) ?? [];
      list.push(row);
      groups.cards.set(figure.card, list);
    } else if (figure.seat) groups.seats[figure.seat].push(row);
  }
  return groups;
}

/** Work the other seat's browser asked of this seat (its own draws), as this browser checked it. */
export interface PendingSteps {
  id: string;
  seat: Seat;
  /** The seat that asked. */
  by: Seat;
  label: Localized;
  /** What this browser would run: its own computed steps, or commands it built over its own things. */
  actions: { type: string; args: Record<string, unknown>; seat: Seat; reason: Localized; ruling?: string | undefined }[];
  /**
   * 'confirmed' when this browser's own rules computation owes exactly that (offered, one click);
   * anything else is shown with a warning and runs only at the player's explicit decision.
   */
  verdict: 'confirmed' | 'unknownPhase' | 'otherWriter' | 'alreadyApplied' | 'notOwed';
  confirmed: boolean;
}

export interface AssistView {
  module: AnyGameModule;
  state: unknown;
  position: { turn: number; active: Seat | null; phase: string } | null;
  tallies: Figure[];
  hints: Hint[];
  winner: Win | null;
  next: { next: { turn: number; active: Seat | null; phase: string }; steps: PhaseStep[] };
  resolution: Resolution | null;
  /** How long deriving it took (ms), for the players who wonder. */
  ms: number;
}

export interface RulesAssist {
  view: AssistView | null;
  popover: VerdictPopover | null;
  pending: PendingSteps[];
  quiet: boolean;
  auto: boolean;
  logEntries: LogEntry[];
  setQuiet(on: boolean): void;
  setAuto(on: boolean): void;
  /** Wraps the app's table runner: checks each command against the state before it runs. */
  guard(run: (command: TableCommand) => CommandResult): (command: TableCommand) => CommandResult;
  /** Runs proposed commands (a hint's), each as its seat. */
  apply(actions: readonly TableAction[]): void;
  dismiss(): void;
  undo(): void;
  allow(): void;
  /** Applies the follow-up, or one of its options (by index). */
  applyFollowUp(option?: number): void;
  /** Enters the next phase: records it, runs the steps not skipped, answers the step's choice. */
  advance(skipped: ReadonlySet<string>, choice?: string): void;
  /** Runs a confirmed entry; an unconfirmed one only with `decided` (the player's explicit choice). */
  applyPending(id: string, decided?: boolean): void;
  /** The identity of the offered resolution (view.resolution), which the dialog sends back. */
  resolutionHash: string | null;
  /**
   * Applies the offered resolution as one step: the commands not unticked, and the overruled lines
   * logged. 'stale' when the table changed since the player saw `hash` (nothing is applied).
   */
  resolve(hash: string, untickedLines: ReadonlySet<number>, untickedActions: ReadonlySet<number>): 'applied' | 'stale' | 'none';
  /** The current match (null on a free table): its state, score, and the end the rules propose. */
  match: MatchSummary | null;
  /** Seats this browser speaks for at the end (its own in a room; both at a local table). */
  speaksFor: Seat[];
  confirmEnd(): void;
  overruleEnd(): void;
  concede(): void;
  offerDraw(): void;
  withdrawClaim(): void;
  /** The seat this browser plays (null for a spectator). */
  seat: Seat | null;
  /** A card's name by object id, as this browser knows it (a sealed card stays unnamed). */
  cardName(id: string): string;
  /** What a game verb would come to now (nothing runs): commands, events and verdicts. */
  preview(verb: string, args: Record<string, unknown>, seat?: Seat): Proposal | null;
  /**
   * Carries a game verb out: its commands (each as its seat; the other seat's hidden-deck commands
   * wait for that seat's browser) and its events. Returns what ran, or null for an unknown verb.
   */
  perform(verb: string, args: Record<string, unknown>, label: Localized, seat?: Seat): Proposal | null;
  /** Records rules events as this seat (a choice, a note, an allowance). */
  record(events: readonly RulesEventDraft[]): void;
}

