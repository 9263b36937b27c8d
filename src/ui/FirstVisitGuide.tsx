// A first visit's short tour (move a card, draw, New game, Play online): skippable, and not shown
// again once finished or skipped. It does not block the table: one can try each step as it reads.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guideSeen, markGuideSeen } from './guideSeen';
import './firstVisitGuide.css';

export const GUIDE_STEPS = ['move', 'draw', 'newGame', 'online'] as const;

export function FirstVisitGuide() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !guideSeen());
  const [step, setStep] = useState(0);
  if (!open) return null;
  const id = GUIDE_STEPS[step] ?? 'move';
  const last = step === GUIDE_STEPS.length - 1;
  const close = () => {
    markGuideSeen();
    setOpen(false);
  };
  return (
    <aside className="first-guide" role="dialog" aria-modal="false" aria-labelledby="first-guide-title" data-testid="first-guide" data-step={id}>
      <h2 id="first-guide-title">{t('guide.title')}</h2>
      <p className="first-guide-count">{t('guide.count', { n: step + 1, total: GUIDE_STEPS.length })}</p>
      <h3>{t(`guide.steps.${id}.title`)}</h3>
      <p>{t(`guide.steps.${id}.text`)}</p>
      <div className="first-guide-buttons">
        <button type="button" onClick={close} data-testid="guide-skip">{t('guide.skip')}</button>
        <span className="spacer" />
        {step > 0 && <button type="button" onClick={() => setStep(step - 1)} data-testid="guide-back">{t('guide.back')}</button>}
        <button type="button" className="primary" onClick={() => (last ? close() : setStep(step + 1))} data-testid="guide-next">
          {last ? t('guide.done') : t('guide.next')}
        </button>
      </div>
    </aside>
  );
}
