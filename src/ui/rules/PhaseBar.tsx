// Where the game is (turn, active seat, phase) and the way on: "Next phase" lists the automatic
// steps of the next phase to apply with one click (or at once with "auto"), asks the energy
// phase's choice, offers the battle resolver, and the steps the other browser left for this seat.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhaseDef, PhaseStep, Resolution, Verdict } from '../../rules/core';
import type { Seat } from '../../table';
import type { Lang } from '../../rules/core/assist';
import { BattleDialog } from './BattleDialog';
import './rules.css';
import { Ruling } from '../Ruling';

export interface PhaseBarProps {
  phases: readonly PhaseDef[];
  position: { turn: number; active: Seat | null; phase: string } | null;
  /** verdicts: what the rules think of leaving the current phase now (e.g. over the hand limit). */
  next: { next: { turn: number; active: Seat | null; phase: string }; steps: PhaseStep[]; verdicts?: Verdict[] };
  resolution: Resolution | null;
  /** The offered resolution's identity: what the player ticks is bound to it. */
  resolutionHash: string | null;
  /** Work the other browser asked of this seat, as this browser checked it (PendingSteps). */
  pending: { id: string; label: { ja: string; en: string }; actions: { reason: { ja: string; en: string } }[]; verdict?: string; confirmed?: boolean }[];
  seated: boolean;
  auto: boolean;
  lang: Lang;
  onAuto(on: boolean): void;
  onAdvance(skipped: ReadonlySet<string>, choice?: string): void;
  /** 'stale' when the table changed since the dialog showed `hash`: the dialog then shows the new result. */
  onResolve(hash: string, untickedLines: ReadonlySet<number>, untickedActions: ReadonlySet<number>): 'applied' | 'stale' | 'none';
  /** `decided`: the player chose to carry out an entry its rules assist did not confirm. */
  onPending(id: string, decided?: boolean): void;
  /** The game's own controls drive its phases: no Next phase or Resolve here. */
  ownFlow?: boolean;
}

export function PhaseBar(props: PhaseBarProps) {
  const { t } = useTranslation();
  const { phases, position, next, lang } = props;
  const [open, setOpen] = useState(false);
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const [battle, setBattle] = useState(false);
  const phaseName = (id: string) => phases.find((p) => p.id === id)?.name[lang] ?? id;
  const choice = next.steps.find((s) => s.choice)?.choice;
  const steps = next.steps.filter((s) => s.actions.length > 0 || s.choice || (s.events?.length ?? 0) > 0);
  const go = (value?: string) => {
    props.onAdvance(skipped, value);
    setOpen(false);
    setSkipped(new Set());
  };
  const onNext = () => {
    // With auto on, steps without a choice apply at once; a choice still asks.
    if ((props.auto || steps.length === 0) && !choice) go();
    else setOpen((o) => !o);
  };
  const toggle = (id: string) => setSkipped((s) => {
    const out = new Set(s);
    if (out.has(id)) out.delete(id);
    else out.add(id);
    return out;
  });

  return (
    <div className="phase-bar" data-testid="phase-bar">
      <div className="phase-now">
        {position ? (
          <>
            <span data-testid="phase-turn">{t('rules.turn', { turn: position.turn })}</span>
            {position.active && <span className={`seat-chip seat-${position.active}`}>{t(`seat.${position.active}`)}</span>}
            <strong data-testid="phase-name" data-phase={position.phase}>{phaseName(position.phase)}</strong>
          </>
        ) : <span className="muted">{t('rules.notStarted')}</span>}
      </div>
      {props.seated && !props.ownFlow && (
        <div className="phase-actions">
          {props.resolution && !props.resolution.waiting && <button type="button" className="primary" data-testid="resolve-battle" onClick={() => setBattle(true)}>{t('rules.resolve')}</button>}
          {props.resolution?.waiting && <span className="muted" data-testid="resolve-waiting">{props.resolution.waiting.reason[lang]} <Ruling ruling={props.resolution.waiting.ruling} /></span>}
          {(next.verdicts ?? []).map((v, i) => (
            <span key={i} className={`verdict ${v.level}`} data-testid="next-verdict" data-level={v.level} data-ruling={v.ruling}>
              {v.reason[lang]} <Ruling ruling={v.ruling} />
            </span>
          ))}
          <button type="button" data-testid="next-phase" onClick={onNext} title={phaseName(next.next.phase)}>
            {(next.verdicts ?? []).some((v) => v.level === 'illegal') ? t('rules.nextAnyway') : t('rules.next')} ▸
          </button>
          <label className="auto" title={t('rules.autoHint')}>
            <input type="checkbox" data-testid="phase-auto" checked={props.auto} onChange={(e) => props.onAuto(e.target.checked)} /> {t('rules.auto')}
          </label>
        </div>
      )}
      {open && (
        <div className="phase-steps" data-testid="phase-steps">
          <div className="muted">{next.next.active
            ? t('rules.stepsOf', { phase: phaseName(next.next.phase), seat: t(`seat.${next.next.active}`) })
            : t('rules.stepsOfBoth', { phase: phaseName(next.next.phase) })}</div>
          {steps.length === 0 && <div className="muted">{t('rules.noSteps')}</div>}
          <ul>
            {steps.filter((s) => !s.choice).map((step) => (
              <li key={step.id}>
                <label>
                  <input type="checkbox" checked={!skipped.has(step.id)} onChange={() => toggle(step.id)} data-testid={`step-${step.id}`} />
                  {step.name[lang]}
                </label>
                <ul className="step-actions">
                  {step.actions.map((a, i) => <li key={i}>{a.reason[lang]}{a.ruling && <>{' '}<Ruling ruling={a.ruling} /></>}</li>)}
                </ul>
              </li>
            ))}
          </ul>
          {choice ? (
            <div className="choice" data-testid="phase-choice">
              {choice.options.map((o) => <button type="button" key={o.value} data-testid={`choice-${o.value}`} onClick={() => go(o.value)}>{o.label[lang]}</button>)}
            </div>
          ) : (
            <div className="buttons">
              <button type="button" onClick={() => setOpen(false)}>{t('rules.cancel')}</button>
              <button type="button" className="primary" data-testid="phase-apply" onClick={() => go()}>{t('rules.apply')}</button>
            </div>
          )}
        </div>
      )}
      {props.pending.map((entry) => entry.confirmed !== false ? (
        <div className="phase-pending" key={entry.id} data-testid="pending-steps" data-verdict={entry.verdict ?? 'confirmed'}>
          <span>{t('rules.pending')}: {entry.label[lang]} ({entry.actions.map((a) => a.reason[lang]).join(', ')})</span>
          <button type="button" className="primary" data-testid="pending-apply" onClick={() => props.onPending(entry.id)}>{t('rules.apply')}</button>
        </div>
      ) : (
        // Not what this browser computed: shown with the reason, run only on an explicit choice.
        <div className="phase-pending unconfirmed" key={entry.id} data-testid="pending-steps" data-verdict={entry.verdict}>
          <span>⚠ {t('rules.pendingUnconfirmed')}: {entry.label[lang]} ({entry.actions.map((a) => a.reason[lang]).join(', ')})</span>
          <span className="muted small" data-testid="pending-warning">{t(`rules.pendingVerdict.${entry.verdict ?? 'notOwed'}`)}</span>
          <button type="button" data-testid="pending-anyway" onClick={() => props.onPending(entry.id, true)}>{t('rules.pendingAnyway')}</button>
        </div>
      ))}
      {battle && props.resolution && props.resolutionHash && (
        <BattleDialog
          resolution={props.resolution} hash={props.resolutionHash} lang={lang}
          onCancel={() => setBattle(false)}
          onConfirm={(hash, lines, actions) => {
            const outcome = props.onResolve(hash, lines, actions);
            if (outcome !== 'stale') setBattle(false);
            return outcome;
          }}
        />
      )}
    </div>
  );
}
