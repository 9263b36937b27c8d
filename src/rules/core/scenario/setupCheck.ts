// The scenario steps that check what a seat brings to the table rather than a move on it: a deck
// list (checkDeck), a side swap between games (checkDeck with "played"), and the cards chosen to
// start with (checkSelection: Multiverse's fighters costing 5). Each calls the game's own check,
// the one the deck builder, the New-game wizard and the side-swap dialog call, and turns every
// problem into an `illegal` verdict citing its rule, so an `expect` block can test it.
import type { DeckEntry, DeckList, DeckProblem, GameCardBase } from '../../../cards/game';
import type { Verdict } from '../contract';
import type { LoadedScenario } from './load';

export const SETUP_CHECK_VERBS = ['checkDeck', 'checkSelection'] as const;

export type SetupCheck = { ok: true; verdicts: Verdict[] } | { ok: false; error: string };

/** A problem the text forbids is illegal (docs/rules/README.md); players may still overrule it. */
export function problemVerdicts(problems: readonly DeckProblem[]): Verdict[] {
  return problems.map((problem) => ({ level: 'illegal', ruling: problem.rule, reason: problem.message }));
}

/** A card by number ("NF-012"), full reference ("nf-demo:NF-012") or inline number, as a reference. */
function refOf(name: string, scenario: LoadedScenario): string {
  if (scenario.lookup(name)) return name;
  const inline = `scenario:${name}`;
  if (scenario.lookup(inline)) return inline;
  // Unknown cards stay as named: the deck check reports them, as it would in the deck builder.
  return scenario.refOf?.(name) ?? name;
}

type DeckLines = Record<string, unknown>;

/** `{ "main": ["NF-001", { "card": "NF-002", "count": 3 }] }` or `{ "demo": 0 }` as a deck list. */
function deckFrom(raw: unknown, scenario: LoadedScenario, field: string): DeckList | string {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return `${field}: give the deck's sections, or { "demo": n }`;
  const lines = raw as DeckLines;
  const game = scenario.file.game;
  if (typeof lines['demo'] === 'number') {
    const demo = scenario.cards.demoDecks[lines['demo']];
    return demo ?? `${field}: the game has no demo deck ${lines['demo']}`;
  }
  const sections: Record<string, DeckEntry[]> = {};
  for (const [section, entries] of Object.entries(lines)) {
    if (!Array.isArray(entries)) return `${field}.${section}: give a list of cards`;
    const out: DeckEntry[] = [];
    for (const entry of entries) {
      if (typeof entry === 'string') out.push({ ref: refOf(entry, scenario), count: 1 });
      else if (entry && typeof entry === 'object' && typeof (entry as { card?: unknown }).card === 'string') {
        const { card, count } = entry as { card: string; count?: unknown };
        out.push({ ref: refOf(card, scenario), count: typeof count === 'number' ? count : 1 });
      } else return `${field}.${section}: each card is a number or { "card", "count" }`;
    }
    sections[section] = out;
  }
  return { game, name: 'scenario', sections };
}

/** Runs a setup check step; the verdicts are what the game's check found, none for a legal deck. */
export function runSetupCheck(verb: string, step: Record<string, unknown>, scenario: LoadedScenario): SetupCheck {
  const { cards } = scenario;
  if (verb === 'checkDeck') {
    const deck = deckFrom(step['deck'], scenario, 'deck');
    if (typeof deck === 'string') return { ok: false, error: `checkDeck: ${deck}` };
    if (step['played'] === undefined) return { ok: true, verdicts: problemVerdicts(cards.validateDeck(deck, scenario.lookup)) };
    const played = deckFrom(step['played'], scenario, 'played');
    if (typeof played === 'string') return { ok: false, error: `checkDeck: ${played}` };
    if (!cards.validateSideSwap) return { ok: false, error: `checkDeck: ${scenario.file.game} has no side swap between games ("played")` };
    return { ok: true, verdicts: problemVerdicts(cards.validateSideSwap(played, deck, scenario.lookup)) };
  }
  const chosen = step['chosen'];
  if (!cards.validateSelection) return { ok: false, error: `checkSelection: ${scenario.file.game} has no choice of cards to start with` };
  if (!Array.isArray(chosen) || !chosen.every((c) => typeof c === 'string')) return { ok: false, error: 'checkSelection: give "chosen", a list of card numbers' };
  const found: GameCardBase[] = [];
  for (const name of chosen) {
    const card = scenario.lookup(refOf(name, scenario));
    if (!card) return { ok: false, error: `checkSelection: no loaded set of this game has the card "${name}"` };
    found.push(card);
  }
  return { ok: true, verdicts: problemVerdicts(cards.validateSelection(found)) };
}
