// Every control and shortcut on one page.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function HelpOverlay({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const keys = t('help.keys', { returnObjects: true }) as Record<string, string>;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="help-title" data-testid="help-dialog" onClick={onClose}>
      <div className="dialog help" onClick={(e) => e.stopPropagation()}>
        <h2 id="help-title">{t('help.title')}</h2>
        <p>{t('help.mouse')}</p>
        <dl>
          {Object.entries(keys).map(([key, what]) => (
            <div key={key}>
              <dt><kbd>{key}</kbd></dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
        <button type="button" onClick={onClose} autoFocus>{t('help.close')}</button>
      </div>
    </div>
  );
}
