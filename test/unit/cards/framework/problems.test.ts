import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue, formatPath, formatProblem, problem, type ImportProblem } from '../../../../src/cards/problems';

function reasonsFor(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error.issues.map((issue) => describeIssue(issue, input));
}

describe('formatProblem', () => {
  const p: ImportProblem = problem({ ja: '数値を入れてください', en: 'expected a number' }, { line: 12, column: 'durability', columnIndex: 7 });

  it('writes line, column and index, then the reason, in Japanese and English', () => {
    expect(formatProblem(p, 'ja')).toBe('12行目 durability列(7列目): 数値を入れてください');
    expect(formatProblem(p, 'en')).toBe('line 12, column durability (7): expected a number');
  });

  it('names the card and a field path that differs from the column', () => {
    const q = problem({ ja: '1以上にしてください', en: 'must be at least 1' }, { line: 4, card: 'NF-012', column: 'keywords', columnIndex: 8, path: 'keywords[0].value' });
    expect(formatProblem(q, 'en')).toBe('line 4, column keywords (8), card NF-012, field keywords[0].value: must be at least 1');
    expect(formatProblem(q, 'ja')).toBe('4行目 keywords列(8列目) カード NF-012 項目 keywords[0].value: 1以上にしてください');
  });

  it('marks warnings, gives the character of a syntax error, and falls back to the English reason', () => {
    const w: ImportProblem = { line: 3, character: 9, reason: 'unknown column', severity: 'warning' };
    expect(formatProblem(w, 'en')).toBe('warning: line 3, character 9: unknown column');
    expect(formatProblem(w, 'ja')).toBe('（注意）3行目 9文字目: unknown column');
    expect(formatProblem({ reason: 'the file is empty', severity: 'error' }, 'en')).toBe('the file is empty');
  });

  it('gives a column by position when it has no name', () => {
    const q = problem({ ja: '列が多すぎます', en: 'too many cells' }, { line: 5, columnIndex: 10 });
    expect(formatProblem(q, 'en')).toBe('line 5, column 10: too many cells');
    expect(formatProblem(q, 'ja')).toBe('5行目 10列目: 列が多すぎます');
  });

  it('names the file for image problems', () => {
    expect(formatProblem(problem({ ja: '使いません', en: 'ignored' }, { file: 'x.gif' }, 'warning'), 'en')).toBe('warning: file x.gif: ignored');
  });
});

describe('formatPath', () => {
  it('joins keys with dots and indexes with brackets', () => {
    expect(formatPath(['keywords', 1, 'value'])).toBe('keywords[1].value');
    expect(formatPath([])).toBe('');
  });
});

describe('describeIssue', () => {
  it('says a missing or empty required value is required', () => {
    const [reason] = reasonsFor(z.object({ name: z.string() }), {});
    expect(reason).toEqual({ ja: '必須です（空欄にできません）', en: 'required; must not be empty' });
  });

  it('asks for a number and quotes what was written instead', () => {
    const [reason] = reasonsFor(z.object({ cost: z.number() }), { cost: 'three' });
    expect(reason?.en).toBe('expected a number, got "three"');
    expect(reason?.ja).toBe('数値を入れてください（「three」）');
  });

  it('asks for a whole number when an integer is required', () => {
    expect(reasonsFor(z.number().int(), 2.5)[0]?.en).toBe('expected a whole number, got "2.5"');
  });

  it('words bounds by what is bounded', () => {
    expect(reasonsFor(z.number().min(0), -1)[0]).toEqual({ ja: '0以上にしてください', en: 'must be at least 0' });
    expect(reasonsFor(z.number().max(9), 12)[0]).toEqual({ ja: '9以下にしてください', en: 'must be at most 9' });
    expect(reasonsFor(z.number().positive(), 0)[0]?.en).toBe('must be greater than 0');
    expect(reasonsFor(z.string().min(1), '')[0]).toEqual({ ja: '空欄にできません', en: 'must not be empty' });
    expect(reasonsFor(z.string().max(3), 'abcd')[0]).toEqual({ ja: '3文字以内にしてください', en: 'must be at most 3 characters' });
    expect(reasonsFor(z.array(z.string()).min(1), [])[0]?.en).toBe('needs at least 1 item');
  });

  it('lists the allowed values of an enum and of a discriminated union', () => {
    expect(reasonsFor(z.enum(['red', 'blue']), 'green')[0]).toEqual({ ja: '次のどれかにしてください: red, blue', en: 'must be one of: red, blue' });
    const union = z.discriminatedUnion('kind', [z.object({ kind: z.literal('unit') }), z.object({ kind: z.literal('spell') })]);
    expect(reasonsFor(union, { kind: 'trap' })[0]?.en).toBe('must be one of: unit, spell');
  });

  it('reports the wrong format with the value, and unknown fields by name', () => {
    expect(reasonsFor(z.string().regex(/^NF-\d+$/), 'NF12')[0]?.en).toBe('"NF12" has the wrong format');
    expect(reasonsFor(z.object({}).strict(), { colour: 'red' })[0]).toEqual({ ja: '不明な項目です: colour', en: 'unknown field: colour' });
  });

  it('keeps the message of a custom check', () => {
    expect(reasonsFor(z.string().refine(() => false, 'no such keyword'), 'x')[0]).toEqual({ ja: 'no such keyword', en: 'no such keyword' });
  });
});
