// One seat's deck for a game: a demo deck, a deck saved in this browser, or (in the wizard) none
// yet because the player brings it when joining. The chosen deck is shown legal or with its first
// problem and the rule it breaks; an illegal deck may still be played (players can agree to it).
import { useTranslation } from 'react-i18next';
import type { Localized } from '../cards/game';
import { localizedDeckName } from '../cards/localizedFace';
import type { Language } from './i18n';
import './gameSetup.css';

export interface DeckOption {
  key: string;
  name: string;
  /** The name in English, where the deck has one (the demo decks). */
  nameEn?: string;
  source: 'demo' | 'saved';
  /** The first problem validateDeck found, or null for a legal deck. */
  problem: { rule: string; message: Localized } | null;
}

/** The key of "no deck yet: the player brings it". */
export const BRING_LATER = '';

export interface DeckSelectProps {
  label: string;
  options: readonly DeckOption[];
  value: string;
  allowLater: boolean;
  lang: Language;
  testid: string;
  onChange(key: string): void;
}

export function DeckSelect({ label, options, value, allowLater, lang, testid, onChange }: DeckSelectProps) {
  const { t } = useTranslation();
  const demo = options.filter((o) => o.source === 'demo');
  const saved = options.filter((o) => o.source === 'saved');
  const chosen = options.find((o) => o.key === value);
  const nameOf = (o: DeckOption) => localizedDeckName(o, lang);
  const item = (o: DeckOption) => <option key={o.key} value={o.key}>{o.problem ? `⚠ ${nameOf(o)}` : nameOf(o)}</option>;
  return (
    <div className="deck-select">
      <label>
        <span className="deck-select-label">{label}</span>
        <select data-testid={testid} value={value} onChange={(e) => onChange(e.target.value)}>
          <optgroup label={t('wizard.demoDecks')}>{demo.map(item)}</optgroup>
          {saved.length > 0 && <optgroup label={t('wizard.savedDecks')}>{saved.map(item)}</optgroup>}
          {allowLater && <option value={BRING_LATER}>{t('wizard.bringLater')}</option>}
        </select>
      </label>
      <p className={`deck-status ${chosen?.problem ? 'bad' : chosen ? 'ok' : 'later'}`} data-testid={`${testid}-status`} role="status">
        {chosen?.problem ? `⚠ ${chosen.problem.rule}: ${chosen.problem.message[lang]}`
          : chosen ? `✓ ${t('wizard.legal')}`
          : t('wizard.laterHint')}
      </p>
    </div>
  );
}
