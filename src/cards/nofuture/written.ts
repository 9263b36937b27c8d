// Structured fields (cost, keywords, effects) arrive from CSV as text the reader could not turn
// into an object. They stay strings, and this says which form was expected instead of a bare
// "expected an object".
import { z } from 'zod/mini';

function quoted(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

export function writtenAs<T extends z.ZodMiniType>(schema: T, expected: { ja: string; en: string }) {
  return z.pipe(
    z.unknown().check(z.refine((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
      error: (issue) => issue.input === undefined
        ? '必須です / required'
        : `${expected.ja}（「${quoted(issue.input)}」は読めません） / ${expected.en} (cannot read "${quoted(issue.input)}")`,
      abort: true,
    })),
    schema,
  );
}
