// The menu a right-click or a long press on the bare table opens: the view (fit, zoom) and new
// pieces, the toolbar's own commands within a finger's reach on a small screen.
import { useLayoutEffect, useRef, useState } from 'react';
import { useDismiss } from './useDismiss';
import { useTranslation } from 'react-i18next';
import type { AddKind } from './Toolbar';

export interface TableMenuProps {
  x: number;
  y: number;
  onFit(): void;
  onZoom(factor: number): void;
  /** Absent for a spectator, who adds no pieces. */
  onAdd?(kind: AddKind): void;
  onClose(): void;
}

const PIECES: AddKind[] = ['blueToken', 'redToken', 'coin', 'die', 'counter'];

export function TableMenu({ x, y, onFit, onZoom, onAdd, onClose }: TableMenuProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLUListElement>(null);
  const [pos, setPos] = useState({ x, y });
  useLayoutEffect(() => {
    // Keep the menu inside the window.
    const r = ref.current?.getBoundingClientRect();
    if (r) setPos({ x: Math.max(4, Math.min(x, window.innerWidth - r.width - 8)), y: Math.max(4, Math.min(y, window.innerHeight - r.height - 8)) });
  }, [x, y]);
  useDismiss([ref], onClose);
  const item = (key: string, label: string, run: () => void) => (
    <li key={key} role="none">
      <button type="button" role="menuitem" data-action={key} onClick={() => { onClose(); run(); }}>
        <span>{label}</span>
      </button>
    </li>
  );
  return (
    <ul ref={ref} className="context-menu" role="menu" data-testid="table-menu" style={{ left: pos.x, top: pos.y }}>
      {item('fit', t('toolbar.fit'), onFit)}
      {item('zoomIn', t('toolbar.zoomIn'), () => onZoom(1.25))}
      {item('zoomOut', t('toolbar.zoomOut'), () => onZoom(1 / 1.25))}
      {onAdd && PIECES.map((kind) => item(`add-${kind}`, `${t('toolbar.add')}: ${t(`add.${kind}`)}`, () => onAdd(kind)))}
    </ul>
  );
}
