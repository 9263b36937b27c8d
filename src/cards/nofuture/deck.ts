// Deck rules (rule text 2.1 ゲームの準備◇デッキ): exactly 40 cards, at most 3 of one card number.
// A NoFuture deck is one pile, so it has one section holding every kind of card.
import type { CardLookup, DeckList, DeckProblem, Localized } from '../game';
import { DECK_SIZE, MAX_COPIES, RULE } from './rules';
import type { NofutureCard } from './schema';

export const MAIN_SECTION = 'main';
export const sections: readonly { id: string; name: Localized }[] = [{ id: MAIN_SECTION, name: { ja: 'デッキ', en: 'Deck' } }];

export function sectionOf(_card: NofutureCard): string {
  return MAIN_SECTION;
}

function problem(message: Localized, where: { section?: string; ref?: string } = {}): DeckProblem {
  return { rule: RULE.deck, message, ...where };
}

/** The number after "set:"; the whole reference when there is no set part. */
function numberInRef(ref: string): string {
  const colon = ref.indexOf(':');
  return colon < 0 ? ref : ref.slice(colon + 1);
}

export function validateDeck(deck: DeckList, lookup: CardLookup<NofutureCard>): DeckProblem[] {
  const problems: DeckProblem[] = [];
  if (deck.game !== 'nofuture') {
    problems.push(problem({
      ja: `このデッキは別のゲーム（${deck.game}）のものです`,
      en: `this deck belongs to another game (${deck.game})`,
    }));
  }
  let total = 0;
  // Copies are counted by card number across sets and sections: the rule's "same card".
  const copies = new Map<string, { count: number; ref: string; section: string }>();
  for (const [section, entries] of Object.entries(deck.sections)) {
    if (section !== MAIN_SECTION) {
      problems.push(problem({
        ja: `NoFutureのデッキは1つの山札です。区分「${section}」は使えません（「${MAIN_SECTION}」に入れてください）`,
        en: `a NoFuture deck is a single pile; section "${section}" does not exist (use "${MAIN_SECTION}")`,
      }, { section }));
    }
    for (const { ref, count } of entries) {
      if (!Number.isInteger(count) || count < 1) {
        problems.push(problem({ ja: `枚数が正しくありません（${count}）`, en: `invalid count (${count})` }, { section, ref }));
        continue;
      }
      const card = lookup(ref);
      if (!card) {
        problems.push(problem({ ja: `カード ${ref} が見つかりません`, en: `unknown card ${ref}` }, { section, ref }));
      }
      total += count;
      const number = card?.number ?? numberInRef(ref);
      const seen = copies.get(number);
      copies.set(number, { count: (seen?.count ?? 0) + count, ref: seen?.ref ?? ref, section: seen?.section ?? section });
    }
  }
  if (total !== DECK_SIZE) {
    problems.push(problem({
      ja: `デッキはちょうど${DECK_SIZE}枚です（現在${total}枚）`,
      en: `a deck has exactly ${DECK_SIZE} cards (this one has ${total})`,
    }));
  }
  for (const [number, { count, ref, section }] of copies) {
    if (count > MAX_COPIES) {
      problems.push(problem({
        ja: `同じカード（カードナンバー ${number}）は${MAX_COPIES}枚までです（現在${count}枚）`,
        en: `at most ${MAX_COPIES} copies of one card number (${number} has ${count})`,
      }, { section, ref }));
    }
  }
  return problems;
}
