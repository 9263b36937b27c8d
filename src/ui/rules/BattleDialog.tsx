// The battle as the resolver reads it: each line with its ruling, then the commands that put the
// result on the table. Every line and command can be unticked: the players overrule it, and the
// log says so.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Resolution } from '../../rules/core';
import { useEscape } from '../useEscape';
import type { Lang } from './assistModel';

export interface BattleDialogProps {
  resolution: Resolution;
  lang: Lang;
  onCancel(): void;
  onConfirm(untickedLines: ReadonlySet<number>, untickedActions: ReadonlySet<number>): void;
}

function useToggleSet(): [ReadonlySet<number>, (n: number) => void] {
  const [set, setSet] = useState<ReadonlySet<number>>(new Set());
  return [set, (n) => setSet((s) => {
    const out = new Set(s);
    if (out.has(n)) out.delete(n);
    else out.add(n);
    return out;
  })];
}

export function BattleDialog({ resolution, lang, onCancel, onConfirm }: BattleDialogProps) {
  const { t } = useTranslation();
  useEscape(onCancel);
  const [lines, toggleLine] = useToggleSet();
  const [actions, toggleAction] = useToggleSet();
  // A portal: the phase bar is transformed, which would make this fixed overlay relative to it.
  return createPortal(
    <div className="overlay" role="dialog" aria-modal="true" data-testid="battle-dialog" onClick={onCancel}>
      <div className="dialog battle-dialog" onClick={(e) => e.stopPropagation()}>
        <h2>{t('rules.resolveTitle')}</h2>
        <p className="hint">{t('rules.untickHint')}</p>
        <h3>{t('rules.resolveSteps')}</h3>
        <ul className="battle-lines">
          {resolution.steps.map((step, i) => (
            <li key={i}>
              <label>
                <input type="checkbox" checked={!lines.has(i)} onChange={() => toggleLine(i)} data-testid="battle-line" />
                {step.reason[lang]} {step.ruling && <span className="ruling">{step.ruling}</span>}
              </label>
            </li>
          ))}
        </ul>
        <h3>{t('rules.resolveCommands')}</h3>
        {resolution.actions.length === 0 && <p className="muted">{t('rules.noCommands')}</p>}
        <ul className="battle-lines">
          {resolution.actions.map((action, i) => (
            <li key={i}>
              <label>
                <input type="checkbox" checked={!actions.has(i)} onChange={() => toggleAction(i)} data-testid="battle-command" />
                {action.reason[lang]} {action.ruling && <span className="ruling">{action.ruling}</span>}
              </label>
            </li>
          ))}
        </ul>
        <div className="buttons">
          <button type="button" onClick={onCancel}>{t('rules.cancel')}</button>
          <button type="button" className="primary" data-testid="battle-confirm" onClick={() => onConfirm(lines, actions)}>{t('rules.confirm')}</button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
