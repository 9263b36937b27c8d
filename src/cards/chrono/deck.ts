// Chrono Card deck construction (rule text, 事前準備): a main deck of exactly 30 cards without
// heroines, at most 3 (or the card's Limit) per card number, and one heroine kept apart.
import type { CardLookup, DeckList, DeckProblem, Localized } from '../game';
import { DEFAULT_COPY_LIMIT, type ChronoCard } from './schema';

export const MAIN_DECK_SIZE = 30;
export const HEROINE_COUNT = 1;

/** Where each rule lives in the rule text (chrono-card.ja.txt, section 事前準備). */
export const DECK_RULES = {
  deck: 'CC 事前準備・デッキ',
  size: 'CC 事前準備・デッキ枚数',
  construction: 'CC 事前準備・構築条件',
  heroine: 'CC 事前準備・ヒロインカード',
} as const;

export const sections = [
  { id: 'main', name: { ja: 'メインデッキ', en: 'Main deck' } },
  { id: 'heroine', name: { ja: 'ヒロイン', en: 'Heroine' } },
] as const;
type SectionId = (typeof sections)[number]['id'];

export function sectionOf(card: ChronoCard): SectionId {
  return card.kind === 'heroine' ? 'heroine' : 'main';
}

const problem = (rule: string, ja: string, en: string, where: { section?: string; ref?: string } = {}): DeckProblem => ({
  rule,
  message: { ja, en } satisfies Localized,
  ...where,
});

const isSection = (id: string): id is SectionId => sections.some((section) => section.id === id);

interface Counted {
  ref: string;
  card: ChronoCard;
  count: number;
}

interface ReadDeck {
  /** Entries whose card was found. */
  known: Record<SectionId, Counted[]>;
  /** Cards per section, unknown ones included, so a missing set does not also read as a short deck. */
  totals: Record<SectionId, number>;
}

/** Reads every entry once: reports unknown sections, bad counts and unknown cards, keeps the rest. */
function readEntries(deck: DeckList, lookup: CardLookup<ChronoCard>, problems: DeckProblem[]): ReadDeck {
  const known: Record<SectionId, Counted[]> = { main: [], heroine: [] };
  const totals: Record<SectionId, number> = { main: 0, heroine: 0 };
  for (const [section, entries] of Object.entries(deck.sections)) {
    if (!isSection(section)) {
      problems.push(problem(DECK_RULES.deck, `「${section}」という区分はありません(メインデッキとヒロインのみ)。`, `There is no section "${section}" (only main and heroine).`, { section }));
      continue;
    }
    for (const { ref, count } of entries) {
      if (!Number.isInteger(count) || count < 1) {
        problems.push(problem(DECK_RULES.deck, `${ref} の枚数 ${count} は1以上の整数ではありません。`, `${ref}: count ${count} is not a whole number of at least 1.`, { section, ref }));
        continue;
      }
      totals[section] += count;
      const card = lookup(ref);
      if (!card) {
        problems.push(problem(DECK_RULES.deck, `${ref} は読み込まれたどのセットにもありません。`, `${ref} is not in any loaded set.`, { section, ref }));
        continue;
      }
      known[section].push({ ref, card, count });
    }
  }
  return { known, totals };
}

function checkMainDeck(main: Counted[], total: number, problems: DeckProblem[]): void {
  if (total !== MAIN_DECK_SIZE) {
    problems.push(problem(DECK_RULES.size, `メインデッキは${MAIN_DECK_SIZE}枚ちょうどです(現在${total}枚)。`, `The main deck must have exactly ${MAIN_DECK_SIZE} cards (it has ${total}).`, { section: 'main' }));
  }
  for (const { ref, card } of main) {
    if (card.kind === 'heroine') {
      problems.push(problem(DECK_RULES.construction, `ヒロインカード「${card.name}」はメインデッキに入れられません。`, `The heroine "${card.nameEn || card.name}" cannot be in the main deck.`, { section: 'main', ref }));
    }
  }
  checkCopies(main, problems);
}

/** Copies are counted per card number, across sets; the lowest Limit among those cards applies. */
function checkCopies(main: Counted[], problems: DeckProblem[]): void {
  const byNumber = new Map<string, { refs: string[]; count: number; limit: number; name: string }>();
  for (const { ref, card, count } of main) {
    const limit = card.limit ?? DEFAULT_COPY_LIMIT;
    const entry = byNumber.get(card.number);
    if (entry) {
      entry.refs.push(ref);
      entry.count += count;
      entry.limit = Math.min(entry.limit, limit);
    } else {
      byNumber.set(card.number, { refs: [ref], count, limit, name: card.name });
    }
  }
  for (const [number, { refs, count, limit, name }] of byNumber) {
    if (count <= limit) continue;
    const why = limit === DEFAULT_COPY_LIMIT ? '' : `(Limit ${limit})`;
    const whyEn = limit === DEFAULT_COPY_LIMIT ? '' : ` (its Limit)`;
    problems.push(
      problem(
        DECK_RULES.construction,
        `${number}「${name}」は${limit}枚までです${why}が、${count}枚あります。`,
        `${number} may appear at most ${limit} times${whyEn}; the deck has ${count}.`,
        { section: 'main', ref: refs[0] },
      ),
    );
  }
}

function checkHeroine(heroine: Counted[], total: number, problems: DeckProblem[]): void {
  for (const { ref, card } of heroine) {
    if (card.kind !== 'heroine') {
      problems.push(problem(DECK_RULES.heroine, `「${card.name}」はヒロインカードではありません。`, `"${card.nameEn || card.name}" is not a heroine card.`, { section: 'heroine', ref }));
    }
  }
  if (total !== HEROINE_COUNT) {
    problems.push(problem(DECK_RULES.heroine, `ヒロインカードはちょうど${HEROINE_COUNT}枚です(現在${total}枚)。`, `Exactly ${HEROINE_COUNT} heroine card is needed (the deck has ${total}).`, { section: 'heroine' }));
  }
}

export function validateDeck(deck: DeckList, lookup: CardLookup<ChronoCard>): DeckProblem[] {
  const problems: DeckProblem[] = [];
  if (deck.game !== 'chrono') {
    problems.push(problem(DECK_RULES.deck, `このデッキは別のゲーム(${deck.game})のものです。`, `This deck belongs to another game (${deck.game}).`));
  }
  const { known, totals } = readEntries(deck, lookup, problems);
  checkMainDeck(known.main, totals.main, problems);
  checkHeroine(known.heroine, totals.heroine, problems);
  return problems;
}
