// Mat definitions: the zones printed on a play mat, as data. Games supply their own mats; the
// generic two-seat mat below is the default table.
import * as Y from 'yjs';
import { z } from 'zod/mini';
import { metaOf, objectsOf, writeObject } from './doc';
import { META_KEYS } from './layout';
import { localizedSchema, seatSchema, snapRuleSchema, visibilitySchema, type Seat, type Zone } from './schema';

export const zoneDefinitionSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(48)),
  name: localizedSchema,
  x: z.number(),
  y: z.number(),
  w: z.number().check(z.positive()),
  h: z.number().check(z.positive()),
  owner: z.nullable(seatSchema),
  snap: snapRuleSchema,
  visibility: visibilitySchema,
});

export const matDefinitionSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(48)),
  name: localizedSchema,
  width: z.number().check(z.positive(), z.lte(20_000)),
  height: z.number().check(z.positive(), z.lte(20_000)),
  zones: z.array(zoneDefinitionSchema).check(z.maxLength(200)),
});

export type ZoneDefinition = z.infer<typeof zoneDefinitionSchema>;
export type MatDefinition = z.infer<typeof matDefinitionSchema>;

/** Mirrors a seat's zone through the mat's centre, for the seat across the table. */
export function mirrorZone(mat: { width: number; height: number }, zone: ZoneDefinition, owner: Seat, id: string): ZoneDefinition {
  return { ...zone, id, owner, x: mat.width - zone.x - zone.w, y: mat.height - zone.y - zone.h };
}

const W = 1700;
const H = 1300;
const p1Zones: ZoneDefinition[] = [
  { id: 'p1-play', name: { ja: '場', en: 'Play area' }, x: 80, y: 660, w: 1360, h: 400, owner: 'p1', snap: 'none', visibility: 'public' },
  { id: 'p1-deck', name: { ja: '山札', en: 'Deck' }, x: 1460, y: 660, w: 160, h: 200, owner: 'p1', snap: 'stack', visibility: 'hidden-order' },
  { id: 'p1-discard', name: { ja: '捨て札', en: 'Discard' }, x: 1460, y: 870, w: 160, h: 190, owner: 'p1', snap: 'stack', visibility: 'public' },
  { id: 'p1-hand', name: { ja: '手札', en: 'Hand' }, x: 80, y: 1080, w: 1540, h: 200, owner: 'p1', snap: 'row', visibility: 'owner' },
];

/** The default table: two seats facing each other, each with play area, deck, discard and hand. */
export const GENERIC_MAT: MatDefinition = {
  id: 'generic',
  name: { ja: '汎用マット(2人)', en: 'Generic two-seat mat' },
  width: W,
  height: H,
  zones: [...p1Zones, ...p1Zones.map((zone) => mirrorZone({ width: W, height: H }, zone, 'p2', zone.id.replace('p1', 'p2')))],
};

/** Replaces the zones on the table with the mat's zones. */
export function applyMat(doc: Y.Doc, mat: MatDefinition): void {
  const objects = objectsOf(doc);
  for (const [key, map] of objects.entries()) {
    if (map instanceof Y.Map && map.get('kind') === 'zone') objects.delete(key);
  }
  for (const def of mat.zones) {
    const zone: Zone = { ...def, kind: 'zone', z: 0 };
    writeObject(doc, zone);
  }
  metaOf(doc).set(META_KEYS.mat, { id: mat.id, width: mat.width, height: mat.height });
}

export const matInfoSchema = z.object({ id: z.string(), width: z.number().check(z.positive()), height: z.number().check(z.positive()) });
export type MatInfo = z.infer<typeof matInfoSchema>;

export function readMatInfo(doc: Y.Doc): MatInfo {
  const parsed = matInfoSchema.safeParse(metaOf(doc).get(META_KEYS.mat));
  return parsed.success ? parsed.data : { id: 'none', width: W, height: H };
}
