// Falldown deck rules: 40 monsters, at most 3 of one name (a prefixed name is another name), and
// nothing else: system cards are a shared pool, support cards come in by effects.
import type { CardLookup, DeckList, DeckProblem, Localized } from '../game';
import { prefixedName, type FalldownCard } from './schema';

export const DECK_SIZE = 40;
export const MAX_PER_NAME = 3;

export const sections: readonly { id: string; name: Localized }[] = [{ id: 'main', name: { ja: 'デッキ', en: 'Deck' } }];

/** Every card goes to the one deck section; validateDeck says when it may not be there. */
export function sectionOf(_card: FalldownCard): string {
  return 'main';
}

const problem = (rule: string, ja: string, en: string, where: { section?: string; ref?: string } = {}): DeckProblem => ({
  rule,
  message: { ja, en },
  ...where,
});

/** Every problem with the deck, each citing the rule-text section it breaks. */
export function validateDeck(deck: DeckList, lookup: CardLookup<FalldownCard>): DeckProblem[] {
  const problems: DeckProblem[] = [];
  if (deck.game !== 'falldown') {
    problems.push(problem('FD 1', `このデッキは「${deck.game}」用です`, `This deck is for "${deck.game}", not Falldown`));
  }
  for (const [section, entries] of Object.entries(deck.sections)) {
    if (section !== 'main' && entries.length > 0) {
      problems.push(problem('FD 3', `デッキはモンスター40枚の1束だけです(区分「${section}」は使えません)`, `A Falldown deck is one pile of 40 monsters; section "${section}" is not allowed`, { section }));
    }
  }

  const byName = new Map<string, { count: number; ref: string }>();
  let monsters = 0;
  for (const { ref, count } of deck.sections.main ?? []) {
    const where = { section: 'main', ref };
    if (!Number.isInteger(count) || count < 1) {
      problems.push(problem('FD 3', `${ref} の枚数 ${count} は1以上の整数ではありません`, `${ref}: count ${count} is not a whole number from 1`, where));
      continue;
    }
    const card = lookup(ref);
    if (!card) {
      problems.push(problem('FD 3', `${ref} は読み込まれたどのセットにもありません`, `${ref} is in no loaded set`, where));
    } else if (card.kind === 'system') {
      problems.push(problem('FD 3', `システムカード「${card.name}」はデッキに入れられません(共通プールで使います)`, `System card "${card.name}" never goes in a deck; it belongs to the shared pool`, where));
    } else if (card.kind === 'support') {
      problems.push(problem('FD 4', `サポートカード「${card.name}」はデッキに入れられません(効果でのみ加わります)`, `Support card "${card.name}" cannot be built into a deck; only effects add it`, where));
    } else {
      monsters += count;
      const name = prefixedName(card.name, card.prefix);
      const seen = byName.get(name);
      byName.set(name, { count: (seen?.count ?? 0) + count, ref: seen?.ref ?? ref });
    }
  }

  if (monsters !== DECK_SIZE) {
    problems.push(problem('FD 3', `モンスターが${monsters}枚です(ちょうど${DECK_SIZE}枚必要)`, `The deck has ${monsters} monsters; it needs exactly ${DECK_SIZE}`, { section: 'main' }));
  }
  for (const [name, { count, ref }] of byName) {
    if (count > MAX_PER_NAME) {
      problems.push(problem('FD 15', `「${name}」が${count}枚あります(同名は${MAX_PER_NAME}枚まで。接頭語違いは別の名前)`, `${count} cards named "${name}"; at most ${MAX_PER_NAME} of one name (a prefixed name is a different name)`, { section: 'main', ref }));
    }
  }
  return problems;
}
