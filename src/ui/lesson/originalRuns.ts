// Lessons' English texts quote the rule text and card terms in the Japanese original (速攻,
// 「…同じカードはデッキの中に３枚まで」). Those runs are shown marked as originals (lang="ja").
export interface TextRun {
  text: string;
  /** True for a run of Japanese: the quoted original. */
  original: boolean;
}

// Kana, kanji and full-width letters and digits; the marks around them (《↷》) are not words.
const JAPANESE = '\\u3040-\\u30ff\\u3400-\\u9fff\\uff10-\\uff19\\uff21-\\uff3a\\uff41-\\uff5a\\uff66-\\uff9f';
// From a Japanese character to the last one before the next Latin letter, with the quote marks
// around: a quote with its inner digits, dots and spaces is one run.
const RUN = new RegExp(`[「『（【]?[${JAPANESE}](?:[^A-Za-z]*[${JAPANESE}])?[」』）】]?`, 'gu');

/** The text cut into plain runs and Japanese runs, in order; joined, they are the text again. */
export function originalRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of text.matchAll(RUN)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), original: false });
    runs.push({ text: match[0], original: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), original: false });
  return runs;
}
