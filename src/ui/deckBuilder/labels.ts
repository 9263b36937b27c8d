// Words and colours the builder's parts share: facet names and values in the UI language, card colours.
import type { TFunction } from 'i18next';
import type { CardColor } from '../../cards/face';
import type { Localized } from '../../cards/game';

export type Lang = 'ja' | 'en';

/** The text in the language asked for; Japanese when the English one is empty. */
export function localized(text: Localized, lang: Lang): string {
  return lang === 'en' && text.en !== '' ? text.en : text.ja;
}

export function facetName(t: TFunction, facet: string): string {
  return t(`deckBuilder.facets.${facet}`, { defaultValue: facet });
}

/** Games write some facet values as ids ("fighter", "yes"); those are translated, others shown as they are. */
const VALUE_ID = /^[a-z][a-z-]*$/;

/** `english`: the game's English name for a value it writes in Japanese, used in English mode. */
export function facetValueName(t: TFunction, value: string, english?: string): string {
  if (english !== undefined && english !== '') return english;
  return VALUE_ID.test(value) ? t(`deckBuilder.values.${value}`, { defaultValue: value }) : value;
}

/** The frame colour of a card tile: the same hues as the large preview. */
export const CARD_COLOR_CSS: Readonly<Record<CardColor, string>> = {
  red: '#c0392b', blue: '#2e6fb5', green: '#3c8d4f', yellow: '#d4a017', purple: '#7d4ea8',
  white: '#b9b3a1', black: '#3b3b3f', colorless: '#8a8f98',
};
