// The chat as this browser takes part in it: lines read from the doc's chat root (validated), sent
// in this browser's own role (its seat in the room, or the seat picked on a local table; never
// typed by the user), and spectators muted or not, as this browser remembers.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ROOT } from '../../table';
import { ChatPanel, type ChatLineView } from '../../ui/ChatPanel';
import { CHAT_TEXT_MAX, appendChat, loadMuteSpectators, readChat, saveMuteSpectators, visibleChat, type ChatLine, type ChatRole } from '../chat';
import { loadIdentity } from '../identity';
import type { OnlineSession } from '../online';
import type { TableSession } from '../session';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function useChatLines(session: TableSession): ChatLine[] {
  const [lines, setLines] = useState<ChatLine[]>(() => readChat(session.doc).lines);
  useEffect(() => {
    const array = session.doc.getArray(ROOT.chat.name);
    const update = () => setLines(readChat(session.doc).lines);
    update();
    array.observe(update);
    return () => array.unobserve(update);
  }, [session]);
  return lines;
}

/** This browser's role: its seat in the room (from the doc's seat records), or the local seat. */
export function chatRole(session: TableSession, online: OnlineSession | null): ChatRole {
  return online ? online.snapshot.mySeat ?? 'spectator' : session.viewer;
}

export function RoomChat({ session, online, readOnly = false }: { session: TableSession; online: OnlineSession | null; readOnly?: boolean }) {
  const lines = useChatLines(session);
  const [mute, setMute] = useState(() => loadMuteSpectators(storage()));
  const role = chatRole(session, online);
  const canMute = role !== 'spectator';
  const view = useMemo(() => visibleChat(lines, canMute && mute), [lines, canMute, mute]);
  const shown = useMemo<ChatLineView[]>(() => view.shown.map((l, i) => ({ key: l.id ? `${l.id}-${i}` : `${l.t}-${i}`, by: l.by, name: l.name, text: l.text, t: l.t })), [view]);
  const onMute = useCallback((next: boolean) => {
    setMute(next);
    saveMuteSpectators(storage(), next);
  }, []);
  const onSend = useCallback((text: string) => {
    const name = online?.me.name ?? loadIdentity(storage()).name;
    appendChat(session.doc, chatRole(session, online), name, text);
  }, [session, online]);
  return <ChatPanel lines={shown} muted={view.muted} canMute={canMute} muteSpectators={mute} onMute={onMute} {...(readOnly ? {} : { onSend })} maxLength={CHAT_TEXT_MAX} />;
}
