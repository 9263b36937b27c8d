// The Multiverse Fighters mat, laid out after the rule text's 図解 (near seat, bottom half):
//
//   待機 場 場 場 場 場 サイコロ     reserve, five field slots, die
//        HP HP HP HP HP             an HP counter under each field slot
//        控 済 援 コ 山             waiting room, used, assist area, cost area, deck
//        手札                        hand along the seat's edge
//
// Five field slots: fighters are chosen to a total cost of 5 and cost at least 1 each. The far
// seat is the near seat turned half round (mirrorZone), so its row reads 山 コ 援 済 控 as drawn.
import { mirrorZone, type MatDefinition } from '../../table';

type ZoneDefinition = MatDefinition['zones'][number];

const WIDTH = 1800;
const HEIGHT = 1460;
/** How many fighters can stand on the field at once. */
export const FIELD_SLOTS = 5;

const SLOT_W = 140;
const SLOT_H = 190;
const COLUMN_STEP = 170;
const FIRST_COLUMN_X = 580;
const FIELD_Y = 760;
const HP_Y = 960;
const HP_H = 56;
const ROW_Y = 1030;

type Slot = Pick<ZoneDefinition, 'x' | 'y' | 'w' | 'h' | 'snap' | 'visibility'> & { slot: string; ja: string; en: string };

const columnX = (column: number): number => FIRST_COLUMN_X + column * COLUMN_STEP;
const fieldNumbers = Array.from({ length: FIELD_SLOTS }, (_, i) => i + 1);

const nearSlots: Slot[] = [
  { slot: 'reserve', ja: '待機ファイター(非公開)', en: 'Reserve fighters (hidden)', x: 40, y: FIELD_Y, w: 500, h: SLOT_H, snap: 'row', visibility: 'owner' },
  ...fieldNumbers.map((n): Slot => ({
    slot: `field-${n}`, ja: `フィールド${n}`, en: `Field ${n}`, x: columnX(n - 1), y: FIELD_Y, w: SLOT_W, h: SLOT_H, snap: 'center', visibility: 'public',
  })),
  ...fieldNumbers.map((n): Slot => ({
    slot: `hp-${n}`, ja: `体力${n}`, en: `HP ${n}`, x: columnX(n - 1), y: HP_Y, w: SLOT_W, h: HP_H, snap: 'center', visibility: 'public',
  })),
  { slot: 'waiting', ja: '控え室', en: 'Waiting room', x: columnX(0), y: ROW_Y, w: SLOT_W, h: SLOT_H, snap: 'stack', visibility: 'public' },
  { slot: 'used', ja: '使用済', en: 'Used', x: columnX(1), y: ROW_Y, w: SLOT_W, h: SLOT_H, snap: 'stack', visibility: 'public' },
  { slot: 'assist', ja: 'アシストエリア', en: 'Assist area', x: columnX(2), y: ROW_Y, w: SLOT_W, h: SLOT_H, snap: 'stack', visibility: 'public' },
  // The cost area holds the assist-cost counter (the rule text's five coloured stones); its name
  // is short enough not to run into the assist area beside it.
  { slot: 'cost', ja: 'コストエリア', en: 'Cost area', x: columnX(3), y: ROW_Y, w: SLOT_W, h: SLOT_H, snap: 'center', visibility: 'public' },
  { slot: 'deck', ja: 'アシストデッキ', en: 'Assist deck', x: columnX(4), y: ROW_Y, w: SLOT_W, h: SLOT_H, snap: 'stack', visibility: 'hidden-order' },
  { slot: 'dice', ja: 'サイコロ', en: 'Die', x: 1440, y: FIELD_Y, w: 160, h: 120, snap: 'center', visibility: 'public' },
  { slot: 'hand', ja: '手札', en: 'Hand', x: 350, y: 1250, w: 1100, h: SLOT_H, snap: 'row', visibility: 'owner' },
];

const nearZones: ZoneDefinition[] = nearSlots.map(({ slot, ja, en, ...rect }) => ({ id: `p1-${slot}`, name: { ja, en }, owner: 'p1', ...rect }));
const size = { width: WIDTH, height: HEIGHT };

/** Slot names (zone ids without the seat prefix) every seat has. */
export const SEAT_SLOTS: readonly string[] = nearSlots.map((s) => s.slot);

export const mat: MatDefinition = {
  id: 'multiverse',
  name: { ja: 'マルチバースファイターズ', en: 'Multiverse Fighters' },
  width: WIDTH,
  height: HEIGHT,
  zones: [...nearZones, ...nearZones.map((zone) => mirrorZone(size, zone, 'p2', zone.id.replace(/^p1-/, 'p2-')))],
};
