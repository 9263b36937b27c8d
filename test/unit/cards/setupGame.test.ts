import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import type { DeckList, GameCardBase, GameCards } from '../../../src/cards/game';
import { ALL_GAMES } from '../../../src/cards/games';
import {
  placeDeck, readGameMeta, readSeatSetup, recordFirstPlayer, setupGame, GameSetupError, type GameTable,
} from '../../../src/cards/setupGame';
import {
  footprint, intersects, readLog, readTable, type Card, type Seat, type TableContext, type TableObject, type Zone,
} from '../../../src/table';

const system = (doc = new Y.Doc()): TableContext => ({ doc, actor: { seat: 'p1', origin: { setup: true }, system: true } });
const game = (id: string): GameCards<GameCardBase> => {
  const found = ALL_GAMES.find((g) => g.game === id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
};
const twoDemoDecks = (g: GameCards<GameCardBase>): Record<Seat, DeckList> => ({ p1: g.demoDecks[0]!, p2: g.demoDecks[1]! });

function objects(ctx: TableContext): TableObject[] {
  return [...readTable(ctx.doc).objects.values()];
}
function zone(ctx: TableContext, id: string): Zone {
  const found = objects(ctx).find((o): o is Zone => o.kind === 'zone' && o.id === id);
  if (!found) throw new Error(`no zone ${id}`);
  return found;
}
/** Pieces whose centre lies in the zone (a stacked card lies at its stack). */
function inZone(ctx: TableContext, id: string): TableObject[] {
  const z = zone(ctx, id);
  return objects(ctx).filter((o) => o.kind !== 'zone' && !(o.kind === 'card' && o.stack !== null)
    && o.x >= z.x && o.x <= z.x + z.w && o.y >= z.y && o.y <= z.y + z.h);
}
/** The card refs of the pile in a zone, bottom first: a stack's cards or a lone card. */
function pileRefs(ctx: TableContext, id: string): { refs: string[]; faceUp: boolean; owner: Seat | null } {
  const [pile, ...more] = inZone(ctx, id).filter((o) => o.kind === 'stack' || o.kind === 'card');
  expect(more, `one pile in ${id}`).toEqual([]);
  if (!pile) return { refs: [], faceUp: false, owner: null };
  const byId = readTable(ctx.doc).objects;
  if (pile.kind === 'card') return { refs: [pile.ref], faceUp: pile.faceUp, owner: pile.owner };
  if (pile.kind !== 'stack') throw new Error('not a pile');
  const cards = pile.order.map((cid) => byId.get(cid) as Card);
  for (const card of cards) expect(card).toMatchObject({ faceUp: false, owner: pile.owner, stack: pile.id });
  return { refs: cards.map((c) => c.ref), faceUp: pile.faceUp, owner: pile.owner };
}
const expanded = (deck: DeckList, section: string) => (deck.sections[section] ?? []).flatMap((e) => Array<string>(e.count).fill(e.ref));
const sorted = (refs: string[]) => [...refs].sort();
const counters = (ctx: TableContext, id: string) => inZone(ctx, id).flatMap((o) => (o.kind === 'counter' ? [{ label: o.label, value: o.value, owner: o.owner }] : []));

describe.each(ALL_GAMES.map((g) => [g.game, g] as const))('setupGame: %s with its two demo decks', (_id, g) => {
  const ctx = system();
  const decks = twoDemoDecks(g);
  const meta = setupGame(ctx, { game: g, decks, seed: 42 });

  it('applies the game\'s mat and nothing of an earlier table', () => {
    const zones = objects(ctx).filter((o) => o.kind === 'zone');
    expect(zones.map((z) => z.id).sort()).toEqual(g.mat.zones.map((z) => z.id).sort());
  });

  it.each(['p1', 'p2'] as const)('lays out each deck section of %s face down in its slot, every card of the list', (seat) => {
    for (const pile of g.setup.piles) {
      const laid = pileRefs(ctx, `${seat}-${pile.slot}`);
      expect(sorted(laid.refs), `${seat}-${pile.slot}`).toEqual(sorted(expanded(decks[seat], pile.section)));
      expect(laid).toMatchObject({ faceUp: false, owner: seat });
      // A pile that is not shuffled keeps the list's order (the owner looks through it to choose).
      if (!pile.shuffle) expect(laid.refs).toEqual(expanded(decks[seat], pile.section));
    }
  });

  it.each(['p1', 'p2'] as const)('places the counters of %s with their start values', (seat) => {
    for (const counter of g.setup.counters) {
      expect(counters(ctx, `${seat}-${counter.slot}`)).toEqual([{ label: counter.label.ja, value: counter.value, owner: seat }]);
    }
  });

  it.each(['p1', 'p2'] as const)('places the supplies of %s inside their slots', (seat) => {
    for (const supply of g.setup.supplies) {
      const pieces = inZone(ctx, `${seat}-${supply.slot}`);
      if (supply.kind === 'token') {
        expect(pieces.filter((o) => o.kind === 'token' && o.color === supply.color).map((o) => o.kind === 'token' && o.count)).toEqual([supply.count]);
      } else if (supply.kind === 'coin') {
        expect(pieces.filter((o) => o.kind === 'coin' && o.coinKind === supply.color)).toHaveLength(supply.count);
      } else {
        expect(pieces.filter((o) => o.kind === 'die')).toHaveLength(supply.count);
      }
    }
    for (const piece of objects(ctx).filter((o) => o.kind === 'token' || o.kind === 'coin' || o.kind === 'die' || o.kind === 'counter')) {
      const box = footprint(piece);
      const home = objects(ctx).find((z): z is Zone => z.kind === 'zone' && piece.x >= z.x && piece.x <= z.x + z.w && piece.y >= z.y && piece.y <= z.y + z.h)!;
      expect(box.x, `${piece.kind} within ${home.id}`).toBeGreaterThanOrEqual(home.x);
      expect(box.x + box.w).toBeLessThanOrEqual(home.x + home.w);
      expect(box.y).toBeGreaterThanOrEqual(home.y);
      expect(box.y + box.h).toBeLessThanOrEqual(home.y + home.h);
    }
  });

  it('lays out the shared cards face up in their shared zone, in order', () => {
    for (const shared of g.setup.shared) {
      // Read in rows, top to bottom and left to right.
      const cards = inZone(ctx, shared.zone).filter((o): o is Card => o.kind === 'card').sort((a, b) => a.y - b.y || a.x - b.x);
      expect(cards.map((c) => c.ref)).toEqual(shared.refs);
      expect(cards.every((c) => c.faceUp === shared.faceUp && c.owner === null)).toBe(true);
      const home = zone(ctx, shared.zone);
      for (const card of cards) {
        const box = footprint(card);
        expect(box.x).toBeGreaterThanOrEqual(home.x);
        expect(box.x + box.w).toBeLessThanOrEqual(home.x + home.w);
        expect(box.y).toBeGreaterThanOrEqual(home.y);
        expect(box.y + box.h).toBeLessThanOrEqual(home.y + home.h);
      }
    }
    const sharedZones = g.mat.zones.filter((z) => z.owner === null).map((z) => z.id);
    const planned = g.setup.shared.map((s) => s.zone);
    for (const id of sharedZones.filter((z) => !planned.includes(z))) expect(inZone(ctx, id)).toEqual([]);
  });

  it('writes the game, with no first player yet, and each seat\'s pending opening hand', () => {
    expect(readGameMeta(ctx.doc)).toEqual({ id: g.game, setupId: meta.setupId, openingHand: g.setup.openingHand, mulligans: g.setup.mulligans, firstPlayer: null });
    for (const seat of ['p1', 'p2'] as const) {
      const deckSize = g.setup.piles.filter((p) => p.slot === g.setup.openingHand?.slot)
        .reduce((n, p) => n + expanded(decks[seat], p.section).length, 0);
      expect(readSeatSetup(ctx.doc, seat)).toEqual({ setupId: meta.setupId, pendingHand: g.setup.openingHand?.count ?? 0, mulligansLeft: g.setup.mulligans, deckSize });
    }
    expect(readLog(ctx.doc).entries.at(-1)).toMatchObject({ seat: 'system', op: 'gameSetup', args: { game: g.game, mat: g.mat.id } });
  });
});

describe('setupGame: what each game starts with', () => {
  const laid = (id: string) => {
    const ctx = system();
    const g = game(id);
    setupGame(ctx, { game: g, decks: twoDemoDecks(g), seed: 7 });
    return ctx;
  };
  const tokens = (ctx: TableContext, id: string) => inZone(ctx, id).flatMap((o) => (o.kind === 'token' ? [[o.color, o.count]] : []));

  it('NoFuture: a 40-card deck, HP 20, 20 blue and 20 red energy, 10 magic coins, opening hand 6', () => {
    const ctx = laid('nofuture');
    expect(pileRefs(ctx, 'p1-deck').refs).toHaveLength(40);
    expect(counters(ctx, 'p2-hp')).toEqual([{ label: 'HP', value: 20, owner: 'p2' }]);
    expect(tokens(ctx, 'p1-supply')).toEqual([['blue', 20], ['red', 20]]);
    expect(inZone(ctx, 'p1-supply').filter((o) => o.kind === 'coin' && o.coinKind === 'magic')).toHaveLength(10);
    expect(readGameMeta(ctx.doc)?.openingHand).toEqual({ slot: 'deck', count: 6 });
  });

  it('Multiverse: 15 assists in the deck, 7 fighters in the reserve, assist cost 5, five HP counters at 0, one die', () => {
    const ctx = laid('multiverse');
    expect(pileRefs(ctx, 'p1-deck').refs).toHaveLength(15);
    expect(pileRefs(ctx, 'p2-reserve').refs).toHaveLength(7);
    expect(counters(ctx, 'p1-cost')).toEqual([{ label: 'アシストコスト', value: 5, owner: 'p1' }]);
    for (const n of [1, 2, 3, 4, 5]) expect(counters(ctx, `p2-hp-${n}`)).toEqual([{ label: '体力', value: 0, owner: 'p2' }]);
    expect(inZone(ctx, 'p1-dice').map((o) => o.kind)).toEqual(['die']);
    // The side cards stay out of play: only the 7 fighters and 15 assists are on the table.
    expect(objects(ctx).filter((o) => o.kind === 'card' && o.owner === 'p1')).toHaveLength(22);
  });

  it('Chrono: a 30-card deck, the heroine alone face down in her slot, damage 0, 10 performance tokens, one mulligan', () => {
    const ctx = laid('chrono');
    expect(pileRefs(ctx, 'p1-deck').refs).toHaveLength(30);
    const heroine = inZone(ctx, 'p1-heroine');
    expect(heroine).toHaveLength(1);
    expect(heroine[0]).toMatchObject({ kind: 'card', faceUp: false, owner: 'p1', stack: null, ref: 'cc-demo:CC-001' });
    expect(counters(ctx, 'p2-damage')).toEqual([{ label: 'ダメージ', value: 0, owner: 'p2' }]);
    expect(tokens(ctx, 'p1-tokens')).toEqual([['yellow', 10]]);
    expect(readSeatSetup(ctx.doc, 'p2')).toMatchObject({ pendingHand: 5, mulligansLeft: 1, deckSize: 30 });
  });

  it('Falldown: a 40-card deck, life 30 and mana 0, the 22 system cards face up in the shared pool', () => {
    const ctx = laid('falldown');
    expect(pileRefs(ctx, 'p2-deck').refs).toHaveLength(40);
    expect(counters(ctx, 'p1-life')).toEqual([{ label: 'ライフ', value: 30, owner: 'p1' }]);
    expect(counters(ctx, 'p1-mana')).toEqual([{ label: 'マナ', value: 0, owner: 'p1' }]);
    const pool = inZone(ctx, 'pool');
    expect(pool).toHaveLength(22);
    expect(pool.every((o) => o.kind === 'card' && o.faceUp && o.ref.startsWith('fd-demo:FD-S'))).toBe(true);
    // Below the names of their zones, so that the names stay readable.
    const poolZone = zone(ctx, 'pool');
    for (const card of pool) expect(footprint(card).y).toBeGreaterThanOrEqual(poolZone.y + 24);
    for (const slot of ['life', 'mana']) {
      const [counter] = inZone(ctx, `p1-${slot}`);
      expect(footprint(counter!).y).toBeGreaterThanOrEqual(zone(ctx, `p1-${slot}`).y + 24);
    }
    // Two rows of 11, side by side: every system card can be read whole.
    for (const [i, a] of pool.entries()) {
      for (const b of pool.slice(i + 1)) expect(intersects(footprint(a), footprint(b)), `${a.id} × ${b.id}`).toBe(false);
    }
    expect(readGameMeta(ctx.doc)?.firstPlayer).toBeNull();
  });
});

describe('setupGame: a seat without a deck, and placeDeck', () => {
  const g = game('nofuture');
  const deck = g.demoDecks[0]!;

  it('gives a seat without a deck the mat and its pieces only; it brings its deck later', () => {
    const ctx = system();
    setupGame(ctx, { game: g, decks: { p1: deck }, seed: 1 });
    expect(pileRefs(ctx, 'p2-deck').refs).toEqual([]);
    expect(counters(ctx, 'p2-hp')).toEqual([{ label: 'HP', value: 20, owner: 'p2' }]);
    expect(readSeatSetup(ctx.doc, 'p2')).toBeNull();

    const joiner: TableContext = { doc: ctx.doc, actor: { seat: 'p2', origin: { seat: 'p2' } } };
    const record = placeDeck(joiner, { game: g, seat: 'p2', deck: g.demoDecks[1]! });
    expect(sorted(pileRefs(ctx, 'p2-deck').refs)).toEqual(sorted(expanded(g.demoDecks[1]!, 'main')));
    expect(pileRefs(ctx, 'p2-deck').owner).toBe('p2');
    expect(readSeatSetup(ctx.doc, 'p2')).toEqual(record);
    expect(record).toMatchObject({ setupId: readGameMeta(ctx.doc)?.setupId, pendingHand: 6, deckSize: 40 });
    // p1 is untouched.
    expect(pileRefs(ctx, 'p1-deck').refs).toHaveLength(40);
    expect(readLog(ctx.doc).entries.at(-1)).toMatchObject({ seat: 'p2', op: 'placeDeck', args: { seat: 'p2', count: 40 } });
  });

  it('replaces a deck already lying in the slot instead of adding a second one', () => {
    const ctx = system();
    setupGame(ctx, { game: g, decks: { p1: deck, p2: deck }, seed: 1 });
    placeDeck(ctx, { game: g, seat: 'p2', deck: g.demoDecks[1]! });
    expect(objects(ctx).filter((o) => o.kind === 'stack' && o.owner === 'p2')).toHaveLength(1);
    expect(objects(ctx).filter((o) => o.kind === 'card' && o.owner === 'p2')).toHaveLength(40);
  });

  it('refuses a deck for another game than the one set up', () => {
    const ctx = system();
    setupGame(ctx, { game: g, decks: {}, seed: 1 });
    const other = game('chrono');
    expect(() => placeDeck(ctx, { game: other, seat: 'p1', deck: other.demoDecks[0]! })).toThrow(GameSetupError);
  });
});

describe('setupGame: starting over', () => {
  it('clears the earlier table, and a new setup forgets the old seat records', () => {
    const ctx = system();
    const nf = game('nofuture');
    const first = setupGame(ctx, { game: nf, decks: twoDemoDecks(nf), seed: 1 });
    const fd = game('falldown');
    const second = setupGame(ctx, { game: fd, decks: { p1: fd.demoDecks[0]! }, seed: 2 });
    expect(second.setupId).not.toBe(first.setupId);
    expect(objects(ctx).some((o) => o.kind === 'zone' && o.id === 'p1-energy-unused')).toBe(false);
    expect(objects(ctx).filter((o) => o.kind === 'card' && o.owner === 'p1')).toHaveLength(40);
    expect(readSeatSetup(ctx.doc, 'p2')).toBeNull();
  });

  it('changes nothing when the plan names a slot the mat does not have', () => {
    const ctx = system();
    const nf = game('nofuture');
    setupGame(ctx, { game: nf, decks: twoDemoDecks(nf), seed: 1 });
    const before = readTable(ctx.doc).objects.size;
    const broken: GameTable = { ...nf, setup: { ...nf.setup, counters: [{ slot: 'nowhere', label: { ja: 'X', en: 'X' }, value: 1 }] } };
    expect(() => setupGame(ctx, { game: broken, decks: {}, seed: 1 })).toThrow(/no zone p1-nowhere/);
    expect(readTable(ctx.doc).objects.size).toBe(before);
    expect(readGameMeta(ctx.doc)?.id).toBe('nofuture');
  });

  it('records the first player and says so in the log', () => {
    const ctx = system();
    const cc = game('chrono');
    setupGame(ctx, { game: cc, decks: twoDemoDecks(cc), seed: 1 });
    recordFirstPlayer(ctx, 'p2', { how: 'die', p1: 3, p2: 5 });
    expect(readGameMeta(ctx.doc)?.firstPlayer).toBe('p2');
    expect(readLog(ctx.doc).entries.at(-1)).toMatchObject({ op: 'firstPlayer', args: { seat: 'p2', how: 'die', p1: 3, p2: 5 } });
  });
});
