// Whether this seat can undo or redo now: re-read whenever its undo stack changes.
import { useEffect, useState } from 'react';
import type { Seat } from '../../table';
import type { TableSession } from '../session';

export function useUndoState(session: TableSession, seat: Seat | null): { canUndo: boolean; canRedo: boolean } {
  const [, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    const managers = Object.values(session.undoManagers);
    for (const m of managers) {
      m.on('stack-item-added', bump);
      m.on('stack-item-popped', bump);
      m.on('stack-cleared', bump);
    }
    return () => {
      for (const m of managers) {
        m.off('stack-item-added', bump);
        m.off('stack-item-popped', bump);
        m.off('stack-cleared', bump);
      }
    };
  }, [session]);
  const manager = seat ? session.undoManagers[seat] : null;
  return { canUndo: !!manager && manager.undoStack.length > 0, canRedo: !!manager && manager.redoStack.length > 0 };
}
