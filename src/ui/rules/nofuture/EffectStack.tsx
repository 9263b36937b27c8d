// The response stack (NF 4.5): last in, first out. The top resolves next; when its condition no
// longer holds the assist proposes "does nothing", and the players confirm either way.
import { useTranslation } from 'react-i18next';
import type { StackEntry } from './nofuturePanelModel';

export function EffectStack({ stack, lang, onSettle }: { stack: StackEntry[]; lang: 'ja' | 'en'; onSettle(outcome: 'done' | 'nothing'): void }) {
  const { t } = useTranslation();
  const top = stack[0];
  return (
    <section className="nf-stack" data-testid="nf-stack">
      <h3>{t('nfAssist.stack')} <span className="ruling">NF 4.5</span></h3>
      <ol>
        {stack.map((entry, i) => (
          <li key={`${entry.card}-${i}`} className={i === 0 ? 'top' : ''} data-testid="nf-stack-entry">
            <strong>{entry.name[lang]}</strong> <span className={`seat-chip seat-${entry.seat}`}>{t(`seat.${entry.seat}`)}</span>
            <div className="small">{entry.text[lang]}</div>
            {entry.target && <div className="small muted">{t('nfAssist.targetIs', { name: entry.target[lang] })}</div>}
          </li>
        ))}
      </ol>
      {top && (
        <>
          <div className={`small ${top.holds ? '' : 'nf-void'}`} data-testid="nf-stack-condition">{top.reason[lang]}</div>
          <div className="buttons">
            <button type="button" className={top.holds ? 'primary' : ''} data-testid="nf-settle-done" onClick={() => onSettle('done')}>{t('nfAssist.resolve')}</button>
            <button type="button" className={top.holds ? '' : 'primary'} data-testid="nf-settle-nothing" onClick={() => onSettle('nothing')}>{t('nfAssist.nothing')}</button>
          </div>
        </>
      )}
    </section>
  );
}
