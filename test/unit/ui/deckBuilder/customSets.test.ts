import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customSetStore, loadCustomSets } from '../../../../src/app/customSets';
import { GameCatalog } from '../../../../src/cards/gameCatalog';
import { ALL_GAMES } from '../../../../src/cards/games';
import { importSet } from '../../../../src/ui/deckBuilder/setImport';
import { demoCatalog, templateCsv } from './fixtures';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

async function importedTemplate(id: string) {
  const result = await importSet({
    text: templateCsv('multiverse'),
    format: 'csv',
    csv: { game: 'multiverse', meta: { id, name: { ja: '自作', en: 'Mine' } } },
    images: [{ name: 'MF-901.png', dataUrl: async () => PNG }],
  }, demoCatalog());
  if (!result.ok) throw new Error('template should import');
  return result.set;
}

afterEach(() => vi.restoreAllMocks());

describe('imported sets kept in the browser', () => {
  it('come back in a new session with their cards and images, in import order', async () => {
    const store = customSetStore(new IDBFactory());
    await store.save(await importedTemplate('first'));
    await store.save(await importedTemplate('second'));
    expect(await store.list()).toEqual([
      { id: 'first', game: 'multiverse', name: { ja: '自作', en: 'Mine' }, cards: 5 },
      { id: 'second', game: 'multiverse', name: { ja: '自作', en: 'Mine' }, cards: 5 },
    ]);

    const games = new GameCatalog(ALL_GAMES);
    expect(await loadCustomSets(games, store)).toEqual(['first', 'second']);
    expect(games.cardsOf(games.gameOf('multiverse')!)).toHaveLength(10);
    expect(games.lookup('first:MF-901')?.face.image).toBe(PNG);
  });

  it('can be removed', async () => {
    const store = customSetStore(new IDBFactory());
    await store.save(await importedTemplate('gone'));
    await store.remove('gone');
    expect(await store.list()).toEqual([]);
    expect(await loadCustomSets(new GameCatalog(ALL_GAMES), store)).toEqual([]);
  });

  it('are loaded once even when loading runs twice', async () => {
    const store = customSetStore(new IDBFactory());
    await store.save(await importedTemplate('once'));
    const games = new GameCatalog(ALL_GAMES);
    await loadCustomSets(games, store);
    expect(await loadCustomSets(games, store)).toEqual([]);
    expect(games.setsOf()).toHaveLength(1);
  });

  it('skip a stored set that no longer parses, with a warning, and load the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = await importedTemplate('good');
    const records = async () => [
      { id: 'broken', game: 'nofuture' as const, name: { ja: '壊れ', en: 'Broken' }, cards: 1, text: '{"id": "broken", "cards": [', savedAt: 1 },
      { id: 'good', game: 'multiverse' as const, name: good.name, cards: 5, text: (await import('../../../../src/cards/setFile')).gameSetToJson(good), savedAt: 2 },
    ];
    const games = new GameCatalog(ALL_GAMES);
    expect(await loadCustomSets(games, { records })).toEqual(['good']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"broken"'));
  });

  it('never stop the start when the storage itself fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = { records: () => Promise.reject(new Error('quota')) };
    expect(await loadCustomSets(new GameCatalog(ALL_GAMES), failing)).toEqual([]);
    expect(await loadCustomSets(new GameCatalog(ALL_GAMES), customSetStore(undefined))).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
