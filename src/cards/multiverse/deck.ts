// Deck sections and deck-building checks (用意する物): 7 main fighters, a 15-card assist deck and
// 8 side cards. Every problem is reported, each citing the rule it breaks.
import type { CardLookup, DeckEntry, DeckList, DeckProblem, Localized } from '../game';
import { KIND_NAMES } from './labels';
import { ASSIST_COPY_LIMIT, ASSIST_COUNT, FIGHTER_COSTS, FIGHTER_COUNT, RULE, SIDE_COUNT } from './rules';
import type { MultiverseCard } from './schema';

export const sections = [
  { id: 'fighters', name: { ja: 'メインファイター', en: 'Main fighters' } },
  { id: 'assists', name: { ja: 'アシストデッキ', en: 'Assist deck' } },
  { id: 'side', name: { ja: 'サイドカード', en: 'Side cards' } },
] as const satisfies readonly { id: string; name: Localized }[];

export type SectionId = (typeof sections)[number]['id'];

export function sectionOf(card: MultiverseCard): SectionId {
  return card.kind === 'fighter' ? 'fighters' : 'assists';
}

interface Placed {
  ref: string;
  count: number;
  card: MultiverseCard;
}

const problem = (rule: string, ja: string, en: string, where: { section?: string; ref?: string } = {}): DeckProblem => ({
  rule,
  message: { ja, en },
  ...where,
});

// "同名カード" compares names; width and surrounding spaces are not part of a name.
const nameKey = (name: string): string => name.normalize('NFKC').trim();

function groupByName(placed: readonly Placed[]): Map<string, Placed[]> {
  const groups = new Map<string, Placed[]>();
  for (const entry of placed) {
    const key = nameKey(entry.card.name);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return groups;
}

const total = (entries: readonly { count: number }[]): number => entries.reduce((sum, entry) => sum + entry.count, 0);

/** Checks each entry (count, known card, right kind); returns the known cards with valid counts. */
function readSection(id: SectionId, entries: readonly DeckEntry[], lookup: CardLookup<MultiverseCard>, problems: DeckProblem[]): Placed[] {
  const placed: Placed[] = [];
  const wanted = id === 'fighters' ? 'fighter' : id === 'assists' ? 'assist' : null;
  for (const { ref, count } of entries) {
    if (!Number.isInteger(count) || count < 1) {
      problems.push(problem(RULE.build, `「${ref}」の枚数(${count})は1以上の整数にしてください`, `The count of "${ref}" (${count}) must be a whole number of at least 1`, { section: id, ref }));
      continue;
    }
    const card = lookup(ref);
    if (!card) {
      problems.push(problem(RULE.build, `カード「${ref}」が見つかりません(読み込まれたセットにありません)`, `Card "${ref}" is not in any loaded set`, { section: id, ref }));
      continue;
    }
    if (wanted && card.kind !== wanted) {
      const section = sections.find((s) => s.id === id)?.name ?? { ja: id, en: id };
      problems.push(
        problem(
          RULE.cardKinds,
          `「${card.name}」は${KIND_NAMES[card.kind].ja}カードなので${section.ja}には入れられません`,
          `"${card.nameEn || card.name}" is ${card.kind === 'assist' ? 'an assist card' : 'a fighter'} and cannot go in ${section.en}`,
          { section: id, ref },
        ),
      );
      continue;
    }
    placed.push({ ref, count, card });
  }
  return placed;
}

const validCount = (entries: readonly DeckEntry[]): number => total(entries.filter((e) => Number.isInteger(e.count) && e.count > 0));

function checkFighters(entries: readonly DeckEntry[], placed: readonly Placed[], problems: DeckProblem[]): void {
  const count = validCount(entries);
  if (count !== FIGHTER_COUNT) {
    problems.push(problem(RULE.fighters, `メインファイターは${FIGHTER_COUNT}枚です(現在${count}枚)`, `The main fighters are exactly ${FIGHTER_COUNT} cards (now ${count})`, { section: 'fighters' }));
  }
  for (const group of groupByName(placed).values()) {
    const copies = total(group);
    const first = group[0];
    if (copies > 1 && first) {
      problems.push(
        problem(RULE.fighters, `同名のファイター「${first.card.name}」が${copies}枚あります(同名カードは入れられない)`, `${copies} fighters named "${first.card.nameEn || first.card.name}" (no two fighters of the same name)`, { section: 'fighters', ref: first.ref }),
      );
    }
  }
  for (const cost of FIGHTER_COSTS) {
    if (!placed.some((entry) => entry.card.cost === cost)) {
      problems.push(problem(RULE.fighters, `コスト${cost}のファイターがいません(各コスト最低1枚必要)`, `No fighter of cost ${cost} (at least one of each cost 1, 2 and 3)`, { section: 'fighters' }));
    }
  }
}

function checkAssists(entries: readonly DeckEntry[], placed: readonly Placed[], problems: DeckProblem[]): void {
  const count = validCount(entries);
  if (count !== ASSIST_COUNT) {
    problems.push(problem(RULE.assists, `アシストデッキは${ASSIST_COUNT}枚です(現在${count}枚)`, `The assist deck is exactly ${ASSIST_COUNT} cards (now ${count})`, { section: 'assists' }));
  }
  for (const group of groupByName(placed).values()) {
    const first = group[0];
    if (!first) continue;
    const costs = [...new Set(group.map((entry) => entry.card.cost))].sort();
    const name = { ja: first.card.name, en: first.card.nameEn || first.card.name };
    if (costs.length > 1) {
      problems.push(
        problem(RULE.sameNameAnyCost, `「${name.ja}」がコスト${costs.join('・')}で入っています(コストが違っても同名カードは入れられない)`, `"${name.en}" appears at costs ${costs.join(', ')} (one name may not appear at two costs)`, { section: 'assists', ref: first.ref }),
      );
      continue;
    }
    const limit = ASSIST_COPY_LIMIT[first.card.cost] ?? 0;
    const copies = total(group);
    if (copies > limit) {
      problems.push(
        problem(RULE.assists, `「${name.ja}」(コスト${first.card.cost})は${limit}枚までです(現在${copies}枚)`, `At most ${limit} of "${name.en}" (cost ${first.card.cost}); now ${copies}`, { section: 'assists', ref: first.ref }),
      );
    }
  }
}

function checkSide(entries: readonly DeckEntry[], problems: DeckProblem[]): void {
  const count = validCount(entries);
  if (count !== SIDE_COUNT) {
    problems.push(problem(RULE.side, `サイドカードは${SIDE_COUNT}枚です(現在${count}枚)`, `The side cards are exactly ${SIDE_COUNT} (now ${count})`, { section: 'side' }));
  }
}

/** Every problem with the deck; empty when it is legal. */
export function validateDeck(deck: DeckList, lookup: CardLookup<MultiverseCard>): DeckProblem[] {
  const problems: DeckProblem[] = [];
  if (deck.game !== 'multiverse') {
    problems.push(problem(RULE.build, `このデッキはマルチバースファイターズのものではありません(${deck.game})`, `This deck is not a Multiverse Fighters deck (${deck.game})`));
  }
  for (const id of Object.keys(deck.sections)) {
    if (!sections.some((s) => s.id === id)) {
      problems.push(problem(RULE.build, `「${id}」という欄はありません(メインファイター・アシストデッキ・サイドカードのみ)`, `There is no section "${id}" (only fighters, assists and side)`, { section: id }));
    }
  }
  const entriesOf = (id: SectionId): readonly DeckEntry[] => deck.sections[id] ?? [];
  const fighters = readSection('fighters', entriesOf('fighters'), lookup, problems);
  const assists = readSection('assists', entriesOf('assists'), lookup, problems);
  readSection('side', entriesOf('side'), lookup, problems);
  checkFighters(entriesOf('fighters'), fighters, problems);
  checkAssists(entriesOf('assists'), assists, problems);
  checkSide(entriesOf('side'), problems);
  return problems;
}
