// Whether the side column and the hand tray are open, remembered in this browser.
import { useCallback, useState } from 'react';

const KEY = 'fudaba.layout';

export interface LayoutPrefs { sideOpen: boolean; trayOpen: boolean }

const DEFAULTS: LayoutPrefs = { sideOpen: true, trayOpen: true };

/** Below this width (a 1024 px tablet, a phone) the side column is a drawer over the table (smallScreens.css): it starts shut. */
export const DRAWER_BELOW_PX = 1100;

/** The stored choice; nothing stored: both open, but the drawer shut on a narrow screen; anything unreadable falls back to that. */
export function readLayoutPrefs(raw: string | null, width = Number.POSITIVE_INFINITY): LayoutPrefs {
  const fresh = width < DRAWER_BELOW_PX ? { ...DEFAULTS, sideOpen: false } : DEFAULTS;
  if (!raw) return fresh;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return fresh;
    const v = value as Record<string, unknown>;
    return {
      sideOpen: typeof v['sideOpen'] === 'boolean' ? v['sideOpen'] : fresh.sideOpen,
      trayOpen: typeof v['trayOpen'] === 'boolean' ? v['trayOpen'] : fresh.trayOpen,
    };
  } catch {
    return fresh;
  }
}

function load(): LayoutPrefs {
  try {
    return readLayoutPrefs(localStorage.getItem(KEY), window.innerWidth);
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
