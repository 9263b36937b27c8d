import { describe, expect, it } from 'vitest';
import { CardCatalog } from '../../../../src/cards/catalog';
import { parseDeckList } from '../../../../src/cards/deckList';
import { loadCsvInto } from '../../../../src/cards/csvImport';
import { GameCatalog, GameCatalogError } from '../../../../src/cards/gameCatalog';
import { parseGameSetJson } from '../../../../src/cards/setFile';
import { makeToyGame, toyGame, toyLayout, toySetJson } from './toyGame';

const otherGame = makeToyGame('falldown');

function loaded(): GameCatalog {
  const catalog = new GameCatalog([toyGame, otherGame]);
  const result = catalog.loadJson(toySetJson({ images: { 'TY-001': 'images/TY-001.png' } }));
  if (!result.ok) throw new Error('fixture set should load');
  return catalog;
}

describe('GameCatalog', () => {
  it('looks cards up by ref, with their game, set, face and image', () => {
    const catalog = loaded();
    const entry = catalog.lookup('toy-demo:TY-001');
    expect(entry).toMatchObject({ ref: 'toy-demo:TY-001', setId: 'toy-demo', game: 'nofuture', image: 'images/TY-001.png' });
    expect(entry?.card).toMatchObject({ name: 'ヒカリの竜', power: 4 });
    expect(entry?.face).toMatchObject({ number: 'TY-001', type: 'ユニット', stats: [{ label: '力', value: 4 }], image: 'images/TY-001.png' });
    expect(catalog.imageOf('toy-demo:TY-002')).toBeUndefined();
    expect(catalog.lookup('toy-demo:TY-999')).toBeUndefined();
  });

  it('registers every face in the CardCatalog the renderer reads', () => {
    const faces = new CardCatalog();
    const catalog = new GameCatalog([toyGame], faces);
    expect(catalog.loadJson(toySetJson({ images: { 'TY-001': 'images/TY-001.png' } })).ok).toBe(true);
    expect(faces.has('toy-demo:TY-003')).toBe(true);
    expect(faces.face('toy-demo:TY-003')).toMatchObject({ name: 'コンピューター魔術', type: '呪文', flavor: '' });
    expect(faces.face('toy-demo:TY-001').image).toBe('images/TY-001.png');
    expect(faces.face('toy-demo:TY-002').image).toBeUndefined();
    expect(faces.refsOf('toy-demo')).toHaveLength(5);
  });

  it('gives a game’s cards, typed, and resolves numbers the way people type them', () => {
    const catalog = loaded();
    expect(catalog.cardsOf(toyGame).map((c) => c.number)).toEqual(['TY-001', 'TY-002', 'TY-003', 'TY-004', 'TY-010']);
    expect(catalog.cardsOf(otherGame)).toEqual([]);
    expect(catalog.resolveNumber(toyGame, 'ｔｙ－００２')?.ref).toBe('toy-demo:TY-002');
    expect(catalog.resolveNumber(toyGame, 'toy-demo:TY-010')?.card.cost).toBe(9);
    expect(catalog.resolveNumber(otherGame, 'TY-002')).toBeUndefined();
    expect(catalog.resolveNumber(toyGame, 'TY-999')).toBeUndefined();
  });

  it('resolves deck list numbers through parseDeckList', () => {
    const catalog = loaded();
    const parsed = parseDeckList('2 TY-001\n1 TY-003', toyGame, (n) => catalog.resolveNumber(toyGame, n));
    expect(parsed.deck.sections).toEqual({ main: [{ ref: 'toy-demo:TY-001', count: 2 }], spells: [{ ref: 'toy-demo:TY-003', count: 1 }] });
  });

  it('gives a per-game lookup for deck validation that knows no other game’s cards', () => {
    const catalog = loaded();
    const second = parseGameSetJson(toySetJson({ id: 'fall-set', game: 'falldown' }), [otherGame]);
    if (!second.ok) throw new Error('fixture');
    catalog.add(second.set);
    expect(catalog.lookupFor(toyGame)('toy-demo:TY-001')?.name).toBe('ヒカリの竜');
    expect(catalog.lookupFor(toyGame)('fall-set:TY-001')).toBeUndefined();
    expect(catalog.lookupFor(otherGame)('fall-set:TY-001')?.name).toBe('ヒカリの竜');
    expect(catalog.setsOf('falldown').map((s) => s.id)).toEqual(['fall-set']);
    expect(catalog.setsOf().map((s) => s.id)).toEqual(['toy-demo', 'fall-set']);
  });

  it('refuses a second set with an id already loaded, and keeps the first', () => {
    const catalog = loaded();
    const again = parseGameSetJson(toySetJson({ name: { ja: '別物', en: 'Another' } }), [toyGame]);
    if (!again.ok) throw new Error('fixture');
    expect(() => catalog.add(again.set)).toThrow(GameCatalogError);
    expect(() => catalog.add(again.set)).toThrow('a set with the id "toy-demo" is already loaded');
    const viaJson = catalog.loadJson(toySetJson());
    expect(viaJson.ok).toBe(false);
    if (!viaJson.ok) expect(viaJson.problems[0]).toMatchObject({ path: 'id', severity: 'error' });
    expect(catalog.setsOf()[0]?.name.ja).toBe('トイ体験セット');
  });

  it('refuses an id taken by a set the CardCatalog already holds', () => {
    const faces = new CardCatalog();
    faces.add({ id: 'toy-demo', name: { ja: '既存', en: 'Existing' }, cards: [] });
    const catalog = new GameCatalog([toyGame], faces);
    expect(catalog.loadJson(toySetJson()).ok).toBe(false);
  });

  it('refuses a set of a game it was not given', () => {
    const catalog = new GameCatalog([otherGame]);
    expect(catalog.loadJson(toySetJson()).ok).toBe(false);
    const parsed = parseGameSetJson(toySetJson(), [toyGame]);
    if (!parsed.ok) throw new Error('fixture');
    expect(() => catalog.add(parsed.set)).toThrow(GameCatalogError);
  });

  it('imports CSV sets too, adding nothing when the file has an error', () => {
    const catalog = new GameCatalog([toyGame]);
    const meta = { id: 'toy-csv', name: { ja: 'CSV', en: 'CSV' } };
    const bad = loadCsvInto(catalog, 'number,name,kind,cost,color\nTY-001,札,spell,x,red\nTY-002,札,spell,1,red\n', 'nofuture', meta, toyLayout);
    expect(bad.ok).toBe(false);
    expect(catalog.hasSet('toy-csv')).toBe(false);
    expect(catalog.lookup('toy-csv:TY-002')).toBeUndefined();
    const good = loadCsvInto(catalog, 'number,name,kind,cost,color,image\nTY-001,札,spell,1,red,https://example.com/1.png\n', 'nofuture', meta, toyLayout);
    expect(good.ok).toBe(true);
    expect(catalog.imageOf('toy-csv:TY-001')).toBe('https://example.com/1.png');
    expect(loadCsvInto(catalog, 'number\n', 'chrono', meta).ok).toBe(false);
  });
});
