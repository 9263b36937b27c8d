import { describe, expect, it } from 'vitest';
import { nofutureCards, battleSlot, facingBattleArea, BATTLE_AREAS } from '../../../../src/cards/nofuture';
import { intersects, matDefinitionSchema, mirrorZone } from '../../../../src/table';

const { mat, setup } = nofutureCards;
const zone = (id: string) => mat.zones.find((each) => each.id === id);

/** Slots of the play sheet in rule text 2.2, and the seat's own extras. */
const SLOTS = [
  'deck', 'discard', 'energy-unused', 'energy-used', 'base',
  ...BATTLE_AREAS.flatMap((area) => [battleSlot(area, 'front'), battleSlot(area, 'back')]),
  'hand', 'hp', 'supply',
];

describe('NoFuture mat', () => {
  it('is a valid mat definition', () => {
    expect(matDefinitionSchema.safeParse(mat).success).toBe(true);
  });

  it('has every slot of the play sheet for both seats, named in Japanese and English', () => {
    expect(BATTLE_AREAS).toEqual([1, 2, 3, 4]);
    for (const seat of ['p1', 'p2'] as const) {
      for (const slot of SLOTS) {
        const found = zone(`${seat}-${slot}`);
        expect(found, `${seat}-${slot}`).toBeDefined();
        expect(found!.owner).toBe(seat);
        expect(found!.name.ja).not.toBe('');
        expect(found!.name.en).not.toBe('');
      }
    }
    expect(mat.zones).toHaveLength(SLOTS.length * 2);
    expect(zone('p1-energy-unused')!.name.ja).toBe('使用前エナジー');
    expect(zone('p1-energy-used')!.name.ja).toBe('使用後エナジー');
    expect(zone('p1-discard')!.name.ja).toBe('捨て山');
    expect(zone('p1-base')!.name.ja).toBe('拠点エリア');
    expect(zone('p1-battle3-back')!.name.ja).toBe('戦闘エリア3 後列');
  });

  it('has no two overlapping zones and nothing outside the mat', () => {
    for (const [index, a] of mat.zones.entries()) {
      expect(a.x >= 0 && a.y >= 0 && a.x + a.w <= mat.width && a.y + a.h <= mat.height, a.id).toBe(true);
      for (const b of mat.zones.slice(index + 1)) expect(intersects(a, b), `${a.id} / ${b.id}`).toBe(false);
    }
  });

  it('gives the far seat the near seat’s zones turned half round', () => {
    for (const near of mat.zones.filter((each) => each.owner === 'p1')) {
      const farId = near.id.replace(/^p1-/, 'p2-');
      expect(zone(farId)).toEqual(mirrorZone(mat, near, 'p2', farId));
    }
    expect(mat.zones.every((each) => each.owner === 'p1' ? each.y >= mat.height / 2 : each.y + each.h <= mat.height / 2)).toBe(true);
  });

  it('puts a hand along each seat’s edge, shown only to its owner, wide enough for eight cards', () => {
    const hand = zone('p1-hand')!;
    expect(hand).toMatchObject({ snap: 'row', visibility: 'owner' });
    expect(hand.w).toBeGreaterThanOrEqual(8 * 120);
    expect(hand.h).toBeGreaterThanOrEqual(168);
    expect(Math.max(...mat.zones.map((each) => each.y + each.h))).toBe(hand.y + hand.h);
  });

  it('keeps the deck face down in hidden order and sizes single slots for one card', () => {
    expect(zone('p1-deck')).toMatchObject({ snap: 'stack', visibility: 'hidden-order' });
    for (const slot of ['deck', 'discard', battleSlot(1, 'front'), battleSlot(1, 'back')]) {
      const { w, h } = zone(`p1-${slot}`)!;
      expect(w >= 120 && h >= 168 && w <= 180 && h <= 220, slot).toBe(true);
    }
  });

  it('puts front rows toward the centre line, facing the other seat’s battle areas', () => {
    for (const area of BATTLE_AREAS) {
      const front = zone(`p1-${battleSlot(area, 'front')}`)!;
      const back = zone(`p1-${battleSlot(area, 'back')}`)!;
      expect(front.y).toBeLessThan(back.y);
      const facing = zone(`p2-${battleSlot(facingBattleArea(area), 'front')}`)!;
      expect(facing.x).toBe(front.x);
      expect(facing.y + facing.h).toBeLessThan(front.y);
    }
  });
});

describe('NoFuture setup plan', () => {
  it('names only slots that exist for both seats', () => {
    const slots = [
      ...setup.piles.map((pile) => pile.slot),
      ...(setup.openingHand ? [setup.openingHand.slot] : []),
      ...setup.counters.map((counter) => counter.slot),
      ...setup.supplies.map((supply) => supply.slot),
    ];
    for (const slot of slots) for (const seat of ['p1', 'p2']) expect(zone(`${seat}-${slot}`), `${seat}-${slot}`).toBeDefined();
    for (const shared of setup.shared) expect(zone(shared.zone)?.owner).toBeNull();
  });

  it('follows the rule text: shuffled deck, 6 cards, no mulligan, HP 20, blue and red energy, first player by lot', () => {
    expect(setup.piles).toEqual([{ section: 'main', slot: 'deck', shuffle: true }]);
    expect(setup.openingHand).toEqual({ slot: 'deck', count: 6 });
    expect(setup.mulligans).toBe(0);
    expect(setup.counters).toEqual([{ slot: 'hp', label: { ja: 'HP', en: 'HP' }, value: 20 }]);
    const tokenColors = setup.supplies.filter((supply) => supply.kind === 'token').map((supply) => supply.color);
    expect(tokenColors).toEqual(['blue', 'red']);
    expect(setup.supplies.every((supply) => supply.count > 0)).toBe(true);
    expect(setup.shared).toEqual([]);
    expect(setup.firstPlayer).toBe('die');
    expect(nofutureCards.sections.map((section) => section.id)).toContain(setup.piles[0]!.section);
  });
});
