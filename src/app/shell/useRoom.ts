// The room as the App reads it, and presence for the scene alone (see onlineViews.ts).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { PresenceSource } from '../../scene/PresenceLayer';
import type { OnlineSession } from '../online';
import { onlineViews, type RoomView } from './onlineViews';

const NONE = () => undefined;

export function useRoom(online: OnlineSession | null): { room: RoomView | null; presence: PresenceSource | undefined } {
  const views = useMemo(() => (online ? onlineViews(online) : null), [online]);
  const room = useSyncExternalStore(
    useCallback((fn: () => void) => (views ? views.room.subscribe(fn) : NONE), [views]),
    () => views?.room.snapshot ?? null,
  );
  return { room, presence: views?.presence };
}
