// Falldown at the table (docs/rules/falldown.md, "At the table"): the plan drafted in this browser
// with its arrows on the table, Lock in (a sealed envelope per phase), the reveal checked against
// both commitments, the resolution played back step by step with each step to keep or overrule,
// applying this seat's share, both browsers' result hashes, and the way to the next phase.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attackers as attackersOf, attackTargets, effectOptions, handMonsters, otherSeat, setAttack, type FalldownPlan } from '../../../rules/falldown';
import { choiceTargets, handSupports } from '../../../rules/falldown/draft';
import type { Seat } from '../../../table';
import type { GamePanelProps } from '../gamePanel';
import { draftOverlay, stepOverlay, type OverlayTexts } from './overlayModel';
import { HashLine, PlanLines, ProblemLine } from './PhaseLines';
import { Playback } from './Playback';
import { PlanEditor } from './PlanEditor';
import { describePlan, type PlanNames } from './planText';
import type { FalldownTable } from './table';
import { TableOverlay } from './TableOverlay';
import { usePlaces } from './usePlaces';
import '../rules.css';
import './falldown.css';

const SEATS: readonly Seat[] = ['p1', 'p2'];

/** The table's side of the phase, from the app (null when this browser has no seat or no game). */
export type FalldownPanelProps = GamePanelProps & { table: FalldownTable | null };

/** The n-th free attack of a unit, or its last one when all are taken. */
function aimAt(plan: FalldownPlan, unit: string, attacks: number, target: string): FalldownPlan {
  const taken = plan.attacks.find((a) => a.unit === unit)?.targets.length ?? 0;
  return setAttack(plan, unit, Math.min(taken, Math.max(0, attacks - 1)), target);
}

export default function FalldownPanel(props: FalldownPanelProps) {
  const { t } = useTranslation();
  const { lang, anchor, snapshot } = props;
  const fd = props.table;
  const [open, setOpen] = useState(true);
  const [aiming, setAiming] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [playing, setPlaying] = useState(false);
  const phase = fd?.phase ?? 0;
  const stepCount = fd?.resolution?.steps.length ?? 0;

  useEffect(() => {
    setIndex(0);
    setUnticked(new Set());
    setPlaying(false);
    setAiming(null);
  }, [phase]);
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => setIndex((i) => {
      if (i >= stepCount - 1) {
        setPlaying(false);
        return i;
      }
      return i + 1;
    }), 1100);
    return () => clearInterval(id);
  }, [playing, stepCount]);

  const state = fd?.state;
  const seat = fd?.seat ?? 'p1';
  const foe = otherSeat(seat);
  const draft = fd?.draft;
  const attackers = useMemo(() => (state && draft ? attackersOf(state, seat, draft) : []), [state, seat, draft]);
  const targets = useMemo(() => (state ? attackTargets(state, seat) : []), [state, seat]);
  const planning = !!fd && fd.phase > 0 && !fd.sealed && !fd.resolution;

  // The minimum way to aim: select an attacker on the table, then one of its targets. Only a new
  // selection aims; the rest is taken as it stands then.
  const latest = useRef({ fd, planning, attackers, targets, aiming });
  latest.current = { fd, planning, attackers, targets, aiming };
  const selection = props.selection;
  useEffect(() => {
    const { fd: now, planning: drafting, attackers: mine, targets: theirs, aiming: from } = latest.current;
    if (!now || !drafting || selection.size !== 1) return;
    const [id] = [...selection];
    if (!id) return;
    const attacker = mine.find((a) => a.id === id);
    if (attacker) setAiming(id);
    else if (from && theirs.some((target) => target.id === id)) {
      const by = mine.find((a) => a.id === from);
      if (by) now.setDraft(aimAt(now.draft, by.id, by.attacks, id));
      setAiming(null);
    }
  }, [selection]);

  const places = usePlaces({ state, snapshot, anchor, seat, plans: fd?.plans, draft });

  if (!fd || !state || !draft || !places) return null;
  const texts: OverlayTexts = {
    player: t('fdPlan.player'), toGraveyard: t('fdPlan.toGraveyard'), life: (d) => t('fdPlan.life', { delta: d > 0 ? `+${d}` : String(d) }),
    spill: (n) => t('fdPlan.spillN', { n }), summon: t('fdPlan.summonSlot'),
  };
  const refName = (ref: string) => {
    const card = state.lookup(ref);
    if (!card) return ref;
    const base = lang === 'ja' ? card.name : card.nameEn || card.name;
    return card.kind === 'monster' && card.prefix ? `${card.prefix}${base}` : base;
  };
  const names: PlanNames = {
    card: (id) => {
      const unit = state.units.find((u) => u.id === id);
      if (unit) return lang === 'ja' ? unit.name : unit.nameEn;
      const pooled = state.pool.find((p) => p.id === id);
      if (pooled) return lang === 'ja' ? pooled.card.name : pooled.card.nameEn || pooled.card.name;
      return props.cardName(id);
    },
    ref: refName,
    player: t('fdPlan.player'),
  };
  const resolution = fd.resolution;
  const bothHashes = !!fd.hashes.p1 && !!fd.hashes.p2;
  const bothApplied = !!fd.applied.p1 && !!fd.applied.p2;
  const started = fd.phase > 0 && state.step !== null;

  const summonNames = draft.summons.map((s) => ({ id: s.card, name: refName(s.ref) }));
  const overlay = planning || (fd.sealed && !resolution)
    ? { ...draftOverlay(draft, foe, planning ? attackers : [], targets, places, texts, summonNames), numbers: [], rings: [] }
    : resolution && !fd.applied[seat]
      ? { ...stepOverlay(resolution.steps[index], index, places, texts), handles: [], targets: [], ghosts: [] }
      : null;

  return (
    <>
      {open && overlay && (
        <TableOverlay
          arrows={overlay.arrows} numbers={overlay.numbers} rings={overlay.rings} ghosts={overlay.ghosts} handles={overlay.handles} targets={overlay.targets}
          aiming={planning ? aiming : null}
          onAim={setAiming}
          onTarget={(unit, target) => {
            const by = attackers.find((a) => a.id === unit);
            if (by) fd.setDraft(aimAt(fd.draft, unit, by.attacks, target));
            setAiming(null);
          }}
        />
      )}
      <aside className={open ? 'fd-panel' : 'fd-panel closed'} data-testid="fd-panel" data-phase={fd.phase} aria-label={t('fdPlan.title')}>
        <header>
          <strong>{t('fdPlan.title')}{started ? ` · ${t('fdPlan.phase', { n: fd.phase })}` : ''}</strong>
          <button type="button" className="fd-toggle" data-testid="fd-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>{open ? '▾' : '▸'}</button>
        </header>
        {open && (
          <>
            {!started && (
              <>
                <p className="muted small">{t('fdPlan.notStarted')}</p>
                <button type="button" className="primary fd-lock" data-testid="fd-start" onClick={fd.startNext}>{t('fdPlan.start', { n: fd.phase + 1 })}</button>
              </>
            )}
            {started && (
              <div className="fd-status" data-testid="fd-status">
                <span className={fd.committed[seat] ? 'fd-chip locked' : 'fd-chip'} data-testid="fd-my-status">{t('fdPlan.you')}: {fd.committed[seat] ? t('fdPlan.lockedIn') : t('fdPlan.planning')}</span>
                <span className={fd.committed[foe] ? 'fd-chip locked' : 'fd-chip'} data-testid="fd-foe-status" data-locked={fd.committed[foe] ? 'yes' : 'no'}>
                  {t('fdPlan.foe')}: {fd.committed[foe] ? t('fdPlan.lockedIn') : t('fdPlan.planning')}
                </span>
              </div>
            )}
            {fd.problems.map((p, i) => <ProblemLine key={i} problem={p} />)}
            {fd.error && <p className="fd-error" data-testid="fd-error">{t('fdPlan.lockFailed', { error: fd.error })}</p>}
            {planning && (
              <PlanEditor
                lang={lang} plan={draft} check={fd.check}
                hand={handMonsters(state, seat)} supports={handSupports(state, seat)}
                targetsFor={(aim) => choiceTargets(state, seat, draft, aim)}
                pool={state.pool.map((p) => ({ id: p.id, name: p.card.name, nameEn: p.card.nameEn || p.card.name, cost: p.card.cost, system: p.card.system }))}
                units={state.units.map((u) => ({ id: u.id, name: u.name, nameEn: u.nameEn, mine: u.owner === seat }))}
                attackers={attackers} targets={targets} effects={effectOptions(state, seat, draft)}
                aiming={aiming} onAim={setAiming} onChange={fd.setDraft} onLockIn={fd.lockIn} busy={fd.busy}
              />
            )}
            {started && fd.sealed && !resolution && (
              <>
                <p className="fd-ok" data-testid="fd-sealed">{t('fdPlan.locked')}</p>
                <h3>{t('fdPlan.planOf', { seat: t('fdPlan.you') })}</h3>
                <PlanLines lines={describePlan(draft, names, lang)} empty={t('fdPlan.noPlan')} />
                <p className="muted small">{fd.committed[foe] ? t('fdPlan.revealing') : t('fdPlan.waiting')}</p>
              </>
            )}
            {resolution && (
              <>
                <details className="fd-revealed" data-testid="fd-revealed">
                  <summary>{SEATS.map((s) => t('fdPlan.planOf', { seat: t(`seat.${s}`) })).join(' / ')}</summary>
                  {SEATS.map((s) => (
                    <div key={s}>
                      <h3>{t('fdPlan.planOf', { seat: t(`seat.${s}`) })}</h3>
                      <PlanLines lines={fd.plans[s] ? describePlan(fd.plans[s], names, lang) : []} empty={t('fdPlan.noPlan')} />
                    </div>
                  ))}
                </details>
                {!fd.applied[seat] && (
                  <Playback
                    steps={resolution.steps} index={Math.min(index, resolution.steps.length - 1)} unticked={unticked} playing={playing} lang={lang}
                    onIndex={(i) => { setPlaying(false); setIndex(Math.max(0, Math.min(resolution.steps.length - 1, i))); }}
                    onToggle={(i) => setUnticked((set) => {
                      const out = new Set(set);
                      if (out.has(i)) out.delete(i);
                      else out.add(i);
                      return out;
                    })}
                    onPlaying={setPlaying}
                  />
                )}
                <HashLine hashes={fd.hashes} />
                {!fd.applied[seat] && (
                  <button type="button" className="primary fd-lock" data-testid="fd-apply" disabled={!bothHashes} onClick={() => fd.apply(unticked)}>
                    {bothHashes ? t('fdPlan.apply') : t('fdPlan.waitHash')}
                  </button>
                )}
                {fd.applied[seat] && !bothApplied && <p className="muted" data-testid="fd-applied">{t('fdPlan.applied')} · {t('fdPlan.foeApplying')}</p>}
                {bothApplied && (
                  <p className={fd.tableHash === resolution.hash ? 'fd-ok small' : 'fd-error small'} data-testid="fd-table-check" data-agree={fd.tableHash === resolution.hash ? 'yes' : 'no'}>
                    {fd.tableHash === resolution.hash ? t('fdPlan.tableAgrees') : t('fdPlan.tableDiffers', { hash: fd.tableHash })}
                  </p>
                )}
                {bothApplied && (state.step === 'resolve' || state.step === 'end') && (
                  <button type="button" className="primary fd-lock" data-testid="fd-next-phase" onClick={fd.startNext}>{t('fdPlan.nextPhase', { n: fd.phase + 1 })}</button>
                )}
              </>
            )}
          </>
        )}
      </aside>
    </>
  );
}
