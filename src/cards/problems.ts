// Problems found while importing card data, and their wording in Japanese and English.
import type { z } from 'zod/mini';
import type { Localized } from './game';

export type ProblemSeverity = 'error' | 'warning';

/** One thing wrong (error) or worth knowing (warning) about an imported file. */
export interface ImportProblem {
  /** 1-based line in the file. */
  line?: number;
  /** 1-based character in that line, where the text itself is malformed (JSON syntax). */
  character?: number;
  /** CSV column header. */
  column?: string;
  /** 1-based position of that column in the file's header. */
  columnIndex?: number;
  /** The card concerned: its number, or "#4" for the fourth card when it has no usable number. */
  card?: string;
  /** Field path inside the card, e.g. "keywords[1].value". */
  path?: string;
  /** The file concerned when several are imported together (card images). */
  file?: string;
  /** Why, in plain English. */
  reason: string;
  /** Why, in Japanese; formatProblem falls back to `reason` when absent. */
  reasonJa?: string;
  /** Errors stop the import (nothing is imported); warnings do not. */
  severity: ProblemSeverity;
}

export type ProblemPlace = Omit<ImportProblem, 'reason' | 'reasonJa' | 'severity'>;

export function problem(reason: Localized, place: ProblemPlace = {}, severity: ProblemSeverity = 'error'): ImportProblem {
  return { ...place, reason: reason.en, reasonJa: reason.ja, severity };
}

export function hasErrors(problems: readonly ImportProblem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}

/** "keywords[1].value" from ["keywords", 1, "value"]. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

/** One readable line, e.g. "12行目 durability列(7列目): 数値を入れてください". */
export function formatProblem(p: ImportProblem, lang: 'ja' | 'en'): string {
  const showPath = p.path !== undefined && p.path !== '' && p.path !== p.column;
  const reason = lang === 'ja' ? (p.reasonJa ?? p.reason) : p.reason;
  if (lang === 'ja') {
    const place: string[] = [];
    if (p.file !== undefined) place.push(`ファイル ${p.file}`);
    if (p.line !== undefined) place.push(`${p.line}行目`);
    if (p.character !== undefined) place.push(`${p.character}文字目`);
    if (p.column !== undefined) place.push(p.columnIndex !== undefined ? `${p.column}列(${p.columnIndex}列目)` : `${p.column}列`);
    else if (p.columnIndex !== undefined) place.push(`${p.columnIndex}列目`);
    if (p.card !== undefined) place.push(`カード ${p.card}`);
    if (showPath) place.push(`項目 ${p.path}`);
    const head = (p.severity === 'warning' ? '（注意）' : '') + place.join(' ');
    return head === '' ? reason : `${head}: ${reason}`;
  }
  const place: string[] = [];
  if (p.file !== undefined) place.push(`file ${p.file}`);
  if (p.line !== undefined) place.push(`line ${p.line}`);
  if (p.character !== undefined) place.push(`character ${p.character}`);
  if (p.column !== undefined) place.push(p.columnIndex !== undefined ? `column ${p.column} (${p.columnIndex})` : `column ${p.column}`);
  else if (p.columnIndex !== undefined) place.push(`column ${p.columnIndex}`);
  if (p.card !== undefined) place.push(`card ${p.card}`);
  if (showPath) place.push(`field ${p.path}`);
  const head = (p.severity === 'warning' ? 'warning: ' : '') + place.join(', ');
  return head === '' ? reason : `${head}: ${reason}`;
}

type ZodIssue = z.core.$ZodIssue;

/** The value at a path inside the input, to quote it back to the user. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function quoted(value: unknown): string | undefined {
  if (typeof value === 'string') return value.length > 40 ? `${value.slice(0, 40)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

const TYPE_NAMES: Record<string, Localized> = {
  number: { ja: '数値を入れてください', en: 'expected a number' },
  int: { ja: '整数を入れてください', en: 'expected a whole number' },
  string: { ja: '文字を入れてください', en: 'expected text' },
  boolean: { ja: 'true か false を入れてください', en: 'expected true or false' },
  array: { ja: 'リスト [ ] を入れてください', en: 'expected a list' },
  object: { ja: '{ } で囲んだ項目の組を入れてください', en: 'expected an object { }' },
};

function listValues(values: readonly unknown[]): string {
  return values.map((v) => String(v)).join(', ');
}

function bound(issue: { origin: string; inclusive?: boolean }, limit: string, small: boolean): Localized {
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (small && limit === '1') return { ja: '空欄にできません', en: 'must not be empty' };
      return small
        ? { ja: `${limit}文字以上にしてください`, en: `must be at least ${limit} characters` }
        : { ja: `${limit}文字以内にしてください`, en: `must be at most ${limit} characters` };
    case 'array':
    case 'set':
      return small
        ? { ja: `${limit}個以上必要です`, en: `needs at least ${limit} item${limit === '1' ? '' : 's'}` }
        : { ja: `${limit}個までです`, en: `allows at most ${limit} item${limit === '1' ? '' : 's'}` };
    default:
      if (small) {
        return inclusive
          ? { ja: `${limit}以上にしてください`, en: `must be at least ${limit}` }
          : { ja: `${limit}より大きくしてください`, en: `must be greater than ${limit}` };
      }
      return inclusive
        ? { ja: `${limit}以下にしてください`, en: `must be at most ${limit}` }
        : { ja: `${limit}未満にしてください`, en: `must be less than ${limit}` };
  }
}

/** A zod issue in plain words. `input` is what was validated, so the bad value can be quoted. */
export function describeIssue(issue: ZodIssue, input: unknown): Localized {
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined || value === '') return { ja: '必須です（空欄にできません）', en: 'required; must not be empty' };
      const base = TYPE_NAMES[issue.expected] ?? { ja: `${issue.expected} を入れてください`, en: `expected ${issue.expected}` };
      const shown = quoted(value);
      return shown === undefined ? base : { ja: `${base.ja}（「${shown}」）`, en: `${base.en}, got "${shown}"` };
    }
    case 'too_small':
      return bound(issue, String(issue.minimum), true);
    case 'too_big':
      return bound(issue, String(issue.maximum), false);
    case 'invalid_format': {
      const shown = quoted(value);
      const what: Localized = issue.format === 'url' ? { ja: 'URL の形式ではありません', en: 'is not a valid URL' } : { ja: '形式が正しくありません', en: 'has the wrong format' };
      return shown === undefined ? what : { ja: `「${shown}」は${what.ja}`, en: `"${shown}" ${what.en}` };
    }
    case 'invalid_value':
      return { ja: `次のどれかにしてください: ${listValues(issue.values)}`, en: `must be one of: ${listValues(issue.values)}` };
    case 'invalid_union': {
      const options = (issue as { options?: unknown }).options;
      if (Array.isArray(options)) return { ja: `次のどれかにしてください: ${listValues(options)}`, en: `must be one of: ${listValues(options)}` };
      return { ja: 'どの形式にも合いません', en: 'does not match any allowed form' };
    }
    case 'unrecognized_keys':
      return { ja: `不明な項目です: ${issue.keys.join(', ')}`, en: `unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}` };
    case 'not_multiple_of':
      return { ja: `${String(issue.divisor)}の倍数にしてください`, en: `must be a multiple of ${String(issue.divisor)}` };
    case 'custom':
      return { ja: issue.message, en: issue.message };
    default:
      return { ja: `正しくない値です（${issue.message}）`, en: issue.message };
  }
}
