// The side column: the room's peers, the log (the doc's shared log, the rules log and this
// browser's own lines) and the rules hints. It subscribes to the logs itself, so a new line
// re-renders this column, not the App.
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { ROOT, type LogEntry } from '../../table';
import { LogPanel } from '../../ui/LogPanel';
import type { Lang, RulesAssist } from '../../rules/core/assist';
import { HintPanel } from '../../ui/rules/HintPanel';
import type { OnlineSession } from '../online';
import type { TableSession } from '../session';
import type { LocalLog } from './localLog';
import { useStore } from './notices';
import type { RoomView } from './onlineViews';
import { RoomChat } from './RoomChat';

// The players panel (seats, links, judge, broadcast) loads with the first room.
const PeerPanel = lazy(() => import('./PeerPanel').then((m) => ({ default: m.PeerPanel })));

/** The doc's shared log, read again whenever it changes. */
function useDocLog(session: TableSession): LogEntry[] {
  const [entries, setEntries] = useState<LogEntry[]>(() => session.log());
  useEffect(() => {
    const array = session.doc.getArray(ROOT.log.name);
    const update = () => setEntries(session.log());
    array.observe(update);
    return () => array.unobserve(update);
  }, [session]);
  return entries;
}

export interface LogColumnProps {
  session: TableSession;
  assist: RulesAssist;
  localLog: LocalLog;
  lang: Lang;
  room: RoomView | null;
  online: OnlineSession | null;
  /** A broadcast viewer's page: chat lines shown, none sent (they would reach no one). */
  watching?: boolean;
  zoneName(id: string): string;
  cardName(ref: string): string;
}

export function LogColumn({ session, assist, localLog, lang, room, online, watching = false, zoneName, cardName }: LogColumnProps) {
  const shared = useDocLog(session);
  const local = useStore(localLog);
  const rules = assist.logEntries;
  const entries = useMemo(() => [...rules, ...shared, ...local].sort((a, b) => a.t - b.t), [rules, shared, local]);
  const view = assist.view;
  return (
    <aside className="side">
      {room && online && <Suspense fallback={null}><PeerPanel room={room} online={online} /></Suspense>}
      <LogPanel entries={entries} zoneName={zoneName} cardName={cardName} />
      <RoomChat session={session} online={online} readOnly={watching} />
      {view && (
        <HintPanel phase={view.module.phases.find((p) => p.id === view.position?.phase)} hints={view.hints}
          quiet={assist.quiet} lang={lang} ms={view.ms} onQuiet={assist.setQuiet} onApply={(hint) => assist.apply(hint.actions ?? [])} />
      )}
    </aside>
  );
}
