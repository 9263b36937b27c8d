// Rewind proposals of the current match, in the players panel: each one's moment, proposer and
// answers; a seat answers with Accept / Decline. It only shows what it is given and calls back.
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../table/schema';
import './rewind.css';

export interface RewindRow {
  id: string;
  by: Seat | 'judge';
  step: number;
  /** Seconds since 1970. */
  t: number;
  label: string;
  answers: Partial<Record<Seat, 'accept' | 'decline'>>;
  applied: boolean;
  unmatched: boolean;
}

export interface RewindPanelProps {
  rows: readonly RewindRow[];
  mySeat: Seat | null;
  onAnswer(id: string, answer: 'accept' | 'decline'): void;
}

const SEATS: readonly Seat[] = ['p1', 'p2'];

export default function RewindPanel({ rows, mySeat, onAnswer }: RewindPanelProps) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return null;
  const who = (by: Seat | 'judge') => (by === 'judge' ? t('rewind.judge') : t(`seat.${by}`));
  const time = (s: number) => new Date(s * 1000).toLocaleTimeString(i18n.language === 'en' ? 'en-GB' : 'ja-JP');
  return (
    <section className="rewind" data-testid="rewind-panel">
      <h3>{t('rewind.title')}</h3>
      <ul>
        {rows.map((row) => {
          const declined = SEATS.some((s) => row.answers[s] === 'decline');
          const agreed = SEATS.every((s) => row.answers[s] === 'accept');
          const mine = mySeat ? row.answers[mySeat] : undefined;
          return (
            <li key={row.id} data-testid="rewind-row" data-id={row.id} data-state={declined ? 'declined' : row.applied ? 'applied' : agreed ? 'agreed' : 'open'}>
              <div><b>{t('rewind.moment', { step: row.step, time: time(row.t) })}</b> · {t('rewind.by', { who: who(row.by) })}</div>
              {row.label && <div className="rewind-label">{row.label}</div>}
              <div className="rewind-answers">
                {SEATS.map((s) => (
                  <span key={s}>{row.answers[s] === 'accept' ? t('rewind.accepted', { seat: t(`seat.${s}`) }) : row.answers[s] === 'decline' ? t('rewind.declined', { seat: t(`seat.${s}`) }) : t('rewind.waiting', { seat: t(`seat.${s}`) })}</span>
                ))}
              </div>
              {row.unmatched && <div className="rewind-warn">{t('rewind.unmatched')}</div>}
              {!declined && row.applied && <div>{t('rewind.applied')}</div>}
              {!declined && agreed && !row.applied && !row.unmatched && <div>{t('rewind.applying')}</div>}
              {mySeat && !declined && !mine && (
                <div className="rewind-actions">
                  <button type="button" data-testid="rewind-accept" onClick={() => onAnswer(row.id, 'accept')}>{t('rewind.accept')}</button>
                  <button type="button" data-testid="rewind-decline" onClick={() => onAnswer(row.id, 'decline')}>{t('rewind.decline')}</button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <p className="hint">{t('rewind.hint')}</p>
    </section>
  );
}
