// The assist's word on a move, beside the card: each verdict with its ruling, "Undo" and "Allow"
// (the move already stands: the assist never blocks it), and the follow-up offered as one click.
import { useTranslation } from 'react-i18next';
import type { VerdictPopover as Popover, Lang } from '../../rules/core/assist';
import './rules.css';
import { Ruling } from '../Ruling';

export interface VerdictPopoverProps {
  popover: Popover;
  /** Client coordinates of the card's centre, or null when it is not drawn (then a corner). */
  at: { x: number; y: number } | null;
  lang: Lang;
  onUndo(): void;
  onAllow(): void;
  onApply(option?: number): void;
  onClose(): void;
}

export function VerdictPopover({ popover, at, lang, onUndo, onAllow, onApply, onClose }: VerdictPopoverProps) {
  const { t } = useTranslation();
  const style = at ? { left: Math.min(at.x + 70, (globalThis.innerWidth || Infinity) - 340), top: Math.max(8, at.y - 60) } : { right: 340, top: 70 };
  const judged = popover.verdicts.length > 0;
  // A follow-up may be rules events only (Chrono's EP paid or gained): it is applied all the same.
  const follows = popover.followUp.actions.length > 0 || popover.followUp.events.length > 0;
  const eventLines = popover.followUp.events.flatMap((e) => (e.kind === 'choice' ? [t(`rules.prompts.${e.prompt}`, { defaultValue: e.prompt })] : []));
  return (
    <div className={`verdict-popover level-${popover.level}`} style={style} role="alertdialog" data-testid="verdict-popover" data-level={popover.level}>
      {judged && (
        <ul className="verdicts">
          {popover.verdicts.map((v, i) => (
            <li key={i} className={`level-${v.level}`} data-testid="verdict">
              <strong>{t(`rules.levels.${v.level}`)}</strong> <Ruling ruling={v.ruling} />
              <div>{v.reason[lang]}</div>
            </li>
          ))}
        </ul>
      )}
      {follows && (
        <div className="follow-up">
          <div className="muted">{t('rules.followUp')}</div>
          <ul>
            {popover.followUp.actions.map((a, i) => <li key={i}>{a.reason[lang]}{a.ruling && <>{' '}<Ruling ruling={a.ruling} /></>}</li>)}
            {eventLines.map((line, i) => <li key={`e${i}`}>{line}</li>)}
          </ul>
        </div>
      )}
      <div className="buttons">
        {judged && popover.undoable !== false && <button type="button" data-testid="verdict-undo" onClick={onUndo}>{t('rules.undo')}</button>}
        {judged && <button type="button" data-testid="verdict-allow" onClick={onAllow}>{t('rules.allow')}</button>}
        {popover.followUp.options?.map((option, i) => (
          <button key={i} type="button" data-testid={`follow-up-option-${i}`} onClick={() => onApply(i)}>{option.label[lang]}</button>
        ))}
        {follows && <button type="button" className="primary" data-testid="follow-up-apply" onClick={() => onApply()}>{t('rules.apply')}</button>}
        <button type="button" data-testid="verdict-close" aria-label={t('rules.dismiss')} onClick={onClose}>×</button>
      </div>
    </div>
  );
}
