// React state of the rules assist: the game state derived on each change (memoised), the command
// check around every local table command, the popover after a move, phase advance, the battle
// resolver, the queue of steps left for this seat, and the player's quiet / auto settings.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, Seat, TableSnapshot } from '../table';
import type { Localized } from '../cards/game';
import { readRulesEvents, type AnyGameModule, type Hint, type Proposal, type Resolution, type RulesEvent, type RulesEventDraft, type TableAction } from '../rules/core';
import {
  allowEvents, describeActionKey, RESOLVED_NOTE, resolvedThisPhase, overruleNotes, planSteps, popoverFor, rulesLogEntries,
  type AssistView, type CommandCheck, type Lang, type ResolutionLine, type RulesAssist, type VerdictPopover,
} from '../ui/rules/assistModel';
import type { TableCommand } from '../ui/actions';
import { appendEvents, checkCommand, hasGame, inputOf, leavePending, loadRules, moduleOf, type RulesLookup, PENDING_KEY, readPending, runAction, takePending } from './rulesAssist';
import type { TableSession } from './session';

/** The shape of a table object's id (src/table/ids.ts: a short prefix and ten base-36 characters). */
const OBJECT_ID = /^[a-z]{1,3}[0-9a-z]{10}$/;
const QUIET_KEY = 'fudaba.rules.quiet';
const AUTO_KEY = 'fudaba.rules.auto';

function remembered(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function remember(key: string, on: boolean): void {
  try {
    localStorage.setItem(key, on ? '1' : '0');
  } catch {
    // Not remembered; still applies now.
  }
}

function useDocArrayVersion(session: TableSession, name: string): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const array = session.doc.getArray(name);
    const bump = () => setVersion((n) => n + 1);
    array.observe(bump);
    return () => array.unobserve(bump);
  }, [session, name]);
  return version;
}

/** The resolver to offer: a once-a-phase one (a NoFuture battle) is not offered again once applied. */
function offeredResolution(resolution: Resolution | null, events: readonly RulesEvent[]): Resolution | null {
  return resolution && !resolution.repeatable && resolvedThisPhase(events) ? null : resolution;
}

export function useRulesAssist(opts: {
  session: TableSession; snapshot: TableSnapshot; seat: Seat | null; keeperVersion: number; lang: Lang; fail(error: string): void;
}): RulesAssist {
  const { session, snapshot, seat, keeperVersion, lang, fail } = opts;
  const { t } = useTranslation();
  const kindName = useCallback((kind: string) => t(`rules.kinds.${kind}`, { defaultValue: kind }), [t]);
  // Cards by object id, as this browser knows them (a sealed card stays unnamed).
  const cardName = useCallback((id: string) => {
    const object = snapshot.objects.get(id);
    const ref = object?.kind === 'card' ? session.keeper.identity(object) : undefined;
    return ref ? session.catalog.face(ref).name : t('kinds.card');
  }, [snapshot, session, t, keeperVersion]);
  const rulesVersion = useDocArrayVersion(session, 'rules');
  const pendingVersion = useDocArrayVersion(session, PENDING_KEY);
  const [quiet, setQuietState] = useState(() => remembered(QUIET_KEY));
  const [auto, setAutoState] = useState(() => remembered(AUTO_KEY));
  const [popover, setPopover] = useState<VerdictPopover | null>(null);

  const events = useMemo(() => readRulesEvents(session.doc).events, [session, rulesVersion]);
  const [rules, setRules] = useState<RulesLookup | null>(null);
  const wanted = useMemo(() => hasGame(session), [session, snapshot]);
  useEffect(() => {
    if (wanted && !rules) void loadRules().then((lookup) => setRules(() => lookup));
  }, [wanted, rules]);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const module = useMemo(() => moduleOf(session, rules), [session, snapshot, rules]);

  const view = useMemo<AssistView | null>(() => {
    const input = module ? inputOf(session, snapshot, events) : null;
    if (!module || !input) return null;
    try {
      const started = performance.now();
      const state = module.read(input);
      const position = module.turn(state);
      const result = {
        module, state, position,
        tallies: module.tally(state),
        hints: module.hints(state, seat ?? position?.active ?? 'p1'),
        winner: module.winner(state),
        next: module.advance(state),
        resolution: offeredResolution(module.resolve?.(state) ?? null, events),
      };
      return { ...result, ms: performance.now() - started };
    } catch (error) {
      console.warn('[fudaba] rules assist:', error);
      return null;
    }
  }, [module, session, snapshot, events, seat, keeperVersion]);

  /** The state as the doc holds it right now (after commands run in this same tick). */
  const fresh = useCallback((): { module: AnyGameModule; state: unknown; events: RulesEvent[] } | null => {
    const now = moduleOf(session, rulesRef.current);
    if (!now) return null;
    const nowEvents = readRulesEvents(session.doc).events;
    const input = inputOf(session, session.live.snapshot, nowEvents);
    return input ? { module: now, state: now.read(input), events: nowEvents } : null;
  }, [session]);

  const latest = useRef({ quiet, seat });
  latest.current = { quiet, seat };

  const guard = useCallback((run: (command: TableCommand) => CommandResult) => (command: TableCommand): CommandResult => {
    const me = latest.current.seat;
    let check: CommandCheck | null = null;
    try {
      const before = me ? fresh() : null;
      check = before && me ? checkCommand(before.module, before.state, before.events, command, me) : null;
    } catch (error) {
      // A fault in reading the game costs the advice, never the move.
      console.warn('[fudaba] rules assist:', error);
    }
    const result = run(command);
    // A new move replaces the popover: its Undo must always mean the move it speaks of.
    if (result.ok) setPopover(popoverFor(check, latest.current.quiet));
    return result;
  }, [fresh]);

  const runAll = useCallback((actions: readonly TableAction[]) => {
    for (const action of actions) {
      const result = runAction(session, action);
      if (!result.ok) fail(`${action.reason[lang]}: ${result.error}`);
    }
  }, [session, fail, lang]);

  const runPlanned = useCallback((label: { ja: string; en: string }, actions: readonly TableAction[], me: Seat) => {
    const plan = planSteps([{ id: 'x', name: label, actions: [...actions] }], me);
    runAll(plan.run);
    if (plan.deferred.length > 0) leavePending(session.doc, label, plan.deferred);
  }, [runAll, session]);

  const dismiss = useCallback(() => setPopover(null), []);
  const undo = useCallback(() => {
    session.undo();
    setPopover(null);
  }, [session]);
  const allow = useCallback(() => {
    if (!popover || !seat) return;
    appendEvents(session, allowEvents(popover, seat), seat);
    setPopover((p) => (p && (p.followUp.actions.length > 0 || p.followUp.events.length > 0) ? { ...p, verdicts: [], level: 'ok' } : null));
  }, [popover, seat, session]);
  const applyFollowUp = useCallback((option?: number) => {
    if (!popover || !seat) return;
    const chosen = option === undefined ? popover.followUp : popover.followUp.options?.[option] ?? popover.followUp;
    runPlanned({ ja: '提案の適用', en: 'Proposed follow-up' }, chosen.actions, seat);
    appendEvents(session, chosen.events, seat);
    setPopover(null);
  }, [popover, seat, session, runPlanned]);

  const advance = useCallback((skipped: ReadonlySet<string>, choice?: string) => {
    const now = fresh();
    if (!now || !seat) return;
    const { next, steps } = now.module.advance(now.state);
    const active = next.active ?? now.module.turn(now.state)?.active ?? seat;
    appendEvents(session, [{ seat, kind: 'phase', turn: next.turn, active, phase: next.phase }], seat);
    const plan = planSteps(steps, seat, skipped);
    runAll(plan.run);
    if (plan.deferred.length > 0) {
      const name = steps.filter((s) => !skipped.has(s.id)).map((s) => s.name);
      leavePending(session.doc, { ja: name.map((n) => n.ja).join('・'), en: name.map((n) => n.en).join(', ') }, plan.deferred);
    }
    appendEvents(session, plan.events, seat);
    const asked = steps.find((s) => s.choice && !skipped.has(s.id))?.choice;
    if (asked && choice !== undefined) {
      const after = fresh();
      const proposal = after?.module.propose?.(after.state, { verb: 'choose', seat: active, args: { prompt: asked.prompt, value: choice } });
      if (proposal) {
        runPlanned({ ja: 'エナジーフェイズ', en: 'Energy phase' }, proposal.actions, seat);
        appendEvents(session, proposal.events, seat);
      } else {
        appendEvents(session, [{ seat: active, kind: 'choice', prompt: asked.prompt, value: choice }], seat);
      }
    }
  }, [fresh, seat, session, runAll, runPlanned]);

  const pending = useMemo(() => readPending(session.doc).filter((p) => p.seat === seat), [session, pendingVersion, seat]);
  const applyPending = useCallback((id: string) => {
    const entry = pending.find((p) => p.id === id);
    if (!entry || !takePending(session.doc, id)) return;
    runAll(entry.actions);
  }, [pending, session, runAll]);

  const resolve = useCallback((untickedLines: ReadonlySet<number>, untickedActions: ReadonlySet<number>) => {
    const now = fresh();
    // Read again at the click: the other seat may have applied it while the dialog was open.
    const resolution = now ? offeredResolution(now.module.resolve?.(now.state) ?? null, now.events) : null;
    if (!resolution || !seat) return;
    const lines: ResolutionLine[] = resolution.steps.map((s, index) => ({ index, reason: s.reason, ...(s.ruling ? { ruling: s.ruling } : {}) }));
    const commands: ResolutionLine[] = resolution.actions.map((a, index) => ({ index, reason: a.reason, ...(a.ruling ? { ruling: a.ruling } : {}) }));
    runPlanned({ ja: '戦闘の解決', en: 'Battle resolution' }, resolution.actions.filter((_, i) => !untickedActions.has(i)), seat);
    const ruling = resolution.ruling ?? resolution.steps.find((s) => s.ruling)?.ruling;
    appendEvents(session, [
      { seat, kind: 'note', text: RESOLVED_NOTE, ...(ruling ? { ruling } : {}) },
      ...overruleNotes(lines, untickedLines, seat),
      ...overruleNotes(commands, untickedActions, seat),
    ], seat);
  }, [fresh, seat, session, runPlanned]);

  const preview = useCallback((verb: string, args: Record<string, unknown>, as?: Seat): Proposal | null => {
    const now = fresh();
    const who = as ?? seat;
    if (!now || !who) return null;
    try {
      return now.module.propose?.(now.state, { verb, seat: who, args }) ?? null;
    } catch (error) {
      console.warn('[fudaba] rules assist:', error);
      return null;
    }
  }, [fresh, seat]);
  const perform = useCallback((verb: string, args: Record<string, unknown>, label: Localized, as?: Seat): Proposal | null => {
    const proposal = preview(verb, args, as);
    if (!proposal || !seat) return proposal;
    runPlanned(label, proposal.actions, seat);
    appendEvents(session, proposal.events, seat);
    // Its verdicts show beside its card like a move's, with "Allow" (the verb ran: nothing is blocked).
    const card = typeof args['card'] === 'string' ? args['card'] : null;
    const check = proposal.action
      ? { action: { kind: verb, seat: as ?? seat, cards: card ? [card] : [], detail: {}, table: { type: verb, args } }, key: proposal.action, verdicts: proposal.verdicts, followUp: { actions: [], events: [] } }
      : null;
    const shown = popoverFor(check, latest.current.quiet);
    setPopover(shown && { ...shown, undoable: false });
    return proposal;
  }, [preview, seat, runPlanned, session]);
  const record = useCallback((drafts: readonly RulesEventDraft[]) => {
    if (seat) appendEvents(session, drafts, seat);
  }, [seat, session]);

  // A part of a logged choice names a card when it is an object id (on the table or gone from it);
  // anything else (a hash, a plan line, "damage:3") is shown as written.
  const logPart = useCallback((part: string) => (snapshot.objects.has(part) || OBJECT_ID.test(part) ? cardName(part) : part), [snapshot, cardName]);

  const phases = view?.module.phases;
  const logEntries = useMemo(() => (phases ? rulesLogEntries(
    events, lang, phases, (key) => describeActionKey(key, kindName, cardName), logPart,
    (prompt, value) => (value === '' ? t(`rules.prompts.${prompt}`, { defaultValue: prompt }) : t(`rules.values.${value}`, { defaultValue: value })),
  ) : []), [events, lang, phases, kindName, cardName, logPart, t]);

  return {
    view, popover, pending, quiet, auto, logEntries,
    setQuiet: (on) => {
      remember(QUIET_KEY, on);
      setQuietState(on);
    },
    setAuto: (on) => {
      remember(AUTO_KEY, on);
      setAutoState(on);
    },
    seat, cardName, preview, perform, record,
    guard, apply: (actions) => seat && runPlanned({ ja: 'ヒント', en: 'Hint' }, actions, seat), dismiss, undo, allow, applyFollowUp, advance, applyPending, resolve,
  };
}
