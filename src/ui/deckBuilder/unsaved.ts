// Whether closing the builder would throw work away: a changed draft of any game that holds cards
// (or was a saved deck, now emptied) and was not saved since.
import type { Draft } from './deckDraft';
import { deckSize } from './deckDraft';

export function unsavedDrafts(drafts: Readonly<Record<string, Draft | undefined>>): Draft[] {
  return Object.values(drafts).filter((d): d is Draft => d !== undefined && d.dirty && (deckSize(d.deck) > 0 || d.savedId !== undefined));
}
