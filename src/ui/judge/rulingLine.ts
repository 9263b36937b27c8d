// A judge's ruling as a log line: "Judge's ruling (name): NF-R3 “free text”". The ruling id's own
// text, in the reader's language, is added beside it by RulingText (loaded on demand).
import type { TFunction } from 'i18next';
import type { LogEntry } from '../../table/log';

export const JUDGE_RULING_OP = 'judgeRuling';

export function judgeRulingLine(t: TFunction, args: LogEntry['args'], lang: 'ja' | 'en'): string {
  const name = typeof args['name'] === 'string' ? args['name'] : '';
  const parts: string[] = [];
  if (typeof args['ruling'] === 'string') parts.push(args['ruling']);
  if (typeof args['text'] === 'string' && args['text'] !== '') parts.push(lang === 'ja' ? `「${args['text']}」` : `“${args['text']}”`);
  return `${t('log.judgeRuling', { name })}: ${parts.join(' ')}`;
}
