// The peers this browser found in the room but could not link to directly (see net/linkWatch.ts).
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { LinkWatch, roomLinkSource } from '../../net/linkWatch';
import type { OnlineSession } from '../online';

const NONE: readonly string[] = [];
const noop = () => () => {};

export function useLinkWatch(online: OnlineSession | null): readonly string[] {
  const watch = useMemo(() => (online ? new LinkWatch(roomLinkSource(online.room)) : null), [online]);
  useEffect(() => () => watch?.destroy(), [watch]);
  return useSyncExternalStore(
    watch ? (fn) => watch.subscribe(fn) : noop,
    () => watch?.failed ?? NONE,
  );
}
