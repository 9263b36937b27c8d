import { describe, expect, it } from 'vitest';
import { csvColumns, fromCsvRow, splitListCell } from '../../../../src/cards/multiverse/csv';
import { formatKeyword } from '../../../../src/cards/multiverse/keywords';
import { cardSchema, type MultiverseCard } from '../../../../src/cards/multiverse/schema';
import { demoCards, readTemplate } from './fixtures';

function issuePaths(input: unknown): string[] {
  const result = cardSchema.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
}

/** Writes a card as a CSV row the way a spreadsheet user would (for the round trip below). */
function toRow(card: MultiverseCard): Record<string, string> {
  const row: Record<string, string> = {
    number: card.number, name: card.name, name_en: card.nameEn, kind: card.kind, cost: String(card.cost),
    keywords: card.keywords.map(formatKeyword).join(';'), text: card.text, text_en: card.textEn, flavor: card.flavor,
    flavor_en: card.flavorEn,
  };
  if (card.kind === 'assist') return { ...row, assist_type: card.assistType };
  return {
    ...row, attribute: card.attribute, hp: String(card.hp), attack: String(card.attack), defense: String(card.defense),
    evasion: card.evasion.length ? card.evasion.join(';') : '-', ability_kind: card.abilityKind, gender: card.gender, gender_en: card.genderEn,
    affiliation: card.affiliation, affiliation_en: card.affiliationEn, move_name: card.moveName, move_name_en: card.moveNameEn,
    profile: card.profile, profile_en: card.profileEn,
  };
}

describe('multiverse CSV columns', () => {
  it('documents every column once, in snake_case, with ja and en meanings and an example', () => {
    const names = csvColumns.map((column) => column.name);
    expect(new Set(names).size).toBe(names.length);
    for (const column of csvColumns) {
      expect(column.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(column.description.ja).not.toBe('');
      expect(column.description.en).not.toBe('');
      expect(column.example).not.toBe('');
    }
    expect(csvColumns.filter((c) => c.required).map((c) => c.name)).toEqual(['number', 'name', 'kind', 'cost']);
  });

  it('has a template whose header is the columns in order', () => {
    expect(readTemplate().header).toEqual(csvColumns.map((column) => column.name));
  });
});

describe('fromCsvRow', () => {
  it('turns every template row into a valid card', () => {
    const { rows } = readTemplate();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(5);
    for (const row of rows) {
      const result = cardSchema.safeParse(fromCsvRow(row));
      expect(result.success, `${row['number']}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('gives back every demo card from its CSV row', () => {
    for (const card of demoCards()) expect(cardSchema.parse(fromCsvRow(toRow(card)))).toEqual(card);
  });

  it('parses numbers, list cells, Japanese names of values and full-width digits', () => {
    const card = fromCsvRow({
      number: 'MF-900', name: '試し', kind: 'ファイター', cost: '２', attribute: '青', hp: '９０', attack: '60', defense: '40',
      evasion: '5・6', ability_kind: '▲', keywords: '能力上昇(攻撃+20);ドロー(1)', text: '',
    });
    expect(card).toEqual({
      number: 'MF-900', name: '試し', kind: 'fighter', cost: 2, attribute: 'blue', hp: 90, attack: 60, defense: 40,
      evasion: [5, 6], abilityKind: 'main',
      keywords: [{ keyword: '能力上昇', stat: '攻撃', value: 20 }, { keyword: 'ドロー', value: 1 }],
    });
    expect(cardSchema.safeParse(card).success).toBe(true);
  });

  it('omits empty cells so that defaults apply, and reads "-" as no evasion faces', () => {
    const card = cardSchema.parse(fromCsvRow({ number: 'MF-900', name: '試し', name_en: '', kind: 'assist', cost: '1', assist_type: 'カウンター', keywords: '', flavor: '' }));
    expect(card).toMatchObject({ kind: 'assist', assistType: 'counter', nameEn: '', keywords: [], flavor: '' });
    expect(fromCsvRow({ evasion: '-' })).toEqual({ evasion: [] });
  });

  it('never throws, and leaves unreadable cells raw so the schema reports each at its field', () => {
    const row = Object.fromEntries(csvColumns.map((column) => [column.name, '???']));
    expect(() => fromCsvRow(row)).not.toThrow();
    expect(() => fromCsvRow({})).not.toThrow();
    const card = fromCsvRow({
      number: 'MF-900', name: '試し', kind: 'fighter', cost: 'two', attribute: 'green', hp: '90HP', attack: '60', defense: '40',
      evasion: '5;x', ability_kind: '★', keywords: 'ドロー(1);ひっさつ(9)',
    });
    expect(card).toMatchObject({ cost: 'two', hp: '90HP', attribute: 'green', evasion: [5, 'x'], abilityKind: '★' });
    expect(issuePaths(card).sort()).toEqual(['abilityKind', 'attribute', 'cost', 'evasion.1', 'hp', 'keywords.1']);
  });

  it('reports an unknown kind at kind', () => {
    expect(issuePaths(fromCsvRow({ number: 'MF-900', name: '試し', kind: 'spell', cost: '1' }))).toEqual(['kind']);
  });
});

describe('splitListCell', () => {
  it('splits at ; and ；, drops empty items and keeps an escaped \\;', () => {
    expect(splitListCell('a; b；c;;')).toEqual(['a', 'b', 'c']);
    expect(splitListCell('x\\;y;z')).toEqual(['x;y', 'z']);
  });
});
