// Both seats' clocks above the table, for players and spectators: time left, the running one
// highlighted, the last 30 s in the warning colour, a flag at zero; Falldown's planning timer while
// a phase is planned. It alone subscribes to the clock's ticks (the table does not re-render).
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../table';
import { clockFaces, formatClock, type ClockEvent, type ClockSource } from './clockView';
import './clock.css';

const NOTICE_MS = 6_000;

export interface ClockBarProps {
  clock: ClockSource;
  /** The seat this browser plays (null: a spectator, who sees the clocks and claims nothing). */
  seat: Seat | null;
}

export function ClockBar({ clock, seat }: ClockBarProps) {
  const { t } = useTranslation();
  const snapshot = useSyncExternalStore(useCallback((fn: () => void) => clock.subscribe(fn), [clock]), () => clock.snapshot());
  if (!snapshot) return null;
  const now = Date.now();
  const faces = clockFaces(snapshot, now);
  const planning = snapshot.config.kind === 'planning';
  const seatName = (s: Seat) => t(`seat.${s}`);
  const notice = snapshot.notice && now - snapshot.notice.at < NOTICE_MS ? snapshot.notice.event : null;
  const noticeText = (event: ClockEvent): string => {
    switch (event.kind) {
      case 'zero': return t('clock.noticeZero', { seat: seatName(event.seat) });
      case 'passed': return event.seat === seat ? t('clock.noticePassed') : t('clock.noticeZero', { seat: seatName(event.seat) });
      case 'locked': return event.seat === seat ? t('clock.noticeLocked') : t('clock.noticeZero', { seat: seatName(event.seat) });
      case 'flag-claimed': return t('clock.flagClaimed');
      case 'refused': return t('clock.disagrees', { seat: seatName(event.seat) });
    }
  };
  return (
    <div className="clock-bar" data-testid="clock-bar" data-kind={snapshot.config.kind} data-counting={snapshot.counting}>
      <span className="clock-kind">{planning ? (snapshot.counting ? t('clock.planning') : t('clock.kind.planning')) : t('clock.kind.chess')}</span>
      {faces.map((face) => (
        <span
          key={face.seat}
          className={`clock-face seat-${face.seat}${face.running ? ' running' : ''}${face.low && !face.flag ? ' low' : ''}${face.flag ? ' flag' : ''}`}
          data-testid={`clock-${face.seat}`} data-running={face.running} data-left={face.leftMs} data-flag={face.flag}
          aria-label={`${t('clock.label', { seat: seatName(face.seat) })}: ${face.flag ? t('clock.flag') : formatClock(face.leftMs)}${face.running ? ` (${t('clock.running')})` : ''}`}
          title={snapshot.refused[face.seat] ? t('clock.disagrees', { seat: seatName(face.seat) }) : undefined}
        >
          <span className={`seat-chip seat-${face.seat}`}>{t(`log.seats.${face.seat}`)}</span>
          <strong>{face.flag ? `⚑ ${t('clock.flag')}` : formatClock(face.leftMs)}</strong>
          {face.running && <span aria-hidden="true">▶</span>}
        </span>
      ))}
      {seat && snapshot.flagClaimable.map((of) => (
        <button key={of} type="button" data-testid={`clock-claim-${of}`} onClick={() => clock.claimFlag(of)}>{t('clock.claimFlag')}</button>
      ))}
      {notice && <span className="clock-notice" role="status" data-testid="clock-notice" data-kind={notice.kind}>{noticeText(notice)}</span>}
    </div>
  );
}
