// A lesson's text in the UI language; in English, its Japanese quotes marked as the originals.
import { originalRuns } from './originalRuns';

export function MarkedText({ text, lang }: { text: string; lang: 'ja' | 'en' }) {
  if (lang === 'ja') return <>{text}</>;
  return (
    <>
      {originalRuns(text).map((run, i) => (run.original ? <span key={i} lang="ja" data-original="">{run.text}</span> : run.text))}
    </>
  );
}
