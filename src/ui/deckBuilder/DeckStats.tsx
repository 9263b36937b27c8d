// The cost curve as a bar chart, and the deck's counts by section and by kind.
import { useTranslation } from 'react-i18next';
import type { CostCurve } from './deckFigures';

export interface DeckStatsProps {
  curve: CostCurve;
  sections: readonly { name: string; count: number }[];
  kinds: readonly { label: string; count: number }[];
}

export function DeckStats({ curve, sections, kinds }: DeckStatsProps) {
  const { t } = useTranslation();
  const highest = Math.max(1, ...curve.bars.map((b) => b.count));
  return (
    <div className="db-stats">
      <figure className="db-curve" data-testid="cost-curve">
        <figcaption>{t('deckBuilder.curve')}</figcaption>
        {curve.bars.length === 0 ? (
          <p className="db-hint">{t('deckBuilder.curveEmpty')}</p>
        ) : (
          <ol>
            {curve.bars.map((bar) => (
              <li key={bar.cost} data-testid="curve-bar" data-cost={bar.cost} data-count={bar.count} title={t('deckBuilder.curveBar', { cost: bar.cost, count: bar.count })}>
                <span className="bar-count">{bar.count > 0 ? bar.count : ''}</span>
                <span className="bar" style={{ height: `${(bar.count / highest) * 100}%` }} />
                <span className="bar-cost">{bar.cost}</span>
              </li>
            ))}
          </ol>
        )}
        {curve.uncosted > 0 && <p className="db-hint">{t('deckBuilder.uncosted', { count: curve.uncosted })}</p>}
      </figure>
      <dl className="db-summary" data-testid="deck-summary">
        {sections.map((s) => (
          <div key={`s-${s.name}`}><dt>{s.name}</dt><dd>{s.count}</dd></div>
        ))}
        {kinds.map((k) => (
          <div key={`k-${k.label}`} className="kind"><dt>{k.label}</dt><dd>{k.count}</dd></div>
        ))}
      </dl>
    </div>
  );
}
