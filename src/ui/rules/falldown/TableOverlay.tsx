// Drawn over the table in screen coordinates: the draft's attack arrows (and a distributor's spill),
// a ghost on the slot of each summon, a ⚔ handle on each unit that may attack (drag it onto a
// target, or click it and then a target), the targets while aiming,
// and during playback the current step's arrow, floating numbers and highlighted cards. Only the
// handles and targets take the pointer; everything else lets clicks through to the table.
import { useState } from 'react';
import { arrowEnds, arrowPath, nearest, type Pt } from './geometry';

export interface OverlayArrow { key: string; from: Pt; to: Pt; kind: 'plan' | 'spill' | 'attack' | 'grave' | 'drag'; label?: string }
/** The slot a summon of this phase will take (centre and size on screen). */
export interface OverlayGhost { id: string; at: Pt; w: number; h: number; label: string; note: string }
export interface OverlayNumber { key: string; at: Pt; text: string; kind: 'damage' | 'heal' | 'destroyed' | 'life' | 'info' }
export interface OverlayHandle { id: string; at: Pt; active: boolean }
export interface OverlayTarget { id: string; at: Pt; label: string }

export interface TableOverlayProps {
  arrows: readonly OverlayArrow[];
  numbers: readonly OverlayNumber[];
  rings: readonly { key: string; at: Pt }[];
  ghosts?: readonly OverlayGhost[];
  handles: readonly OverlayHandle[];
  /** Shown while a unit is being aimed (clicked or dragged). */
  targets: readonly OverlayTarget[];
  aiming: string | null;
  onAim(unit: string | null): void;
  onTarget(unit: string, target: string): void;
}

const DROP_RADIUS = 90;

export function TableOverlay(props: TableOverlayProps) {
  const [drag, setDrag] = useState<{ unit: string; from: Pt; to: Pt; moved: boolean } | null>(null);
  const showTargets = drag !== null || props.aiming !== null;
  const arrows: OverlayArrow[] = [...props.arrows];
  if (drag?.moved) arrows.push({ key: 'drag', from: drag.from, to: drag.to, kind: 'drag' });
  return (
    <div className="fd-overlay" data-testid="fd-overlay">
      {(props.ghosts ?? []).map((ghost) => (
        <div
          key={ghost.id} className="fd-ghost" data-testid="fd-ghost" data-id={ghost.id}
          style={{ left: ghost.at.x, top: ghost.at.y, width: Math.max(36, ghost.w), height: Math.max(50, ghost.h) }}
        >
          <span className="fd-ghost-label">{ghost.note} · {ghost.label}</span>
        </div>
      ))}
      <svg className="fd-arrows" width="100%" height="100%">
        <defs>
          {(['plan', 'spill', 'attack', 'grave', 'drag'] as const).map((kind) => (
            <marker key={kind} id={`fd-head-${kind}`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className={`fd-head-${kind}`} />
            </marker>
          ))}
        </defs>
        {props.rings.map((ring) => <circle key={ring.key} className="fd-ring" cx={ring.at.x} cy={ring.at.y} r={46} />)}
        {arrows.map((arrow, i) => {
          const ends = arrowEnds(arrow.from, arrow.to, arrow.kind === 'drag' ? 0 : 26);
          const path = arrowPath(ends.from, ends.to, arrow.kind === 'grave' ? 0.05 : 0.12 + (i % 3) * 0.04);
          return (
            <g key={arrow.key} className={`fd-arrow fd-arrow-${arrow.kind}`} data-testid="fd-arrow" data-kind={arrow.kind}>
              <path d={path} markerEnd={`url(#fd-head-${arrow.kind})`} />
              {arrow.label && <text x={(ends.from.x + ends.to.x) / 2} y={(ends.from.y + ends.to.y) / 2 - 6}>{arrow.label}</text>}
            </g>
          );
        })}
      </svg>
      {props.numbers.map((n) => (
        <div key={n.key} className={`fd-number fd-number-${n.kind}`} data-testid="fd-number" style={{ left: n.at.x, top: n.at.y }}>{n.text}</div>
      ))}
      {props.handles.map((handle) => (
        <button
          key={handle.id} type="button" data-testid="fd-handle" data-id={handle.id}
          className={handle.active || props.aiming === handle.id ? 'fd-handle active' : 'fd-handle'}
          style={{ left: handle.at.x, top: handle.at.y }}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            setDrag({ unit: handle.id, from: handle.at, to: { x: e.clientX, y: e.clientY }, moved: false });
          }}
          onPointerMove={(e) => {
            if (!drag) return;
            const to = { x: e.clientX, y: e.clientY };
            const moved = drag.moved || Math.hypot(to.x - drag.from.x, to.y - drag.from.y) > 12;
            setDrag({ ...drag, to, moved });
          }}
          onPointerUp={(e) => {
            const done = drag;
            setDrag(null);
            if (!done) return;
            if (!done.moved) {
              props.onAim(props.aiming === done.unit ? null : done.unit);
              return;
            }
            const hit = nearest(props.targets, { x: e.clientX, y: e.clientY }, DROP_RADIUS);
            if (hit) props.onTarget(done.unit, hit.id);
          }}
          onPointerCancel={() => setDrag(null)}
        >⚔</button>
      ))}
      {showTargets && props.targets.map((target) => (
        <button
          key={target.id} type="button" className="fd-target" data-testid="fd-target" data-id={target.id}
          style={{ left: target.at.x, top: target.at.y }} title={target.label}
          onClick={() => props.aiming && props.onTarget(props.aiming, target.id)}
        >{target.id === 'player' ? `◎ ${target.label}` : '◎'}</button>
      ))}
    </div>
  );
}
