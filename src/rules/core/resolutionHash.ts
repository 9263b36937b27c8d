// The identity of a resolution as a player previewed it: its lines and its commands. A choice made
// in the dialog (unticked lines) is only ever applied to the resolution with the same hash.
import type { Resolution } from './contract';
import { canonicalJson, hashText } from './hash';

export function resolutionHash(resolution: Resolution): string {
  return hashText(canonicalJson({ steps: resolution.steps.map((s) => ({ reason: s.reason, ruling: s.ruling, cards: s.cards })), actions: resolution.actions }));
}
