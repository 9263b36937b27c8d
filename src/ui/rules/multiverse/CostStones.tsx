// Each seat's assist cost as stones (MF-R4: one number 0–10; the rule text's stones are how it is shown).
import { useTranslation } from 'react-i18next';
import { ASSIST_COST_MAX } from '../../../cards/multiverse/setup';
import { MF_RULE, type MfState } from '../../../rules/multiverse';
import { SEATS } from '../../../table';
import { stones } from './model';

export function CostStones({ state }: { state: MfState }) {
  const { t } = useTranslation();
  return (
    <div className="mf-costs">
      {SEATS.map((seat) => {
        const value = state.seats[seat].cost?.value ?? 0;
        const label = t('mfAssist.costOf', { seat: t(`seat.${seat}`), value, max: ASSIST_COST_MAX });
        return (
          <div key={seat} className={`mf-cost seat-${seat}`} data-testid={`mf-cost-${seat}`} data-value={value} title={`${label} (${MF_RULE.cost})`} aria-label={label}>
            <span className={`seat-chip seat-${seat}`}>{seat.toUpperCase()}</span>
            <span className="stones" aria-hidden="true">
              {stones(value).map((on, i) => <i key={i} className={on ? 'on' : ''} />)}
            </span>
            <b>{value}</b><span className="muted">/{ASSIST_COST_MAX}</span>
          </div>
        );
      })}
    </div>
  );
}
