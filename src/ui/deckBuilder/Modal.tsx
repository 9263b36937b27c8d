// A dialog over the deck builder (the builder's own Esc handling closes it first).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Modal({ title, testId, onClose, children }: { title: string; testId: string; onClose(): void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="db-modal" role="dialog" aria-modal="true" aria-label={title} data-testid={testId} onClick={onClose}>
      <div className="dialog db-modal-box" onClick={(e) => e.stopPropagation()}>
        <header>
          <h2>{title}</h2>
          <button type="button" className="db-close" onClick={onClose} aria-label={t('deckBuilder.close')}>×</button>
        </header>
        {children}
      </div>
    </div>
  );
}
