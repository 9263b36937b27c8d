// What the log and the other browser's queue call the panel's moves (both languages, like rules text).
import type { Localized } from '../../../cards/game';

export const LABEL = {
  check: { ja: 'EPのためにCheck', en: 'Check for EP' },
  charm: { ja: 'チャームの宣言', en: 'Charm declared' },
  block: { ja: '防御キャラクター', en: 'Blockers' },
  order: { ja: 'ダメージの順番', en: 'Damage order' },
  strike: { ja: 'チャームの解決', en: 'Charm resolved' },
  overrule: { ja: 'チャームの解決（防御側の回答なし）', en: 'Charm resolved without the defender\'s answer' },
} as const satisfies Record<string, Localized>;
