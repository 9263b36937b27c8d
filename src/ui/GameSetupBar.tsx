// What the seat at this screen may still do to start the game: bring its deck, take Chrono's
// mulligan, choose Multiverse fighters, or wait for the other seat's choice.
import { useTranslation } from 'react-i18next';
import './gameSetup.css';

export interface GameSetupBarProps {
  bringDeck?: () => void;
  mulligan?: { left: number; busy: boolean; onClick(): void };
  fighters?: { waiting: boolean; onClick(): void };
}

export function GameSetupBar({ bringDeck, mulligan, fighters }: GameSetupBarProps) {
  const { t } = useTranslation();
  if (!bringDeck && !mulligan && !fighters) return null;
  return (
    <div className="setup-bar" data-testid="setup-bar">
      {bringDeck && <button type="button" className="primary" data-testid="bring-deck" onClick={bringDeck}>{t('wizard.bringDeck')}</button>}
      {mulligan && (
        <button type="button" data-testid="mulligan" title={t('wizard.mulliganHint')} disabled={mulligan.busy} onClick={mulligan.onClick}>
          {t('wizard.mulligan', { count: mulligan.left })}
        </button>
      )}
      {fighters && (fighters.waiting
        ? <span role="status" data-testid="fighters-waiting">{t('wizard.waitingFighters')}</span>
        : <button type="button" className="primary" data-testid="choose-fighters" onClick={fighters.onClick}>{t('wizard.chooseFighters')}</button>)}
    </div>
  );
}
