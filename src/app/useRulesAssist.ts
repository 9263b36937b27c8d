// React's view of the rules assist: one MatchDriver per table session (plain, tested code holds
// the flow), subscribed with useSyncExternalStore; the hook adds only what is React's: the
// player's quiet / auto settings, translated log lines, and loading the game modules lazily.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat, TableSnapshot } from '../table';
import { SEATS } from '../table';
import type { Lang, RulesAssist } from '../rules/core/assist';
import { hasGame, loadRules } from './gameRules';
import type { DriverSnapshot, MatchDriver } from './match/driver';
import { registerMatchDriver, unregisterMatchDriver } from './match/matchDrivers';
import { useVersioned } from '../ui/useVersioned';
import type { TableSession } from './session';
import { localizedFace } from '../cards/localizedFace';

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

/** The driver and the log's wording, loaded with the game's rules (a free table never fetches them). */
type Runtime = typeof import('./match/assistRuntime');
const loadRuntime = (): Promise<Runtime> => import('./match/assistRuntime');

/** What a table without a game (or before its rules load) shows: no view, nothing pending. */
function idle(seat: Seat | null): DriverSnapshot {
  return { seat, view: null, events: [], resolutionHash: null, popover: null, pending: [], match: null };
}
const noop = () => undefined;

/** What the hook reads from the driver's snapshot and its own state, rather than the driver's verbs. */
type StateFields = 'view' | 'popover' | 'pending' | 'quiet' | 'auto' | 'logEntries' | 'resolutionHash' | 'match' | 'speaksFor' | 'seat' | 'cardName';

export function useRulesAssist(opts: {
  session: TableSession; snapshot: TableSnapshot; seat: Seat | null; keeperVersion: number; lang: Lang;
  /** A table without a room: this browser plays both seats (it speaks for both at the end). */
  solo: boolean;
  fail(error: string): void;
}): RulesAssist {
  const { session, snapshot, seat, keeperVersion, lang, solo, fail } = opts;
  const { t } = useTranslation();
  const [quiet, setQuietState] = useState(() => remembered(QUIET_KEY));
  const [auto, setAutoState] = useState(() => remembered(AUTO_KEY));
  const latest = useRef({ seat, quiet, solo, fail });
  latest.current = { seat, quiet, solo, fail };

  // The driver comes with the game's rules, once the table holds a game (the first table is free).
  const [loaded, setLoaded] = useState<{ runtime: Runtime; driver: MatchDriver } | null>(null);
  const driver = loaded?.driver ?? null;
  const wanted = hasGame(session);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void Promise.all([loadRuntime(), loadRules()]).then(([runtime, lookup]) => {
      if (!live) return;
      const made = new runtime.MatchDriver(session, {
        seat: () => latest.current.seat,
        speaksFor: () => (latest.current.solo ? [...SEATS] : latest.current.seat ? [latest.current.seat] : []),
        quiet: () => latest.current.quiet,
        fail: (error) => latest.current.fail(error),
        writerOf: (client) => session.writerOf?.(client) ?? null,
      });
      made.setRules(lookup);
      // Game flows (a FlowDriver) read the game through it: registered before any panel can ask.
      registerMatchDriver(session, made);
      setLoaded({ runtime, driver: made });
    });
    return () => {
      live = false;
    };
  }, [wanted, loaded, session]);
  useEffect(() => () => {
    if (driver) unregisterMatchDriver(session, driver);
    driver?.destroy();
  }, [driver, session]);
  // The seat and the quiet setting are read by the driver: a change makes it derive again.
  useEffect(() => driver?.invalidate(), [driver, seat, quiet, solo]);

  const idleState = useMemo(() => idle(seat), [seat]);
  const state = useSyncExternalStore(
    useCallback((fn: () => void) => driver?.subscribe(fn) ?? noop, [driver]),
    () => driver?.snapshot() ?? idleState,
  );

  const kindName = useCallback((kind: string) => t(`rules.kinds.${kind}`, { defaultValue: kind }), [t]);
  // Cards by object id, as this browser knows them (a sealed card stays unnamed); the keeper's
  // version is the moment this browser opened one more of its hidden cards.
  const keeper = useVersioned(session.keeper, keeperVersion);
  const cardName = useCallback((id: string) => {
    const object = snapshot.objects.get(id);
    const ref = object?.kind === 'card' ? keeper.source.identity(object) : undefined;
    return ref ? localizedFace(session.catalog.face(ref), lang).name : t('kinds.card');
  }, [snapshot, session, t, keeper, lang]);
  // A part of a logged choice names a card when it is an object id (on the table or gone from it);
  // anything else (a hash, a plan line, "damage:3") is shown as written.
  const logPart = useCallback((part: string) => (snapshot.objects.has(part) || OBJECT_ID.test(part) ? cardName(part) : part), [snapshot, cardName]);
  const phases = state.view?.module.phases;
  const runtime = loaded?.runtime;
  const logEntries = useMemo(() => (phases && runtime ? runtime.rulesLogEntries(
    state.events, lang, phases, (key) => runtime.describeActionKey(key, kindName, cardName), logPart,
    (prompt, value) => (value === '' ? t(`rules.prompts.${prompt}`, { defaultValue: prompt }) : t(`rules.values.${value}`, { defaultValue: value })),
  ) : []), [state.events, lang, phases, runtime, kindName, cardName, logPart, t]);

  // The driver's verbs are the same functions from render to render (panels pass them on); before
  // the driver loads, commands run unchecked and the verbs (whose panels are not shown) do nothing.
  const verbs = useMemo((): Omit<RulesAssist, StateFields> => ({
    setQuiet: (on) => {
      remember(QUIET_KEY, on);
      setQuietState(on);
    },
    setAuto: (on) => {
      remember(AUTO_KEY, on);
      setAutoState(on);
    },
    guard: (run) => (driver ? driver.guard(run) : run),
    preview: (verb, args, as) => driver?.preview(verb, args, as) ?? null,
    perform: (verb, args, label, as) => driver?.perform(verb, args, label, as) ?? null,
    record: (drafts) => driver?.record(drafts),
    apply: (actions) => driver?.apply(actions),
    dismiss: () => driver?.dismiss(),
    undo: () => (driver ? driver.undo() : session.undo()),
    allow: () => driver?.allow(),
    applyFollowUp: (option) => driver?.applyFollowUp(option),
    advance: (skipped, choice) => driver?.advance(skipped, choice),
    applyPending: (id, decided) => driver?.applyPending(id, decided),
    resolve: (hash, lines, actions) => driver?.resolve(hash, lines, actions).kind ?? 'none',
    confirmEnd: () => driver?.confirmEnd(),
    overruleEnd: () => driver?.overruleEnd(),
    concede: () => driver?.concede(),
    offerDraw: () => driver?.offerDraw(),
    withdrawClaim: () => driver?.withdrawClaim(),
  }), [driver, session]);
  const speaksFor = useMemo(() => (solo ? [...SEATS] : seat ? [seat] : []), [solo, seat]);

  return {
    ...verbs,
    view: state.view, popover: state.popover, pending: state.pending, quiet, auto, logEntries,
    resolutionHash: state.resolutionHash, match: state.match, speaksFor, seat, cardName,
  };
}
