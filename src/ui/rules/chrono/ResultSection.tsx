// The charm as the module computes it, the same in both browsers: each attacker and its blockers,
// the damage points to the player, damage to blockers and attackers, what is destroyed (face down)
// and the heroine's pierce, each line with its ruling; then the commands and "Apply" once the
// defender answered every attacker (before that, only the explicit, logged overrule).
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../table';
import type { Lang } from '../../../rules/core/assist';
import { applyOffer, type CcCharmView } from './model';
import { Ruling } from '../../Ruling';

export interface ResultSectionProps {
  charm: CcCharmView;
  seat: Seat | null;
  lang: Lang;
  /** `overrule`: applied before the defender answered every attacker. */
  onApply(overrule: boolean): void;
}

export function ResultSection({ charm, seat, lang, onApply }: ResultSectionProps) {
  const { t } = useTranslation();
  const resolution = charm.resolution;
  const answered = charm.attackers.filter((a) => a.answered).length;
  const offer = applyOffer(charm, seat);
  return (
    <section className="cc-section cc-result" data-testid="cc-result" data-points={charm.points}>
      <h3>{t('ccAssist.resultTitle')}</h3>
      <div className="cc-points" data-testid="cc-points">{t('ccAssist.points', { seat: t(`seat.${charm.defender}`), count: charm.points })}</div>
      <div className={`small${answered < charm.attackers.length ? ' cc-pending' : ' muted'}`} data-testid="cc-answered">
        {t('ccAssist.answered', { count: answered, total: charm.attackers.length })}
      </div>
      {resolution && (
        <>
          <ol className="cc-lines">
            {resolution.steps.map((step, i) => (
              <li key={i} data-testid="cc-result-line">{step.reason[lang]} {step.ruling && <Ruling ruling={step.ruling} />}</li>
            ))}
          </ol>
          <div className="muted small">{t('ccAssist.onTable')}</div>
          {resolution.actions.length === 0 ? <div className="muted small">{t('ccAssist.nothingOnTable')}</div> : (
            <ul className="cc-commands">
              {resolution.actions.map((a, i) => <li key={i}>{a.reason[lang]} {a.ruling && <Ruling ruling={a.ruling} />}</li>)}
            </ul>
          )}
        </>
      )}
      {offer === 'apply' && (
        <div className="cc-buttons">
          <button type="button" className="primary" data-testid="cc-apply" onClick={() => onApply(false)}>{t('ccAssist.apply')}</button>
        </div>
      )}
      {offer === 'overrule' && (
        <div className="cc-buttons">
          <span className="muted small" data-testid="cc-apply-wait">{t('ccAssist.applyWait')}</span>
          <button type="button" data-testid="cc-apply-overrule" title={t('ccAssist.overruleHint')} onClick={() => onApply(true)}>{t('ccAssist.overrule')}</button>
        </div>
      )}
    </section>
  );
}
