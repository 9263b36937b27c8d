// A seat's Broadcast switch (shown when a relay is configured): on/off, the delay, and the viewer
// link to copy. Loaded on demand with the room's panel; the state comes from the app layer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './broadcast.css';

export interface BroadcastPanelProps {
  status: 'off' | 'starting' | 'connecting' | 'live' | 'readOnly' | 'failed';
  delaySeconds: number;
  delays: readonly number[];
  viewerUrl: string | null;
  /** Only a seat may broadcast (its key signs the relay token). */
  seated: boolean;
  onToggle(on: boolean): void;
  onDelay(seconds: number): void;
}

export function BroadcastPanel({ status, delaySeconds, delays, viewerUrl, seated, onToggle, onDelay }: BroadcastPanelProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const on = status !== 'off' && status !== 'failed';
  const delayName = (s: number) => (s === 0 ? t('broadcast.live') : s < 60 ? t('broadcast.seconds', { count: s }) : t('broadcast.minutes', { count: s / 60 }));
  return (
    <section className="broadcast" data-testid="broadcast" data-status={status} aria-label={t('broadcast.title')}>
      <label className="broadcast-switch">
        <input type="checkbox" checked={on} disabled={!seated} data-testid="broadcast-toggle" onChange={(e) => onToggle(e.target.checked)} />
        {t('broadcast.title')}
      </label>
      <label className="broadcast-delay">
        {t('broadcast.delay')}
        <select value={delaySeconds} data-testid="broadcast-delay" onChange={(e) => onDelay(Number(e.target.value))}>
          {delays.map((s) => <option key={s} value={s}>{delayName(s)}</option>)}
        </select>
      </label>
      {!seated && <p className="broadcast-note">{t('broadcast.seatOnly')}</p>}
      {on && <p className="broadcast-status" role="status" data-testid="broadcast-status">{t(`broadcast.status.${status}`)}</p>}
      {on && viewerUrl && (
        <div className="invite">
          <input readOnly value={viewerUrl} data-testid="broadcast-url" onFocus={(e) => e.target.select()} aria-label={t('broadcast.viewerLink')} />
          <button
            type="button"
            onClick={() => void navigator.clipboard?.writeText(viewerUrl).then(() => setCopied(true), () => setCopied(false))}
          >
            {copied ? t('peers.copied') : t('peers.copy')}
          </button>
        </div>
      )}
    </section>
  );
}
