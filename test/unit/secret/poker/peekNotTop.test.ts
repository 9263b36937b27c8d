// Issue 28, attack 5.5: a logged "look at the top 3" shows those cards to their holder; it does not
// make them the top. Taking the third one afterwards is a draw from below: the other seat releases
// nothing for it, and the audit names the draw.
import { describe, expect, it } from 'vitest';
import { runCommand, type Seat } from '../../../../src/table';
import { cards, jointTable, settle } from './twoSeats';

describe('a peek is "seen", not "top" (issue 28, 5.5)', () => {
  it('after looking at the top 3, taking the 3rd card is refused a release and named by the audit', async () => {
    const { a, b } = await jointTable();
    const seen = await a.joint.look('p1-deck', 3, 5_000);
    const third = seen[2]!.id;
    expect(a.joint.deckOfZone('p1-deck')!.order.indexOf(third)).toBe(2);
    // A's modified client takes the third card into its hand as if it were a draw.
    expect(runCommand(a.ctx, 'move', { id: third, x: 400, y: 1180 })).toMatchObject({ ok: true });
    await settle(a, b);
    expect(b.problems).toContainEqual(expect.objectContaining({ code: 'notTop', card: third }));
    expect(b.joint.deckOfZone('p1-deck')!.outs.at(-1)).toMatchObject({ card: third, fromTop: false });
    // The card it saw is still the one it saw; nothing new was released for it.
    expect(cards(b.doc).find((c) => c.id === third)?.ref).toBe('');
    const keys: Partial<Record<Seat, CryptoKey>> = { p1: await a.keys.find('p1'), p2: await b.keys.find('p2') };
    const audit = (await b.joint.audit(keys)).find((d) => d.holder === 'p1')!;
    expect(audit.ok).toBe(false);
    expect(audit.findings).toContainEqual({ code: 'notTop', seat: 'p1', draw: 1, card: third });
  });

  it('after a search, a card taken from anywhere is still fine', async () => {
    const { a, b } = await jointTable();
    const seen = await a.joint.search('p1-deck', 5_000);
    expect(runCommand(a.ctx, 'move', { id: seen[4]!.id, x: 400, y: 1180 })).toMatchObject({ ok: true });
    await settle(a, b);
    expect(b.problems).toEqual([]);
    expect(b.joint.deckOfZone('p1-deck')!.outs.at(-1)).toMatchObject({ card: seen[4]!.id, fromTop: true });
  });
});
