// Whether this browser has seen (or skipped) the first-visit guide. Storage may be missing or
// refuse writes (private mode): then the guide shows once per page and never crashes.
export const GUIDE_KEY = 'fudaba.guide.seen';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function guideSeen(store: StorageLike | null = storage()): boolean {
  try {
    return store?.getItem(GUIDE_KEY) === '1';
  } catch {
    return false;
  }
}

export function markGuideSeen(store: StorageLike | null = storage()): void {
  try {
    store?.setItem(GUIDE_KEY, '1');
  } catch {
    // Not stored: it shows again next visit, which is the lesser harm.
  }
}
