import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvColumns, fromCsvRow } from '../../../../src/cards/falldown/csv';
import { cardSchema } from '../../../../src/cards/falldown/schema';
import { runs } from '../../../propertyRuns';

const template = Papa.parse<Record<string, string>>(
  readFileSync(resolve(import.meta.dirname, '../../../../public/assets/sets/templates/falldown.csv'), 'utf8'),
  { header: true, skipEmptyLines: true, transform: (cell) => cell.trim() },
);

const issuePaths = (card: unknown): string[] => {
  const result = cardSchema.safeParse(card);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('falldown CSV columns', () => {
  it('are documented ASCII snake_case columns with unique names', () => {
    const names = csvColumns.map((column) => column.name);
    expect(new Set(names).size).toBe(names.length);
    for (const column of csvColumns) {
      expect(column.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(column.description.ja).not.toBe('');
      expect(column.description.en).not.toBe('');
    }
  });

  it('the template header lists the columns in order', () => {
    expect(template.errors).toEqual([]);
    expect(template.meta.fields).toEqual(csvColumns.map((column) => column.name));
  });
});

describe('fromCsvRow', () => {
  it('turns every template row into a valid card', () => {
    expect(template.data.length).toBeGreaterThanOrEqual(3);
    expect(template.data.length).toBeLessThanOrEqual(5);
    for (const row of template.data) expect(issuePaths(fromCsvRow(row))).toEqual([]);
  });

  it('parses numbers, keyword lists, actions and effects with their English glosses', () => {
    const card = cardSchema.parse(
      fromCsvRow({
        number: 'FD-500', kind: 'モンスター', name: '試しの騎士', name_en: 'Trial Knight', prefix: '疾風の', cost: '3', hp: '4', at: '2',
        keywords: 'タウント; Regen ;アクション:ヒール;Action: Magic Bolt',
        effects: '召喚時/自分:カードを1枚引く。;被攻撃時:マナを1増やす。;フェイズ終了時:HPを1回復する。',
        effects_en: 'Draw 1 card.;Gain 1 mana.;Restore 1 HP.',
        support_cards: 'FD-101; FD-102',
      }),
    );
    expect(card).toMatchObject({
      kind: 'monster', prefix: '疾風の', cost: 3, hp: 4, at: 2,
      keywords: [{ keyword: 'タウント' }, { keyword: 'リジェネ' }, { keyword: 'アクション', value: 'ヒール' }, { keyword: 'アクション', value: 'マジックボルト' }],
      effects: [
        { trigger: 'summon', choice: 'own', text: 'カードを1枚引く。', textEn: 'Draw 1 card.' },
        { trigger: 'attacked', choice: 'opponent', text: 'マナを1増やす。', textEn: 'Gain 1 mana.' },
        { trigger: 'phase-end', choice: 'none', text: 'HPを1回復する。', textEn: 'Restore 1 HP.' },
      ],
      supportCards: ['FD-101', 'FD-102'],
    });
  });

  it('omits empty cells so the defaults apply', () => {
    const row = { number: 'FD-501', kind: 'monster', name: '素朴な兵', name_en: '', prefix: '', cost: '1', hp: '1', at: '1', keywords: '', effects: '', text: '' };
    expect(fromCsvRow(row)).toEqual({ number: 'FD-501', kind: 'monster', name: '素朴な兵', cost: 1, hp: 1, at: 1 });
  });

  it('reads a class change with what it grants', () => {
    const card = cardSchema.parse(
      fromCsvRow({ number: 'FD-S50', kind: 'システム', system: 'クラスチェンジ', name: 'クラスチェンジ:ナイト', cost: '2', grants: 'タウント;アクション:ディフェンス' }),
    );
    expect(card).toMatchObject({ kind: 'system', system: 'class-change', grants: [{ keyword: 'タウント' }, { keyword: 'アクション', value: 'ディフェンス' }] });
  });

  it.each([
    ['cost', { cost: '三' }, 'cost'],
    ['hp', { hp: '4.5' }, 'hp'],
    ['kind', { kind: 'spell' }, 'kind'],
    ['prefix', { prefix: '巨大な' }, 'prefix'],
    ['keywords', { keywords: 'タウント;飛行' }, 'keywords.1'],
    ['effects (no trigger)', { effects: 'カードを1枚引く。' }, 'effects.0'],
    ['effects (unknown trigger)', { effects: '夜明け時/自分:引く。' }, 'effects.0.trigger'],
    ['effects (unknown choice)', { effects: '召喚時/誰か:引く。' }, 'effects.0.choice'],
    ['effects_en (gloss without effect)', { effects_en: 'Draw 1 card.' }, 'effects.0'],
  ])('leaves an unparseable %s cell for the schema to report at its field', (_column, cells, path) => {
    const row = { number: 'FD-502', kind: 'monster', name: '試し', cost: '1', hp: '2', at: '1', ...cells };
    expect(issuePaths(fromCsvRow(row))).toContain(path);
  });

  it('never throws, whatever the cells hold', () => {
    const names = csvColumns.map((column) => column.name);
    const cell = fc.oneof(fc.string(), fc.constantFrom('', ';', ':', '召喚時/:', 'アクション:', '/相手:x', '-1', '1e3', 'monster', 'system'));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names, 'extra', '__proto__', 'constructor'), cell), (row) => {
        expect(() => cardSchema.safeParse(fromCsvRow(row))).not.toThrow();
      }),
      runs(300),
    );
  });
});
