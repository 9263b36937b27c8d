// Imported sets travel with the table to the other players' browsers.
import { readFileSync } from 'node:fs';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { GameCatalog } from '../../../src/cards/gameCatalog';
import { loadCsvInto } from '../../../src/cards/csvImport';
import { ALL_GAMES } from '../../../src/cards/games';
import { SHARED_SETS, syncSharedSets } from '../../../src/app/sharedSets';

const template = readFileSync('public/assets/sets/templates/nofuture.csv', 'utf8');

describe('shared card sets', () => {
  it('carries an imported set to a peer that lacks it, images left behind', () => {
    const mine = new GameCatalog(ALL_GAMES);
    const imported = loadCsvInto(mine, template, 'nofuture', { id: 'my-set', name: { ja: '自作', en: 'Mine' } });
    expect(imported.ok).toBe(true);
    const theirs = new GameCatalog(ALL_GAMES);
    const a = new Y.Doc();
    const b = new Y.Doc();
    a.on('update', (u: Uint8Array) => Y.applyUpdate(b, u));
    let added = 0;
    syncSharedSets(b, theirs, () => added++);
    syncSharedSets(a, mine, () => undefined);
    expect(added).toBe(1);
    expect(theirs.hasSet('my-set')).toBe(true);
    const first = mine.setsOf().find((s) => s.id === 'my-set')!.cards[0]!;
    expect(theirs.lookup(`my-set:${first.number}`)?.face.name).toBe(first.name);
  });

  it('skips a broken or oversized set written by a peer, and keeps going', () => {
    const catalog = new GameCatalog(ALL_GAMES);
    const doc = new Y.Doc();
    doc.getMap(SHARED_SETS).set('junk', '{"id": "junk", "game": "nofuture", "cards": [');
    doc.getMap(SHARED_SETS).set('other', 42);
    let added = 0;
    expect(() => syncSharedSets(doc, catalog, () => added++)).not.toThrow();
    expect(added).toBe(0);
    expect(catalog.hasSet('junk')).toBe(false);
  });
});
