// Lessons at the table: the dialog that opens a bundled lesson or a scenario file, and the lesson
// panel that steps through it on the live table. Loaded only when the player first opens it.
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { readGameMeta } from '../../cards/setupGame';
import { appendRulesEvent, currentTurn, readRulesEvents } from '../../rules/core';
import { formatScenarioProblem, isExpectStep, type LoadedScenario, type ScenarioStep } from '../../rules/core/scenario';
import { metaOf, type Seat } from '../../table';
import type { Language } from '../../ui/i18n';
import { LessonDialog, type LessonConfirm, type LessonProblems } from '../../ui/lesson/LessonDialog';
import { LessonPanel, type PanelStep } from '../../ui/lesson/LessonPanel';
import type { LessonEntry } from '../../ui/lesson/lessonList';
import { stepResult } from '../../ui/lesson/stepResult';
import { describeExpect, describeStep, type StepWords } from '../../ui/lesson/stepText';
import { useVersioned } from '../../ui/useVersioned';
import type { TableSession } from '../session';
import { bundledLessons, loadBundled } from './bundled';
import { SCENARIO_SETUP, layScenario } from './lay';
import { LessonRun } from './lessonRun';
import { keeperIdle, liveTable } from './liveTable';
import { readLesson, type LessonRead } from './open';

export interface LessonLayerProps {
  session: TableSession;
  lang: Language;
  /** A table of this browser alone (not a room). */
  local: boolean;
  seat: Seat | null;
  dialogOpen: boolean;
  onCloseDialog(): void;
  /** The side column (log) is shown: the lesson panel sits at its top, clear of the table. */
  logOpen: boolean;
}

type Ready = Extract<LessonRead, { ok: true }>;

const NO_RUN = { subscribe: () => () => undefined, version: 0 };

export default function LessonLayer({ session, lang, local, seat, dialogOpen, onCloseDialog, logOpen }: LessonLayerProps) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<LessonEntry[] | null>(null);
  const [problems, setProblems] = useState<LessonProblems | null>(null);
  const [pending, setPending] = useState<Ready | null>(null);
  const [busy, setBusy] = useState(false);
  const [run, setRun] = useState<LessonRun | null>(null);
  const source = run ?? NO_RUN;
  const [dock, setDock] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setDock(logOpen ? document.querySelector<HTMLElement>('.app > .side') : null), [logOpen]);
  const runVersion = useSyncExternalStore(useCallback((fn: () => void) => source.subscribe(fn), [source]), () => source.version);
  // The run is mutable (each step advances it): memos read it through a pair new with each version.
  const live = useVersioned(run, runVersion);

  useEffect(() => {
    if (dialogOpen && entries === null) {
      bundledLessons().then(setEntries, (error: unknown) => {
        console.error('[fudaba] lessons did not load', error);
        setEntries([]);
      });
    }
  }, [dialogOpen, entries]);

  // A new game or another table laid over the lesson ends it.
  useEffect(() => {
    if (!run) return;
    const meta = metaOf(session.doc);
    const check = () => {
      if (readGameMeta(session.doc)?.setupId !== SCENARIO_SETUP) setRun(null);
    };
    meta.observe(check);
    return () => meta.unobserve(check);
  }, [run, session]);

  const blocked = !local ? t('lesson.room') : seat === null ? t('lesson.spectator') : null;

  const read = useCallback(async (name: string, get: () => Promise<unknown>) => {
    setBusy(true);
    setProblems(null);
    try {
      const result = await readLesson(session, await get());
      if (result.ok) setPending(result);
      else setProblems({ name, lines: result.problems.map((p) => formatScenarioProblem(p, lang)) });
    } catch (error) {
      setProblems({ name, lines: [error instanceof Error ? error.message : String(error)] });
    } finally {
      setBusy(false);
    }
  }, [session, lang]);

  const closeDialog = useCallback(() => {
    setPending(null);
    setProblems(null);
    onCloseDialog();
  }, [onCloseDialog]);

  const settle = useCallback(async (work: () => void) => {
    setBusy(true);
    try {
      // The keeper seals this seat's cards after each change; a step waits for it as a player would.
      await keeperIdle(session);
      work();
      await keeperIdle(session);
    } finally {
      setBusy(false);
    }
  }, [session]);

  const start = useCallback(() => {
    if (!pending || blocked) return;
    const { scenario } = pending;
    const onTable: LoadedScenario = { ...scenario, doc: session.doc };
    const lesson = new LessonRun(onTable, liveTable(session), () => layScenario(session, scenario), (step, outcome) => {
      // The phase bar offers a battle once per phase: a battle the lesson resolved counts.
      if ((step as { do?: unknown }).do === 'resolve' && outcome.failures.length === 0) {
        const me = session.viewer === 'spectator' ? 'p1' : session.viewer;
        // As the phase bar records it: with the ruling the resolution's first line cites.
        const ruling = outcome.log.find((line) => line.ruling !== undefined)?.ruling;
        appendRulesEvent(session.doc, { seat: me, kind: 'resolved', resolver: 'lesson', hash: 'scenario', ...(ruling ? { ruling } : {}) }, session.context(me).actor.origin);
      }
    });
    setRun(lesson);
    closeDialog();
    void settle(() => undefined);
  }, [pending, blocked, session, closeDialog, settle]);

  const words = useMemo((): ((step: ScenarioStep) => StepWords) | null => {
    const run = live.source;
    if (!run) return null;
    const objects = session.live.snapshot.objects;
    const active = currentTurn(readRulesEvents(session.doc).events)?.active ?? null;
    const zoneName = (id: string) => {
      const zone = objects.get(id);
      if (zone?.kind !== 'zone') return id;
      return zone.owner ? `${t(`seat.${zone.owner}`)} ${zone.name[lang]}` : zone.name[lang];
    };
    const cardName = (name: string) => {
      const card = objects.get(run.scenario.refs.idOf(name));
      const ref = card?.kind === 'card' ? session.keeper.identity(card) : undefined;
      const face = ref ? session.catalog.face(ref).name : undefined;
      return face && face !== name ? `${name}（${face}）` : name;
    };
    return (step) => {
      const named = (step as Record<string, unknown>)['card'];
      const card = typeof named === 'string' ? objects.get(run.scenario.refs.idOf(named)) : undefined;
      const owner = card?.kind === 'card' ? card.owner : null;
      const stepSeat = (step as { seat?: Seat }).seat ?? owner ?? active;
      return { t: (key, options) => t(key, options ?? {}) as string, seat: isExpectStep(step) ? null : stepSeat, zoneName, cardName };
    };
  }, [live, session, lang, t]);

  const steps = useMemo<PanelStep[]>(() => {
    const run = live.source;
    if (!run || !words) return [];
    return run.state().map(({ index, step, outcome }) => {
      const w = words(step);
      const note = step.note;
      return {
        index, headline: describeStep(step, w), ...(note ? { note } : {}),
        checks: isExpectStep(step) ? describeExpect(step.expect, w) : [],
        ...(outcome ? { result: stepResult(isExpectStep(step) ? 'expect' : 'do', outcome) } : {}),
      };
    });
  }, [live, words]);

  const confirm: LessonConfirm | null = pending ? {
    game: pending.scenario.file.game,
    title: pending.scenario.file.title ?? { ja: t('lesson.untitled'), en: t('lesson.untitled') },
    about: pending.scenario.file.about ?? null,
    steps: pending.scenario.file.actions?.length ?? 0,
  } : null;

  const playToEnd = useCallback(async (lesson: LessonRun) => {
    setBusy(true);
    try {
      while (!lesson.done) {
        await keeperIdle(session);
        lesson.next();
      }
      await keeperIdle(session);
    } finally {
      setBusy(false);
    }
  }, [session]);

  const panel = run && (
    <LessonPanel
      lang={lang}
      title={run.scenario.file.title ?? { ja: t('lesson.untitled'), en: t('lesson.untitled') }}
      about={run.scenario.file.about ?? null}
      // A spectator watches: the steps change the table, so they wait for a seat.
      steps={steps} cursor={run.cursor} busy={busy || seat === null}
      onNext={() => void settle(() => run.next())}
      onToEnd={() => void playToEnd(run)}
      onRestart={() => void settle(() => run.restart())}
      onClose={() => setRun(null)}
    />
  );

  return (
    <>
      {dialogOpen && (
        <LessonDialog
          lang={lang} entries={entries} problems={problems} confirm={confirm} blocked={blocked} busy={busy}
          onPick={(key) => {
            const entry = entries?.find((e) => e.key === key);
            void read(entry?.title[lang] ?? key, () => loadBundled(key));
          }}
          onFile={(file) => void read(file.name, async () => {
            try {
              return await file.text();
            } catch {
              throw new Error(t('lesson.notText'));
            }
          })}
          onConfirm={start}
          onBack={() => setPending(null)}
          onClose={closeDialog}
        />
      )}
      {panel && (dock ? createPortal(panel, dock) : panel)}
    </>
  );
}
