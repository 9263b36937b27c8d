// Support cards of the hand to use this phase (rule text 10): a tick per card with its cost and
// effect, and once ticked the targets its effect names, in order.
import { useTranslation } from 'react-i18next';
import { setSupportTargets, toggleSupport, type Aim, type SupportOption } from '../../../rules/falldown/draft';
import type { FalldownPlan } from '../../../rules/falldown';
import type { Lang } from '../../../rules/core/assist';
import { TargetChips, type ChipOption } from './TargetChips';

export interface SupportListProps {
  lang: Lang;
  plan: FalldownPlan;
  supports: readonly SupportOption[];
  chipsOf(aim: Aim): ChipOption[];
  name(id: string): string;
  onChange(plan: FalldownPlan): void;
}

export function SupportList({ lang, plan, supports, chipsOf, name, onChange }: SupportListProps) {
  const { t } = useTranslation();
  if (supports.length === 0) return null;
  return (
    <>
      <h3>{t('fdPlan.supports')}</h3>
      <ul className="fd-list">
        {supports.map((card) => {
          const used = plan.supports.find((s) => s.card === card.id);
          const text = lang === 'ja' ? card.text : card.textEn;
          return (
            <li key={card.id} className="fd-effect">
              <label>
                <input type="checkbox" data-testid="fd-support" data-id={card.id} checked={!!used} onChange={() => onChange(toggleSupport(plan, card.id, card.ref))} />
                {lang === 'ja' ? card.name : card.nameEn} <span className="muted small">{t('fdPlan.cost', { cost: card.cost })}</span>
                {text && <span className="small">: {text}</span>}
              </label>
              {used && card.aim !== 'none' && (
                <TargetChips
                  testId="fd-support-targets" owner={card.id} max={3} chosen={used.targets} options={chipsOf(card.aim)} name={name}
                  onChange={(next) => onChange(setSupportTargets(plan, card.id, next))}
                />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
