// Create a room or join one: name, colour, optional password, and a seat.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from './i18n';

/** judge: the judge's chair (joining only); the players then grant it their keys. */
export type SeatChoice = 'p1' | 'p2' | 'spectator' | 'judge';
export interface NetworkText { signaling: string; ice: string }
export interface LobbyResult { name: string; color: string; password: string | null; seat: SeatChoice; network: NetworkText; broadcast?: number | null }

export interface LobbyProps {
  mode: 'create' | 'join';
  roomId?: string;
  initial: { name: string; color: string; password?: string | null; seat?: SeatChoice };
  colors: readonly string[];
  /** Signaling URLs (one per line) and ICE servers (JSON) as the user can edit them. */
  network: NetworkText;
  /** Returns a message when the network settings cannot be used. */
  checkNetwork(network: NetworkText): string | null;
  onSubmit(result: LobbyResult): void;
  onCancel?(): void;
  /** Broadcast delays (s) offered when a relay is configured; none: no Broadcast choice. */
  broadcastDelays?: readonly number[];
  /** False where this page cannot sign (no secure context): it may only watch, and says why. */
  canSign?: boolean;
}

export function Lobby({ mode, roomId, initial, colors, network: initialNetwork, checkNetwork, onSubmit, onCancel, broadcastDelays, canSign = true }: LobbyProps) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [color, setColor] = useState(initial.color);
  const [password, setPassword] = useState(initial.password ?? '');
  const [seat, setSeat] = useState<SeatChoice>(!canSign ? 'spectator' : initial.seat ?? (mode === 'create' ? 'p1' : 'p2'));
  const [network, setNetwork] = useState(initialNetwork);
  const [broadcast, setBroadcast] = useState<number | null>(null);
  const networkError = checkNetwork(network);
  // A page that cannot sign hosts no room; it joins only to watch.
  const valid = name.trim().length > 0 && name.trim().length <= 40 && networkError === null && (canSign || (mode === 'join' && seat === 'spectator'));
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="lobby-title" data-testid="lobby">
      <form
        className="dialog lobby"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onSubmit({ name: name.trim(), color, password: password === '' ? null : password, seat, network, ...(broadcastDelays ? { broadcast } : {}) });
        }}
      >
        <div className="lobby-head">
          <h2 id="lobby-title">{mode === 'create' ? t('lobby.createTitle') : t('lobby.joinTitle')}</h2>
          {/* Whoever opens an invite may not read the inviter's language: the switch is here too. */}
          <button type="button" className="lobby-language" data-testid="lobby-language" lang={i18n.language === 'en' ? 'ja' : 'en'}
            onClick={() => void setLanguage(i18n.language === 'en' ? 'ja' : 'en')}>
            {t('toolbar.language')}
          </button>
        </div>
        {mode === 'join' && roomId && <p className="room-id">{t('lobby.room')}: <code>{roomId}</code></p>}
        {mode === 'create' && <p>{t('lobby.createHint')}</p>}
        {!canSign && (
          <div className="error" role="alert" data-testid="lobby-cannot-sign">
            <p>{t('lobby.cannotSign')}</p>
            <p>{t('lobby.cannotSignHow')}</p>
          </div>
        )}
        <label>
          {t('lobby.name')}
          <input data-testid="lobby-name" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} autoFocus />
        </label>
        <fieldset className="colors">
          <legend>{t('lobby.color')}</legend>
          {colors.map((c) => (
            <label key={c} className="swatch" style={{ background: c }} title={c}>
              <input type="radio" name="color" value={c} checked={color === c} onChange={() => setColor(c)} />
            </label>
          ))}
        </fieldset>
        <label>
          {t('lobby.password')}
          <input data-testid="lobby-password" type="password" value={password} autoComplete="off" onChange={(e) => setPassword(e.target.value)} placeholder={t('lobby.passwordHint')} />
        </label>
        <fieldset className="seats">
          <legend>{t('lobby.seat')}</legend>
          {(mode === 'join' ? ['p1', 'p2', 'spectator', 'judge'] as const : ['p1', 'p2', 'spectator'] as const).map((s) => (
            <label key={s}>
              <input type="radio" name="seat" value={s} data-testid={`lobby-seat-${s}`} checked={seat === s} disabled={!canSign && s !== 'spectator'} onChange={() => setSeat(s)} />
              {t(`seat.${s}`)}
            </label>
          ))}
        </fieldset>
        {broadcastDelays && (
          <label>
            {t('broadcast.title')}
            <select data-testid="lobby-broadcast" style={{ background: 'var(--bg)', color: 'inherit', border: '1px solid var(--line)', borderRadius: 6, padding: '6px 10px' }} value={broadcast ?? ''} onChange={(e) => setBroadcast(e.target.value === '' ? null : Number(e.target.value))}>
              <option value="">{t('broadcast.status.off')}</option>
              {broadcastDelays.map((s) => (
                <option key={s} value={s}>{`${t('broadcast.delay')}: ${s === 0 ? t('broadcast.live') : s < 60 ? t('broadcast.seconds', { count: s }) : t('broadcast.minutes', { count: s / 60 })}`}</option>
              ))}
            </select>
          </label>
        )}
        <details className="network" open={networkError !== null}>
          <summary>{t('lobby.network')}</summary>
          <label>
            {t('lobby.signaling')}
            <textarea rows={2} value={network.signaling} onChange={(e) => setNetwork({ ...network, signaling: e.target.value })} spellCheck={false} />
          </label>
          <label>
            {t('lobby.ice')}
            <textarea rows={2} value={network.ice} onChange={(e) => setNetwork({ ...network, ice: e.target.value })} spellCheck={false} placeholder='[{"urls":"stun:stun.example.org:3478"}]' />
          </label>
          {networkError && <p className="error" role="alert">{networkError}</p>}
        </details>
        <div className="buttons">
          {onCancel && <button type="button" onClick={onCancel}>{t('lobby.cancel')}</button>}
          <button type="submit" data-testid="lobby-submit" disabled={!valid}>
            {mode === 'create' ? t('lobby.create') : t('lobby.join')}
          </button>
        </div>
      </form>
    </div>
  );
}
