// Side change between games (サイドチェンジ, "ファイターは最大３枚まで、アシストカードは制限なし"):
// cards only trade places between the main sections and the side, at most 3 fighters come in
// from the side, assists without limit, and the deck still passes the deck-building rules.
import type { CardLookup, DeckEntry, DeckList, DeckProblem } from '../game';
import { validateDeck } from './deck';
import { RULE, SIDE_CHANGE_FIGHTER_LIMIT } from './rules';
import type { MultiverseCard } from './schema';

/** The main sections a side card can go into. */
export type MainSection = 'fighters' | 'assists';

function countsByRef(lists: readonly (readonly DeckEntry[])[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entries of lists) {
    for (const { ref, count } of entries) {
      // A broken count is the deck validation's to report; here it only must not poison the sums.
      if (Number.isInteger(count) && count > 0) counts.set(ref, (counts.get(ref) ?? 0) + count);
    }
  }
  return counts;
}

const sectionCounts = (deck: DeckList, section: string): Map<string, number> => countsByRef([deck.sections[section] ?? []]);

/** Copies in `after`'s section that were not in `before`'s: the cards brought in from the side. */
function broughtIn(before: DeckList, after: DeckList, section: MainSection): number {
  const was = sectionCounts(before, section);
  let count = 0;
  for (const [ref, now] of sectionCounts(after, section)) count += Math.max(0, now - (was.get(ref) ?? 0));
  return count;
}

/** How many cards of each main section the next deck took from the side. */
export function sideSwapCounts(played: DeckList, next: DeckList): Record<MainSection, number> {
  return { fighters: broughtIn(played, next, 'fighters'), assists: broughtIn(played, next, 'assists') };
}

function poolProblems(played: DeckList, next: DeckList, lookup: CardLookup<MultiverseCard>): DeckProblem[] {
  const before = countsByRef(Object.values(played.sections));
  const after = countsByRef(Object.values(next.sections));
  const problems: DeckProblem[] = [];
  const nameOf = (ref: string) => {
    const card = lookup(ref);
    return { ja: card?.name ?? ref, en: card?.nameEn || card?.name || ref };
  };
  for (const [ref, now] of after) {
    const was = before.get(ref) ?? 0;
    if (now <= was) continue;
    const name = nameOf(ref);
    problems.push({
      rule: RULE.sideChange,
      ref,
      message: was === 0
        ? { ja: `「${name.ja}」は前のゲームのデッキにもサイドにもありません(サイドチェンジはサイドとの入れ替えだけ)`, en: `"${name.en}" was neither in the last game's deck nor in its side (a side change only trades with the side)` }
        : { ja: `「${name.ja}」は前のゲームでは${was}枚でした(今${now}枚)`, en: `The last game had ${was} of "${name.en}" (now ${now})` },
    });
  }
  for (const [ref, was] of before) {
    const now = after.get(ref) ?? 0;
    if (now >= was) continue;
    const name = nameOf(ref);
    problems.push({
      rule: RULE.sideChange,
      ref,
      message: { ja: `「${name.ja}」が${was - now}枚なくなっています(サイドチェンジでは入れ替えるだけで、抜くことはできません)`, en: `${was - now} of "${name.en}" went missing (a side change trades cards, it never removes them)` },
    });
  }
  return problems;
}

/**
 * Every problem with `next` as the side change of `played` (the deck of the game just finished):
 * the normal deck rules, the same cards in all (main and side together), and at most 3 fighters
 * brought in from the side. Empty when the swap is legal.
 */
export function validateSideSwap(played: DeckList, next: DeckList, lookup: CardLookup<MultiverseCard>): DeckProblem[] {
  const problems = [...validateDeck(next, lookup), ...poolProblems(played, next, lookup)];
  const fighters = broughtIn(played, next, 'fighters');
  if (fighters > SIDE_CHANGE_FIGHTER_LIMIT) {
    problems.push({
      rule: RULE.sideChange,
      section: 'fighters',
      message: {
        ja: `サイドチェンジで入れ替えられるファイターは${SIDE_CHANGE_FIGHTER_LIMIT}枚までです(${fighters}枚入れ替え)`,
        en: `At most ${SIDE_CHANGE_FIGHTER_LIMIT} fighters may be swapped in a side change (${fighters} swapped)`,
      },
    });
  }
  return problems;
}

/** The older name of validateSideSwap. */
export const validateSideChange = validateSideSwap;

/** One copy of `out` leaves, one of `into` arrives; a card that fully leaves is replaced in place. */
function trade(entries: readonly DeckEntry[], out: string, into: string): DeckEntry[] | null {
  const at = entries.findIndex((e) => e.ref === out && e.count >= 1);
  const leaving = entries[at];
  if (!leaving) return null;
  const there = entries.findIndex((e) => e.ref === into);
  if (leaving.count === 1 && there < 0) return entries.map((e, i) => (i === at ? { ref: into, count: 1 } : e));
  const traded = entries
    .map((e, i) => (i === at ? { ...e, count: e.count - 1 } : i === there ? { ...e, count: e.count + 1 } : e))
    .filter((e) => e.count > 0);
  return there < 0 ? [...traded, { ref: into, count: 1 }] : traded;
}

/**
 * Exchanges one copy of `mainRef` in a main section with one copy of `sideRef` in the side.
 * The deck is returned unchanged when either card is not where it is said to be.
 */
export function exchangeWithSide(deck: DeckList, section: MainSection, mainRef: string, sideRef: string): DeckList {
  if (mainRef === sideRef) return deck;
  const main = trade(deck.sections[section] ?? [], mainRef, sideRef);
  const side = trade(deck.sections['side'] ?? [], sideRef, mainRef);
  if (!main || !side) return deck;
  return { ...deck, sections: { ...deck.sections, [section]: main, side } };
}
