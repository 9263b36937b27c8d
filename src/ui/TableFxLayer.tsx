// Draws the brief roll/shuffle effects over the canvas at their objects' screen positions. With
// prefers-reduced-motion the CSS shows a still ring instead of motion.
import './tableFx.css';

export interface PlacedFx { key: number; kind: 'roll' | 'shuffle'; x: number; y: number }

export function TableFxLayer({ effects }: { effects: readonly PlacedFx[] }) {
  if (effects.length === 0) return null;
  return (
    <div className="table-fx" aria-hidden="true">
      {effects.map((fx) => (
        <span key={fx.key} className={`table-fx-${fx.kind}`} data-testid={`fx-${fx.kind}`} style={{ left: fx.x, top: fx.y }}>
          {fx.kind === 'roll' ? <i /> : <><i /><i /><i /></>}
        </span>
      ))}
    </div>
  );
}
