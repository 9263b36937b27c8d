// The pointing store for as long as the room (or the local table) lasts.
import { useEffect, useMemo } from 'react';
import { loadIdentity } from '../identity';
import type { OnlineSession } from '../online';
import { PointerStore } from '../pointers';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function usePointers(online: OnlineSession | null): PointerStore {
  const store = useMemo(() => new PointerStore(online, online?.me ?? loadIdentity(storage())), [online]);
  useEffect(() => () => store.destroy(), [store]);
  return store;
}
