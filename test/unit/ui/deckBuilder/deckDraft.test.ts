import { describe, expect, it } from 'vitest';
import type { DeckList } from '../../../../src/cards/game';
import { ALL_GAMES } from '../../../../src/cards/games';
import {
  MAX_COPIES_PER_ENTRY, addCopy, copiesOf, deckSize, draftReducer, draftsReducer, emptyDeck, initialDrafts, removeCopy, withAllSections,
} from '../../../../src/ui/deckBuilder/deckDraft';

const multiverse = ALL_GAMES.find((g) => g.game === 'multiverse')!;
const deck = (sections: DeckList['sections']): DeckList => ({ game: 'multiverse', name: 'テスト', sections });

describe('deck editing', () => {
  it('starts with every section of the game, empty, in the game’s order', () => {
    expect(Object.keys(emptyDeck(multiverse).sections)).toEqual(['fighters', 'assists', 'side']);
    expect(deckSize(emptyDeck(multiverse))).toBe(0);
  });

  it('adds a new card at the end of its section and counts further copies on the same row', () => {
    let d = addCopy(emptyDeck(multiverse), 'mf-demo:MF-101', 'assists');
    d = addCopy(d, 'mf-demo:MF-102', 'assists');
    d = addCopy(d, 'mf-demo:MF-101', 'assists');
    expect(d.sections.assists).toEqual([{ ref: 'mf-demo:MF-101', count: 2 }, { ref: 'mf-demo:MF-102', count: 1 }]);
    expect(deckSize(d)).toBe(3);
  });

  it('never goes beyond the copies one row may hold', () => {
    let d = deck({ assists: [{ ref: 'a', count: MAX_COPIES_PER_ENTRY }] });
    d = addCopy(d, 'a', 'assists');
    expect(d.sections.assists).toEqual([{ ref: 'a', count: MAX_COPIES_PER_ENTRY }]);
  });

  it('removes one copy, and the row when none is left', () => {
    let d = deck({ assists: [{ ref: 'a', count: 2 }, { ref: 'b', count: 1 }] });
    d = removeCopy(d, 'a', 'assists');
    d = removeCopy(d, 'b', 'assists');
    expect(d.sections.assists).toEqual([{ ref: 'a', count: 1 }]);
  });

  it('takes a copy from the card’s default section first, else from wherever it is', () => {
    const start = deck({ fighters: [], assists: [{ ref: 'a', count: 1 }], side: [{ ref: 'a', count: 1 }] });
    expect(removeCopy(start, 'a', undefined, 'side').sections).toEqual({ fighters: [], assists: [{ ref: 'a', count: 1 }], side: [] });
    expect(removeCopy(start, 'a', undefined, 'fighters').sections).toEqual({ fighters: [], assists: [], side: [{ ref: 'a', count: 1 }] });
    expect(removeCopy(start, 'zzz')).toBe(start);
  });

  it('counts copies of a card across sections', () => {
    expect(copiesOf(deck({ assists: [{ ref: 'a', count: 2 }], side: [{ ref: 'a', count: 1 }, { ref: 'b', count: 3 }] }), 'a')).toBe(3);
  });

  it('fills in missing sections of a loaded deck and keeps the ones the game does not know', () => {
    const loaded = withAllSections(deck({ side: [{ ref: 'a', count: 1 }], extra: [{ ref: 'b', count: 1 }] }), multiverse);
    expect(Object.keys(loaded.sections)).toEqual(['fighters', 'assists', 'side', 'extra']);
    expect(loaded.sections.side).toEqual([{ ref: 'a', count: 1 }]);
  });
});

describe('drafts', () => {
  it('marks a draft changed on edits and unchanged once saved or replaced', () => {
    let draft = { deck: emptyDeck(multiverse), dirty: false };
    draft = draftReducer(draft, { type: 'add', ref: 'a', section: 'assists' });
    expect(draft.dirty).toBe(true);
    draft = draftReducer(draft, { type: 'saved', savedId: 'id-1' });
    expect(draft).toMatchObject({ dirty: false, savedId: 'id-1' });
    draft = draftReducer(draft, { type: 'rename', name: '新しい名前' });
    expect(draft).toMatchObject({ dirty: true, deck: { name: '新しい名前' } });
    draft = draftReducer(draft, { type: 'replace', deck: deck({ fighters: [] }) });
    expect(draft).toEqual({ deck: deck({ fighters: [] }), dirty: false });
    expect(draftReducer(draft, { type: 'replace', deck: deck({}), dirty: true }).dirty).toBe(true);
  });

  it('leaves the draft as it was when an edit changes nothing', () => {
    const draft = { deck: emptyDeck(multiverse), dirty: false };
    expect(draftReducer(draft, { type: 'remove', ref: 'nothing' })).toBe(draft);
  });

  it('keeps one draft per game, so switching games loses nothing', () => {
    let drafts = initialDrafts(ALL_GAMES);
    expect(Object.keys(drafts)).toEqual(['nofuture', 'multiverse', 'chrono', 'falldown']);
    drafts = draftsReducer(drafts, { game: 'chrono', action: { type: 'add', ref: 'cc-demo:CC-010', section: 'main' } });
    expect(drafts.chrono.deck.sections.main).toEqual([{ ref: 'cc-demo:CC-010', count: 1 }]);
    expect(deckSize(drafts.nofuture.deck)).toBe(0);
  });
});
