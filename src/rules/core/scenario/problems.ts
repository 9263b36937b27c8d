// Problems with a scenario file, each at its JSON path (and line, when the file was given as text).
import type { Localized } from '../../../cards/game';

export interface ScenarioProblem {
  /** JSON path, e.g. "zones.p1-base[0].inline.fight". */
  path: string;
  line?: number;
  message: Localized;
}

export function joinPath(...parts: (string | number)[]): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (part !== '') out += out === '' ? part : `.${part}`;
  }
  return out;
}

/** One line per problem, for the command line and logs. */
export function formatScenarioProblem(problem: ScenarioProblem, lang: 'ja' | 'en' = 'en'): string {
  const where = [problem.line !== undefined ? (lang === 'ja' ? `${problem.line}行目` : `line ${problem.line}`) : '', problem.path]
    .filter((part) => part !== '').join(' ');
  return `${where === '' ? '' : `${where}: `}${problem.message[lang]}`;
}
