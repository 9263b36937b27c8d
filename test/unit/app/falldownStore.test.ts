// What a browser keeps of a Falldown phase across a reload: the draft (and what it sealed), and the
// resolution it computed; per table, game, seat and phase; bad stored data reads as nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDraft, loadResolution, saveDraft, saveResolution } from '../../../src/app/falldown/store';
import { planSchema } from '../../../src/rules/falldown';

const memory = new Map<string, string>();
const storage = {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
};

beforeEach(() => {
  memory.clear();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

const where = { table: 't', setupId: 'g1', seat: 'p1' as const, phase: 2 };

describe('the Falldown store', () => {
  it('keeps the draft and the sealed lines per table, game, seat and phase', () => {
    const plan = planSchema.parse({ summons: [{ card: 'c', ref: 'fd-demo:FD-001' }] });
    expect(loadDraft(where)).toEqual({ plan: planSchema.parse({}), locked: null });
    saveDraft(where, plan, ['summon c fd-demo:FD-001']);
    expect(loadDraft(where)).toEqual({ plan, locked: ['summon c fd-demo:FD-001'] });
    expect(loadDraft({ ...where, phase: 3 }).plan.summons).toEqual([]);
    expect(loadDraft({ ...where, seat: 'p2' }).plan.summons).toEqual([]);
  });

  it('keeps the computed resolution with its steps\' visuals and its commands', () => {
    const kept = {
      hash: '0123456789abcdef',
      steps: [{ reason: { ja: 'あ', en: 'a' }, ruling: 'FD 11', cards: ['u'], visual: { kind: 'attack' as const, from: 'u', to: 'player:p2', amount: 2 } }],
      actions: [{ type: 'setValue' as const, args: { id: 'life', value: 28 }, seat: 'p2' as const, reason: { ja: 'ライフ', en: 'Life' } }],
    };
    saveResolution(where, kept);
    expect(loadResolution(where)).toEqual(kept);
  });

  it('bad stored data reads as nothing', () => {
    memory.set('fudaba.falldown.draft:t:g1:p1:2', '{not json');
    memory.set('fudaba.falldown.resolution:t:g1:p1:2', JSON.stringify({ hash: 1 }));
    expect(loadDraft(where).locked).toBeNull();
    expect(loadResolution(where)).toBeNull();
  });
});
