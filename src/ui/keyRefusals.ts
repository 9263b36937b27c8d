// A key that does nothing to the objects at hand says why, instead of doing nothing in silence.
import type { TableObject } from '../table/schema';

/** The i18n key (under "shortcuts.refused") of why `key` cannot act on these targets, or null. */
export function refusalForKey(key: string, ctrl: boolean, targets: readonly TableObject[]): string | null {
  if (ctrl || targets.length === 0) return null;
  if (key.toLowerCase() === 't') {
    if (targets.length === 1 && targets[0]?.kind === 'stack') return 'shortcuts.refused.tapStack';
    if (targets.some((t) => t.kind !== 'card')) return 'shortcuts.refused.tapNotCards';
  }
  return null;
}
