// Japanese and English words for Chrono Card's kinds, event timings and keywords, shared by the CSV
// reader (which accepts either language) and the card face.
import type { Localized } from '../game';
import type { ChronoCardKind, ChronoKeyword, EventTiming, KeywordName } from './schema';

export const KIND_LABELS: Record<ChronoCardKind, Localized> = {
  character: { ja: 'キャラクター', en: 'Character' },
  heroine: { ja: 'ヒロイン', en: 'Heroine' },
  item: { ja: 'アイテム', en: 'Item' },
  bg: { ja: 'BG', en: 'BG' },
  bgm: { ja: 'BGM', en: 'BGM' },
  event: { ja: 'イベント', en: 'Event' },
};

export const TIMING_LABELS: Record<EventTiming, Localized> = {
  draw: { ja: 'ドロー', en: 'Draw' },
  main: { ja: 'メイン', en: 'Main' },
  charm: { ja: 'チャーム', en: 'Charm' },
};

export const KEYWORD_LABELS: Record<KeywordName, Localized> = {
  貫通: { ja: '貫通', en: 'Pierce' },
  支援: { ja: '支援', en: 'Support' },
  'A.Skill': { ja: 'A.Skill', en: 'A.Skill' },
};

/** "支援(2)" / "Support 2": how a keyword is printed. */
export function keywordText(keyword: ChronoKeyword): Localized {
  const label = KEYWORD_LABELS[keyword.keyword];
  switch (keyword.keyword) {
    case '貫通':
      return label;
    case '支援':
      return { ja: `${label.ja}(${keyword.value})`, en: `${label.en} ${keyword.value}` };
    case 'A.Skill':
      return { ja: `${label.ja}(${keyword.value})`, en: `${label.en} (${keyword.value} EP)` };
  }
}
