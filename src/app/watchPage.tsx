// A broadcast viewer's page (?watch=<room>&relay=ws://…&fp=p1.<fingerprint>[&relayDelay=s]): the
// table is fed only by the relay document of the seat the fp names (only that key may write it),
// through the same verifying signed log as a spectator in the room; the page never writes anywhere.
// Loaded on demand by main.tsx.
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import type { Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import type { GameCatalog } from '../cards/gameCatalog';
import { relayFromLocation } from '../net/relay/config';
import { watchBroadcast, type Watching } from '../net/relay/broadcast';
import type { RelayStatus } from '../net/relay/connect';
import { clearStoredTable } from '../net/persistence';
import { ROOM_ID_PATTERN } from '../net/roomId';
import { parseInviteFingerprint } from '../net/seatPins';
import '../ui/broadcast.css';
import { App } from './App';
import { TableSession } from './session';

export interface WatchState {
  status: RelayStatus;
  synced: boolean;
  /** Something has been published into the document (a link naming a key that broadcasts nothing never gets this). */
  started: boolean;
  refused: number;
  delaySeconds: number;
}

class WatchStore {
  state: WatchState;
  private readonly listeners = new Set<() => void>();
  constructor(readonly watching: Watching, delaySeconds: number) {
    const relayDoc = watching.watch.relayDoc;
    this.state = { status: watching.link.status(), synced: false, started: relayDoc.store.clients.size > 0, refused: 0, delaySeconds };
    watching.link.onChange(() => this.set({ status: watching.link.status() }));
    const onUpdate = (): void => {
      relayDoc.off('update', onUpdate);
      this.set({ started: true });
    };
    if (!this.state.started) relayDoc.on('update', onUpdate);
    void watching.link.synced().then(() => this.set({ synced: true }));
  }
  set(patch: Partial<WatchState>): void {
    this.state = { ...this.state, ...patch };
    for (const fn of this.listeners) fn();
  }
  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
}

function WatchBanner({ store }: { store: WatchStore }) {
  const { t } = useTranslation();
  const s = useSyncExternalStore(store.subscribe, () => store.state);
  const d = s.delaySeconds;
  const delay = d === 0 ? t('broadcast.watch.noDelay') : t('broadcast.watch.delay', { delay: d < 60 ? t('broadcast.seconds', { count: d }) : t('broadcast.minutes', { count: d / 60 }) });
  const line = s.status === 'connecting' ? t('broadcast.watch.connecting') : s.status === 'disconnected' ? t('broadcast.watch.disconnected') : !s.synced || !s.started ? t('broadcast.watch.waiting') : null;
  return (
    <div className="watch-banner" role="status" data-testid="watch-banner" data-status={s.status}>
      <span className="watch-live">●</span>
      <span>{t('broadcast.watch.banner')}</span>
      <span>{delay}</span>
      {line && <span>{line}</span>}
      {s.refused > 0 && <span className="watch-refused" data-testid="watch-refused">{t('broadcast.watch.refused', { count: s.refused })}</span>}
    </div>
  );
}

declare global {
  interface Window {
    /** For the tests: what the viewer refused and how its link is. */
    fudabaWatch?: { refusals(): { code: string; what: string }[]; status(): WatchState };
  }
}

export async function openWatch(root: Root, catalog: GameCatalog, params: URLSearchParams): Promise<void> {
  const roomId = params.get('watch') ?? '';
  if (!ROOM_ID_PATTERN.test(roomId)) throw new Error(`"${roomId}" is not a room id`);
  const relay = relayFromLocation(location.search);
  if (!relay) throw new Error(i18next.t('broadcast.watch.noRelay'));
  // The fp names the broadcasting seat's key, hence the relay document (links without it are older than that).
  const expect = parseInviteFingerprint(params.get('fp'));
  if (!expect) throw new Error(i18next.t('broadcast.watch.noSeat'));
  // The viewer's table is made from the broadcast alone, every time.
  const tableName = `watch:${roomId}`;
  await clearStoredTable(tableName).catch(() => undefined);
  const session = new TableSession(tableName, catalog, 'spectator', false);
  await session.open();
  let store: WatchStore | null = null;
  const watching = watchBroadcast({
    table: session.doc, roomId, relayUrl: relay.url, expect,
    onRefused: (change) => {
      console.warn(`[fudaba] broadcast: refused a change (${change.refusal.code}: ${change.refusal.what})`);
      store?.set({ refused: store.watching.watch.refusals.length });
    },
  });
  const shown = new WatchStore(watching, relay.delaySeconds);
  store = shown;
  window.addEventListener('pagehide', () => watching.stop());
  window.fudabaWatch = {
    refusals: () => watching.watch.refusals.map((r) => ({ code: r.refusal.code, what: r.refusal.what })),
    status: () => shown.state,
  };
  void session.gameLayer();
  root.render(
    <>
      <App session={session} watching />
      <WatchBanner store={shown} />
    </>,
  );
}
