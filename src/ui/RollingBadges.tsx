// A die or coin whose joint roll is under way says so where it lies: "rolling… waiting for P2"
// (the seat whose share is outstanding), or that the roll cannot open.
import { useTranslation } from 'react-i18next';
import type { Seat } from '../table/schema';
import './rollingBadges.css';

export interface PlacedRoll {
  round: string;
  piece: string;
  waitingFor: readonly Seat[];
  stuck: boolean;
  /** The roller, whose browser writes the face once both shares are in. */
  by: Seat;
  x: number;
  y: number;
}

export function RollingBadges({ rolls }: { rolls: readonly PlacedRoll[] }) {
  const { t } = useTranslation();
  if (rolls.length === 0) return null;
  return (
    <div className="rolling-badges">
      {rolls.map((roll) => {
        const seats = roll.waitingFor.map((s) => t(`log.seats.${s}`)).join(' · ');
        const text = roll.stuck ? t('rolls.stuck') : roll.waitingFor.length > 0 ? t('rolls.waiting', { seat: seats }) : t('rolls.writing', { seat: t(`log.seats.${roll.by}`) });
        return (
          <span
            key={roll.round} role="status" className={roll.stuck ? 'rolling-badge stuck' : 'rolling-badge'}
            data-testid="rolling" data-piece={roll.piece} data-waiting={roll.waitingFor.join(' ')} style={{ left: roll.x, top: roll.y }}
          >
            {!roll.stuck && <i aria-hidden="true" />}{text}
          </span>
        );
      })}
    </div>
  );
}
