// Japanese and English names of the game's enumerations, shared by the face, search and deck text.
import type { Localized } from '../game';

export const ATTRIBUTES = ['blue', 'yellow', 'black', 'red', 'white'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** ● auto, ▲ main phase (then the fighter may not attack this turn), ■ on a condition. */
export const ABILITY_KINDS = ['auto', 'main', 'condition'] as const;
export type AbilityKind = (typeof ABILITY_KINDS)[number];

/** Support: own main phase only. Counter: opponent's battle phase only. */
export const ASSIST_TYPES = ['support', 'counter'] as const;
export type AssistType = (typeof ASSIST_TYPES)[number];

export const ATTRIBUTE_NAMES: Record<Attribute, Localized> = {
  blue: { ja: '青', en: 'Blue' },
  yellow: { ja: '黄', en: 'Yellow' },
  black: { ja: '黒', en: 'Black' },
  red: { ja: '赤', en: 'Red' },
  white: { ja: '白', en: 'White' },
};

export const ABILITY_MARKS: Record<AbilityKind, string> = { auto: '●', main: '▲', condition: '■' };

export const ABILITY_NAMES: Record<AbilityKind, Localized> = {
  auto: { ja: 'オート', en: 'Auto' },
  main: { ja: 'メイン', en: 'Main phase' },
  condition: { ja: '条件', en: 'Condition' },
};

export const ASSIST_TYPE_NAMES: Record<AssistType, Localized> = {
  support: { ja: 'サポート', en: 'Support' },
  counter: { ja: 'カウンター', en: 'Counter' },
};

export const KIND_NAMES: Record<'fighter' | 'assist', Localized> = {
  fighter: { ja: 'ファイター', en: 'Fighter' },
  assist: { ja: 'アシスト', en: 'Assist' },
};
