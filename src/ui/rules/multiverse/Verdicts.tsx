// The assist's word on a verb before or after it runs: each verdict with its ruling, and "Allow",
// which records an allowance for the verdicts against the rules (the verb is never blocked).
import { useTranslation } from 'react-i18next';
import type { Proposal } from '../../../rules/core';
import type { Lang } from '../../../rules/core/assist';
import { Ruling } from '../../Ruling';

export function Verdicts({ proposal, lang, onAllow }: { proposal: Proposal | null; lang: Lang; onAllow?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const verdicts = proposal?.verdicts ?? [];
  if (verdicts.length === 0) return null;
  const objections = verdicts.some((v) => v.level !== 'ok');
  return (
    <div className="mf-verdicts" data-testid="mf-verdicts">
      <ul>
        {verdicts.map((v, i) => (
          <li key={i} className={`level-${v.level}`} data-testid="mf-verdict" data-level={v.level}>
            <strong>{t(`mfAssist.levels.${v.level}`)}</strong> <Ruling ruling={v.ruling} /> {v.reason[lang]}
          </li>
        ))}
      </ul>
      {objections && onAllow && <button type="button" data-testid="mf-allow" onClick={onAllow}>{t('mfAssist.allow')}</button>}
    </div>
  );
}
