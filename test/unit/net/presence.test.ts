import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { isHidden, publishable, readPeers } from '../../../src/net/presence';
import { PresencePublisher } from '../../../src/net/presencePublisher';
import { decodeLive } from '../../../src/net/presenceLive';
import { move, readTable, type TableObject } from '../../../src/table';
import { addCard, addZone, makeCtx } from '../table/helpers';

const good = {
  user: { playerId: 'abc12345', name: 'あかり', color: '#4f8fd8', peerId: 'peer-1' },
  seat: 'p1', cursor: { x: 10, y: 20 }, drag: null, selection: [],
};

/**
 * A table with p1's hand (an owner-only zone) and deck (hidden order), a card in each, a sealed
 * card face down in the open and two public cards.
 */
function table() {
  const ctx = makeCtx('p1');
  addZone(ctx, { x: 0, y: 1000, w: 800, h: 200, snap: 'row', owner: 'p1', visibility: 'owner' });
  addZone(ctx, { x: 900, y: 1000, w: 200, h: 200, snap: 'none', owner: 'p1', visibility: 'hidden-order' });
  const hand = addCard(ctx, { x: 100, y: 1100, faceUp: true });
  const inDeck = addCard(ctx, { x: 1000, y: 1100, faceUp: false });
  const sealed = addCard(ctx, { x: 300, y: 300, ref: '', sealed: { seat: 'p2', iv: 'i'.repeat(16), ct: 'c'.repeat(40) } });
  const open = addCard(ctx, { x: 500, y: 400, faceUp: true });
  const down = addCard(ctx, { x: 600, y: 400, faceUp: false });
  const objects = () => readTable(ctx.doc).objects;
  return { ctx, hand, inDeck, sealed, open, down, objects };
}

describe('presence: reading peers', () => {
  it('keeps valid peers, drops our own state and malformed ones', () => {
    const states = new Map<number, unknown>([
      [1, good],
      [2, { ...good, seat: 'p7' }],
      [3, 'not an object'],
      [4, { ...good, drag: [{ id: 'c1', x: 1, y: Number.NaN }] }],
      [5, { ...good, user: { ...good.user, color: 'red' } }],
      [6, { ...good, selection: [''] }],
      [9, good],
    ]);
    expect(readPeers(states, 9).map((p) => p.clientId)).toEqual([1]);
  });

  it('reads the announced build; none or a garbled one is null, and the peer stays', () => {
    const build = { protocol: 2, schema: 2, app: '0.1.0' };
    const states = new Map<number, unknown>([
      [1, { ...good, build }],
      [2, good],
      [3, { ...good, build: { protocol: 'two' } }],
    ]);
    expect(readPeers(states, 0).map((p) => p.build)).toEqual([build, null, null]);
  });

  it("drops a peer's marks and ghosts on this seat's hidden cards", () => {
    const t = table();
    const states = new Map<number, unknown>([[1, {
      ...good,
      selection: [t.hand, t.open, t.inDeck, t.sealed, 'unknown-id'],
      drag: [{ id: t.hand, x: 1, y: 2 }, { id: t.inDeck, x: 1, y: 2 }],
    }], [2, { ...good, drag: [{ id: t.hand, x: 1, y: 2 }, { id: t.down, x: 3, y: 4 }] }]]);
    const [one, two] = readPeers(states, 0, t.objects());
    expect(one!.selection).toEqual([t.open, t.sealed, 'unknown-id']);
    expect(one!.drag).toBeNull();
    expect(two!.drag).toEqual([{ id: t.down, x: 3, y: 4 }]);
  });
});

describe('presence: what this browser publishes', () => {
  it('hides hand and deck cards, not cards in the open (face up, face down, or sealed face down)', () => {
    const t = table();
    const objects = t.objects();
    const hidden = (id: string) => isHidden(objects.get(id) as TableObject, objects);
    expect([t.hand, t.inDeck, t.sealed, t.open, t.down].map(hidden)).toEqual([true, true, false, false, false]);
    expect(publishable([t.open, t.down, t.sealed, 'gone'], objects)).toEqual([t.open, t.down, t.sealed]);
    expect(publishable([t.open, t.hand], objects)).toEqual([]);
    expect(publishable([t.inDeck], objects)).toEqual([]);
  });

  it('a selection that includes a hand card publishes none of its ids', () => {
    const t = table();
    const awareness = new Awareness(new Y.Doc());
    awareness.setLocalState({ ...good, selection: [] });
    let clock = 0;
    const publisher = new PresencePublisher(awareness, t.objects, () => (clock += 1000));
    publisher.setSelection([t.open]);
    expect(awareness.getLocalState()?.['selection']).toEqual([t.open]);
    publisher.setSelection([t.open, t.hand]);
    expect(awareness.getLocalState()?.['selection']).toEqual([]);
    publisher.setDrag([{ id: t.hand, x: 5, y: 5 }, { id: t.open, x: 6, y: 6 }]);
    expect(awareness.getLocalState()?.['drag']).toBeNull();
    publisher.setDrag([{ id: t.open, x: 6.4, y: 6 }]);
    expect(decodeLive(awareness.getLocalState())?.items).toEqual([{ id: t.open, x: 6, y: 6 }]);
    expect(JSON.stringify(awareness.getLocalState())).not.toContain(t.hand);
    awareness.destroy();
  });

  it('withdraws a published selection when its card goes into the hand, and while choosing in secret', () => {
    const t = table();
    const awareness = new Awareness(new Y.Doc());
    let clock = 0;
    const publisher = new PresencePublisher(awareness, t.objects, () => (clock += 1000));
    publisher.setSelection([t.open]);
    expect(awareness.getLocalState()?.['selection']).toEqual([t.open]);
    move(t.ctx, { id: t.open, x: 400, y: 1100 });
    publisher.recheck();
    expect(awareness.getLocalState()?.['selection']).toEqual([]);
    publisher.setSelection([t.down]);
    publisher.setSecret(true);
    expect(awareness.getLocalState()?.['selection']).toEqual([]);
    publisher.setSecret(false);
    expect(awareness.getLocalState()?.['selection']).toEqual([t.down]);
    awareness.destroy();
  });
});
