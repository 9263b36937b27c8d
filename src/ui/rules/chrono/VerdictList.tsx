// The assist's word on a move the panel just made: each verdict with its ruling, and "Allow", which
// records an allowance. The move already stands: the assist never blocks it.
import { useTranslation } from 'react-i18next';
import type { Verdict } from '../../../rules/core';
import type { Lang } from '../../../rules/core/assist';
import { Ruling } from '../../Ruling';

export interface VerdictListProps {
  verdicts: readonly Verdict[];
  lang: Lang;
  /** Shown after a move: Allow and Close. A preview (before the move) has neither. */
  onAllow?: () => void;
  onClose?: () => void;
  testId?: string;
}

export function VerdictList({ verdicts, lang, onAllow, onClose, testId = 'cc-verdicts' }: VerdictListProps) {
  const { t } = useTranslation();
  if (verdicts.length === 0) return null;
  const worst = verdicts.some((v) => v.level === 'illegal') ? 'illegal' : 'warning';
  return (
    <div className={`cc-verdicts level-${worst}`} data-testid={testId} data-level={worst}>
      {onAllow && <div className="muted small">{t('ccAssist.verdictsTitle')}</div>}
      <ul>
        {verdicts.map((v, i) => (
          <li key={i} className={`level-${v.level}`}>
            <strong>{t(`rules.levels.${v.level}`)}</strong> <Ruling ruling={v.ruling} /> {v.reason[lang]}
          </li>
        ))}
      </ul>
      {(onAllow || onClose) && (
        <div className="cc-buttons">
          {onClose && <button type="button" data-testid="cc-verdicts-close" onClick={onClose}>{t('ccAssist.dismiss')}</button>}
          {onAllow && <button type="button" className="primary" data-testid="cc-allow" onClick={onAllow}>{t('ccAssist.allow')}</button>}
        </div>
      )}
    </div>
  );
}
