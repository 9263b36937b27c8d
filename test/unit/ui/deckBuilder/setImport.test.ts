import { describe, expect, it } from 'vitest';
import { GameCatalog } from '../../../../src/cards/gameCatalog';
import { ALL_GAMES } from '../../../../src/cards/games';
import { formatProblem } from '../../../../src/cards/problems';
import { formatOf, importSet, suggestSetId, type ImageSource } from '../../../../src/ui/deckBuilder/setImport';
import { demoCatalog, demoSetText, templateCsv } from './fixtures';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const image = (name: string, url = PNG): ImageSource => ({ name, dataUrl: async () => url });
const meta = { id: 'my-set', name: { ja: '自作セット', en: 'My set' } };

/** The NoFuture template with its first row kept and two broken rows after it (lines 3 and 4). */
function csvWithTwoBadRows(): string {
  const [header, first] = templateCsv('nofuture').split('\n');
  return [
    header,
    first,
    'NF-201,壊れた行,Broken Row,character,blue,青1,1,魔法少女,abc,1,3,,,,,,,,,,',
    'NF-202,,No Name,character,blue,青1,1,魔法少女,1,1,3,,,,,,,,,,',
    '',
  ].join('\n');
}

describe('set import', () => {
  it('tells JSON from CSV by extension, else by content', () => {
    expect(formatOf('set.JSON', 'a,b')).toBe('json');
    expect(formatOf('cards.csv', '{')).toBe('csv');
    expect(formatOf('cards.tsv', '')).toBe('csv');
    expect(formatOf('download', '\ufeff  {"id": "x"}')).toBe('json');
    expect(formatOf('download', 'number,name')).toBe('csv');
  });

  it('suggests a set id from the file name that is not taken yet', () => {
    expect(suggestSetId('My Set v2.csv', () => false)).toBe('my-set-v2');
    expect(suggestSetId('カード.csv', () => false)).toBe('my-set');
    expect(suggestSetId('nf-demo.csv', (id) => id === 'nf-demo' || id === 'nf-demo-2')).toBe('nf-demo-3');
    expect(suggestSetId(`${'a'.repeat(50)}.csv`, () => false).length).toBeLessThanOrEqual(32);
  });

  it('refuses a CSV with two bad rows, names both lines, and loads nothing', async () => {
    const games = demoCatalog();
    const before = games.setsOf().length;
    const result = await importSet({ text: csvWithTwoBadRows(), format: 'csv', csv: { game: 'nofuture', meta } }, games);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const errors = result.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => p.line)).toEqual([3, 4]);
    expect(formatProblem(errors[0]!, 'ja')).toMatch(/^3行目 fight列/);
    expect(formatProblem(errors[1]!, 'en')).toMatch(/^line 4, column name/);
    expect(games.setsOf()).toHaveLength(before);
    expect(games.hasSet('my-set')).toBe(false);
  });

  it('loads the template CSV with the images named after its cards, and says which image files it ignored', async () => {
    const games = demoCatalog();
    const result = await importSet({
      text: templateCsv('nofuture'),
      format: 'csv',
      csv: { game: 'nofuture', meta },
      images: [image('nf-101.PNG'), image('NF-999.png'), image('notes.txt')],
    }, games);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.set).toMatchObject({ id: 'my-set', game: 'nofuture', images: { 'NF-101': PNG } });
    expect(result.warnings.map((p) => p.file)).toEqual(['NF-999.png', 'notes.txt']);
    expect(games.lookup('my-set:NF-101')?.face).toMatchObject({ name: '朝霧ユイ', image: PNG });
  });

  it('keeps the set but not an image that is not a safe picture', async () => {
    const games = demoCatalog();
    const result = await importSet({ text: templateCsv('chrono'), format: 'csv', csv: { game: 'chrono', meta }, images: [image('CC-101.png', 'data:image/svg+xml,<svg/>')] }, games);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.set.images).toEqual({});
    expect(result.warnings).toHaveLength(1);
  });

  it('reports a set id that is already loaded as a problem', async () => {
    const games = demoCatalog();
    const result = await importSet({ text: demoSetText('nf-demo'), format: 'json' }, games);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.at(-1)).toMatchObject({ path: 'id', severity: 'error' });
    expect(result.problems.at(-1)?.reason).toMatch(/already loaded/);
  });

  it('loads a JSON set file of any game', async () => {
    const games = new GameCatalog(ALL_GAMES);
    const result = await importSet({ text: demoSetText('fd-demo'), format: 'json' }, games);
    expect(result.ok).toBe(true);
    expect(games.setsOf('falldown').map((s) => s.id)).toEqual(['fd-demo']);
  });

  it('asks for the game of a CSV', async () => {
    const result = await importSet({ text: templateCsv('nofuture'), format: 'csv' }, new GameCatalog(ALL_GAMES));
    expect(result.ok).toBe(false);
  });
});
