// The queue between two seats holds intents, not commands: P2's browser runs a draw only when its
// own rules computation owes it (P1 entered P2's draw phase), from the phase change's own writer,
// once; a third peer's entry, a forged or repeated one of the other seat, and one of the seat for
// itself are never run without the player's explicit decision, and what runs is built here.
import * as Y from 'yjs';
import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_KEY } from '../../../../src/app/rulesAssist';
import { MatchDriver } from '../../../../src/app/match/driver';
import { rulesFor } from '../../../../src/rules';
import { newGame, twoSeats, type Browser, type TwoSeats } from './twoSeats';
import { advanceTo, nextPhase, nfState } from './nofuturePlay';

let table: TwoSeats | null = null;
afterEach(() => {
  table?.destroy();
  table = null;
});

const handOf = (b: Browser) => nfState(b).seats[b.seat].hand.length;
const deckOf = (b: Browser, seat: 'p1' | 'p2') => nfState(b).seats[seat].deck.count;
const rawEntries = (b: Browser) => b.session.doc.getArray<unknown>(PENDING_KEY).toArray() as Record<string, unknown>[];

/** A peer that knows the room writes into the queue straight, from its own doc (its own Yjs client). */
function thirdPeerPushes(into: Browser, entry: Record<string, unknown>): void {
  const third = new Y.Doc();
  Y.applyUpdate(third, Y.encodeStateAsUpdate(into.session.doc));
  third.getArray<unknown>(PENDING_KEY).push([entry]);
  Y.applyUpdate(into.session.doc, Y.encodeStateAsUpdate(third, Y.encodeStateVector(into.session.doc)), 'third-peer');
}

/** NoFuture to the start of turn 2 (P2's up phase), entered by P1's browser. */
async function toTurnTwo(): Promise<TwoSeats> {
  table = await twoSeats();
  await newGame(table, 'nofuture', 'p1');
  advanceTo(table, table.p1, 1, 'end', 'blue');
  nextPhase(table, table.p1, 'up');
  return table;
}

describe('intents between the seats', () => {
  it('an honest draw: P1 enters P2\'s draw phase, P2\'s browser confirms it with its own computation and draws once', async () => {
    const t = await toTurnTwo();
    const { p1, p2 } = t;
    nextPhase(t, p1, 'draw');
    const [entry] = p2.driver.snapshot().pending;
    expect(entry).toMatchObject({ seat: 'p2', by: 'p1', verdict: 'confirmed', confirmed: true });
    expect(entry!.actions).toEqual([expect.objectContaining({ type: 'draw', seat: 'p2', args: expect.objectContaining({ count: 1, seat: 'p2' }) })]);
    expect(p1.driver.snapshot().pending).toEqual([]);
    const hand = handOf(p2);
    p2.driver.applyPending(entry!.id);
    await t.settle();
    expect(handOf(p2)).toBe(hand + 1);
    expect(p2.driver.snapshot().pending).toEqual([]);
  });

  it('a third peer\'s copy of the draw entry is shown unconfirmed and never run; the honest one still is', async () => {
    const t = await toTurnTwo();
    const { p1, p2 } = t;
    nextPhase(t, p1, 'draw');
    const honest = rawEntries(p2).find((e) => e['seat'] === 'p2')!;
    thirdPeerPushes(p2, { ...honest, id: 'forged-1', asked: [{ ...(honest['asked'] as object[])[0], intent: { ...((honest['asked'] as { intent: object }[])[0]!.intent), count: 5 } }] });
    thirdPeerPushes(p2, { ...honest, id: 'forged-2' });
    const pending = p2.driver.snapshot().pending;
    expect(pending.map((p) => [p.id, p.verdict])).toEqual([[honest['id'], 'confirmed'], ['forged-1', 'otherWriter'], ['forged-2', 'otherWriter']]);
    const hand = handOf(p2);
    p2.driver.applyPending('forged-1');
    p2.driver.applyPending('forged-2');
    await t.settle();
    expect(handOf(p2)).toBe(hand);
    p2.driver.applyPending(String(honest['id']));
    await t.settle();
    expect(handOf(p2)).toBe(hand + 1);
  });

  it('the other seat\'s repeat of a draw already carried out is refused: the same phase\'s draw runs once', async () => {
    const t = await toTurnTwo();
    const { p1, p2 } = t;
    nextPhase(t, p1, 'draw');
    const honest = rawEntries(p1).find((e) => e['seat'] === 'p2')!;
    p2.driver.applyPending(String(honest['id']));
    await t.settle();
    const hand = handOf(p2);
    // P1's modified client writes the same entry again, from its own browser (the phase's writer).
    p1.session.doc.getArray<unknown>(PENDING_KEY).push([{ ...honest, id: 'again' }]);
    expect(p2.driver.snapshot().pending).toEqual([expect.objectContaining({ id: 'again', verdict: 'alreadyApplied', confirmed: false })]);
    p2.driver.applyPending('again');
    await t.settle();
    expect(handOf(p2)).toBe(hand);
  });

  it('a draw the rules do not owe (asked in P2\'s up phase) waits for the player\'s explicit decision, then draws from P2\'s own deck', async () => {
    const t = await toTurnTwo();
    const { p1, p2 } = t;
    const at = p1.session.doc.getArray<unknown>('rules').toArray().findLast((e) => (e as { kind?: string }).kind === 'phase') as { t: number; turn: number; phase: string };
    const deck = nfState(p2).seats.p2.deck.stack!;
    p1.session.doc.getArray<unknown>(PENDING_KEY).push([{
      id: 'greedy', m: rawMatch(p1), seat: 'p2', by: 'p1', label: { ja: 'ドロー', en: 'Draw' },
      at: { t: at.t, turn: at.turn, phase: at.phase },
      asked: [{ intent: { kind: 'draw', stack: deck, count: 3 }, reason: { ja: '3枚引く', en: 'draw 3' } }],
    }]);
    const [entry] = p2.driver.snapshot().pending;
    expect(entry).toMatchObject({ id: 'greedy', verdict: 'notOwed', confirmed: false });
    const hand = handOf(p2);
    p2.driver.applyPending('greedy');
    await t.settle();
    expect(handOf(p2)).toBe(hand);
    // The player reads the warning and decides to draw anyway: the command is built here, for P2's own deck.
    p2.driver.applyPending('greedy', true);
    await t.settle();
    expect(handOf(p2)).toBe(hand + 3);
    expect(p2.driver.snapshot().pending).toEqual([]);
  });

  it('an entry naming the other seat\'s deck builds nothing to run; an entry of a seat for itself is not shown', async () => {
    const t = await toTurnTwo();
    const { p1, p2 } = t;
    const p1Deck = nfState(p2).seats.p1.deck.stack!;
    const base = { m: rawMatch(p1), label: { ja: 'ドロー', en: 'Draw' }, at: null, asked: [{ intent: { kind: 'draw', stack: p1Deck, count: 2 }, reason: { ja: '2枚', en: 'draw 2' } }] };
    thirdPeerPushes(p2, { ...base, id: 'theirs', seat: 'p2', by: 'p1' });
    thirdPeerPushes(p2, { ...base, id: 'self', seat: 'p2', by: 'p2' });
    thirdPeerPushes(p2, { id: 'garbage', seat: 'p2', actions: [{ type: 'draw', args: { stack: p1Deck, count: 40 }, seat: 'p2' }] });
    expect(p2.driver.snapshot().pending.map((p) => [p.id, p.verdict])).toEqual([['theirs', 'unknownPhase']]);
    const before = { p1: deckOf(p2, 'p1'), p2: deckOf(p2, 'p2') };
    p2.driver.applyPending('theirs', true);
    p2.driver.applyPending('self', true);
    p2.driver.applyPending('garbage', true);
    await t.settle();
    expect({ p1: deckOf(p2, 'p1'), p2: deckOf(p2, 'p2') }).toEqual(before);
  });
});

describe('intents when the app knows who writes', () => {
  it('an entry written by a spectator\'s client is ignored, even in the right phase', async () => {
    const t = await toTurnTwo();
    const { p1, p2 } = t;
    nextPhase(t, p1, 'draw');
    const honest = rawEntries(p2).find((e) => e['seat'] === 'p2')!;
    // P2's browser maps Yjs clients to seats (from the seats and presence; signed writes would verify it).
    const seats = new Map([[p1.session.doc.clientID, 'p1' as const], [p2.session.doc.clientID, 'p2' as const]]);
    const driver = new MatchDriver(p2.session, {
      seat: () => 'p2', speaksFor: () => ['p2'], quiet: () => false,
      writerOf: (client) => seats.get(client) ?? 'spectator',
    });
    driver.setRules(rulesFor);
    try {
      thirdPeerPushes(p2, { ...honest, id: 'from-spectator' });
      expect(driver.snapshot().pending.map((p) => [p.id, p.verdict])).toEqual([[honest['id'], 'confirmed']]);
      const hand = handOf(p2);
      driver.applyPending('from-spectator', true);
      await t.settle();
      expect(handOf(p2)).toBe(hand);
    } finally {
      driver.destroy();
    }
  });
});

function rawMatch(b: Browser): string | null {
  const entry = b.session.doc.getArray<unknown>('rules').toArray().findLast((e) => typeof (e as { m?: unknown }).m === 'string') as { m: string } | undefined;
  return entry?.m ?? null;
}
