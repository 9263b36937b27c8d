// A moment of the replay named so that it cannot be confused: its index, its log time and a
// fingerprint of its table update. Both browsers build the same replay from the same signed
// transport; a proposal whose fingerprint is not at its index (a history that differs) is not applied.
import { hashText } from '../../rules/core/hash';
import type { RewindPoint } from '../../net/rewind';
import type { Replay } from '../replay/model';

function fingerprint(update: Uint8Array): string {
  let text = '';
  for (let i = 0; i < update.length; i += 4096) text += String.fromCharCode(...update.subarray(i, i + 4096));
  return hashText(`${update.length}:${text}`);
}

export function pointOf(replay: Replay, k: number): RewindPoint | null {
  const step = replay.steps[k];
  return step ? { k, t: step.t, fp: fingerprint(step.update) } : null;
}

/**
 * The index the point names in this replay (at its index, or elsewhere when this browser ordered
 * an entry differently), or null when this replay has no such moment.
 */
export function findPoint(replay: Replay, point: RewindPoint): number | null {
  const same = (k: number) => {
    const here = pointOf(replay, k);
    return here !== null && here.t === point.t && here.fp === point.fp;
  };
  if (same(point.k)) return point.k;
  for (let k = 0; k < replay.length; k++) if (replay.steps[k]!.t === point.t && same(k)) return k;
  return null;
}
