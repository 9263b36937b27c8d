// A character's keywords as the battle and the checks need them: flags and summed values.
import type { CharacterCard, Keyword, KeywordName } from '../../cards/nofuture';
import { KEYWORDS } from '../../cards/nofuture';

export function hasKeyword(card: { keywords: readonly Keyword[] } | undefined, name: KeywordName): boolean {
  return card?.keywords.some((k) => k.keyword === name) ?? false;
}

/** The summed value of a numbered keyword (シールド(2) twice counts 4), 0 without it. */
export function keywordValue(card: { keywords: readonly Keyword[] } | undefined, name: KeywordName): number {
  let total = 0;
  for (const keyword of card?.keywords ?? []) if (keyword.keyword === name && 'value' in keyword) total += keyword.value;
  return total;
}

export function extraCostOf(card: { keywords: readonly Keyword[] } | undefined): Extract<Keyword, { keyword: '追加コスト' }> | undefined {
  return card?.keywords.find((k): k is Extract<Keyword, { keyword: '追加コスト' }> => k.keyword === '追加コスト');
}

export function swapAttribute(card: CharacterCard | undefined): string | undefined {
  const swap = card?.keywords.find((k): k is Extract<Keyword, { keyword: '換装' }> => k.keyword === '換装');
  return swap?.attribute;
}

/** The rule-text section of a keyword, e.g. "NF 5.2" for 飛行. */
export function ruleOf(name: KeywordName): string {
  return KEYWORDS[name].rule;
}
