import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  applyMat, GENERIC_MAT, matDefinitionSchema, mirrorZone, readMatInfo, readTable, type MatDefinition,
} from '../../../src/table';
import { addCard, allOfKind, makeCtx } from './helpers';

describe('GENERIC_MAT', () => {
  it('is a valid mat definition with four zones per seat and unique ids', () => {
    expect(matDefinitionSchema.safeParse(GENERIC_MAT).success).toBe(true);
    const ids = GENERIC_MAT.zones.map((z) => z.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(GENERIC_MAT.zones.filter((z) => z.owner === 'p1')).toHaveLength(4);
    expect(GENERIC_MAT.zones.filter((z) => z.owner === 'p2')).toHaveLength(4);
  });

  it("mirrors every p1 zone through the mat's centre for p2", () => {
    for (const p1 of GENERIC_MAT.zones.filter((z) => z.owner === 'p1')) {
      const p2 = GENERIC_MAT.zones.find((z) => z.id === p1.id.replace('p1', 'p2'));
      expect(p2).toBeDefined();
      expect(p2).toMatchObject({ owner: 'p2', w: p1.w, h: p1.h, snap: p1.snap, visibility: p1.visibility, name: p1.name });
      // centres are symmetric about the mat centre
      expect(p1.x + p1.w / 2 + (p2!.x + p2!.w / 2)).toBe(GENERIC_MAT.width);
      expect(p1.y + p1.h / 2 + (p2!.y + p2!.h / 2)).toBe(GENERIC_MAT.height);
    }
  });

  it('keeps every zone inside the mat', () => {
    for (const z of GENERIC_MAT.zones) {
      expect(z.x).toBeGreaterThanOrEqual(0);
      expect(z.y).toBeGreaterThanOrEqual(0);
      expect(z.x + z.w).toBeLessThanOrEqual(GENERIC_MAT.width);
      expect(z.y + z.h).toBeLessThanOrEqual(GENERIC_MAT.height);
    }
  });

  it('mirrorZone is an involution', () => {
    const zone = GENERIC_MAT.zones[0]!;
    const back = mirrorZone(GENERIC_MAT, mirrorZone(GENERIC_MAT, zone, 'p2', 'x'), 'p1', zone.id);
    expect(back).toEqual(zone);
  });
});

describe('applyMat', () => {
  it("writes the mat's zones and its info, replacing earlier zones but nothing else", () => {
    const ctx = makeCtx();
    const card = addCard(ctx);
    applyMat(ctx.doc, GENERIC_MAT);
    expect(allOfKind(ctx.doc, 'zone')).toHaveLength(8);
    expect(readMatInfo(ctx.doc)).toEqual({ id: 'generic', width: 1700, height: 1300 });
    const small: MatDefinition = {
      id: 'small', name: { ja: '小', en: 'Small' }, width: 500, height: 400,
      zones: [{ id: 'only', name: { ja: '', en: '' }, x: 0, y: 0, w: 100, h: 100, owner: null, snap: 'center', visibility: 'public' }],
    };
    applyMat(ctx.doc, small);
    expect(allOfKind(ctx.doc, 'zone').map((z) => z.id)).toEqual(['only']);
    expect(readTable(ctx.doc).objects.has(card)).toBe(true);
    expect(readMatInfo(ctx.doc)).toEqual({ id: 'small', width: 500, height: 400 });
    expect(readTable(ctx.doc).invalid).toEqual([]);
  });

  it('readMatInfo falls back when the doc holds no (or a bad) mat', () => {
    const doc = new Y.Doc();
    expect(readMatInfo(doc).id).toBe('none');
    doc.getMap('meta').set('mat', { id: 3 });
    expect(readMatInfo(doc).id).toBe('none');
  });
});
