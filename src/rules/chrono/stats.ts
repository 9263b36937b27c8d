// Characters on the field and their AP/DP now (printed values changed this turn and DP lowered by
// the damage taken this turn, CC-R11; both reset at the end of the turn).
import type { ChronoCharacterLike } from '../../cards/chrono/schema';
import type { Seat } from '../../table';
import type { CcCard, CcState } from './types';
import { CHARACTER_SLOTS } from './zones';

export function characterData(card: CcCard | undefined): ChronoCharacterLike | undefined {
  const data = card?.data;
  return data?.kind === 'character' || data?.kind === 'heroine' ? data : undefined;
}

/** A character on its seat's field (character area or heroine slot), not attached to anything. */
export function onField(card: CcCard | undefined, seat?: Seat): card is CcCard {
  if (!card || card.host !== null || card.slot === null || !CHARACTER_SLOTS.has(card.slot)) return false;
  return seat === undefined || card.side === seat;
}

export function charactersOf(state: CcState, seat: Seat): CcCard[] {
  return [...state.cards.values()].filter((c) => onField(c, seat) && (characterData(c) !== undefined || c.heroine));
}

/** AP/DP now: printed, changed this turn, DP lowered by the damage taken this turn (CC-R11). */
export function statsOf(state: Pick<CcState, 'statChanges' | 'damage'>, card: CcCard): { ap: number; dp: number } | null {
  const data = characterData(card);
  if (!data) return null;
  const change = state.statChanges.get(card.id) ?? { ap: 0, dp: 0 };
  const damage = state.damage.get(card.id) ?? 0;
  return { ap: Math.max(0, data.ap + change.ap), dp: Math.max(0, data.dp + change.dp - damage) };
}

export function hasPierce(card: CcCard): boolean {
  const data = characterData(card);
  // ヒロイン: 一律で貫通を持つ.
  return card.heroine || (data?.keywords.some((k) => k.keyword === '貫通') ?? false);
}

export function supportValue(card: CcCard): number {
  const data = characterData(card);
  return data?.keywords.reduce((n, k) => (k.keyword === '支援' ? n + k.value : n), 0) ?? 0;
}

export function nameOf(card: CcCard | undefined): { ja: string; en: string } {
  const data = card?.data;
  return data ? { ja: data.name, en: data.nameEn || data.name } : { ja: '裏向きのカード', en: 'a face-down card' };
}
