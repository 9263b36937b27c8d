// The deck being edited: pure operations on a DeckList, and the per-game drafts the builder keeps.
import type { DeckEntry, DeckList, GameCardBase, GameCards, GameId } from '../../cards/game';
import { MAX_COPIES_PER_LINE } from '../../cards/deckList';

/** The saved-deck store and deck lists allow at most this many copies in one entry. */
export const MAX_COPIES_PER_ENTRY = MAX_COPIES_PER_LINE;

export interface Draft {
  deck: DeckList;
  /** Id of the saved deck this draft came from or was saved as; saving again overwrites it. */
  savedId?: string;
  /** Changed since it was last loaded or saved. */
  dirty: boolean;
}

export type DraftAction =
  | { type: 'add'; ref: string; section: string }
  | { type: 'remove'; ref: string; section?: string; preferred?: string }
  | { type: 'rename'; name: string }
  | { type: 'replace'; deck: DeckList; savedId?: string; dirty?: boolean }
  | { type: 'saved'; savedId: string }
  | { type: 'clear' };

/** An empty deck with every section of the game, in the game's order. */
export function emptyDeck(game: GameCards<GameCardBase>, name = ''): DeckList {
  return { game: game.game, name, sections: Object.fromEntries(game.sections.map((s) => [s.id, []])) };
}

/** The deck with every section of the game present (sections it does not know are kept, for validation to report). */
export function withAllSections(deck: DeckList, game: GameCards<GameCardBase>): DeckList {
  const sections: Record<string, DeckEntry[]> = Object.fromEntries(game.sections.map((s) => [s.id, [...(deck.sections[s.id] ?? [])]]));
  for (const [id, entries] of Object.entries(deck.sections)) if (!(id in sections)) sections[id] = [...entries];
  return { game: deck.game, name: deck.name, sections };
}

/** One more copy of the card in the section; a new card goes to the end. */
export function addCopy(deck: DeckList, ref: string, section: string): DeckList {
  const entries = deck.sections[section] ?? [];
  const existing = entries.find((e) => e.ref === ref);
  if (existing !== undefined && existing.count >= MAX_COPIES_PER_ENTRY) return deck;
  const next = existing === undefined ? [...entries, { ref, count: 1 }] : entries.map((e) => (e.ref === ref ? { ...e, count: e.count + 1 } : e));
  return { ...deck, sections: { ...deck.sections, [section]: next } };
}

/**
 * One copy fewer. Without a section, the copy comes from `preferred` when it holds the card (the
 * card's default section), otherwise from the first section that does. An entry at zero goes away.
 */
export function removeCopy(deck: DeckList, ref: string, section?: string, preferred?: string): DeckList {
  const holds = (id: string) => (deck.sections[id] ?? []).some((e) => e.ref === ref);
  const from = section ?? (preferred !== undefined && holds(preferred) ? preferred : Object.keys(deck.sections).find(holds));
  if (from === undefined || !holds(from)) return deck;
  const next = (deck.sections[from] ?? []).flatMap((e) => (e.ref !== ref ? [e] : e.count > 1 ? [{ ...e, count: e.count - 1 }] : []));
  return { ...deck, sections: { ...deck.sections, [from]: next } };
}

/** Copies of a card across all sections. */
export function copiesOf(deck: DeckList, ref: string): number {
  let n = 0;
  for (const entries of Object.values(deck.sections)) for (const e of entries) if (e.ref === ref) n += e.count;
  return n;
}

export function sectionSize(entries: readonly DeckEntry[]): number {
  return entries.reduce((sum, e) => sum + e.count, 0);
}

export function deckSize(deck: DeckList): number {
  return Object.values(deck.sections).reduce((sum, entries) => sum + sectionSize(entries), 0);
}

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'add': {
      const deck = addCopy(draft.deck, action.ref, action.section);
      return deck === draft.deck ? draft : { ...draft, deck, dirty: true };
    }
    case 'remove': {
      const deck = removeCopy(draft.deck, action.ref, action.section, action.preferred);
      return deck === draft.deck ? draft : { ...draft, deck, dirty: true };
    }
    case 'rename':
      return { ...draft, deck: { ...draft.deck, name: action.name }, dirty: true };
    case 'replace':
      return { deck: action.deck, dirty: action.dirty ?? false, ...(action.savedId === undefined ? {} : { savedId: action.savedId }) };
    case 'saved':
      return { ...draft, savedId: action.savedId, dirty: false };
    case 'clear':
      return { deck: { ...draft.deck, name: '', sections: Object.fromEntries(Object.keys(draft.deck.sections).map((id) => [id, []])) }, dirty: false };
  }
}

export type Drafts = Readonly<Record<GameId, Draft>>;

/** One empty draft per game. */
export function initialDrafts(games: readonly GameCards<GameCardBase>[]): Drafts {
  const drafts = {} as Record<GameId, Draft>;
  for (const game of games) drafts[game.game] = { deck: emptyDeck(game), dirty: false };
  return drafts;
}

export function draftsReducer(drafts: Drafts, { game, action }: { game: GameId; action: DraftAction }): Drafts {
  const draft = drafts[game];
  if (draft === undefined) return drafts;
  const next = draftReducer(draft, action);
  return next === draft ? drafts : { ...drafts, [game]: next };
}
