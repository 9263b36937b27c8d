// Keyboard shortcuts: undo/redo, select all, Esc, help, and the object keys (flip, tap, draw …),
// which act on the selection, or else on the object under the pointer.
import { useEffect, useRef } from 'react';
import type { Seat, TableObject } from '../../table';
import { commandForKey, type MenuCommand, type Secrecy } from '../../ui/actions';
import { partialForKey, refusalForKey } from '../../ui/keyRefusals';

/** What the table's own shortcuts do, whatever the objects; null: an object key, or none. */
export type ShellKey = 'undo' | 'redo' | 'selectAll' | 'clear' | 'help';

export function shellKey(key: string, ctrl: boolean, shift: boolean): ShellKey | null {
  const lower = key.toLowerCase();
  if (ctrl && lower === 'z') return shift ? 'redo' : 'undo';
  if (ctrl && lower === 'y') return 'redo';
  if (ctrl && lower === 'a') return 'selectAll';
  if (key === 'Escape') return 'clear';
  if (key === '?' || (key === '/' && shift)) return 'help';
  return null;
}

function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

export interface ShortcutTargets {
  /** A dialog is open: the table's keys wait. */
  blocked: boolean;
  selection: ReadonlySet<string>;
  hoverId: string | null;
  seat: Seat | null;
  ownDeck: string | null;
  secrecy: Secrecy;
  allIds(): string[];
  targetsOf(ids: Iterable<string>): TableObject[];
  run(command: MenuCommand): unknown;
  undo(): void;
  redo(): void;
  select(ids: ReadonlySet<string>): void;
  closeMenu(): void;
  openHelp(): void;
  /** Says why a key did nothing to the objects at hand (an i18n key). */
  explain?(reason: string): void;
}

/** One listener for the page's life; it reads the latest state on each key. */
export function useShortcuts(targets: ShortcutTargets): void {
  const latest = useRef(targets);
  latest.current = targets;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const s = latest.current;
      if (typingIn(e.target) || s.blocked) return;
      const ctrl = e.ctrlKey || e.metaKey;
      const shell = shellKey(e.key, ctrl, e.shiftKey);
      if (shell === 'undo' || shell === 'redo' || shell === 'selectAll') e.preventDefault();
      if (shell === 'undo') return s.undo();
      if (shell === 'redo') return s.redo();
      if (shell === 'selectAll') return s.select(new Set(s.allIds()));
      if (shell === 'clear') {
        s.select(new Set());
        return s.closeMenu();
      }
      if (shell === 'help') return s.openHelp();
      const ids = s.selection.size > 0 ? [...s.selection] : s.hoverId ? [s.hoverId] : [];
      const targets = s.targetsOf(ids);
      const command = commandForKey(e.key, ctrl, targets, s.seat, s.ownDeck, s.secrecy);
      if (command) {
        e.preventDefault();
        s.run(command);
        return;
      }
      // T on cards and a pile taps the cards and says why the pile stayed as it was.
      const partial = partialForKey(e.key, ctrl, targets);
      if (partial) {
        e.preventDefault();
        s.run(partial.command);
        s.explain?.(partial.reason);
        return;
      }
      const reason = refusalForKey(e.key, ctrl, targets);
      if (reason) s.explain?.(reason);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
