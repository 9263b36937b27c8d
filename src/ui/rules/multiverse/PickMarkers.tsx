// Tags on the table over the attacker and the target picked in the panel, so the player sees which
// cards the numbers are about. They follow the cards as the table pans and zooms (checked each
// frame, re-rendered only when a card moved on screen) and let every click through.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PickMarkersProps {
  attacker: string | null;
  target: string | null;
  anchor(id: string): { x: number; y: number } | null;
}

type Point = { x: number; y: number } | null;

const same = (a: Point, b: Point) => (a === null || b === null ? a === b : Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5);

/** The ids back from their joined key (an empty part is no id). */
const idsOf = (key: string) => key.split('|').map((id) => id || null);

function usePositions(ids: readonly (string | null)[], anchor: PickMarkersProps['anchor']): Point[] {
  // Keyed by the ids' text: a new array of the same ids is the same request.
  const key = ids.join('|');
  const [points, setPoints] = useState<Point[]>(() => idsOf(key).map((id) => (id ? anchor(id) : null)));
  useEffect(() => {
    const list = idsOf(key);
    const read = () => list.map((id) => (id ? anchor(id) : null));
    let frame = 0;
    let last = read();
    setPoints(last);
    const tick = () => {
      const now = read();
      if (now.some((p, i) => !same(p, last[i] ?? null))) {
        last = now;
        setPoints(now);
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [key, anchor]);
  return points;
}

export function PickMarkers({ attacker, target, anchor }: PickMarkersProps) {
  const { t } = useTranslation();
  const [at, tt] = usePositions([attacker, target], anchor);
  const tags = [
    { at, label: t('mfAssist.markAttacker'), kind: 'attacker' },
    { at: tt, label: t('mfAssist.markTarget'), kind: 'target' },
  ];
  return (
    <>
      {tags.map(({ at: point, label, kind }) => point && (
        <div key={kind} className={`mf-mark mf-mark-${kind}`} data-testid={`mf-mark-${kind}`} style={{ left: point.x, top: point.y }} aria-hidden="true">{label}</div>
      ))}
    </>
  );
}
