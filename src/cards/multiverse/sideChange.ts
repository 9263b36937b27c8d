// Side change between games (サイドチェンジ): cards only trade places between the main sections and
// the side, at most 3 fighters come in from the side, assists without limit, and the deck stays legal.
import type { CardLookup, DeckList, DeckProblem } from '../game';
import { validateDeck } from './deck';
import { RULE, SIDE_CHANGE_FIGHTER_LIMIT } from './rules';
import type { MultiverseCard } from './schema';

function countsByRef(lists: readonly (readonly { ref: string; count: number }[])[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entries of lists) for (const { ref, count } of entries) counts.set(ref, (counts.get(ref) ?? 0) + count);
  return counts;
}

const sameCounts = (a: Map<string, number>, b: Map<string, number>): boolean =>
  a.size === b.size && [...a].every(([ref, count]) => b.get(ref) === count);

/** Every problem with turning deck `before` into deck `after` by a side change. */
export function validateSideChange(before: DeckList, after: DeckList, lookup: CardLookup<MultiverseCard>): DeckProblem[] {
  const problems = validateDeck(after, lookup);
  const poolBefore = countsByRef(Object.values(before.sections));
  const poolAfter = countsByRef(Object.values(after.sections));
  if (!sameCounts(poolBefore, poolAfter)) {
    problems.push({
      rule: RULE.sideChange,
      message: {
        ja: 'サイドチェンジではメイン(ファイター・アシストデッキ)とサイドの間でカードを入れ替えるだけです',
        en: 'A side change only trades cards between the main sections and the side',
      },
    });
  }
  const fightersBefore = countsByRef([before.sections['fighters'] ?? []]);
  const fightersAfter = countsByRef([after.sections['fighters'] ?? []]);
  let swappedIn = 0;
  for (const [ref, count] of fightersAfter) swappedIn += Math.max(0, count - (fightersBefore.get(ref) ?? 0));
  if (swappedIn > SIDE_CHANGE_FIGHTER_LIMIT) {
    problems.push({
      rule: RULE.sideChange,
      section: 'fighters',
      message: {
        ja: `サイドチェンジで入れ替えられるファイターは${SIDE_CHANGE_FIGHTER_LIMIT}枚までです(${swappedIn}枚入れ替え)`,
        en: `At most ${SIDE_CHANGE_FIGHTER_LIMIT} fighters may be swapped in a side change (${swappedIn} swapped)`,
      },
    });
  }
  return problems;
}
