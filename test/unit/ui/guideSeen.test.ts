import { describe, expect, it } from 'vitest';
import { GUIDE_KEY, guideSeen, markGuideSeen } from '../../../src/ui/guideSeen';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('the first-visit guide flag', () => {
  it('is unset on a first visit, and set once seen', () => {
    const store = memory();
    expect(guideSeen(store)).toBe(false);
    markGuideSeen(store);
    expect(guideSeen(store)).toBe(true);
    expect(store.map.get(GUIDE_KEY)).toBe('1');
  });

  it('never throws when storage is missing or refuses', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); } };
    expect(guideSeen(refusing)).toBe(false);
    expect(() => markGuideSeen(refusing)).not.toThrow();
    expect(guideSeen(null)).toBe(false);
    expect(() => markGuideSeen(null)).not.toThrow();
  });
});
