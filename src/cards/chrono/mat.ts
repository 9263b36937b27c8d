// The Chrono Card mat. Each seat's half, from the centre line outwards: heroine and the character
// area with the deck; then damage points, performance-token supply, BG area, BGM slot and the
// discard pile; the hand along the seat's edge. The far seat is the near one turned round.
import { mirrorZone, type MatDefinition } from '../../table';

type ZoneDefinition = MatDefinition['zones'][number];

const WIDTH = 1800;
const HEIGHT = 1440;

/** Near seat (p1), bottom half: y from 720 down to the edge at 1440. */
const nearSeat: ZoneDefinition[] = [
  // Wide enough for a card turned sideways (checked): 168 × 120.
  { id: 'p1-heroine', name: { ja: 'ヒロイン', en: 'Heroine' }, x: 20, y: 750, w: 190, h: 190, owner: 'p1', snap: 'center', visibility: 'hidden-order' },
  // Room for about seven characters, checked or not, with their items attached.
  { id: 'p1-characters', name: { ja: 'キャラクターエリア', en: 'Character area' }, x: 230, y: 740, w: 1360, h: 210, owner: 'p1', snap: 'none', visibility: 'public' },
  { id: 'p1-deck', name: { ja: '山札', en: 'Deck' }, x: 1610, y: 750, w: 170, h: 190, owner: 'p1', snap: 'stack', visibility: 'hidden-order' },
  { id: 'p1-damage', name: { ja: 'ダメージ', en: 'Damage points' }, x: 20, y: 970, w: 190, h: 95, owner: 'p1', snap: 'center', visibility: 'public' },
  { id: 'p1-tokens', name: { ja: '演奏トークン置き場', en: 'Performance tokens' }, x: 20, y: 1075, w: 190, h: 95, owner: 'p1', snap: 'none', visibility: 'public' },
  // Several BGs may stay on the field, duplicates included.
  { id: 'p1-bg', name: { ja: 'BGエリア', en: 'BG area' }, x: 230, y: 970, w: 1110, h: 200, owner: 'p1', snap: 'none', visibility: 'public' },
  // One BGM per side: a new one replaces the old, so the slot centres a single card.
  { id: 'p1-bgm', name: { ja: 'BGM', en: 'BGM' }, x: 1360, y: 970, w: 230, h: 200, owner: 'p1', snap: 'center', visibility: 'public' },
  { id: 'p1-discard', name: { ja: '捨て札', en: 'Discard' }, x: 1610, y: 970, w: 170, h: 200, owner: 'p1', snap: 'stack', visibility: 'public' },
  { id: 'p1-hand', name: { ja: '手札', en: 'Hand' }, x: 230, y: 1200, w: 1360, h: 220, owner: 'p1', snap: 'row', visibility: 'owner' },
];

const farSeat = nearSeat.map((zone) => mirrorZone({ width: WIDTH, height: HEIGHT }, zone, 'p2', zone.id.replace(/^p1-/, 'p2-')));

export const mat: MatDefinition = {
  id: 'chrono',
  name: { ja: 'クロノカード', en: 'Chrono Card' },
  width: WIDTH,
  height: HEIGHT,
  zones: [...nearSeat, ...farSeat],
};
