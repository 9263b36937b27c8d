// Right-click / long-press menu listing every operation on the objects at hand.
import { useLayoutEffect, useRef, useState } from 'react';
import { useDismiss } from './useDismiss';
import { useTranslation } from 'react-i18next';
import type { Action } from './actions';

export interface ContextMenuProps {
  x: number;
  y: number;
  actions: Action[];
  onPick(action: Action): void;
  onClose(): void;
}

export function ContextMenu({ x, y, actions, onPick, onClose }: ContextMenuProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLUListElement>(null);
  const [pos, setPos] = useState({ x, y });
  useLayoutEffect(() => {
    // Keep the menu inside the window.
    const el = ref.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    setPos({ x: Math.min(x, window.innerWidth - r.width - 8), y: Math.min(y, window.innerHeight - r.height - 8) });
  }, [x, y]);
  useDismiss([ref], onClose);
  if (actions.length === 0) return null;
  return (
    <ul ref={ref} className="context-menu" role="menu" data-testid="context-menu" style={{ left: pos.x, top: pos.y }}>
      {actions.map((action, i) => (
        <li key={`${action.label}-${i}`} role="none">
          <button
            type="button"
            role="menuitem"
            data-action={action.label}
            className={action.danger ? 'danger' : undefined}
            onClick={() => onPick(action)}
          >
            <span>{t(`menu.${action.label}`, action.labelArgs)}</span>
            {action.shortcut && <kbd>{action.shortcut}</kbd>}
          </button>
        </li>
      ))}
    </ul>
  );
}
