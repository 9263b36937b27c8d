// Whether the side column and the hand tray are open, remembered in this browser.
import { useCallback, useState } from 'react';

const KEY = 'fudaba.layout';

export interface LayoutPrefs { sideOpen: boolean; trayOpen: boolean }

const DEFAULTS: LayoutPrefs = { sideOpen: true, trayOpen: true };

/** The stored choice; anything unreadable falls back to both open. */
export function readLayoutPrefs(raw: string | null): LayoutPrefs {
  if (!raw) return DEFAULTS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return DEFAULTS;
    const v = value as Record<string, unknown>;
    return {
      sideOpen: typeof v['sideOpen'] === 'boolean' ? v['sideOpen'] : DEFAULTS.sideOpen,
      trayOpen: typeof v['trayOpen'] === 'boolean' ? v['trayOpen'] : DEFAULTS.trayOpen,
    };
  } catch {
    return DEFAULTS;
  }
}

function load(): LayoutPrefs {
  try {
    return readLayoutPrefs(localStorage.getItem(KEY));
  } catch {
    return DEFAULTS;
  }
}

export function useLayoutPrefs(): LayoutPrefs & { toggleSide(): void; toggleTray(): void } {
  const [prefs, setPrefs] = useState(load);
  const update = useCallback((change: (p: LayoutPrefs) => LayoutPrefs) => {
    setPrefs((p) => {
      const next = change(p);
      try {
        localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Not remembered; still switched.
      }
      return next;
    });
  }, []);
  const toggleSide = useCallback(() => update((p) => ({ ...p, sideOpen: !p.sideOpen })), [update]);
  const toggleTray = useCallback(() => update((p) => ({ ...p, trayOpen: !p.trayOpen })), [update]);
  return { ...prefs, toggleSide, toggleTray };
}
