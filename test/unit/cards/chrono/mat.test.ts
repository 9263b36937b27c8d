import { describe, expect, it } from 'vitest';
import { chronoCards } from '../../../../src/cards/chrono';
import { CARD_H, CARD_W, intersects, matDefinitionSchema } from '../../../../src/table';

const { mat, setup } = chronoCards;
const zone = (id: string) => mat.zones.find((z) => z.id === id);

describe('Chrono Card mat', () => {
  it('is a valid mat definition', () => {
    const result = matDefinitionSchema.safeParse(mat);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('has unique zone ids, all inside the mat, none overlapping', () => {
    expect(new Set(mat.zones.map((z) => z.id)).size).toBe(mat.zones.length);
    for (const z of mat.zones) {
      expect(z.x, z.id).toBeGreaterThanOrEqual(0);
      expect(z.y, z.id).toBeGreaterThanOrEqual(0);
      expect(z.x + z.w, z.id).toBeLessThanOrEqual(mat.width);
      expect(z.y + z.h, z.id).toBeLessThanOrEqual(mat.height);
    }
    for (const [i, a] of mat.zones.entries()) {
      for (const b of mat.zones.slice(i + 1)) expect(intersects(a, b), `${a.id} / ${b.id}`).toBe(false);
    }
  });

  it('puts the near seat in the bottom half and mirrors it for the far seat', () => {
    const near = mat.zones.filter((z) => z.owner === 'p1');
    const far = mat.zones.filter((z) => z.owner === 'p2');
    expect(far.length).toBe(near.length);
    expect(mat.zones.filter((z) => z.owner === null).every((z) => !/^p[12]-/.test(z.id))).toBe(true);
    for (const z of near) {
      expect(z.id).toMatch(/^p1-/);
      expect(z.y).toBeGreaterThanOrEqual(mat.height / 2);
      const twin = zone(z.id.replace(/^p1-/, 'p2-'));
      expect(twin, z.id).toBeDefined();
      expect(twin).toMatchObject({ w: z.w, h: z.h, x: mat.width - z.x - z.w, y: mat.height - z.y - z.h, snap: z.snap, visibility: z.visibility, name: z.name });
    }
  });

  it('has the zones of the rule text for each seat, named in both languages', () => {
    for (const seat of ['p1', 'p2']) {
      for (const slot of ['hand', 'deck', 'discard', 'heroine', 'characters', 'bg', 'bgm', 'damage', 'tokens']) {
        const z = zone(`${seat}-${slot}`);
        expect(z, `${seat}-${slot}`).toBeDefined();
        expect(z?.owner).toBe(seat);
        expect(z?.name.ja).not.toBe('');
        expect(z?.name.en).not.toBe('');
      }
    }
  });

  it('has a private hand row along the seat edge, wide enough for eight cards, and a hidden deck', () => {
    const hand = zone('p1-hand')!;
    expect(hand).toMatchObject({ snap: 'row', visibility: 'owner' });
    expect(hand.w).toBeGreaterThanOrEqual(8 * CARD_W);
    expect(Math.max(...mat.zones.filter((z) => z.owner === 'p1').map((z) => z.y + z.h))).toBe(hand.y + hand.h);
    expect(zone('p1-deck')).toMatchObject({ snap: 'stack', visibility: 'hidden-order' });
  });

  it('fits a card, upright or checked sideways, in its single-card slots', () => {
    for (const slot of ['deck', 'discard', 'heroine', 'bgm']) {
      const z = zone(`p1-${slot}`)!;
      expect(Math.min(z.w, z.h), slot).toBeGreaterThanOrEqual(CARD_W);
      expect(z.h, slot).toBeGreaterThanOrEqual(CARD_H);
    }
    expect(zone('p1-heroine')!.w).toBeGreaterThanOrEqual(CARD_H);
  });

  it('keeps the face-down heroine hidden: her slot is sealed for its seat like a deck', () => {
    expect(zone('p1-heroine')!.visibility).toBe('hidden-order');
    expect(zone('p2-heroine')!.visibility).toBe('hidden-order');
  });
});

describe('Chrono Card setup plan', () => {
  it('names only slots that exist for both seats', () => {
    const slots = [
      ...setup.piles.map((p) => p.slot),
      ...(setup.openingHand ? [setup.openingHand.slot] : []),
      ...setup.counters.map((c) => c.slot),
      ...setup.supplies.map((s) => s.slot),
    ];
    for (const slot of slots) for (const seat of ['p1', 'p2']) expect(zone(`${seat}-${slot}`), `${seat}-${slot}`).toBeDefined();
    for (const shared of setup.shared) expect(zone(shared.zone)).toBeDefined();
  });

  it('shuffles the main deck, lays the heroine apart unshuffled, draws 5 with one mulligan', () => {
    expect(setup.piles).toContainEqual({ section: 'main', slot: 'deck', shuffle: true });
    expect(setup.piles).toContainEqual({ section: 'heroine', slot: 'heroine', shuffle: false });
    const sectionIds = chronoCards.sections.map((s) => s.id);
    for (const pile of setup.piles) expect(sectionIds).toContain(pile.section);
    expect(setup.openingHand).toEqual({ slot: 'deck', count: 5 });
    expect(setup.mulligans).toBe(1);
  });

  it('starts damage points at 0 and decides the first player', () => {
    expect(setup.counters).toEqual([expect.objectContaining({ slot: 'damage', value: 0 })]);
    expect(setup.firstPlayer).not.toBeNull();
    expect(setup.shared).toEqual([]);
  });
});
