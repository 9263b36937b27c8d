// The room's chat, under the log: lines newest at the bottom, quick phrases, a box where Enter
// sends, and (for players) a switch that hides what spectators say. Pure view: the app hands in
// the lines and what to do on send.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clockTime } from './clockTime';
import './chatPanel.css';

export interface ChatLineView {
  key: string;
  by: 'p1' | 'p2' | 'spectator';
  name: string;
  text: string;
  t: number;
}

/** Quick phrases, sent as text in the UI language (keys under chat.quick). */
export const QUICK_PHRASES = ['greet', 'yourTurn', 'wait', 'thanks'] as const;

export interface ChatPanelProps {
  lines: readonly ChatLineView[];
  /** Spectator lines hidden here (muted). */
  muted: number;
  /** Players may mute spectators; a spectator sees no switch. */
  canMute: boolean;
  muteSpectators: boolean;
  onMute(muted: boolean): void;
  /** Absent on a read-only page (a broadcast viewer's): the lines are shown, nothing can be sent. */
  onSend?: (text: string) => void;
  maxLength: number;
}

export function ChatPanel({ lines, muted, canMute, muteSpectators, onMute, onSend, maxLength }: ChatPanelProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const last = lines[lines.length - 1]?.key;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [last]);
  const send = (text: string) => {
    if (!text.trim() || !onSend) return;
    onSend(text);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter sends, unless an IME is still composing (Japanese input confirms with Enter).
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.keyCode === 229) return;
    e.preventDefault();
    send(draft);
    setDraft('');
  };
  return (
    <section className="chat" aria-label={t('chat.title')} data-testid="chat">
      <header>
        <h2>{t('chat.title')}</h2>
        {canMute && (
          <label className="chat-mute">
            <input type="checkbox" checked={muteSpectators} onChange={(e) => onMute(e.target.checked)} data-testid="chat-mute" />
            {t('chat.muteSpectators')}
          </label>
        )}
      </header>
      <ol ref={listRef} data-testid="chat-lines">
        {lines.length === 0 && <li className="empty">{t('chat.empty')}</li>}
        {lines.map((line) => (
          <li key={line.key} className={`chat-${line.by}`} data-by={line.by}>
            <time>{clockTime(line.t, i18n.language)}</time>
            <b title={t(`seat.${line.by}`)}>{line.name}</b>
            {line.by === 'spectator' && <span className="chat-role">{t('chat.spectatorTag')}</span>}
            <span className="chat-text">{line.text}</span>
          </li>
        ))}
      </ol>
      {muted > 0 && <p className="chat-muted" data-testid="chat-muted">{t('chat.mutedCount', { count: muted })}</p>}
      {onSend && <>
      <div className="chat-quick">
        {QUICK_PHRASES.map((phrase) => (
          <button key={phrase} type="button" data-testid={`chat-quick-${phrase}`} onClick={() => send(t(`chat.quick.${phrase}`))}>
            {t(`chat.quick.${phrase}`)}
          </button>
        ))}
      </div>
      <input
        className="chat-input"
        type="text"
        value={draft}
        maxLength={maxLength}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.placeholder')}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKey}
        data-testid="chat-input"
      />
      </>}
    </section>
  );
}
