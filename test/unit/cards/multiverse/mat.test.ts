import { describe, expect, it } from 'vitest';
import { CARD_H, CARD_W, COUNTER_H, COUNTER_W, intersects, matDefinitionSchema, mirrorZone } from '../../../../src/table';
import { sections } from '../../../../src/cards/multiverse/deck';
import { FIELD_SLOTS, mat } from '../../../../src/cards/multiverse/mat';
import { setup } from '../../../../src/cards/multiverse/setup';

const zone = (id: string) => mat.zones.find((z) => z.id === id);

describe('multiverse mat', () => {
  it('is a valid mat definition with unique zone ids', () => {
    expect(matDefinitionSchema.safeParse(mat).success).toBe(true);
    const ids = mat.zones.map((z) => z.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has no two zones overlapping, and every zone inside the mat', () => {
    for (const [i, a] of mat.zones.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.y).toBeGreaterThanOrEqual(0);
      expect(a.x + a.w).toBeLessThanOrEqual(mat.width);
      expect(a.y + a.h).toBeLessThanOrEqual(mat.height);
      for (const b of mat.zones.slice(i + 1)) expect(intersects(a, b), `${a.id} overlaps ${b.id}`).toBe(false);
    }
  });

  it('puts the near seat in the bottom half and mirrors it for the far seat', () => {
    const near = mat.zones.filter((z) => z.owner === 'p1');
    expect(mat.zones.filter((z) => z.owner === 'p2')).toHaveLength(near.length);
    expect(mat.zones.filter((z) => z.owner === null)).toEqual([]);
    for (const p1 of near) {
      expect(p1.id).toMatch(/^p1-/);
      expect(p1.y).toBeGreaterThanOrEqual(mat.height / 2);
      const id = p1.id.replace(/^p1-/, 'p2-');
      expect(zone(id)).toEqual(mirrorZone(mat, p1, 'p2', id));
    }
  });

  it('lays out the rule text areas: deck, cost, assist, used, waiting room and five field slots', () => {
    for (const slot of ['deck', 'cost', 'assist', 'used', 'waiting', 'reserve', 'dice', 'hand']) expect(zone(`p1-${slot}`), slot).toBeDefined();
    expect(FIELD_SLOTS).toBe(5);
    for (let n = 1; n <= FIELD_SLOTS; n++) {
      const field = zone(`p1-field-${n}`)!;
      expect(field).toMatchObject({ snap: 'center', visibility: 'public' });
      expect(field.w).toBeGreaterThanOrEqual(CARD_W);
      expect(field.h).toBeGreaterThanOrEqual(CARD_H);
      const hp = zone(`p1-hp-${n}`)!;
      expect(hp.w).toBeGreaterThanOrEqual(COUNTER_W);
      expect(hp.h).toBeGreaterThanOrEqual(COUNTER_H);
      // The HP counter sits right under its fighter.
      expect(hp.x).toBe(field.x);
      expect(hp.y).toBeGreaterThan(field.y + field.h - 1);
    }
    // The near seat's row reads 控 済 援 コ 山 from left to right, as in the rule text's 図解.
    const row = ['waiting', 'used', 'assist', 'cost', 'deck'].map((slot) => zone(`p1-${slot}`)!);
    expect(row.map((z) => z.x)).toEqual([...row.map((z) => z.x)].sort((a, b) => a - b));
    expect(new Set(row.map((z) => z.y)).size).toBe(1);
  });

  it('gives each seat a hidden deck and an owner-only hand along its edge, wide enough for 8 cards', () => {
    for (const seat of ['p1', 'p2'] as const) {
      expect(zone(`${seat}-deck`)).toMatchObject({ owner: seat, snap: 'stack', visibility: 'hidden-order' });
      const hand = zone(`${seat}-hand`)!;
      expect(hand).toMatchObject({ owner: seat, snap: 'row', visibility: 'owner' });
      expect(hand.w).toBeGreaterThanOrEqual(8 * CARD_W);
      const edgeGap = seat === 'p1' ? mat.height - (hand.y + hand.h) : hand.y;
      const others = mat.zones.filter((z) => z.owner === seat && z !== hand);
      const beyond = others.filter((z) => (seat === 'p1' ? z.y > hand.y : z.y + z.h < hand.y + hand.h));
      expect(beyond).toEqual([]);
      expect(edgeGap).toBeLessThan(60);
    }
    expect(zone('p1-reserve')).toMatchObject({ visibility: 'owner' });
  });

  it('names every zone in Japanese and English', () => {
    for (const z of mat.zones) {
      expect(z.name.ja).not.toBe('');
      expect(z.name.en).not.toBe('');
    }
  });
});

describe('multiverse setup plan', () => {
  const slots = [
    ...setup.piles.map((p) => p.slot),
    ...(setup.openingHand ? [setup.openingHand.slot] : []),
    ...setup.counters.map((c) => c.slot),
    ...setup.supplies.map((s) => s.slot),
  ];

  it('names only slots both seats have, and only deck sections that exist', () => {
    for (const slot of slots) {
      expect(zone(`p1-${slot}`), `p1-${slot}`).toBeDefined();
      expect(zone(`p2-${slot}`), `p2-${slot}`).toBeDefined();
    }
    for (const pile of setup.piles) expect(sections.map((s) => s.id)).toContain(pile.section);
    expect(setup.shared).toEqual([]);
  });

  it('shuffles the assists into the deck, lays the fighters face down in the reserve, and draws 3', () => {
    expect(setup.piles).toContainEqual({ section: 'assists', slot: 'deck', shuffle: true });
    expect(setup.piles).toContainEqual(expect.objectContaining({ section: 'fighters', slot: 'reserve' }));
    expect(setup.piles.map((p) => p.section)).not.toContain('side');
    expect(setup.openingHand).toEqual({ slot: 'deck', count: 3 });
    expect(setup.mulligans).toBe(0);
  });

  it('starts the assist cost at 5, keeps one HP counter per field slot, gives a die and rolls for the first player', () => {
    expect(setup.counters).toContainEqual(expect.objectContaining({ slot: 'cost', value: 5 }));
    const hp = setup.counters.filter((c) => c.slot.startsWith('hp-'));
    expect(hp).toHaveLength(FIELD_SLOTS);
    expect(setup.supplies).toEqual([expect.objectContaining({ slot: 'dice', kind: 'die', count: 1 })]);
    expect(setup.firstPlayer).toBe('die');
  });
});
