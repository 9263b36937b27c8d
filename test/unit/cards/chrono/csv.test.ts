import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvColumns, fromCsvRow } from '../../../../src/cards/chrono/csv';
import { chronoCardSchema } from '../../../../src/cards/chrono/schema';
import { repoPath } from './demoSet';

const template = readFileSync(repoPath('public/assets/sets/templates/chrono.csv'), 'utf8');
const parsed = Papa.parse<Record<string, string>>(template, { header: true, skipEmptyLines: true, transform: (cell) => cell.trim() });

const row = (cells: Record<string, string>): Record<string, string> => ({ number: 'CC-950', name: '試験', ...cells });

describe('Chrono Card CSV', () => {
  it('documents every column with a name, meaning in both languages and an example', () => {
    const names = csvColumns.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const col of csvColumns) {
      expect(col.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(col.description.ja.length).toBeGreaterThan(0);
      expect(col.description.en.length).toBeGreaterThan(0);
      expect(col.example.length).toBeGreaterThan(0);
    }
    expect(csvColumns.filter((c) => c.required).map((c) => c.name)).toEqual(['number', 'name', 'kind']);
  });

  it('has a template whose header is the column list, in order', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(csvColumns.map((c) => c.name));
    expect(parsed.data.length).toBeGreaterThanOrEqual(3);
    expect(parsed.data.length).toBeLessThanOrEqual(5);
  });

  it('turns every template row into a valid card', () => {
    for (const templateRow of parsed.data) {
      const result = chronoCardSchema.safeParse(fromCsvRow(templateRow));
      expect(result.success ? [] : result.error.issues).toEqual([]);
    }
  });

  it('reads the template rows into the fields they describe', () => {
    const cards = parsed.data.map((r) => chronoCardSchema.parse(fromCsvRow(r)));
    expect(cards.map((c) => c.kind)).toEqual(['heroine', 'character', 'item', 'bgm', 'event']);
    expect(cards[1]).toMatchObject({ cost: 3, ep: 1, ap: 3, dp: 2, keywords: [{ keyword: '貫通' }, { keyword: '支援', value: 1 }] });
    expect(cards[3]).toMatchObject({ performance: 2 });
    expect(cards[4]).toMatchObject({ timing: ['main', 'charm'], interrupt: true, limit: 1 });
  });

  it('accepts kinds, phases and keywords in English and full-width figures', () => {
    const card = fromCsvRow(row({ kind: 'Character', cost: '３', ep: '1', ap: '2', dp: '2', keywords: 'Pierce； support（２）;A.Skill(0)' }));
    expect(card).toMatchObject({ kind: 'character', cost: 3, keywords: [{ keyword: '貫通' }, { keyword: '支援', value: 2 }, { keyword: 'A.Skill', value: 0 }] });
    expect(fromCsvRow(row({ kind: 'event', cost: '0', timing: 'Draw;main' }))).toMatchObject({ timing: ['draw', 'main'] });
  });

  it('leaves empty cells out so the schema defaults apply', () => {
    const card = fromCsvRow(row({ kind: 'BG', cost: '1', ep: '1', text: '', keywords: ' ', limit: '' }));
    expect(card).toEqual({ number: 'CC-950', name: '試験', kind: 'bg', cost: 1, ep: 1 });
    expect(chronoCardSchema.parse(card)).toMatchObject({ text: '', keywords: [] });
  });

  it('never throws and keeps unreadable cells raw, so the schema names the field', () => {
    const card = fromCsvRow(row({ kind: 'キャラクター', cost: 'three', ep: '1', ap: '2', dp: '2', keywords: '貫通;飛行', interrupt: 'maybe' }));
    expect(card).toMatchObject({ cost: 'three', keywords: [{ keyword: '貫通' }, '飛行'], interrupt: 'maybe' });
    const result = chronoCardSchema.safeParse(card);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(paths).toContain('cost');
    expect(paths).toContain('keywords.1');
    expect(() => fromCsvRow({})).not.toThrow();
    expect(fromCsvRow({ kind: '呪文' })).toEqual({ kind: '呪文' });
  });
});
