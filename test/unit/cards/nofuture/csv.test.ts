import { describe, expect, it } from 'vitest';
import { nofutureCards } from '../../../../src/cards/nofuture';
import { csvColumns, fromCsvRow } from '../../../../src/cards/nofuture/csv';
import { readTemplate } from './helpers';

const { cardSchema } = nofutureCards;

function parseRow(row: Record<string, string>) {
  return cardSchema.safeParse(fromCsvRow(row));
}

function issuePaths(row: Record<string, string>): string[] {
  const result = parseRow(row);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

const character: Record<string, string> = {
  number: 'NF-950', name: '試作機', kind: 'character', color: 'blue', cost: '青1', version: '1',
  attribute: '機兵', fight: '2', shoot: '1', durability: '3',
};

describe('NoFuture CSV columns', () => {
  it('are documented once each, in ASCII snake_case, with an example', () => {
    const names = csvColumns.map((column) => column.name);
    expect(new Set(names).size).toBe(names.length);
    for (const column of csvColumns) {
      expect(column.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(column.description.ja).not.toBe('');
      expect(column.description.en).not.toBe('');
      expect(column.example).not.toBe('');
    }
    expect(csvColumns.filter((column) => column.required).map((column) => column.name))
      .toEqual(['number', 'name', 'kind', 'color', 'cost', 'version']);
  });

  it('the template has the columns in order and every row imports as a valid card', () => {
    const { header, rows } = readTemplate();
    expect(header).toEqual(csvColumns.map((column) => column.name));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(5);
    for (const row of rows) {
      const result = parseRow(row);
      expect(result.success, `${row.number}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('the template shows all three kinds of card', () => {
    const kinds = readTemplate().rows.map((row) => cardSchema.parse(fromCsvRow(row)).kind);
    expect(new Set(kinds)).toEqual(new Set(['character', 'set', 'action']));
  });
});

describe('fromCsvRow', () => {
  it('reads numbers, the cost and Japanese or English kind and color', () => {
    const card = cardSchema.parse(fromCsvRow({ ...character, kind: 'キャラクター', color: '赤', cost: '赤赤１', version: '第2弾', fight: '４' }));
    expect(card).toMatchObject({ kind: 'character', color: 'red', cost: { pips: ['red', 'red'], colorless: 1 }, version: 2, fight: 4 });
  });

  it('omits empty cells so that defaults apply', () => {
    const card = cardSchema.parse(fromCsvRow({ ...character, name_en: '', text: '', keywords: '', effects: '', flavor: '' }));
    expect(card).toMatchObject({ nameEn: '', text: '', flavor: '', keywords: [], effects: [] });
  });

  it('parses a keyword cell into structured keywords, full-width forms included', () => {
    const row = { ...character, keywords: '飛行; シールド（２）;換装【魔法少女】;追加コスト《赤1》：＋1／±0／－1;Trample' };
    const card = cardSchema.parse(fromCsvRow(row));
    expect(card.keywords).toEqual([
      { keyword: '飛行' },
      { keyword: 'シールド', value: 2 },
      { keyword: '換装', attribute: '魔法少女' },
      { keyword: '追加コスト', cost: { pips: ['red'], colorless: 1 }, fight: 1, shoot: 0, durability: -1 },
      { keyword: '突撃' },
    ]);
  });

  it('parses effects with their marks and pairs them with the English cells', () => {
    const row = { ...character, effects: '《↷》カードを1枚引く。;《青1》±0/+1/±0を得る。;《Auto》場にいる。;《0》戻す。', effects_en: 'Draw a card.;《B1》Gets ±0/+1/±0.' };
    const card = cardSchema.parse(fromCsvRow(row));
    expect(card.kind === 'character' && card.effects).toEqual([
      { cost: { kind: 'tap' }, text: 'カードを1枚引く。', textEn: 'Draw a card.' },
      { cost: { kind: 'energy', energy: { pips: ['blue'], colorless: 1 } }, text: '±0/+1/±0を得る。', textEn: 'Gets ±0/+1/±0.' },
      { cost: { kind: 'auto' }, text: '場にいる。', textEn: '' },
      { cost: { kind: 'free' }, text: '戻す。', textEn: '' },
    ]);
  });

  it('reads set card modifiers written +1, -1 and ±0', () => {
    const row = { number: 'NF-951', name: '鎧', kind: 'set', color: 'red', cost: '2', version: '1', fight_bonus: '+1', shoot_bonus: '-1', durability_bonus: '±0' };
    expect(cardSchema.parse(fromCsvRow(row))).toMatchObject({ fightBonus: 1, shootBonus: -1, durabilityBonus: 0 });
  });

  it('leaves unreadable cells as written, so the schema reports them at their field', () => {
    expect(issuePaths({ ...character, cost: '緑1' })).toEqual(['cost']);
    expect(issuePaths({ ...character, fight: 'つよい' })).toEqual(['fight']);
    expect(issuePaths({ ...character, kind: 'イベント' })).toEqual(['kind']);
    expect(issuePaths({ ...character, keywords: '飛行;透明化;シールド(X)' })).toEqual(['keywords.1', 'keywords.2']);
    expect(issuePaths({ ...character, effects: 'カードを1枚引く。' })).toEqual(['effects.0']);
    expect(issuePaths({ ...character, fight_bonus: '+1' })).toEqual(['fightBonus']);
    const unknownKeyword = fromCsvRow({ ...character, keywords: '透明化' }) as { keywords: unknown[] };
    expect(unknownKeyword.keywords).toEqual(['透明化']);
  });

  it('says which form an unreadable cost, keyword or effect cell should take', () => {
    const result = parseRow({ ...character, cost: '緑1', keywords: '透明化', effects: 'カードを引く。' });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages.cost).toContain('青青1');
    expect(messages.cost).toContain('緑1');
    expect(messages['keywords.0']).toContain('透明化');
    expect(messages['effects.0']).toContain('《↷》');
  });

  it('never throws, whatever the row holds', () => {
    const odd = ['', ' ', ';;;', '《', '》', '追加コスト《》:', '換装【】', '(((', '-', '±', '第弾', '🂡', 'x'.repeat(5000)];
    for (const cell of odd) {
      const row = Object.fromEntries(csvColumns.map((column) => [column.name, cell]));
      expect(() => cardSchema.safeParse(fromCsvRow(row))).not.toThrow();
    }
    expect(() => fromCsvRow({})).not.toThrow();
  });
});
