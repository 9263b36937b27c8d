// The Falldown mat: per seat a field for units, deck, graveyard, life and mana counters, a hand and
// a planning row for the cards laid face down in the planning step (rule text 7-2); the shared
// system-card pool lies across the middle (rule text 3).
import { mirrorZone, type MatDefinition } from '../../table';

type ZoneDefinition = MatDefinition['zones'][number];

const WIDTH = 1900;
// The middle holds the 22 system cards in two rows under the pool's name, without overlap.
const HEIGHT = 1790;

/** Zone ids without the seat prefix, as the setup plan names them. */
export const SLOTS = { field: 'field', deck: 'deck', graveyard: 'graveyard', life: 'life', mana: 'mana', hand: 'hand', plan: 'plan' } as const;
export const POOL_ZONE = 'pool';

type NearZone = Omit<ZoneDefinition, 'id' | 'owner'> & { slot: string };

/** The near seat (p1), bottom half; the far seat is its mirror image. */
const nearSeat: NearZone[] = [
  { slot: SLOTS.field, name: { ja: '場', en: 'Field' }, x: 20, y: 1110, w: 1480, h: 440, snap: 'none', visibility: 'public' },
  { slot: SLOTS.deck, name: { ja: 'デッキ', en: 'Deck' }, x: 1520, y: 1110, w: 140, h: 190, snap: 'stack', visibility: 'hidden-order' },
  { slot: SLOTS.graveyard, name: { ja: '墓地', en: 'Graveyard' }, x: 1520, y: 1320, w: 140, h: 190, snap: 'stack', visibility: 'public' },
  { slot: SLOTS.life, name: { ja: 'ライフ', en: 'Life' }, x: 1680, y: 1110, w: 160, h: 80, snap: 'center', visibility: 'public' },
  { slot: SLOTS.mana, name: { ja: 'マナ', en: 'Mana' }, x: 1680, y: 1210, w: 160, h: 80, snap: 'center', visibility: 'public' },
  { slot: SLOTS.hand, name: { ja: '手札', en: 'Hand' }, x: 20, y: 1570, w: 1220, h: 200, snap: 'row', visibility: 'owner' },
  { slot: SLOTS.plan, name: { ja: '伏せ(プランニング)', en: 'Planning (face down)' }, x: 1260, y: 1570, w: 580, h: 200, snap: 'row', visibility: 'owner' },
];

const p1Zones: ZoneDefinition[] = nearSeat.map(({ slot, ...zone }) => ({ ...zone, id: `p1-${slot}`, owner: 'p1' }));
const p2Zones = p1Zones.map((zone) => mirrorZone({ width: WIDTH, height: HEIGHT }, zone, 'p2', zone.id.replace(/^p1-/, 'p2-')));

const POOL_W = 1740;
const POOL_H = 390;
/**
 * One shared pool, centred on the mat so that it is its own mirror image. Cards stay where they
 * are put in it: the pool is laid out in two rows, which a row zone would fold into one.
 */
const pool: ZoneDefinition = {
  id: POOL_ZONE,
  name: { ja: 'システムカード共通プール', en: 'Shared system-card pool' },
  x: (WIDTH - POOL_W) / 2,
  y: (HEIGHT - POOL_H) / 2,
  w: POOL_W,
  h: POOL_H,
  owner: null,
  snap: 'none',
  visibility: 'public',
};

export const falldownMat: MatDefinition = {
  id: 'falldown',
  name: { ja: 'フォールダウン マット', en: 'Falldown mat' },
  width: WIDTH,
  height: HEIGHT,
  zones: [...p1Zones, pool, ...p2Zones],
};
