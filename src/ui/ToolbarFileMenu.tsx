// The toolbar's "File ▾" menu: save/load the table and its replays behind one button, so the
// Japanese bar keeps its main actions at 1366 px. Folded into "…", the items are listed flat there
// and this toggle hides (smallScreens.css); the items keep their own testids either way.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './useDismiss';

export function ToolbarFileMenu({ label, folded, children }: { label: string; folded: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Left open across a fold, it would drop down again by itself when the bar unfolds.
  useEffect(() => setOpen(false), [folded]);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const itemsId = useId();
  // Escape hands the focus back to the toggle, so a keyboard user is not left on a hidden item.
  const close = () => {
    if (menuRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
    setOpen(false);
  };
  useDismiss([menuRef], close, open);
  return (
    <div ref={menuRef} className={`file-menu ${open ? 'open' : ''}`}>
      <button
        ref={toggleRef}
        type="button"
        className="file-menu-toggle"
        data-testid="file-menu"
        aria-expanded={open}
        aria-controls={itemsId}
        onClick={() => setOpen((was) => !was)}
      >
        {label} ▾
      </button>
      {/* A pick closes the menu (the item's own handler runs first). */}
      <div id={itemsId} className="file-menu-items" onClick={(e) => e.target instanceof Element && e.target.closest('button') && setOpen(false)}>
        {children}
      </div>
    </div>
  );
}
