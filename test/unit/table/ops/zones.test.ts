import { describe, expect, it } from 'vitest';
import { handZoneOf, readTable, zoneAt, type TableObject, type Zone } from '../../../../src/table';
import { looseCardsIn, zoneCenter } from '../../../../src/table/ops/zones';
import { addCard, addZone, makeCtx } from '../helpers';

function zone(fields: Partial<Zone> & Pick<Zone, 'id' | 'x' | 'y' | 'w' | 'h'>): Zone {
  return { kind: 'zone', z: 0, name: { ja: '', en: '' }, owner: null, snap: 'none', visibility: 'public', ...fields };
}

describe('zones', () => {
  it('finds the zone under a point; the smaller of nested zones wins, a higher z wins over size', () => {
    const big = zone({ id: 'big', x: 0, y: 0, w: 1000, h: 1000 });
    const small = zone({ id: 'small', x: 100, y: 100, w: 100, h: 100 });
    const raised = zone({ id: 'raised', x: 500, y: 500, w: 400, h: 400, z: 1 });
    const objects: TableObject[] = [big, small, raised];
    expect(zoneAt(objects, 150, 150)?.id).toBe('small');
    expect(zoneAt(objects, 50, 50)?.id).toBe('big');
    expect(zoneAt(objects, 600, 600)?.id).toBe('raised');
    expect(zoneAt(objects, 2000, 50)).toBeUndefined();
    // edges belong to the zone
    expect(zoneAt(objects, 900, 900)?.id).toBe('raised');
    expect(zoneAt(objects, 1000, 1000)?.id).toBe('big');
    expect(zoneAt(objects, 0, 0)?.id).toBe('big');
  });

  it('gives the centre of a zone and the hand (row) zone of a seat', () => {
    const hand = zone({ id: 'h', x: 0, y: 0, w: 100, h: 50, owner: 'p2', snap: 'row' });
    expect(zoneCenter(hand)).toEqual({ x: 50, y: 25 });
    expect(handZoneOf([hand], 'p2')?.id).toBe('h');
    expect(handZoneOf([hand], 'p1')).toBeUndefined();
  });

  it('lists loose, unattached cards whose centre lies in a zone, left to right', () => {
    const ctx = makeCtx();
    const z = addZone(ctx, { id: 'row', x: 0, y: 0, w: 500, h: 200, snap: 'row' });
    const right = addCard(ctx, { x: 400, y: 100 });
    const left = addCard(ctx, { x: 10, y: 100 });
    addCard(ctx, { x: 900, y: 100 });
    addCard(ctx, { x: 200, y: 100, attachedTo: right });
    const snapshot = [...readTable(ctx.doc).objects.values()];
    const rowZone = snapshot.find((o) => o.id === z) as Zone;
    expect(looseCardsIn(snapshot, rowZone).map((c) => c.id)).toEqual([left, right]);
    expect(looseCardsIn(snapshot, rowZone, left).map((c) => c.id)).toEqual([right]);
  });
});
