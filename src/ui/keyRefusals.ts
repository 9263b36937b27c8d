// A key that does nothing to the objects at hand says why, instead of doing nothing in silence;
// a key that can act on part of them acts there and says why it left the rest alone.
import type { TableObject } from '../table/schema';
import type { TableCommand } from './actions';

/** The i18n key (under "shortcuts.refused") of why `key` cannot act on these targets, or null. */
export function refusalForKey(key: string, ctrl: boolean, targets: readonly TableObject[]): string | null {
  if (ctrl || targets.length === 0) return null;
  if (key.toLowerCase() === 't') {
    if (targets.length === 1 && targets[0]?.kind === 'stack') return 'shortcuts.refused.tapStack';
    if (targets.some((t) => t.kind !== 'card')) return 'shortcuts.refused.tapNotCards';
  }
  return null;
}

/** What a key still does to part of a mixed selection, and the i18n key of why it skipped the rest. */
export interface PartialKey {
  command: TableCommand;
  reason: string;
  /** How many objects it left alone (for the message). */
  skipped: number;
}

/**
 * T on cards mixed with a pile (or other pieces) taps the cards and names why the rest stayed as
 * they were: a pile cannot be tapped as a whole, a token or die is not a card. Null when the key
 * acts on everything (or on nothing of it).
 */
export function partialForKey(key: string, ctrl: boolean, targets: readonly TableObject[]): PartialKey | null {
  if (ctrl || key.toLowerCase() !== 't') return null;
  const cards = targets.filter((t) => t.kind === 'card');
  const rest = targets.filter((t) => t.kind !== 'card');
  if (cards.length === 0 || rest.length === 0) return null;
  const piles = rest.some((t) => t.kind === 'stack');
  return {
    command: { type: 'tap', args: { ids: cards.map((c) => c.id) } },
    reason: piles ? 'shortcuts.refused.tappedButStack' : 'shortcuts.refused.tappedButPieces',
    skipped: rest.length,
  };
}
