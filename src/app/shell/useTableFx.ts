// Plays a brief effect where a die was rolled or a pile shuffled, by anyone (read from the doc's log).
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { ROOT } from '../../table';
import { FX_MS, fxOfLogEntries } from '../../ui/tableFx';
import type { PlacedFx } from '../../ui/TableFxLayer';

/** Where an object is on screen now (null: not shown). */
export type PlaceOf = (id: string) => { x: number; y: number } | null;

let nextKey = 1;

export function useTableFx(doc: Y.Doc, placeOf: PlaceOf): PlacedFx[] {
  const [effects, setEffects] = useState<PlacedFx[]>([]);
  useEffect(() => {
    const log = doc.getArray<unknown>(ROOT.log.name);
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onLog = (event: Y.YArrayEvent<unknown>) => {
      const added = event.changes.delta.flatMap((d) => (Array.isArray(d.insert) ? (d.insert as unknown[]) : []));
      const placed = fxOfLogEntries(added).flatMap((fx) => {
        const at = placeOf(fx.id);
        return at ? [{ key: nextKey++, kind: fx.kind, x: at.x, y: at.y }] : [];
      });
      if (placed.length === 0) return;
      setEffects((list) => [...list, ...placed].slice(-12));
      const keys = new Set(placed.map((p) => p.key));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setEffects((list) => list.filter((p) => !keys.has(p.key)));
      }, FX_MS + 50);
      timers.add(timer);
    };
    log.observe(onLog);
    return () => {
      log.unobserve(onLog);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [doc, placeOf]);
  return effects;
}
