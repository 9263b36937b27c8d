// What the assist says to the seat now: the current phase explained, then what it may do, each
// with its ruling and, where one click does it, an "Apply". Quiet hides it all.
import { useTranslation } from 'react-i18next';
import type { Hint, PhaseDef } from '../../rules/core';
import type { Lang } from '../../rules/core/assist';
import './rules.css';
import { Ruling } from '../Ruling';

export interface HintPanelProps {
  phase: PhaseDef | undefined;
  hints: readonly Hint[];
  quiet: boolean;
  lang: Lang;
  /** The seat's ms to derive the state, shown small for the curious. */
  ms: number;
  onQuiet(on: boolean): void;
  onApply(hint: Hint): void;
}

export function HintPanel({ phase, hints, quiet, lang, ms, onQuiet, onApply }: HintPanelProps) {
  const { t } = useTranslation();
  return (
    <section className="hint-panel" data-testid="hint-panel" aria-label={t('rules.hints')}>
      <h2>
        {t('rules.hints')}
        <label className="quiet" title={t('rules.quietHint')}>
          <input type="checkbox" data-testid="rules-quiet" checked={quiet} onChange={(e) => onQuiet(e.target.checked)} /> {t('rules.quiet')}
        </label>
      </h2>
      {!quiet && (
        <>
          {phase && <p className="about"><strong>{phase.name[lang]}</strong>: {phase.about[lang]}</p>}
          {hints.length === 0 ? <p className="muted">{t('rules.noHints')}</p> : (
            <ul>
              {hints.map((hint, i) => (
                <li key={i} data-testid="hint">
                  {hint.text[lang]} {hint.ruling && <Ruling ruling={hint.ruling} />}
                  {hint.actions && hint.actions.length > 0 && <button type="button" onClick={() => onApply(hint)}>{t('rules.apply')}</button>}
                </li>
              ))}
            </ul>
          )}
          <p className="muted small" title={t('rules.costHint')}>{t('rules.cost', { ms: ms.toFixed(1) })}</p>
        </>
      )}
    </section>
  );
}
