// Asks for one whole number (a counter's value, cards to deal).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function PromptDialog({ label, initial, onSubmit, onCancel }: { label: string; initial: number; onSubmit(n: number): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(initial));
  const value = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(value);
  return (
    <div className="overlay" role="dialog" aria-modal="true" data-testid="prompt" onClick={onCancel}>
      <form
        className="dialog prompt"
        onClick={(e) => e.stopPropagation()}
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onSubmit(value);
        }}
      >
        <label>
          {label}
          <input autoFocus inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && onCancel()} />
        </label>
        <div className="buttons">
          <button type="button" onClick={onCancel}>{t('errors.dismiss')}</button>
          <button type="submit" disabled={!valid}>OK</button>
        </div>
      </form>
    </div>
  );
}
