// Joint decks in a real game, in Node (the logic of test/e2e/jointDeck.test.ts): two TableSessions
// of one room, both seats held by different keys, a NoFuture game laid out. Each opening hand is
// drawn only once both seats have shuffled its deck; neither doc lets the other seat read a hand;
// a later draw is opened by the other seat's release for its holder alone. The deck protocol
// itself (search, mill, reload, cheats, audit) is tested in test/unit/secret/poker/.
import { afterEach, describe, expect, it } from 'vitest';
import { SEATS_MAP } from '../../../src/net/seats';
import { readTable, runCommand, type Card, type Seat } from '../../../src/table';
import { drawOpeningHand, startNewGame } from '../../../src/app/gameSetup';
import { gameOf, twoSeats, type Browser, type TwoSeats } from './match/twoSeats';

let table: TwoSeats | null = null;
afterEach(() => {
  table?.destroy();
  table = null;
});

const holder = (name: string, key: string) => ({ playerId: name, name, color: '#336699', key: key.repeat(43) });

/** Lets both browsers' keepers and joint decks work until `done` holds (each step yields to timers). */
async function until(t: TwoSeats, done: () => boolean, what: string, steps = 400): Promise<void> {
  for (let i = 0; i < steps && !done(); i++) {
    for (const b of t.both) await b.session.decks.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (!done()) throw new Error(`gave up waiting for ${what}`);
}

const handOf = (b: Browser, seat: Seat): Card[] => {
  const objects = [...readTable(b.session.doc).objects.values()];
  const hand = objects.find((o) => o.kind === 'zone' && o.id === `${seat}-hand`);
  if (hand?.kind !== 'zone') throw new Error(`no ${seat}-hand`);
  return objects.filter((o): o is Card => o.kind === 'card' && o.stack === null
    && o.x >= hand.x && o.x <= hand.x + hand.w && o.y >= hand.y && o.y <= hand.y + hand.h);
};
const identity = (b: Browser, card: Card) => b.session.keeper.identity(card) ?? null;
const logLines = (b: Browser) => b.session.log().map((e) => `${e.seat}:${e.op}`);

describe('joint decks in a NoFuture game between two seats', () => {
  it('opening hands wait for both seats\' shuffles; a draw is opened for its holder only', async () => {
    const failures: string[] = [];
    table = await twoSeats(failures);
    const t = table;
    const seats = t.p1.session.doc.getMap(SEATS_MAP);
    seats.set('p1', holder('akari', 'A'));
    seats.set('p2', holder('yuu', 'B'));

    const game = gameOf(t, 'nofuture');
    startNewGame(t.p1.session, game, { p1: game.demoDecks[0]!, p2: game.demoDecks[1] ?? game.demoDecks[0]! }, 'p1', { by: 'p1' });
    // The app's setup hook tries on every change; here each browser tries until its hand is drawn.
    await until(t, () => {
      for (const b of t.both) void drawOpeningHand(b.session, b.seat);
      return t.both.every((b) => handOf(b, b.seat).filter((c) => identity(b, c) !== null).length === 6);
    }, 'both opening hands, each read by its seat');

    for (const b of t.both) for (const seat of ['p1', 'p2'] as const) expect(b.session.decks.status(`${seat}-deck`)).toEqual({ scheme: 'joint', waiting: null });
    const log = logLines(t.p1);
    const setup = log.lastIndexOf('system:gameSetup');
    for (const seat of ['p1', 'p2']) {
      const opened = log.indexOf(`${seat}:jointOpen`, setup);
      expect(opened, `${seat} opened its deck jointly`).toBeGreaterThan(setup);
      expect(log.indexOf(`${seat}:draw`, setup), `${seat} drew after`).toBeGreaterThan(opened);
    }

    // Each seat reads its own hand; the other's doc holds no name of it and cannot open it.
    for (const [me, other] of [[t.p1, t.p2], [t.p2, t.p1]] as const) {
      const hand = handOf(me, me.seat);
      expect(hand.every((c) => /:/.test(identity(me, c) ?? ''))).toBe(true);
      expect(handOf(other, me.seat).map((c) => [c.ref, identity(other, c)])).toEqual(hand.map(() => ['', null]));
    }

    // A draw from P1's deck: P2's browser releases it, P1 reads it, P2 still cannot.
    const before = new Set(handOf(t.p1, 'p1').map((c) => c.id));
    const pile = t.p1.session.decks.topCards('p1-deck', 1)[0];
    const stack = (readTable(t.p1.session.doc).objects.get(pile!) as Card | undefined)?.stack;
    expect(runCommand(t.p1.session.context('p1'), 'draw', { stack, count: 1, seat: 'p1' })).toMatchObject({ ok: true });
    let drawn: Card | undefined;
    await until(t, () => {
      drawn = handOf(t.p1, 'p1').find((c) => !before.has(c.id));
      return !!drawn && identity(t.p1, drawn) !== null;
    }, 'P1 reading its drawn card');
    expect(identity(t.p2, handOf(t.p2, 'p1').find((c) => c.id === drawn!.id)!)).toBeNull();
    await until(t, () => t.p1.session.decks.status('p1-deck').waiting === null, 'P1\'s deck idle');
    for (const b of t.both) expect(b.session.joint.problems()).toEqual([]);
    expect(failures).toEqual([]);
  }, 90_000); // a hang-catcher: 9–23 s seen on 2 cores at load ~30
});
