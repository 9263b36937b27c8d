// Each seat's EP pool of this phase, the EP the next phase change would empty (said before it
// happens), and "Check for EP" for the selected cards.
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../table';
import type { Lang } from '../../../rules/core/assist';
import type { CcPanelModel } from './model';

const SEATS: readonly Seat[] = ['p1', 'p2'];

export interface EpSectionProps {
  model: CcPanelModel;
  seat: Seat | null;
  lang: Lang;
  onCheck(cards: string[]): void;
}

export function EpSection({ model, seat, lang, onCheck }: EpSectionProps) {
  const { t } = useTranslation();
  const gain = model.checkable.reduce((n, c) => n + c.ep, 0);
  return (
    <section className="cc-section">
      <div className="cc-ep-row">
        {SEATS.map((s) => (
          <span key={s} className={`cc-ep seat-${s}${model.ep[s] > 0 ? ' has-ep' : ''}${s === seat ? ' mine' : ''}`} data-testid={`cc-ep-${s}`} data-ep={model.ep[s]} title={t('ccAssist.epTitle')}>
            <span className={`seat-chip seat-${s}`}>{s.toUpperCase()}</span>
            <b>{t('ccAssist.ep', { count: model.ep[s] })}</b>
          </span>
        ))}
      </div>
      {model.vanishing.length > 0 && (
        <div className="cc-warning" data-testid="cc-ep-warning" role="status">
          <strong>⚠ {t('ccAssist.vanishTitle')}</strong>
          <ul>{model.vanishing.map((v) => <li key={v.seat}>{v.text[lang]} <span className="ruling">CC コストとEP</span></li>)}</ul>
        </div>
      )}
      {seat && (model.checkable.length > 0 || (model.phase === 'main' && model.active === seat)) && (
        model.checkable.length > 0 ? (
          <div className="cc-check">
            <div className="muted small">{model.checkable.map((c) => `${c.name[lang]} (EP ${c.ep})`).join(', ')}</div>
            <button type="button" className="primary" data-testid="cc-check" onClick={() => onCheck(model.checkable.map((c) => c.id))}>
              {t('ccAssist.check', { count: gain })}
            </button>
          </div>
        ) : (
          <p className="muted small cc-hint" data-testid="cc-check-hint">{t('ccAssist.checkHint')} {t('ccAssist.costHint')}</p>
        )
      )}
    </section>
  );
}
