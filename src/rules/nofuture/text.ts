// Small helpers for the assist's wording: verdicts in Japanese and English with their ruling.
import type { Localized } from '../../cards/game';
import type { Verdict, VerdictLevel } from '../core';
import type { NfCard } from './types';

export function verdict(level: VerdictLevel, ruling: string, ja: string, en: string): Verdict {
  return { level, ruling, reason: { ja, en } };
}

/** How a card is called in messages: its name when known, else "a hidden card". */
export function cardName(card: NfCard | undefined): Localized {
  if (!card?.data) return { ja: '裏向きのカード', en: 'a hidden card' };
  return { ja: card.data.name, en: card.data.nameEn || card.data.name };
}
