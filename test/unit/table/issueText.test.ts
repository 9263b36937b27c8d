import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { issueText } from '../../../src/table/issueText';
import { parseSaveFile, SaveFileError } from '../../../src/table/savefile';
import { parseObject } from '../../../src/table/schema';

const first = (schema: z.ZodMiniType, value: unknown): string => {
  const parsed = schema.safeParse(value, { error: issueText });
  return parsed.success ? 'ok' : (parsed.error.issues[0]?.message ?? '');
};

describe('issueText: our wording for zod/mini issues (zod/mini ships none)', () => {
  it('names what was expected and what came, for each kind of issue', () => {
    expect(first(z.number(), 'left')).toBe('Invalid input: expected number, received string');
    expect(first(z.int(), 1.5)).toBe('Invalid input: expected int, received number');
    expect(first(z.number().check(z.lte(6)), 9)).toBe('Too big: expected number to be <=6');
    expect(first(z.string().check(z.minLength(1)), '')).toBe('Too small: expected string to have >=1 characters');
    expect(first(z.array(z.number()).check(z.maxLength(2)), [1, 2, 3])).toBe('Too big: expected array to have <=2 items');
    expect(first(z.enum(['a', 'b']), 'c')).toBe('Invalid option: expected one of "a"|"b"');
    expect(first(z.literal('card'), 'x')).toBe('Invalid input: expected "card"');
    expect(first(z.strictObject({ a: z.number() }), { a: 1, b: 2 })).toBe('Unrecognized key: "b"');
    expect(first(z.discriminatedUnion('k', [z.object({ k: z.literal('a') }), z.object({ k: z.literal('b') })]), { k: 'c' }))
      .toBe("Invalid discriminator value. Expected 'a' | 'b'");
  });

  it("leaves a schema's own message in place", () => {
    expect(first(z.string().check(z.regex(/^a$/, 'starts with a')), 'b')).toBe('starts with a');
    expect(first(z.number().check(z.refine((n) => n > 0, 'positive please')), -1)).toBe('positive please');
  });

  it('is what a broken save file and a malformed record report', () => {
    const file = JSON.stringify({ format: 'fudaba-table', version: 1, seed: 1, rolls: 0, objects: [{ id: 'x', kind: 'card', x: 'left' }] });
    let problems: string[] = [];
    try {
      parseSaveFile(file);
    } catch (error) {
      if (error instanceof SaveFileError) problems = error.problems;
    }
    expect(problems).toEqual(['objects[0].x: Invalid input: expected number, received string']);
    expect(parseObject({ id: 'd', kind: 'die', x: 0, y: 0, z: 1, sides: 6, value: 9, lastRoller: null })).toEqual({ ok: false, reason: 'value: Too big: expected number to be <=6' });
  });
});
