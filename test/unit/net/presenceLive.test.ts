import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { decodeLive, encodeLive, PeerReader, type DragItem } from '../../../src/net/presenceLive';
import { PresencePublisher } from '../../../src/net/presencePublisher';
import { readTable } from '../../../src/table';
import { addCard, addZone, makeCtx } from '../table/helpers';
import { runs } from '../../propertyRuns';

const full = {
  user: { playerId: 'abc12345', name: 'あかり', color: '#4f8fd8', peerId: '2f0c6e1e-3c2b-4a8e-9a55-0e1e2a3b4c5d' },
  seat: 'p1', build: { protocol: 7, schema: 7, app: '0.1.0' }, cursor: { x: 10, y: 20 }, drag: null, selection: ['c1'], point: null,
};

const coordinate = fc.integer({ min: -100_000, max: 100_000 });
const item = fc.record({ id: fc.string({ minLength: 1, maxLength: 64 }), x: coordinate, y: coordinate });

describe('the live drag record', () => {
  it('round-trips: the ids once, then moves of the first item and the cursor', () => {
    fc.assert(fc.property(fc.nat({ max: 1_000_000 }), fc.array(item, { minLength: 1, maxLength: 100 }), fc.option(fc.record({ x: coordinate, y: coordinate })), (seq, items, cursor) => {
      const head = decodeLive(JSON.parse(JSON.stringify(encodeLive(seq, items, cursor, true))));
      expect(head).toEqual({ seq, at: { x: items[0]!.x, y: items[0]!.y }, cursor: cursor ?? { x: items[0]!.x, y: items[0]!.y }, items });
      const move = decodeLive(encodeLive(seq, items, cursor, false));
      expect(move?.items).toBeNull();
      expect(move?.cursor).toEqual(head?.cursor);
    }), runs(100));
  });

  it('refuses what is not exactly a live record, and never throws', () => {
    for (const junk of [
      null, 'd', { d: [] }, { d: [1, 2, 3, 4] }, { d: [1, 2, 3, 4, 5, 'id'] }, { d: [1, 2, 3, 4, 5, 'id', 1, 'x'] },
      { d: [1, 2.5, 3, 4, 5] }, { d: [-1, 2, 3, 4, 5] }, { d: [1, 2, 3, 4, 5], user: full.user }, { d: [1, 1e9, 3, 4, 5] },
      { d: [1, 2, 3, 4, 5, '', 0, 0] }, { d: [1, 2, 3, 4, 5, ...Array.from({ length: 101 }, (_, i) => [`c${i}`, 0, 0]).flat()] },
      full,
    ]) expect(decodeLive(junk)).toBeNull();
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(() => decodeLive(value)).not.toThrow();
      expect(() => new PeerReader().read(new Map([[1, full], [2, value]]), 0)).not.toThrow();
    }), runs(100));
  });
});

describe('reading peers that drag', () => {
  it('shows the ghost from a move of a few bytes, by the ids its drag sent first, with the name from the last full state', () => {
    const reader = new PeerReader();
    const items: DragItem[] = [{ id: 'c1', x: 100, y: 200 }, { id: 'c2', x: 130, y: 200 }];
    expect(reader.read(new Map([[1, full]]), 0)[0]?.drag).toBeNull();
    const head = reader.read(new Map([[1, encodeLive(3, items, { x: 110, y: 190 }, true)]]), 0)[0];
    expect(head).toMatchObject({ user: full.user, seat: 'p1', cursor: { x: 110, y: 190 }, drag: items });
    const moved = [{ id: 'c1', x: 150, y: 260 }, { id: 'c2', x: 180, y: 260 }];
    const move = reader.read(new Map([[1, encodeLive(3, moved, { x: 160, y: 250 }, false)]]), 0)[0];
    expect(move).toMatchObject({ user: full.user, cursor: { x: 160, y: 250 }, drag: moved, selection: ['c1'] });
    // A move of a drag whose ids never came (another seq) shows the cursor, no ghost.
    expect(reader.read(new Map([[1, encodeLive(4, moved, null, false)]]), 0)[0]?.drag).toBeNull();
    // The drag ends: the full state again.
    expect(reader.read(new Map([[1, full]]), 0)[0]).toMatchObject({ cursor: full.cursor, drag: null });
  });

  it('lists a peer first seen mid-drag once its drag ends; forgets peers that left', () => {
    const reader = new PeerReader();
    const live = encodeLive(1, [{ id: 'c1', x: 1, y: 2 }], null, true);
    expect(reader.read(new Map([[1, live]]), 0)).toEqual([]);
    expect(reader.read(new Map([[1, full]]), 0)).toHaveLength(1);
    reader.read(new Map(), 0);
    expect(reader.read(new Map([[1, live]]), 0)).toEqual([]);
  });

  it('never draws a ghost over this seat\'s hidden card, even if a modified client sends its id', () => {
    const ctx = makeCtx('p1');
    addZone(ctx, { x: 0, y: 1000, w: 800, h: 200, snap: 'row', owner: 'p1', visibility: 'owner' });
    const hand = addCard(ctx, { x: 100, y: 1100, faceUp: true });
    const open = addCard(ctx, { x: 500, y: 400, faceUp: true });
    const objects = readTable(ctx.doc).objects;
    const reader = new PeerReader();
    reader.read(new Map([[1, full]]), 0, objects);
    const peers = reader.read(new Map([[1, encodeLive(1, [{ id: hand, x: 0, y: 0 }, { id: open, x: 5, y: 5 }], null, true)]]), 0, objects);
    expect(peers[0]?.drag).toEqual([{ id: open, x: 5, y: 5 }]);
  });
});

describe('what the dragging peer sends', () => {
  it('sends no selection and no name while dragging, the ids once, and at most 100 bytes a move', () => {
    const ctx = makeCtx('p1');
    const ids = [addCard(ctx, { x: 500, y: 400, faceUp: true }), addCard(ctx, { x: 530, y: 400, faceUp: true })];
    const objects = () => readTable(ctx.doc).objects;
    const awareness = new Awareness(new Y.Doc());
    awareness.setLocalState({ ...full, selection: ids });
    let clock = 0;
    const publisher = new PresencePublisher(awareness, objects, () => (clock += 1000));
    const sent: string[] = [];
    const sizes: number[] = [];
    for (let i = 0; i <= 40; i++) {
      publisher.setCursor({ x: 505.3 + i * 4, y: 401 - i * 2 });
      publisher.setDrag(ids.map((id, k) => ({ id, x: 500 + k * 30 + i * 4.2, y: 400 - i * 2 })));
      sent.push(JSON.stringify(awareness.getLocalState()));
      sizes.push(encodeAwarenessUpdate(awareness, [awareness.clientID]).length);
    }
    expect(sent.filter((s) => s.includes(ids[0]!))).toHaveLength(1);
    for (const state of sent) expect(state).not.toMatch(/selection|あかり|peerId/);
    expect(Math.max(...sizes.slice(1))).toBeLessThanOrEqual(40);
    expect(sizes[0]).toBeLessThanOrEqual(100);
    // The reader on the other side sees the whole ghost at the last spot.
    publisher.setDrag(null);
    expect(awareness.getLocalState()).toMatchObject({ user: full.user, selection: ids, drag: null, cursor: { x: 665, y: 321 } });
    awareness.destroy();
  });

  it('holds a field set while dragging (a seat, a point) until the drag ends', () => {
    const ctx = makeCtx('p1');
    const id = addCard(ctx, { x: 500, y: 400, faceUp: true });
    const awareness = new Awareness(new Y.Doc());
    awareness.setLocalState(full);
    let clock = 0;
    const publisher = new PresencePublisher(awareness, () => readTable(ctx.doc).objects, () => (clock += 1000));
    publisher.setDrag([{ id, x: 1, y: 2 }]);
    publisher.setLocalStateField('seat', 'p2');
    expect(decodeLive(awareness.getLocalState())).not.toBeNull();
    publisher.setDrag(null);
    expect(awareness.getLocalState()?.['seat']).toBe('p2');
    awareness.destroy();
  });
});
