// The tab at the table's right edge that folds the side column (players, log, hints) away.
import { useTranslation } from 'react-i18next';
import './tableLayout.css';

export function SideToggle({ open, onToggle }: { open: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const label = open ? t('layout.hideSide') : t('layout.showSide');
  return (
    <button type="button" className="side-toggle" data-testid="toggle-side" aria-expanded={open} title={label} aria-label={label} onClick={onToggle}>
      {open ? '▸' : '◂'}
    </button>
  );
}
