// One character as the panel lists it: name, AP/DP now, and the tags that matter to a charm.
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../rules/core/assist';
import { whyNoAttack, type CcFighter } from './model';

export function FighterLabel({ fighter, lang, showWhy = false, compact = false }: { fighter: CcFighter; lang: Lang; showWhy?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const why = showWhy ? whyNoAttack(fighter) : null;
  // In a chooser: the name and AP/DP only, on one line.
  if (compact) return <span className="cc-fighter compact"><span className="cc-name">{fighter.name[lang]}</span><span className="cc-stats">{fighter.ap}/{fighter.dp}</span></span>;
  return (
    <span className="cc-fighter">
      <span className="cc-name">{fighter.name[lang]}</span>
      <span className="cc-stats">{t('ccAssist.stats', { ap: fighter.ap, dp: fighter.dp })}</span>
      {fighter.heroine && <span className="cc-tag">{t('ccAssist.tags.heroine')}</span>}
      {fighter.pierce && !fighter.heroine && <span className="cc-tag">{t('ccAssist.tags.pierce')}</span>}
      {fighter.support > 0 && <span className="cc-tag">{t('ccAssist.tags.support', { count: fighter.support })}</span>}
      {why && <span className="cc-tag cc-why" data-testid="cc-why">{t(`ccAssist.why.${why}`)}</span>}
    </span>
  );
}
