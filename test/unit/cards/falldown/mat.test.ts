import { describe, expect, it } from 'vitest';
import { falldownCards } from '../../../../src/cards/falldown';
import { SYSTEM_POOL } from '../../../../src/cards/falldown/system-pool';
import { SYSTEM_POOL_NUMBERS } from '../../../../src/cards/falldown/setup';
import { CARD_H, CARD_W, intersects, matDefinitionSchema, mirrorZone } from '../../../../src/table';
import { demoLookup } from './demo-set';

const { mat, setup } = falldownCards;
const zone = (id: string) => mat.zones.find((z) => z.id === id);
const SEATS = ['p1', 'p2'] as const;

describe('falldown mat', () => {
  it('validates with matDefinitionSchema and has unique zone ids', () => {
    expect(matDefinitionSchema.safeParse(mat).success).toBe(true);
    const ids = mat.zones.map((z) => z.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has no two overlapping zones', () => {
    for (const [i, a] of mat.zones.entries()) {
      for (const b of mat.zones.slice(i + 1)) expect(intersects(a, b), `${a.id} × ${b.id}`).toBe(false);
    }
  });

  it('lies inside the mat', () => {
    for (const z of mat.zones) {
      expect(z.x, z.id).toBeGreaterThanOrEqual(0);
      expect(z.y, z.id).toBeGreaterThanOrEqual(0);
      expect(z.x + z.w, z.id).toBeLessThanOrEqual(mat.width);
      expect(z.y + z.h, z.id).toBeLessThanOrEqual(mat.height);
    }
  });

  it('gives p1 the bottom half and p2 its mirror image', () => {
    const p1 = mat.zones.filter((z) => z.owner === 'p1');
    const p2 = mat.zones.filter((z) => z.owner === 'p2');
    expect(p2).toHaveLength(p1.length);
    for (const z of p1) {
      expect(z.id.startsWith('p1-')).toBe(true);
      expect(z.y, z.id).toBeGreaterThanOrEqual(mat.height / 2);
      const id = z.id.replace(/^p1-/, 'p2-');
      expect(zone(id)).toEqual(mirrorZone(mat, z, 'p2', id));
    }
  });

  it('has one shared system-card pool in the middle, owned by no one, its own mirror image', () => {
    const shared = mat.zones.filter((z) => z.owner === null);
    expect(shared.map((z) => z.id)).toEqual(['pool']);
    const pool = shared[0]!;
    expect(pool.id).not.toMatch(/^p[12]-/);
    expect(pool.y).toBeLessThan(mat.height / 2);
    expect(pool.y + pool.h).toBeGreaterThan(mat.height / 2);
    expect(mirrorZone(mat, pool, 'p1', pool.id)).toEqual({ ...pool, owner: 'p1' });
    expect(pool.visibility).toBe('public');
  });

  it.each(SEATS)('gives %s a hand along its edge for ~8 cards and a hidden deck pile', (seat) => {
    const hand = zone(`${seat}-hand`)!;
    expect(hand).toMatchObject({ visibility: 'owner', snap: 'row', owner: seat });
    expect(hand.w).toBeGreaterThanOrEqual(8 * CARD_W);
    expect(hand.h).toBeGreaterThanOrEqual(CARD_H);
    const edgeGap = seat === 'p1' ? mat.height - (hand.y + hand.h) : hand.y;
    expect(edgeGap).toBeLessThanOrEqual(40);
    expect(zone(`${seat}-deck`)).toMatchObject({ visibility: 'hidden-order', snap: 'stack', owner: seat });
    expect(zone(`${seat}-graveyard`)).toMatchObject({ visibility: 'public', snap: 'stack' });
    expect(zone(`${seat}-field`)).toMatchObject({ visibility: 'public', snap: 'none' });
  });

  it('sizes single-card slots to hold one card', () => {
    for (const seat of SEATS) {
      for (const slot of ['deck', 'graveyard']) {
        const z = zone(`${seat}-${slot}`)!;
        expect(z.w).toBeGreaterThanOrEqual(CARD_W);
        expect(z.h).toBeGreaterThanOrEqual(CARD_H);
      }
    }
  });

  it('names every zone in Japanese and English', () => {
    for (const z of mat.zones) {
      expect(z.name.ja, z.id).not.toBe('');
      expect(z.name.en, z.id).not.toBe('');
    }
  });
});

describe('falldown setup plan (rule text 6)', () => {
  it.each(SEATS)('names only slots that exist for %s', (seat) => {
    const slots = [...setup.piles.map((p) => p.slot), ...setup.counters.map((c) => c.slot), ...setup.supplies.map((s) => s.slot)];
    if (setup.openingHand) slots.push(setup.openingHand.slot);
    for (const slot of slots) expect(zone(`${seat}-${slot}`), slot).toBeDefined();
  });

  it('shuffles the deck section into the deck and draws 5', () => {
    expect(setup.piles).toEqual([{ section: 'main', slot: 'deck', shuffle: true }]);
    expect(falldownCards.sections.map((s) => s.id)).toContain(setup.piles[0]?.section);
    expect(setup.openingHand).toEqual({ slot: 'deck', count: 5 });
    expect(setup.mulligans).toBe(0);
  });

  it('starts each seat at life 30 and mana 0', () => {
    expect(setup.counters.map((c) => [c.slot, c.value])).toEqual([['life', 30], ['mana', 0]]);
    for (const c of setup.counters) expect(c.label.ja).not.toBe('');
  });

  it('lays the whole system-card pool face up in the shared pool zone', () => {
    expect(setup.shared).toHaveLength(1);
    const [pool] = setup.shared;
    expect(zone(pool!.zone)?.owner).toBeNull();
    expect(pool!.faceUp).toBe(true);
    expect(pool!.refs).toEqual(SYSTEM_POOL.map((c) => `fd-demo:${c.number}`));
    for (const ref of pool!.refs) expect(demoLookup(ref)?.kind, ref).toBe('system');
  });

  it('has no first player: both players act in every phase', () => {
    expect(setup.firstPlayer).toBeNull();
  });
});

describe('the system-card numbers the setup lays out', () => {
  it('are exactly the printed pool, in order', () => {
    expect(SYSTEM_POOL_NUMBERS).toEqual(SYSTEM_POOL.map((card) => card.number));
  });
});
