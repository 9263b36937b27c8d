// The page shows the live table, or, while a replay or the room's history is open, the viewer's
// read-only table with its timeline. The viewer's code loads only then (dynamic import).
import { Suspense, lazy, type ReactNode, useEffect, useSyncExternalStore } from 'react';
import type { OnlineSession } from '../online';
import type { TableSession } from '../session';
import { replayApi, setLiveTable } from './api';
import { replayView } from './viewStore';

const ReplayScreen = lazy(() => import('./ReplayScreen'));

export function ReplaySwitch({ session, online = null, children }: { session: TableSession; online?: OnlineSession | null; children: ReactNode }) {
  setLiveTable({ session, online });
  const view = useSyncExternalStore(replayView.subscribe, replayView.get);
  useEffect(() => {
    // A replay file dropped anywhere on the page opens in the viewer (other files are left to
    // whoever handles them: only a file that says it is a replay is taken).
    const over = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    const drop = (e: DragEvent) => {
      const file = e.dataTransfer?.files[0];
      if (!file || !/\.json$/i.test(file.name)) return;
      e.preventDefault();
      void file.text().then((text) => {
        if (text.slice(0, 200).includes('"fudaba-replay"')) void replayApi.open(text);
      });
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, []);
  if (!view) return children;
  return (
    <Suspense fallback={null}>
      <ReplayScreen key={view.session.tableName + view.source} controller={view} />
    </Suspense>
  );
}
