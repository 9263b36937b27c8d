// Save file versions: the version-1 fixture (saved by the build before games were saved) still
// loads; version 2 carries the game, its match records and rules events; a hostile game part is
// refused whole with every problem listed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  canonical, loadTable, metaOf, parseSaveFile, readTable, saveTable, SaveFileError, SCHEMA_VERSION, setupTable, GENERIC_MAT,
} from '../../../src/table';
import { migrateSave } from '../../../src/table/savefile';
import { readGameMeta } from '../../../src/cards/setupGame';
import { readRulesEvents } from '../../../src/rules/core/events';
import { makeCtx } from './helpers';

const fixture = readFileSync(new URL('../../fixtures/save-v1.json', import.meta.url), 'utf8');

const game = { id: 'nofuture', setupId: 'g1', openingHand: { slot: 'hand', count: 5 }, mulligans: 1, firstPlayer: 'p1' };
const deck = { game: 'nofuture', name: 'Red', sections: { main: [{ ref: 'nf:001', count: 4 }] } };

/** A table set up for match g1, after an earlier match g0 on the same table. */
function gameTable() {
  const ctx = makeCtx('p1');
  setupTable(ctx, { mat: GENERIC_MAT, seed: 7, seats: [{ seat: 'p1', deck: ['nf:001', 'nf:002'] }, { seat: 'p2', deck: ['nf:003'] }] });
  ctx.doc.transact(() => {
    const meta = metaOf(ctx.doc);
    meta.set('game', game);
    meta.set('game.p1', { setupId: 'g1', pendingHand: 0, mulligansLeft: 1, deckSize: 2 });
    meta.set('game.p2', { setupId: 'g1', pendingHand: 5, mulligansLeft: 1, deckSize: 1 });
    meta.set('unrelated', 'stays out of the file');
    const matches = ctx.doc.getMap('matches');
    matches.set('g0', { id: 'g0', game: 'nofuture', series: 'g0', number: 1, bestOf: 1, chooser: null, createdAt: 1 });
    matches.set('g0/claim/p1', { winner: 'p1', how: 'conceded', t: 2 });
    matches.set('g1', { id: 'g1', game: 'nofuture', series: 'g0', number: 2, bestOf: 3, chooser: 'p2', createdAt: 3 });
    matches.set('g1/deck/p1', deck);
    matches.set('g1/claim/p2', { winner: 'draw', how: 'draw', t: 9 });
    ctx.doc.getArray('rules').push([
      { m: 'g0', t: 1, seat: 'p1', kind: 'phase', turn: 1, active: 'p1', phase: 'main' },
      { m: 'g1', t: 4, seat: 'p1', kind: 'phase', turn: 1, active: 'p2', phase: 'draw' },
      { m: 'g1', t: 5, seat: 'p2', kind: 'note', text: { ja: 'メモ', en: 'note' } },
    ]);
  });
  return ctx;
}

function refused(text: string): SaveFileError {
  try {
    parseSaveFile(text);
  } catch (error) {
    expect(error).toBeInstanceOf(SaveFileError);
    return error as SaveFileError;
  }
  throw new Error('expected the file to be refused');
}

describe('save file version 1 (the fixture)', () => {
  it('is migrated, not refused: its objects, mat, seed and rolls load, as a table without a game', () => {
    const json = JSON.parse(fixture) as { version: number; objects: { id: string }[] };
    expect(json.version).toBe(1);
    const parsed = parseSaveFile(fixture);
    expect(parsed).toMatchObject({ seed: 2024, rolls: 2, mat: { id: 'generic' }, schema: 1, game: null });
    expect(parsed.objects.map((o) => o.id).sort()).toEqual(json.objects.map((o) => o.id).sort());
    const kinds = new Set(parsed.objects.map((o) => o.kind));
    expect([...kinds].sort()).toEqual(['card', 'coin', 'counter', 'die', 'stack', 'token', 'zone']);
    // Onto a table with a game: the game goes, the objects are the file's.
    const ctx = gameTable();
    loadTable(ctx, parsed);
    expect(canonical(readTable(ctx.doc)).map((o) => o.id).sort()).toEqual(json.objects.map((o) => o.id).sort());
    expect(metaOf(ctx.doc).get('game')).toBeUndefined();
    expect(metaOf(ctx.doc).get('game.p2')).toBeUndefined();
    expect(readGameMeta(ctx.doc)).toBeNull();
  });

  it('migrates step by step to the current version', () => {
    expect(migrateSave({ format: 'fudaba-table', version: 1, seed: 1 })).toEqual({ format: 'fudaba-table', version: 2, schema: 1, game: null, seed: 1 });
  });
});

describe('save file version 2', () => {
  it('carries the schema, the game meta, the current match records and its rules events only', () => {
    const json = JSON.parse(saveTable(gameTable().doc)) as Record<string, unknown>;
    expect(json).toMatchObject({ version: 2, schema: SCHEMA_VERSION });
    expect(json['game']).toEqual({
      match: 'g1',
      meta: { game, 'game.p1': expect.any(Object), 'game.p2': expect.objectContaining({ pendingHand: 5 }) },
      matches: {
        g1: expect.objectContaining({ number: 2 }), 'g1/deck/p1': deck, 'g1/claim/p2': expect.objectContaining({ winner: 'draw' }),
      },
      rules: [expect.objectContaining({ m: 'g1', phase: 'draw' }), expect.objectContaining({ m: 'g1', kind: 'note' })],
    });
  });

  it('round-trips: a fresh doc gets the objects and the game, and the rules layer reads them back', () => {
    const source = gameTable();
    const text = saveTable(source.doc);
    const doc = new Y.Doc();
    loadTable(makeCtx('p2', doc), parseSaveFile(text));
    expect(canonical(readTable(doc))).toEqual(canonical(readTable(source.doc)));
    expect(readGameMeta(doc)).toEqual(game);
    expect(doc.getMap('matches').get('g1/deck/p1')).toEqual(deck);
    expect(doc.getMap('matches').has('g0')).toBe(false);
    expect(readRulesEvents(doc).events.map((e) => e.kind)).toEqual(['phase', 'note']);
    expect(metaOf(doc).get('game.p1.journalMark')).toBe(0);
    const again = JSON.parse(saveTable(doc)) as Record<string, unknown>;
    expect(again['game']).toEqual(JSON.parse(text)['game']);
  });

  it('loading into the same room replaces that match’s records and events, and keeps other matches', () => {
    const ctx = gameTable();
    const saved = parseSaveFile(saveTable(ctx.doc));
    ctx.doc.transact(() => {
      ctx.doc.getMap('matches').set('g1/claim/p1', { winner: 'p1', how: 'win', t: 20 });
      ctx.doc.getArray('rules').push([{ m: 'g1', t: 21, seat: 'p1', kind: 'phase', turn: 2, active: 'p1', phase: 'main' }]);
    });
    loadTable(ctx, saved);
    const matches = ctx.doc.getMap('matches');
    expect(matches.has('g1/claim/p1')).toBe(false);
    expect(matches.has('g0/claim/p1')).toBe(true);
    const rules = ctx.doc.getArray('rules').toArray() as { m: string; t: number }[];
    expect(rules.map((e) => `${e.m}@${e.t}`)).toEqual(['g0@1', 'g1@4', 'g1@5']);
  });

  it('refuses a hostile game part with every problem listed, and the table stays as it was', () => {
    const ctx = gameTable();
    const good = JSON.parse(saveTable(ctx.doc)) as Record<string, unknown> & { game: Record<string, unknown> };
    // Nested 100,000 deep: built as text, since JSON.stringify itself would overflow.
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const hostile = {
      ...good,
      game: {
        match: 'g1',
        meta: { game: { ...game, setupId: 'other' }, seats: { a: 1 }, 'game.p1': 'not a record' },
        matches: { g1: { deep: 'DEEP' }, 'g7/deck/p1': deck, 'g1/deck/p1': { big: 'x'.repeat(70_000) } },
        rules: [{ m: 'g0', t: 1 }, { m: 'g1', t: Number.MAX_VALUE }, 5],
      },
    };
    const before = saveTable(ctx.doc);
    const error = refused(JSON.stringify(hostile).replace('"DEEP"', deep));
    expect(error.problems).toEqual([
      'game.meta: unknown key "seats"',
      'game.meta.game.p1: not a record',
      'game.matches.g1: nested deeper than 12',
      'game.matches: "g7/deck/p1" is not a key of match g1',
      'game.matches.g1/deck/p1: longer than 64000 characters',
      'game.meta.game.setupId: is not the match id g1',
      'game.rules[0].m: is not the match id g1',
      'game.rules[2]: not a record',
    ]);
    const noHead = { ...good, game: { ...good.game, meta: {} } };
    expect(refused(JSON.stringify(noHead)).problems).toEqual(['game.meta: no game record']);
    expect(refused(JSON.stringify({ ...good, schema: SCHEMA_VERSION + 1 })).problems).toEqual([expect.stringMatching(/^schema: the file was saved by a newer Fudaba/)]);
    expect(saveTable(ctx.doc).replace(/"savedAt": "[^"]*"/, '')).toBe(before.replace(/"savedAt": "[^"]*"/, ''));
  });
});
