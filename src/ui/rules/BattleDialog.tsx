// The battle as the resolver reads it: each line with its ruling, then the commands that put the
// result on the table. Every line and command can be unticked: the players overrule it, and the
// log says so. The ticks belong to the result shown (its hash): when the table changes while the
// dialog is open, the new result replaces it, the ticks start over, and the dialog says so.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Resolution } from '../../rules/core';
import { useEscape } from '../useEscape';
import type { Lang } from '../../rules/core/assist';
import { Ruling } from '../Ruling';

export interface BattleDialogProps {
  resolution: Resolution;
  /** The identity of `resolution` (resolutionHash). */
  hash: string;
  lang: Lang;
  onCancel(): void;
  /** 'stale': the result changed before the click; nothing was applied. */
  onConfirm(hash: string, untickedLines: ReadonlySet<number>, untickedActions: ReadonlySet<number>): 'applied' | 'stale' | 'none';
}

/** Unticked indices, kept with the hash of the result they were ticked on. */
interface Ticks { hash: string; lines: ReadonlySet<number>; actions: ReadonlySet<number> }

const toggled = (set: ReadonlySet<number>, n: number): ReadonlySet<number> => {
  const out = new Set(set);
  if (out.has(n)) out.delete(n);
  else out.add(n);
  return out;
};

export function BattleDialog({ resolution, hash, lang, onCancel, onConfirm }: BattleDialogProps) {
  const { t } = useTranslation();
  useEscape(onCancel);
  const [ticks, setTicks] = useState<Ticks>({ hash, lines: new Set(), actions: new Set() });
  // Ticks made on another result never apply to this one.
  const current = ticks.hash === hash ? ticks : { hash, lines: new Set<number>(), actions: new Set<number>() };
  const changed = ticks.hash !== hash;
  const { lines, actions } = current;
  const toggleLine = (n: number) => setTicks({ ...current, lines: toggled(lines, n) });
  const toggleAction = (n: number) => setTicks({ ...current, actions: toggled(actions, n) });
  // A portal: the phase bar is transformed, which would make this fixed overlay relative to it.
  return createPortal(
    <div className="overlay" role="dialog" aria-modal="true" data-testid="battle-dialog" onClick={onCancel}>
      <div className="dialog battle-dialog" onClick={(e) => e.stopPropagation()}>
        <h2>{t('rules.resolveTitle')}</h2>
        <p className="hint">{t('rules.untickHint')}</p>
        {changed && <p className="warning" role="alert" data-testid="battle-changed">{t('rules.resolutionChanged')}</p>}
        <h3>{t('rules.resolveSteps')}</h3>
        <ul className="battle-lines">
          {resolution.steps.map((step, i) => (
            <li key={i}>
              <label>
                <input type="checkbox" checked={!lines.has(i)} onChange={() => toggleLine(i)} data-testid="battle-line" />
                {step.reason[lang]} {step.ruling && <Ruling ruling={step.ruling} />}
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
                {action.reason[lang]} {action.ruling && <Ruling ruling={action.ruling} />}
              </label>
            </li>
          ))}
        </ul>
        <div className="buttons">
          <button type="button" onClick={onCancel}>{t('rules.cancel')}</button>
          <button type="button" className="primary" data-testid="battle-confirm" onClick={() => {
            if (onConfirm(hash, lines, actions) === 'stale') setTicks({ hash: '', lines: new Set(), actions: new Set() });
          }}>{t('rules.confirm')}</button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
