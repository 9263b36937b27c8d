// Falldown at the table (docs/rules/falldown.md, "At the table"): the plan drafted in this browser
// with its arrows on the table, Lock in (a sealed envelope per phase), the reveal checked against
// both commitments, the resolution played back step by step with each step to keep or overrule,
// applying this seat's share, both browsers' result hashes, and the way to the next phase.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attackers as attackersOf, attackTargets, effectOptions, handMonsters, otherSeat, setAttack, type FalldownPlan } from '../../rules/falldown';
import { choiceTargets, handSupports, summonSpots } from '../../rules/falldown/draft';
import type { Seat } from '../../table';
import type { GamePanelProps } from '../../ui/rules/gamePanel';
import { similarity, type Pt } from '../../ui/rules/falldown/geometry';
import { draftOverlay, stepOverlay, type OverlayPlaces, type OverlayTexts } from '../../ui/rules/falldown/overlayModel';
import { Playback } from '../../ui/rules/falldown/Playback';
import { PlanEditor } from '../../ui/rules/falldown/PlanEditor';
import { describePlan, type PlanNames } from '../../ui/rules/falldown/planText';
import { TableOverlay } from '../../ui/rules/falldown/TableOverlay';
import type { TableSession } from '../session';
import { SEATS } from './flow';
import { useFalldown } from './useFalldown';
import '../../ui/rules/rules.css';
import '../../ui/rules/falldown/falldown.css';

type Props = GamePanelProps & { session: TableSession };

/** Re-renders now and then: the table may be panned or zoomed, which moves the overlay's anchors. */
function useTick(ms: number): number {
  const [n, setN] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setN((x) => x + 1), ms);
    return () => clearInterval(id);
  }, [ms]);
  return n;
}

/** The n-th free attack of a unit, or its last one when all are taken. */
function aimAt(plan: FalldownPlan, unit: string, attacks: number, target: string): FalldownPlan {
  const taken = plan.attacks.find((a) => a.unit === unit)?.targets.length ?? 0;
  return setAttack(plan, unit, Math.min(taken, Math.max(0, attacks - 1)), target);
}

export default function FalldownPanel(props: Props) {
  const { t } = useTranslation();
  const { lang, anchor, snapshot } = props;
  const fd = useFalldown(props);
  const [open, setOpen] = useState(true);
  const [aiming, setAiming] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [playing, setPlaying] = useState(false);
  const tick = useTick(300);
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

  // The minimum way to aim: select an attacker on the table, then one of its targets.
  useEffect(() => {
    if (!fd || !planning || props.selection.size !== 1) return;
    const [id] = [...props.selection];
    if (!id) return;
    const attacker = attackers.find((a) => a.id === id);
    if (attacker) setAiming(id);
    else if (aiming && targets.some((target) => target.id === id)) {
      const by = attackers.find((a) => a.id === aiming);
      if (by) fd.setDraft(aimAt(fd.draft, by.id, by.attacks, id));
      setAiming(null);
    }
  }, [props.selection]);

  const places = useMemo<OverlayPlaces | null>(() => {
    if (!state) return null;
    const lifeP1 = state.places.p1.lifeCounter;
    const lifeP2 = state.places.p2.lifeCounter;
    const w1 = lifeP1 ? snapshot.objects.get(lifeP1) : undefined;
    const w2 = lifeP2 ? snapshot.objects.get(lifeP2) : undefined;
    const c1 = lifeP1 ? anchor(lifeP1) : null;
    const c2 = lifeP2 ? anchor(lifeP2) : null;
    const toScreen = w1 && w2 && c1 && c2 ? similarity({ x: w1.x, y: w1.y }, c1, { x: w2.x, y: w2.y }, c2) : null;
    const centre = (seatOf: Seat, slot: 'life' | 'graveyard'): Pt | null => {
      const rect = state.places[seatOf].zones[slot];
      return rect && toScreen ? toScreen({ x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 }) : null;
    };
    // A seat as a target: the middle of its field's far edge, towards its hand (its life counter sits
    // at an end of the mat, where a panel may lie over it).
    const playerSpot = (seatOf: Seat): Pt | null => {
      const field = state.places[seatOf].zones.field;
      const hand = state.places[seatOf].zones.hand;
      if (!field || !hand || !toScreen) return null;
      const far = hand.y < field.y ? field.y + 28 : field.y + field.h - 28;
      return toScreen({ x: field.x + field.w / 2, y: far });
    };
    const owners = new Map<string, Seat>(state.units.map((u) => [u.id, u.owner]));
    for (const s of SEATS) for (const summon of fd?.plans[s]?.summons ?? []) owners.set(summon.card, s);
    // Where this phase's summons will stand: this seat's draft while planning, both revealed plans after.
    const slots = new Map<string, Pt>();
    for (const s of SEATS) {
      const plan = fd?.plans[s] ?? (s === seat ? draft : undefined);
      if (plan) for (const [id, at] of summonSpots(state, s, plan)) slots.set(id, at);
    }
    const origin = toScreen?.({ x: 0, y: 0 });
    const unit = toScreen?.({ x: 100, y: 0 });
    return {
      anchor: (id) => anchor(id),
      player: (s) => playerSpot(s) ?? centre(s, 'life'),
      graveyard: (s) => centre(s, 'graveyard'),
      owner: (id) => owners.get(id) ?? null,
      slot: (id) => {
        const at = slots.get(id);
        return at && toScreen ? toScreen(at) : null;
      },
      scale: origin && unit ? Math.hypot(unit.x - origin.x, unit.y - origin.y) / 100 : 1,
    };
  }, [state, snapshot, anchor, tick, fd?.plans, seat, draft]);

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
            {fd.problems.map((p, i) => (
              <p key={i} className="fd-alarm" data-testid="fd-problem">
                {p.kind === 'reveal' ? t('fdPlan.badReveal', { seat: t(`seat.${p.seat}`), verdict: p.verdict ?? '' }) : t('fdPlan.logDiffers', { seat: t(`seat.${p.seat}`) })}
              </p>
            ))}
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

function PlanLines({ lines, empty }: { lines: string[]; empty: string }) {
  if (lines.length === 0) return <p className="muted small">{empty}</p>;
  return <ul className="fd-plan-lines" data-testid="fd-plan-lines">{lines.map((line, i) => <li key={i}>{line}</li>)}</ul>;
}

function HashLine({ hashes }: { hashes: Partial<Record<Seat, string>> }) {
  const { t } = useTranslation();
  if (!hashes.p1 || !hashes.p2) return null;
  const agree = hashes.p1 === hashes.p2;
  return (
    <p className={agree ? 'fd-ok' : 'fd-alarm'} data-testid="fd-hash" data-agree={agree ? 'yes' : 'no'} data-hash={hashes.p1}>
      {agree ? t('fdPlan.hashAgree', { hash: hashes.p1 }) : t('fdPlan.hashMismatch', { p1: hashes.p1, p2: hashes.p2 })}
    </p>
  );
}
