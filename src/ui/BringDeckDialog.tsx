// A seat that joined a game without a deck chooses one and lays it out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeckSelect, type DeckOption } from './DeckSelect';
import type { Language } from './i18n';
import { useEscape } from './useEscape';
import './gameSetup.css';

export function BringDeckDialog({ options, lang, onBring, onCancel }: { options: readonly DeckOption[]; lang: Language; onBring(key: string): void; onCancel(): void }) {
  const { t } = useTranslation();
  useEscape(onCancel);
  const [key, setKey] = useState(options[0]?.key ?? '');
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="bring-title" data-testid="bring-deck-dialog" onClick={onCancel}>
      <div className="dialog wizard" onClick={(e) => e.stopPropagation()}>
        <h2 id="bring-title">{t('wizard.bringTitle')}</h2>
        <DeckSelect label={t('wizard.bringTitle')} options={options} value={key} allowLater={false} lang={lang} testid="bring-deck-select" onChange={setKey} />
        <div className="buttons">
          <button type="button" onClick={onCancel}>{t('wizard.cancel')}</button>
          <button type="button" className="primary" data-testid="bring-deck-ok" disabled={!key} onClick={() => onBring(key)}>{t('wizard.bringOk')}</button>
        </div>
      </div>
    </div>
  );
}
