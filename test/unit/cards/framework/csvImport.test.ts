import { describe, expect, it } from 'vitest';
import { csvTemplate, importCsvSet } from '../../../../src/cards/csvImport';
import { formatProblem } from '../../../../src/cards/problems';
import { toyGame, toyLayout } from './toyGame';

const meta = { id: 'toy-csv', name: { ja: 'トイCSV', en: 'Toy CSV' } };
const HEADER = 'number,name,name_en,kind,cost,color,power,keywords,text';

function csv(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

function problemsOf(text: string) {
  const result = importCsvSet(text, toyGame, meta, toyLayout);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

describe('importCsvSet: a clean file', () => {
  it('imports every row as a card of the game, with cells converted by the game', () => {
    const result = importCsvSet(csv(
      HEADER,
      'TY-001,ヒカリの竜,Dragon of Light,unit,3,red,4,シールド(2);飛行,',
      'TY-002,雷の呪文,Thunder,spell,1,blue,,,"ダメージを与える。\n「雷だ！」"',
    ), toyGame, meta, toyLayout);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.set).toMatchObject({ id: 'toy-csv', game: 'nofuture', name: meta.name, images: {} });
    expect(result.set.cards).toEqual([
      { number: 'TY-001', name: 'ヒカリの竜', nameEn: 'Dragon of Light', kind: 'unit', cost: 3, color: 'red', power: 4, text: '', keywords: [{ keyword: 'シールド', value: 2 }, { keyword: '飛行' }] },
      { number: 'TY-002', name: '雷の呪文', nameEn: 'Thunder', kind: 'spell', cost: 1, color: 'blue', text: 'ダメージを与える。\n「雷だ！」' },
    ]);
    expect(result.warnings).toEqual([]);
  });

  it('accepts CRLF line ends, a byte-order mark, loosely written headers, columns in any order and tabs', () => {
    const crlf = `\uFEFFＮｕｍｂｅｒ , Name,KIND,cost,color\r\nTY-001,札,spell,1,red\r\n`;
    expect(importCsvSet(crlf, toyGame, meta, toyLayout).ok).toBe(true);
    const tsv = 'number\tname\tkind\tcost\tcolor\tpower\tkeywords\nTY-001\t札\tunit\t1\tred\t2\tシールド(1);飛行\n';
    const result = importCsvSet(tsv, toyGame, meta, toyLayout);
    expect(result.ok && result.set.cards[0]).toMatchObject({ power: 2, keywords: [{ keyword: 'シールド', value: 1 }, { keyword: '飛行' }] });
  });
});

describe('importCsvSet: bad rows', () => {
  const text = csv(
    HEADER, // 1
    'TY-001,ヒカリの竜,Dragon,unit,3,red,4,飛行,', // 2
    'TY-002,影の兵,Shadow,unit,abc,red,1,,', // 3: cost is not a number
    'TY-003,長い呪文,Long spell,spell,1,blue,,,"一行目', // 4: a quoted cell over three lines
    '二行目',
    '三行目"',
    'TY-004,緑の兵,Green,unit,2,green,x,,', // 7: after the multi-line cell: bad color and power
    '',
    'TY-001,重複,Duplicate,spell,1,red,,,', // 9: number already on line 2
    'TY-006,盾の兵,Shield,unit,1,red,2,シールド(0),', // 10: keyword value below 1
    ',名無し,,spell,1,red,,,', // 11: no number
  );

  it('reports each problem with its line, column name and column index, and imports nothing', () => {
    const result = importCsvSet(text, toyGame, meta, toyLayout);
    expect(result.ok).toBe(false);
    expect('set' in result).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.line, p.column, p.columnIndex, p.severity])).toEqual([
      [3, 'cost', 5, 'error'],
      [7, 'color', 6, 'error'],
      [7, 'power', 7, 'error'],
      [9, 'number', 1, 'error'],
      [10, 'keywords', 8, 'error'],
      [11, 'number', 1, 'error'],
    ]);
  });

  it('gives the reason in plain words, naming the card', () => {
    const problems = problemsOf(text);
    expect(formatProblem(problems[0]!, 'en')).toBe('line 3, column cost (5), card TY-002: expected a number, got "abc"');
    expect(formatProblem(problems[0]!, 'ja')).toBe('3行目 cost列(5列目) カード TY-002: 数値を入れてください（「abc」）');
    expect(problems[1]?.reason).toBe('must be one of: red, blue');
    expect(problems[3]?.reason).toBe('card number TY-001 is already used on line 2');
    expect(formatProblem(problems[4]!, 'en')).toBe('line 10, column keywords (8), card TY-006, field keywords[0].value: must be at least 1');
    expect(problems[5]).toMatchObject({ card: undefined, reason: 'required; must not be empty' });
  });

  it('counts lines the same way when they end in CRLF', () => {
    const lines = (t: string) => problemsOf(t).map((p) => p.line);
    expect(lines(text.replace(/\n/g, '\r\n'))).toEqual(lines(text));
  });

  it('skips rows of empty cells, as spreadsheets write them, and still counts their lines', () => {
    const problems = problemsOf(csv(HEADER, 'TY-001,札,,spell,1,red,,,', ',,,,,,,,', ' , ,"",,,,,,', '', 'TY-002,札,,spell,x,red,,,', ',,,,,,,,'));
    expect(problems.map((p) => [p.line, p.column])).toEqual([[6, 'cost']]);
  });

  it('reports a broken quote at the line where it starts', () => {
    const problems = problemsOf(csv(HEADER, 'TY-001,札,,spell,1,red,,,ok', 'TY-002,"札"x,,spell,1,red,,,', 'TY-003,札,,spell,1,red,,,'));
    expect(problems[0]).toMatchObject({ line: 3, severity: 'error' });
    expect(problems[0]?.reason).toMatch(/quoted cell/);
  });

  it('reports a row with more cells than the header as an error, and fewer as a warning', () => {
    const problems = problemsOf(csv(HEADER, 'TY-001,札,,spell,1,red,,,text,extra', 'TY-002,札,,spell,1,red'));
    expect(problems.map((p) => [p.line, p.columnIndex, p.severity])).toEqual([[2, 10, 'error'], [3, undefined, 'warning']]);
    expect(formatProblem(problems[0]!, 'en')).toBe('line 2, column 10, card TY-001: 1 cell more than the 9 header columns (quote cells that contain a comma)');
  });
});

describe('importCsvSet: the header', () => {
  it('lists every missing required column and reads no rows', () => {
    const problems = problemsOf(csv('number,name,power', 'TY-001,札,1'));
    expect(problems.map((p) => [p.line, p.column, p.reason])).toEqual([
      [1, 'kind', 'the required column kind is missing'],
      [1, 'cost', 'the required column cost is missing'],
      [1, 'color', 'the required column color is missing'],
    ]);
  });

  it('refuses a column written twice', () => {
    const problems = problemsOf(csv('number,name,kind,cost,color,Cost', 'TY-001,札,spell,1,red,2'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 1, column: 'Cost', columnIndex: 6, reason: 'column cost appears twice (also column 4)' });
  });

  it('warns about unknown and unnamed columns, and imports anyway', () => {
    const result = importCsvSet(csv('number,name,kind,cost,color,rarity,', 'TY-001,札,spell,1,red,SR,'), toyGame, meta, toyLayout);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.warnings.map((w) => [w.line, w.column, w.columnIndex, w.severity])).toEqual([
      [1, 'rarity', 6, 'warning'],
      [1, undefined, 7, 'warning'],
    ]);
    expect(result.set.cards[0]).not.toHaveProperty('rarity');
  });

  it('reports an empty file, a header without rows and a bad set id', () => {
    expect(problemsOf('')[0]?.reason).toBe('the file is empty');
    expect(problemsOf(csv(HEADER))[0]?.reason).toBe('no card rows (only the header)');
    const result = importCsvSet(csv(HEADER, 'TY-001,札,,spell,1,red,,,'), toyGame, { id: 'Bad id!', name: { ja: '', en: '' } }, toyLayout);
    expect(!result.ok && result.problems.map((p) => p.path)).toEqual(['id', 'name.ja']);
  });
});

describe('importCsvSet: images', () => {
  it('honours an image column the game does not list, and rejects unsafe URLs', () => {
    const good = importCsvSet(csv('number,name,kind,cost,color,image', 'TY-001,札,spell,1,red,images/TY-001.png', 'TY-002,札,spell,1,red,'), toyGame, meta, toyLayout);
    expect(good.ok && good.set.images).toEqual({ 'TY-001': 'images/TY-001.png' });
    expect(good.ok && good.warnings).toEqual([]);

    const problems = problemsOf(csv('number,name,kind,cost,color,image', 'TY-001,札,spell,1,red,javascript:alert(1)'));
    expect(problems[0]).toMatchObject({ line: 2, column: 'image', columnIndex: 6, card: 'TY-001' });
  });
});

describe('csvTemplate', () => {
  it('is the header line in the game’s column order', () => {
    expect(csvTemplate(toyGame, toyLayout)).toBe(`${HEADER}\n`);
  });

  it('imports once rows are added below it', () => {
    expect(importCsvSet(`${csvTemplate(toyGame, toyLayout)}TY-001,札,,spell,1,red,,,\n`, toyGame, meta, toyLayout).ok).toBe(true);
  });
});
