// The deck's name and what can be done with it: start anew, save, open a saved or demo deck,
// delete a saved one, and the text form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckList } from '../../cards/game';
import { localizedDeckName } from '../../cards/localizedFace';
import type { Draft } from './deckDraft';
import type { SavedDeck } from './ports';

export interface DeckActionsProps {
  draft: Draft;
  saved: readonly SavedDeck[];
  demos: readonly DeckList[];
  onRename(name: string): void;
  onNew(): void;
  onSave(): void;
  onOpen(deck: DeckList, savedId?: string): void;
  onDelete(deck: SavedDeck): void;
  onText(): void;
}

export function DeckActions({ draft, saved, demos, ...on }: DeckActionsProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const [choice, setChoice] = useState('');
  const savedChoice = choice.startsWith('saved:') ? saved.find((d) => `saved:${d.id}` === choice) : undefined;
  const open = () => {
    if (savedChoice !== undefined) on.onOpen(savedChoice, savedChoice.id);
    else if (choice.startsWith('demo:')) {
      const demo = demos[Number(choice.slice(5))];
      // The player's copy is named in their language, and carries no second name to go stale.
      if (demo !== undefined) on.onOpen({ game: demo.game, name: localizedDeckName(demo, lang), sections: demo.sections });
    }
  };
  return (
    <div className="db-actions">
      <div className="row">
        <input
          className="db-name"
          value={draft.deck.name}
          maxLength={80}
          placeholder={t('deckBuilder.untitled')}
          aria-label={t('deckBuilder.name')}
          onChange={(e) => on.onRename(e.target.value)}
          data-testid="deck-name"
        />
        <button type="button" onClick={on.onSave} data-testid="deck-save" className="primary">{t('deckBuilder.save')}</button>
        <button type="button" onClick={on.onNew} data-testid="deck-new">{t('deckBuilder.new')}</button>
      </div>
      <div className="row">
        <select value={choice} onChange={(e) => setChoice(e.target.value)} aria-label={t('deckBuilder.open')} data-testid="deck-open-select">
          <option value="">{t('deckBuilder.openPlaceholder')}</option>
          <optgroup label={t('deckBuilder.savedDecks')}>
            {saved.length === 0 && <option disabled value="none">{t('deckBuilder.noSaved')}</option>}
            {saved.map((d) => <option key={d.id} value={`saved:${d.id}`}>{d.name || t('deckBuilder.untitled')}</option>)}
          </optgroup>
          <optgroup label={t('deckBuilder.demoDecks')}>
            {demos.map((d, i) => <option key={d.name} value={`demo:${i}`}>{localizedDeckName(d, lang)}</option>)}
          </optgroup>
        </select>
        <button type="button" onClick={open} disabled={choice === ''} data-testid="deck-open">{t('deckBuilder.open')}</button>
        <button
          type="button"
          onClick={() => {
            if (savedChoice !== undefined) on.onDelete(savedChoice);
            setChoice('');
          }}
          disabled={savedChoice === undefined}
          data-testid="deck-delete"
        >
          {t('deckBuilder.delete')}
        </button>
        <button type="button" onClick={on.onText} data-testid="deck-text">{t('deckBuilder.text')}</button>
      </div>
    </div>
  );
}
