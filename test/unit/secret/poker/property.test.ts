// Random sequences of deck operations between two honest seats (fast-check): the holder never
// knows a card it has not drawn, been shown or turned up; the other seat never knows one of the
// holder's hidden cards; both docs agree; and the audit with both keys passes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCommand, type Seat } from '../../../../src/table';
import { cards, deckStack, jointTable, settle, type Browser } from './twoSeats';
import { runs, timeout } from '../../../propertyRuns';

type Op =
  | { kind: 'draw'; count: number }
  | { kind: 'look'; count: number }
  | { kind: 'search'; pick: number }
  | { kind: 'mill' }
  | { kind: 'putBack'; pick: number }
  | { kind: 'shuffle' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('draw' as const), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('look' as const), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('search' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('mill' as const) }),
  fc.record({ kind: fc.constant('putBack' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('shuffle' as const) }),
);

const hand = (x: Browser) => cards(x.doc).filter((c) => c.owner === 'p1' && c.stack === null && c.y > 1080);

async function play(a: Browser, b: Browser, step: Op): Promise<void> {
  const deck = a.joint.deckOfZone('p1-deck')!;
  if (deck.order.length === 0 && step.kind !== 'putBack') return;
  switch (step.kind) {
    case 'draw':
      runCommand(a.ctx, 'draw', { stack: deckStack(a.doc, 'p1').id, count: Math.min(step.count, deck.order.length) });
      break;
    case 'look':
      await a.joint.look('p1-deck', step.count, 5_000);
      break;
    case 'search': {
      const seen = await a.joint.search('p1-deck', 5_000);
      const wanted = seen[step.pick % seen.length]!;
      runCommand(a.ctx, 'move', { id: wanted.id, x: 300 + 40 * hand(a).length, y: 1180 });
      await settle(a, b);
      await a.joint.shuffle('p1-deck');
      break;
    }
    case 'mill': {
      const top = deck.order[0]!;
      runCommand(a.ctx, 'take', { stack: deckStack(a.doc, 'p1').id, x: 1540, y: 965 });
      runCommand(a.ctx, 'flip', { ids: [top] });
      break;
    }
    case 'putBack': {
      const mine = hand(a).filter((c) => c.sealed);
      if (mine.length === 0) return;
      const card = mine[step.pick % mine.length]!;
      runCommand(a.ctx, 'stackOnto', { ids: [card.id], target: deckStack(a.doc, 'p1').id });
      break;
    }
    case 'shuffle':
      await a.joint.shuffle('p1-deck');
      break;
  }
  await settle(a, b);
}

describe('joint decks under random play', () => {
  it('keep every hidden card hidden from whom it should be, and audit clean', async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 8 }), async (steps) => {
      const { a, b } = await jointTable(30);
      for (const step of steps) await play(a, b, step);
      const deck = a.joint.deckOfZone('p1-deck')!;
      // The holder knows no card still in the deck that the protocol has not shown it.
      for (const card of deck.order) if (!deck.shown.has(card)) expect(a.joint.refOf(card)).toBeUndefined();
      // The other seat knows none of the holder's hidden cards, in the hand or in the deck.
      for (const card of [...hand(a).filter((c) => !c.faceUp || c.sealed), ...deck.order.map((id) => ({ id }))]) {
        const onB = cards(b.doc).find((c) => c.id === card.id);
        expect(onB?.ref ?? '').toBe('');
        expect(b.joint.refOf(card.id)).toBeUndefined();
      }
      // Both docs hold one state, and nothing was flagged.
      expect(b.joint.deckOfZone('p1-deck')!.order).toEqual(deck.order);
      expect([...a.problems, ...b.problems]).toEqual([]);
      const keys: Partial<Record<Seat, CryptoKey>> = { p1: await a.keys.find('p1'), p2: await b.keys.find('p2') };
      for (const audit of await b.joint.audit(keys)) expect(audit.findings).toEqual([]);
    }), runs(6));
  }, timeout(300_000));
});
