// Our wording for zod issues that reach a person (a save file's problems, a refused command or
// record): zod/mini ships no messages, and a global locale would make the text depend on which
// other module happened to load first. Passed per parse, `schema.safeParse(x, { error: issueText })`;
// a schema's own message (a regex's hint, a refine's reason) still wins. Built from the issue's
// typed fields, never from text.
import type { z } from 'zod/mini';

type RawIssue = z.core.$ZodRawIssue;

const UNITS: Readonly<Record<string, string>> = { string: 'characters', array: 'items', set: 'items', map: 'entries', file: 'bytes' };

function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && !Number.isFinite(input)) return String(input);
  return typeof input;
}

function shown(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

function bound(origin: string, limit: number | bigint, kind: 'Too small' | 'Too big', adj: string): string {
  const unit = UNITS[origin];
  return unit ? `${kind}: expected ${origin} to have ${adj}${limit} ${unit}` : `${kind}: expected ${origin} to be ${adj}${limit}`;
}

/** One line of English for an issue (a zod error map). */
export function issueText(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${kindOf(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `Invalid input: expected ${shown(issue.values[0])}` : `Invalid option: expected one of ${issue.values.map(shown).join('|')}`;
    case 'too_small':
      return bound(issue.origin, issue.minimum, 'Too small', issue.exact ? 'exactly ' : issue.inclusive ? '>=' : '>');
    case 'too_big':
      return bound(issue.origin, issue.maximum, 'Too big', issue.exact ? 'exactly ' : issue.inclusive ? '<=' : '<');
    case 'invalid_format':
      return issue.format === 'regex' ? `Invalid string: must match pattern ${String((issue as { pattern?: unknown }).pattern)}` : `Invalid ${issue.format}`;
    case 'not_multiple_of':
      return `Invalid number: must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.map(shown).join(', ')}`;
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`;
    case 'invalid_union':
      if (issue.inclusive === false) return 'Invalid input: more than one option matched';
      return issue.options && issue.options.length > 0 ? `Invalid discriminator value. Expected ${issue.options.map((o) => `'${String(o)}'`).join(' | ')}` : 'Invalid input';
    default:
      return 'Invalid input';
  }
}
