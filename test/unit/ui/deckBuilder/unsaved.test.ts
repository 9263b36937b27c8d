import { describe, expect, it } from 'vitest';
import type { Draft } from '../../../../src/ui/deckBuilder/deckDraft';
import { unsavedDrafts } from '../../../../src/ui/deckBuilder/unsaved';

const deck = (count: number) => ({ game: 'nofuture' as const, name: '', sections: { main: count > 0 ? [{ ref: 'nf-demo:NF-001', count }] : [] } });

describe('unsavedDrafts', () => {
  it('counts changed drafts that hold cards, or were saved decks now emptied', () => {
    const drafts: Record<string, Draft> = {
      clean: { deck: deck(3), dirty: false },
      changed: { deck: deck(2), dirty: true },
      emptiedNew: { deck: deck(0), dirty: true },
      emptiedSaved: { deck: deck(0), dirty: true, savedId: 'd1' },
    };
    expect(unsavedDrafts(drafts).map((d) => (d.deck.sections['main']?.length ?? 0) + (d.savedId ?? ''))).toEqual(['1', '0d1']);
  });

  it('is empty when nothing changed', () => {
    expect(unsavedDrafts({ a: { deck: deck(40), dirty: false }, b: undefined })).toEqual([]);
  });
});
