// Live deck check: every problem with the rule it breaks, or a clear "legal deck" badge.
import { useTranslation } from 'react-i18next';
import type { DeckProblem } from '../../cards/game';
import { localized, type Lang } from './labels';

export function DeckValidation({ problems, lang, nameOf }: { problems: readonly DeckProblem[]; lang: Lang; nameOf(ref: string): string }) {
  const { t } = useTranslation();
  if (problems.length === 0) {
    return <p className="db-legal" role="status" data-testid="deck-legal">✓ {t('deckBuilder.legal')}</p>;
  }
  return (
    <div className="db-problems" role="status" data-testid="deck-problems">
      <p className="db-problems-head">{t('deckBuilder.problems', { count: problems.length })}</p>
      <ul>
        {problems.map((p, i) => (
          <li key={`${p.rule}-${i}`} data-testid="deck-problem" data-rule={p.rule}>
            <span className="rule">{p.rule}</span>
            <span>
              {localized(p.message, lang)}
              {p.ref !== undefined && !localized(p.message, lang).includes(nameOf(p.ref)) && <small> ({nameOf(p.ref)})</small>}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
