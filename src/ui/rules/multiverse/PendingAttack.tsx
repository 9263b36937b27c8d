// The attack declared and not yet applied, in both browsers: who attacks whom and the damage on a
// hit; the die's faces with those that evade highlighted; the defender's "Roll for evasion" (its
// die in its dice zone, rolled on the table, the face recorded for this attack, MF-R2); the rolled
// face marked; then "Apply", which either seat may press, to take the damage off the HP counter.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evasionDie, MF_RULE, type MfState } from '../../../rules/multiverse';
import type { CommandResult, Seat } from '../../../table';
import type { TableCommand } from '../../actions';
import type { Lang, RulesAssist } from '../../../rules/core/assist';
import { DieFaces } from './DieFaces';
import { PickMarkers } from './PickMarkers';
import type { PendingView } from './model';

export interface PendingAttackProps {
  state: MfState;
  pending: PendingView;
  me: Seat | null;
  assist: RulesAssist;
  lang: Lang;
  run(command: TableCommand): CommandResult;
  anchor(id: string): { x: number; y: number } | null;
}

const ROLL = { ja: '回避のサイコロ', en: 'Evasion roll' };

/** The faces of a joint roll, once written (the app's RollingValue; null: the roll never opened). */
function jointFaces(value: unknown): Promise<(number | null)[]> | null {
  const faces = typeof value === 'object' && value !== null ? (value as { faces?: unknown }).faces : undefined;
  return faces instanceof Promise ? (faces as Promise<(number | null)[]>) : null;
}
const STRIKE = { ja: '攻撃の適用', en: 'Apply the attack' };

export function PendingAttack({ state, pending, me, assist, lang, run, anchor }: PendingAttackProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [rolling, setRolling] = useState(false);
  const { attacker, target, defender } = pending;
  // No roll when a counter negated the attack or no face evades.
  const needsRoll = pending.roll === null && !pending.negatedBy && !pending.cannotEvade;
  const die = evasionDie(state, defender) ?? state.seats[defender].die;
  const rollDie = () => {
    setError(null);
    if (!die) {
      setError(t('mfAssist.noDie'));
      return;
    }
    const result = run({ type: 'roll', args: { ids: [die.id] } });
    if (!result.ok) {
      setError(result.error);
      return;
    }
    // In a room of two seats the roll is joint: the face is recorded once both seats' shares gave it.
    const joint = jointFaces(result.value);
    if (joint) {
      setRolling(true);
      void joint.then(([face]) => {
        setRolling(false);
        if (typeof face === 'number') assist.perform('evasion', { roll: face }, ROLL);
      });
      return;
    }
    // Reads the die just rolled and records its face for this attack (its verdicts show beside the card).
    assist.perform('evasion', {}, ROLL);
  };
  const apply = () => assist.perform('strike', {}, STRIKE);
  const seatName = t(`seat.${defender}`);
  return (
    <section className="mf-pending" data-testid="mf-pending" data-roll={pending.roll ?? ''}>
      <h3>{t('mfAssist.pendingTitle')}</h3>
      <PickMarkers attacker={attacker.id} target={target.id} anchor={anchor} />
      <div className="mf-versus">
        <span className={`mf-attr mf-attr-${attacker.attribute}`}>{attacker.name[lang]}</span>
        <span aria-hidden="true">→</span>
        <span className={`mf-attr mf-attr-${target.attribute}`}>{target.name[lang]}</span>
        <span className="muted">{t('mfAssist.hp')} {target.hp}</span>
      </div>
      <div className="mf-row"><b className="damage">{t('mfAssist.onHit', { damage: pending.damage })}</b></div>
      <div className="mf-row">
        <span className="label">{t('mfAssist.evasionFaces')}</span>
        {pending.cannotEvade && <span className="muted">{t('mfAssist.noEvasion')}</span>}
        <span className="ruling">{MF_RULE.evasion}</span>
      </div>
      <DieFaces faces={pending.faces} />
      {pending.negatedBy && (
        <div className="mf-outcome evaded" data-testid="mf-negated">{t('mfAssist.negated', { card: pending.negatedBy[lang] })} <span className="ruling">{MF_RULE.counter}</span></div>
      )}
      {pending.roll !== null && !pending.negatedBy && (
        <div className={`mf-outcome ${pending.evaded ? 'evaded' : 'hit'}`} data-testid="mf-outcome" data-evaded={pending.evaded}>
          {t('mfAssist.rolled', { face: pending.roll })}: <b>{pending.evaded ? t('mfAssist.evaded') : t('mfAssist.hit')}</b>
        </div>
      )}
      {pending.roll === null && !pending.negatedBy && me === defender && <p className="muted small">{t('mfAssist.counterHint')}</p>}
      {needsRoll && me !== defender && <p className="muted" data-testid="mf-wait-roll">{t('mfAssist.waitRoll', { seat: seatName })}</p>}
      {error && <p className="mf-error" role="alert">{error}</p>}
      {me && (
        <div className="buttons">
          {needsRoll && me === defender && !rolling && (
            <button type="button" className="primary" data-testid="mf-roll" onClick={rollDie}>{t('mfAssist.roll')}</button>
          )}
          <button type="button" className={needsRoll ? '' : 'primary'} data-testid="mf-apply" title={t('mfAssist.applyHint')} onClick={apply}>
            {pending.evaded || pending.negatedBy ? t('mfAssist.applyEvaded') : t('mfAssist.apply')}
          </button>
        </div>
      )}
      {me && !needsRoll && <p className="muted small mf-right">{t('mfAssist.applyHint')}</p>}
    </section>
  );
}
