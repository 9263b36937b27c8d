import { describe, expect, it } from 'vitest';
import { chronoCardSchema, chronoSetSchema } from '../../../../src/cards/chrono/schema';
import { demoSet, demoSetJson } from './demoSet';

const character = {
  number: 'CC-900',
  name: '試験用キャラクター',
  kind: 'character',
  cost: 2,
  ep: 1,
  ap: 3,
  dp: 2,
};

/** Paths (joined with ".") of the issues a card gets. */
function issuePaths(card: unknown): string[] {
  const result = chronoCardSchema.safeParse(card);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('Chrono Card card schema', () => {
  it('accepts the whole demo set', () => {
    const result = chronoSetSchema.safeParse(demoSetJson);
    expect(result.success ? [] : result.error.issues).toEqual([]);
    expect(demoSet.game).toBe('chrono');
  });

  it('fills in the defaults of optional fields', () => {
    const card = chronoCardSchema.parse(character);
    expect(card).toMatchObject({ nameEn: '', text: '', textEn: '', flavor: '', keywords: [], characterName: '' });
    expect(card).not.toHaveProperty('limit');
  });

  it('reads structured keywords', () => {
    const card = chronoCardSchema.parse({ ...character, keywords: [{ keyword: '貫通' }, { keyword: '支援', value: 2 }] });
    expect(card.kind === 'character' && card.keywords).toEqual([{ keyword: '貫通' }, { keyword: '支援', value: 2 }]);
  });

  it.each([
    ['number', { ...character, number: 'NF-001' }],
    ['name', { ...character, name: '' }],
    ['kind', { ...character, kind: 'spell' }],
    ['cost', { ...character, cost: -1 }],
    ['cost', { ...character, cost: '2' }],
    ['ep', { ...character, ep: 1.5 }],
    ['ap', { ...character, ap: 'strong' }],
    ['dp', { ...character, dp: undefined }],
    ['limit', { ...character, limit: 0 }],
    ['keywords.0', { ...character, keywords: ['飛行'] }],
    ['keywords.1.value', { ...character, keywords: [{ keyword: '貫通' }, { keyword: '支援' }] }],
    ['keywords.0.keyword', { number: 'CC-901', name: '杖', kind: 'item', cost: 1, keywords: [{ keyword: '貫通' }] }],
    ['performance', { number: 'CC-902', name: '曲', kind: 'bgm', cost: 1 }],
    ['timing', { number: 'CC-903', name: '出来事', kind: 'event', cost: 1, timing: [] }],
    ['timing.0', { number: 'CC-903', name: '出来事', kind: 'event', cost: 1, timing: ['end'] }],
    ['interrupt', { number: 'CC-903', name: '出来事', kind: 'event', cost: 1, timing: ['main'], interrupt: 'sometimes' }],
  ])('reports a bad %s at its path', (path, card) => {
    expect(issuePaths(card)).toContain(path);
  });

  it('rejects fields that belong to another kind', () => {
    // A heroine costs nothing; performance tokens are for BGMs only.
    const heroine = chronoCardSchema.safeParse({ number: 'CC-904', name: 'ヒロイン', kind: 'heroine', ep: 1, ap: 2, dp: 2, cost: 1 });
    const character2 = chronoCardSchema.safeParse({ ...character, performance: 2 });
    expect(heroine.success).toBe(false);
    expect(character2.success).toBe(false);
    expect(heroine.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['cost'] });
    expect(character2.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['performance'] });
  });

  it('rejects a set with a card number twice', () => {
    const [first] = demoSet.cards;
    const result = chronoSetSchema.safeParse({ ...demoSet, cards: [first, first] });
    expect(result.success).toBe(false);
  });
});
