// On a phone held upright (narrower than 600 px, taller than wide: CSS decides) a banner suggests
// turning it; the table stays behind it, and a tap dismisses it for this visit.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './smallScreens.css';

export function TurnSidewaysBanner() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className="turn-sideways" role="status" data-testid="turn-sideways">
      <span className="turn-sideways-icon" aria-hidden="true">⟳</span>
      <span className="turn-sideways-text">{t('layout.turnSideways')}</span>
      <button type="button" data-testid="turn-sideways-dismiss" title={t('layout.dismiss')} aria-label={t('layout.dismiss')} onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  );
}
