// Counter labels are written into the table doc at setup, in Japanese (old docs hold them too):
// they are shown through this lookup so that a known label reads in the UI language. A label the
// table does not know (typed by a player) is shown as written. In text/, the strings layer both the
// scene (which draws them on the counters) and the UI (the log) import; it imports nothing of ours.
export type Lang = 'ja' | 'en';

/** The labels the setups write (src/cards/<game>/setup.ts, the generic mat), Japanese → English. */
const KNOWN: Readonly<Record<string, string>> = {
  ライフ: 'Life',
  体力: 'HP',
  HP: 'HP',
  ダメージ: 'Damage',
  マナ: 'Mana',
  アシストコスト: 'Assist cost',
  カウンター: 'Counter',
};
const BY_EN = new Map(Object.entries(KNOWN).map(([ja, en]) => [en.toLowerCase(), ja]));

/** A counter's label in the UI language: known labels translated, others as they are. */
export function counterLabel(label: string, lang: Lang): string {
  const trimmed = label.trim();
  if (lang === 'en') return KNOWN[trimmed] ?? label;
  // A label written in English by an English-speaking player reads in Japanese too when known.
  return KNOWN[trimmed] !== undefined ? trimmed : BY_EN.get(trimmed.toLowerCase()) ?? label;
}
