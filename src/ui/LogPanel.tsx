// The table's log: who did what, newest at the bottom.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { logDate, type LogEntry } from '../table/log';

const key = (op: string) => `log.ops.${op}`;

export function describe(t: TFunction, entry: LogEntry, zoneName: (id: string) => string, cardName: (ref: string) => string = (r) => r): string {
  const who = t(`log.seats.${entry.seat}`);
  const args = entry.args;
  const extra: Record<string, unknown> = { who, ...args };
  if (entry.op === 'move') {
    extra['zone'] = zoneName(String(args['zone'] ?? ''));
    extra['what'] = t('kinds.card');
  }
  if (entry.op === 'draw' && typeof args['to'] === 'string' && args['to'] !== entry.seat) {
    return `${t(key(entry.op), { ...extra })} → ${t(`log.seats.${args['to']}`)}`;
  }
  if (entry.op === 'reveal') extra['card'] = cardName(String(args['ref'] ?? ''));
  if (entry.op === 'hiddenChange') extra['seat'] = t(`log.seats.${String(args['seat'] ?? '')}`);
  if (entry.op === 'toss') extra['side'] = args['heads'] ? t('log.heads') : t('log.tails');
  if (entry.op === 'create') extra['kind'] = t(`kinds.${String(args['kind'])}`);
  return t(key(entry.op), { ...extra, defaultValue: `${who}: ${entry.op}` });
}

export function LogPanel({ entries, zoneName, cardName }: { entries: LogEntry[]; zoneName(id: string): string; cardName(ref: string): string }) {
  const { t, i18n } = useTranslation();
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [entries.length]);
  return (
    <section className="log" aria-label={t('log.title')} data-testid="log">
      <h2>{t('log.title')}</h2>
      {entries.length === 0 ? (
        <p className="empty">{t('log.empty')}</p>
      ) : (
        <ol>
          {entries.map((entry, i) => (
            <li key={`${entry.t}-${i}`} className={`seat-${entry.seat}`}>
              <time>{logDate(entry.t).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}</time>
              {describe(t, entry, zoneName, cardName)}
            </li>
          ))}
          <li ref={endRef} aria-hidden="true" />
        </ol>
      )}
    </section>
  );
}
