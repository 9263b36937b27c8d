// Which of the App's dialogs are open. One record, so the keyboard knows when to wait.
import { useCallback, useMemo, useState } from 'react';

export type DialogName = 'help' | 'wizard' | 'decks' | 'lessons' | 'fair' | 'lobby';
export type DialogsOpen = Readonly<Record<DialogName, boolean>>;

const NONE: DialogsOpen = { help: false, wizard: false, decks: false, lessons: false, fair: false, lobby: false };

/** While one of these is open, the table's shortcuts wait (the dialog has its own keys). */
export function keysBlocked(open: DialogsOpen): boolean {
  return open.help || open.wizard || open.decks || open.lessons;
}

export interface Dialogs {
  open: DialogsOpen;
  show(name: DialogName): void;
  close(name: DialogName): void;
}

export function useDialogs(): Dialogs {
  const [open, setOpen] = useState<DialogsOpen>(NONE);
  const show = useCallback((name: DialogName) => setOpen((o) => (o[name] ? o : { ...o, [name]: true })), []);
  const close = useCallback((name: DialogName) => setOpen((o) => (o[name] ? { ...o, [name]: false } : o)), []);
  return useMemo(() => ({ open, show, close }), [open, show, close]);
}
