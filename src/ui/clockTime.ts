// A log or chat line's hour and minute. One formatter per language: toLocaleTimeString builds a
// new one for every call (~0.5 ms), and the log panel formats each of its ~200 lines on every
// render, which was most of its time during a new game.
import { logDate } from '../table/log';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The same text as logDate(t).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' }). */
export function clockTime(t: number, lang: string): string {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' })));
  return format.format(logDate(t));
}
