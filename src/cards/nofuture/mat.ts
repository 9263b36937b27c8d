// NoFuture's play sheet (rule text 2.2 プレイシート) for two seats: deck, discard pile, unused and
// used energy, base area and four battle areas, each with a front (前列) and a back (後列) slot.
// The front row faces the centre line, where the opponent's battle areas are. Hand, HP counter and
// token supply sit along the seat's edge.
import { mirrorZone, type MatDefinition } from '../../table';
import { BATTLE_AREA_COUNT } from './rules';

type ZoneDefinition = MatDefinition['zones'][number];

const WIDTH = 1800;
const HEIGHT = 1760;
const MIDDLE = HEIGHT / 2;
const MARGIN = 20;
const SLOT_W = 140;
const SLOT_H = 190;

const SIDE_LEFT = MARGIN;
const SIDE_RIGHT = WIDTH - MARGIN - SLOT_W;
const CENTRE_LEFT = SIDE_LEFT + SLOT_W + MARGIN;
const CENTRE_WIDTH = SIDE_RIGHT - MARGIN - CENTRE_LEFT;

const FRONT_Y = MIDDLE + MARGIN;
const BACK_Y = FRONT_Y + SLOT_H + 10;
const BASE_Y = BACK_Y + SLOT_H + MARGIN;
const BASE_H = 200;
const HAND_Y = BASE_Y + BASE_H + MARGIN;
const HAND_H = HEIGHT - MARGIN - HAND_Y;

export const BATTLE_AREAS = Array.from({ length: BATTLE_AREA_COUNT }, (_, index) => index + 1);

/** Zone slot of a battle area's row, e.g. "battle2-front". */
export function battleSlot(area: number, row: 'front' | 'back'): string {
  return `battle${area}-${row}`;
}

/**
 * The far seat's mat is the near seat's turned half round, so the area a seat calls 1 (its
 * leftmost) faces the one the other seat calls 4.
 */
export function facingBattleArea(area: number): number {
  return BATTLE_AREA_COUNT + 1 - area;
}

function slot(
  id: string, ja: string, en: string, rect: { x: number; y: number; w: number; h: number },
  snap: ZoneDefinition['snap'], visibility: ZoneDefinition['visibility'] = 'public',
): ZoneDefinition {
  return { id: `p1-${id}`, name: { ja, en }, ...rect, owner: 'p1', snap, visibility };
}

function battleZones(): ZoneDefinition[] {
  const areaWidth = CENTRE_WIDTH / BATTLE_AREA_COUNT;
  return BATTLE_AREAS.flatMap((area) => {
    const x = CENTRE_LEFT + areaWidth * (area - 1) + (areaWidth - SLOT_W) / 2;
    return [
      slot(battleSlot(area, 'front'), `戦闘エリア${area} 前列`, `Battle area ${area} front`, { x, y: FRONT_Y, w: SLOT_W, h: SLOT_H }, 'center'),
      slot(battleSlot(area, 'back'), `戦闘エリア${area} 後列`, `Battle area ${area} back`, { x, y: BACK_Y, w: SLOT_W, h: SLOT_H }, 'center'),
    ];
  });
}

/** The near seat's zones (p1, bottom half). */
const nearSeat: ZoneDefinition[] = [
  slot('deck', '山札', 'Deck', { x: SIDE_LEFT, y: FRONT_Y, w: SLOT_W, h: SLOT_H }, 'stack', 'hidden-order'),
  slot('discard', '捨て山', 'Discard pile', { x: SIDE_LEFT, y: BACK_Y, w: SLOT_W, h: SLOT_H }, 'stack'),
  ...battleZones(),
  slot('energy-unused', '使用前エナジー', 'Unused energy', { x: SIDE_RIGHT, y: FRONT_Y, w: SLOT_W, h: SLOT_H }, 'none'),
  slot('energy-used', '使用後エナジー', 'Used energy', { x: SIDE_RIGHT, y: BACK_Y, w: SLOT_W, h: SLOT_H }, 'none'),
  slot('base', '拠点エリア', 'Base', { x: SIDE_LEFT, y: BASE_Y, w: WIDTH - 2 * MARGIN, h: BASE_H }, 'none'),
  slot('hp', 'HP', 'HP', { x: SIDE_LEFT, y: HAND_Y, w: SLOT_W, h: HAND_H }, 'center'),
  slot('hand', '手札', 'Hand', { x: CENTRE_LEFT, y: HAND_Y, w: CENTRE_WIDTH, h: HAND_H }, 'row', 'owner'),
  // Short names: a zone's name is printed across its top and must not run into the hand beside it.
  slot('supply', 'トークン/コイン', 'Tokens/coins', { x: SIDE_RIGHT, y: HAND_Y, w: SLOT_W, h: HAND_H }, 'none'),
];

const size = { width: WIDTH, height: HEIGHT };

export const nofutureMat: MatDefinition = {
  id: 'nofuture',
  name: { ja: 'NoFuture プレイシート(2人)', en: 'NoFuture play sheets (two seats)' },
  ...size,
  zones: [...nearSeat, ...nearSeat.map((zone) => mirrorZone(size, zone, 'p2', zone.id.replace(/^p1-/, 'p2-')))],
};
