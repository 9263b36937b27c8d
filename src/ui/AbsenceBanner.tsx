// "No connection to P2 (ゆう) · 0:42": the seats the table is waiting for, each with its clock,
// on the side that still has the room. It never takes the pointer (the table under it stays usable).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface AbsenceRow { seat: string; name: string; since: number }

export function AbsenceBanner({ absences, elapsed }: { absences: readonly AbsenceRow[]; elapsed(ms: number): string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="banner absence" role="status" data-testid="absence">
      {absences.map((a) => (
        <span key={a.seat} data-seat={a.seat}>{t('peers.absent', { seat: t(`seat.${a.seat}`), name: a.name, time: elapsed(now - a.since) })}</span>
      ))}
      <span className="absence-wait">{t('peers.absentWait')}</span>
    </div>
  );
}
