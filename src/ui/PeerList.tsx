// Who is at the table: seat, connection (WebRTC, same browser, connecting, offline) and
// round-trip time; the invite link; going offline and back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './linkFailed.css';

export interface PeerRow {
  key: string;
  name: string;
  color: string;
  seat: 'p1' | 'p2' | null;
  /** outOfSync: linked by WebRTC, but its copy of the table differs from ours (healing). */
  link: 'me' | 'webrtc' | 'outOfSync' | 'local' | 'connecting' | 'offline';
  rtt: number | null;
  /** This peer runs another protocol or schema than we do. */
  build?: 'newer' | 'older';
  /** This peer took its seat with a new key that the other seat has not confirmed yet. */
  unconfirmed?: boolean;
  /** This peer sits in the judge's chair (it holds no seat). */
  judge?: boolean;
}

/** A seat taken by a new key while its holder was away; `canDecide` for the other seated player. */
export interface SeatTakeoverRow { seat: 'p1' | 'p2'; name: string; canDecide: boolean }

export interface PeerListProps {
  rows: PeerRow[];
  inviteUrl: string;
  /** The seat the invite link keeps for whoever opens it (copying it reserves the seat). */
  reserves?: string;
  onInviteCopied?(): void;
  online: boolean;
  signaling: boolean;
  onToggleOnline(): void;
  takeovers?: SeatTakeoverRow[];
  onTakeover?(seat: 'p1' | 'p2', accept: boolean): void;
  /** Peers found through signaling with no direct link after the timeout (see LinkFailedBanner). */
  linkFailed?: number;
}

export function PeerList({ rows, inviteUrl, reserves, onInviteCopied, online, signaling, onToggleOnline, takeovers = [], onTakeover, linkFailed = 0 }: PeerListProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <section className="peers" data-testid="peers" aria-label={t('peers.title')}>
      <h2>{t('peers.title')}</h2>
      <ul>
        {rows.map((row) => (
          <li key={row.key} data-testid="peer" data-link={row.link}>
            <span className="dot" style={{ background: row.color }} />
            <span className="name">{row.name}</span>
            <span className="seat">{row.seat ? t(`seat.${row.seat}`) : t(row.judge ? 'seat.judge' : 'seat.spectator')}</span>
            <span className={`link link-${row.link}`}>
              {t(`peers.link.${row.link}`)}
              {row.rtt !== null && ` · ${Math.round(row.rtt)} ms`}
            </span>
            {row.unconfirmed && <span className="seat-unconfirmed" data-testid="peer-unconfirmed">{t('peers.unconfirmed')}</span>}
            {row.build && <span className="build-mismatch" data-testid="peer-build" data-build={row.build}>{t(`peers.build.tag.${row.build}`)}</span>}
          </li>
        ))}
      </ul>
      {takeovers.map((o) => (
        <p key={o.seat} className="seat-takeover" role="status" data-testid="seat-takeover" data-seat={o.seat}>
          {t('peers.seatTakenOver', { seat: t(`seat.${o.seat}`), name: o.name })}
          {o.canDecide && onTakeover && (
            <>
              {' '}
              <button type="button" data-testid="takeover-confirm" onClick={() => onTakeover(o.seat, true)}>{t('peers.confirmTakeover')}</button>
              <button type="button" data-testid="takeover-refuse" onClick={() => onTakeover(o.seat, false)}>{t('peers.refuseTakeover')}</button>
            </>
          )}
        </p>
      ))}
      <div className="invite">
        <input readOnly value={inviteUrl} data-testid="invite-url" onFocus={(e) => e.target.select()} onCopy={() => onInviteCopied?.()} aria-label={t('peers.invite')} />
        <button
          type="button"
          data-testid="invite-copy"
          onClick={() => {
            onInviteCopied?.();
            void navigator.clipboard?.writeText(inviteUrl).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {copied ? t('peers.copied') : t('peers.copy')}
        </button>
      </div>
      {reserves && <p className="invite-note" data-testid="invite-reserves">{t('peers.inviteReserves', { seat: t(`seat.${reserves}`) })}</p>}
      <p className="signal-state">{signaling ? t('peers.signalingOk') : t('peers.signalingDown')}</p>
      {linkFailed > 0 && <p className="link-failed-note" data-testid="peers-link-failed">{t('peers.linkFailedShort')}</p>}
      <button type="button" data-testid="toggle-online" onClick={onToggleOnline}>
        {online ? t('peers.goOffline') : t('peers.goOnline')}
      </button>
    </section>
  );
}

export function ConnectionBanner({ onReconnect }: { onReconnect?(): void }) {
  const { t } = useTranslation();
  return (
    <div className="banner" role="status" data-testid="reconnecting">
      {t('peers.reconnecting')}
      {onReconnect && <button type="button" onClick={onReconnect}>{t('peers.goOnline')}</button>}
    </div>
  );
}

/** Peers on another build: which side must reload, said where the connection state is. */
export function BuildBanner({ relation, names, onReload }: { relation: 'newer' | 'older'; names: string[]; onReload?(): void }) {
  const { t } = useTranslation();
  return (
    <div className="banner banner-build" role="alert" data-testid="build-mismatch" data-build={relation}>
      {t(`peers.build.${relation}`, { names: names.join(t('peers.build.separator')) })}
      {relation === 'newer' && onReload && <button type="button" onClick={onReload}>{t('peers.build.reload')}</button>}
    </div>
  );
}
