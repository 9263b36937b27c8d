// The page shows the live table, or, while a replay or the room's history is open, the viewer's
// read-only table with its timeline. The viewer's code loads only then (dynamic import).
import { Suspense, lazy, type ReactNode, useSyncExternalStore } from 'react';
import type { OnlineSession } from '../online';
import type { TableSession } from '../session';
import { setLiveTable } from './api';
import { replayView } from './viewStore';

const ReplayScreen = lazy(() => import('./ReplayScreen'));

export function ReplaySwitch({ session, online = null, children }: { session: TableSession; online?: OnlineSession | null; children: ReactNode }) {
  setLiveTable({ session, online });
  const view = useSyncExternalStore(replayView.subscribe, replayView.get);
  if (!view) return children;
  return (
    <Suspense fallback={null}>
      <ReplayScreen key={view.session.tableName + view.source} controller={view} />
    </Suspense>
  );
}
