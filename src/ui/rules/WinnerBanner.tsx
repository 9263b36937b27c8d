// The end of the game as the assist reads it, with the rule that decides it.
import { useTranslation } from 'react-i18next';
import type { Win } from '../../rules/core';
import type { Lang } from '../../rules/core/assist';
import './rules.css';
import { Ruling } from '../Ruling';

export function WinnerBanner({ win, lang, onClose }: { win: Win; lang: Lang; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div className="winner-banner" role="status" data-testid="winner-banner">
      <strong>{win.winner === 'draw' ? t('rules.draw') : t('rules.winner', { seat: t(`seat.${win.winner}`) })}</strong>
      <span>{win.reason[lang]} <Ruling ruling={win.ruling} /></span>
      <button type="button" onClick={onClose}>{t('rules.dismiss')}</button>
    </div>
  );
}
