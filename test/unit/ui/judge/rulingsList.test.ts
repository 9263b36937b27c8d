// The judge's rulings list: every id of the digest once, with text in both languages; search by
// id or words of either language.
import { describe, expect, it } from 'vitest';
import { RULINGS, rulingEntry, searchRulings } from '../../../../src/ui/judge/rulingsList';
import { rulingArgsSchema } from '../../../../src/net/judge';

describe('rulings list', () => {
  it('holds each id once, each with Japanese and English text, every id a valid ruling id', () => {
    expect(new Set(RULINGS.map((r) => r.id)).size).toBe(RULINGS.length);
    expect(RULINGS.length).toBe(56);
    for (const r of RULINGS) {
      expect(r.ja).toMatch(/[\u3040-\u30ff\u3400-\u9fff]/u);
      expect(r.en.length).toBeGreaterThan(10);
      expect(rulingArgsSchema.safeParse({ ruling: r.id, name: 'J' }).success).toBe(true);
    }
  });
  it('finds rulings by id and by words of either language', () => {
    expect(searchRulings('NF-R3').map((r) => r.id)).toEqual(['NF-R3']);
    expect(searchRulings('trample').map((r) => r.id)).toContain('NF-R1');
    expect(searchRulings('突撃').map((r) => r.id)).toContain('NF-R1');
    expect(searchRulings('no such words here')).toEqual([]);
    expect(rulingEntry('FD-R16')?.en).toContain('class change');
  });
  it('refuses a ruling with neither id nor text, or text past the bound', () => {
    expect(rulingArgsSchema.safeParse({ name: 'J' }).success).toBe(false);
    expect(rulingArgsSchema.safeParse({ name: 'J', text: 'x'.repeat(281) }).success).toBe(false);
  });
});
