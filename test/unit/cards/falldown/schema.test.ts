import { describe, expect, it } from 'vitest';
import { resolutionLayer } from '../../../../src/cards/falldown/effects';
import { applyPrefix, cardSchema } from '../../../../src/cards/falldown/schema';
import { demoSetJson } from './demo-set';

const monster = { number: 'FD-900', kind: 'monster', name: 'テスト用ゴブリン', cost: 3, hp: 4, at: 2 };
const classChange = { number: 'FD-S90', kind: 'system', system: 'class-change', name: 'クラスチェンジ:テスター', cost: 2, grants: [{ keyword: 'タウント' }] };

/** The paths of the issues the schema reports for a card. */
function issuePaths(card: unknown): string[] {
  const result = cardSchema.safeParse(card);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('falldown card schema', () => {
  it('accepts every card of the demo set', () => {
    expect(demoSetJson.id).toBe('fd-demo');
    expect(demoSetJson.game).toBe('falldown');
    for (const card of demoSetJson.cards) expect(issuePaths(card)).toEqual([]);
  });

  it('fills the defaults of a minimal monster', () => {
    expect(cardSchema.parse(monster)).toMatchObject({ nameEn: '', text: '', textEn: '', flavor: '', prefix: null, keywords: [], effects: [], supportCards: [] });
  });

  it.each([
    ['a negative COST', { ...monster, cost: -1 }, 'cost'],
    ['a fractional COST', { ...monster, cost: 1.5 }, 'cost'],
    ['HP 0', { ...monster, hp: 0 }, 'hp'],
    ['AT as text', { ...monster, at: 'two' }, 'at'],
    ['a missing HP', { ...monster, hp: undefined }, 'hp'],
    ['an empty name', { ...monster, name: '' }, 'name'],
    ['a number with spaces', { ...monster, number: 'FD 900' }, 'number'],
    ['an unknown prefix', { ...monster, prefix: '巨大な' }, 'prefix'],
    ['a prefix written into the name', { ...monster, name: '疾風のゴブリン' }, 'name'],
    ['軽量な on a COST 0 monster', { ...monster, cost: 0, prefix: '軽量な' }, 'prefix'],
    ['疾風の on a HP 1 monster', { ...monster, hp: 1, prefix: '疾風の' }, 'prefix'],
    ['an unknown keyword', { ...monster, keywords: [{ keyword: '飛行' }] }, 'keywords.0.keyword'],
    ['a keyword left as free text', { ...monster, keywords: ['タウント'] }, 'keywords.0'],
    ['an action without its name', { ...monster, keywords: [{ keyword: 'アクション', value: '' }] }, 'keywords.0.value'],
    ['a keyword printed twice', { ...monster, keywords: [{ keyword: 'タウント' }, { keyword: 'タウント' }] }, 'keywords.1'],
    ['an unknown trigger', { ...monster, effects: [{ trigger: 'dawn', choice: 'own', text: '…' }] }, 'effects.0.trigger'],
    ['an effect without whose choice', { ...monster, effects: [{ trigger: 'summon', text: 'カードを1枚引く。' }] }, 'effects.0.choice'],
    ['a player-chosen phase-end effect', { ...monster, effects: [{ trigger: 'phase-end', choice: 'own', text: '回復する。' }] }, 'effects.0.choice'],
    ['an on-summon effect chosen by no one', { ...monster, effects: [{ trigger: 'summon', choice: 'none', text: '引く。' }] }, 'effects.0.choice'],
    ['an effect without text', { ...monster, effects: [{ trigger: 'summon', choice: 'own', text: '' }] }, 'effects.0.text'],
    ['an unknown kind', { ...monster, kind: 'spell' }, 'kind'],
    ['a support unit with HP but no AT', { number: 'FD-990', kind: 'support', name: '盾', cost: 1, hp: 2 }, 'at'],
    ['a class change that grants nothing', { ...classChange, grants: [] }, 'grants'],
    ['an action that grants keywords', { ...classChange, system: 'action', name: 'アクション:テスト' }, 'grants'],
    ['a class change not named クラスチェンジ:…', { ...classChange, name: 'ナイト' }, 'name'],
    ['an unknown system type', { ...classChange, system: 'spell' }, 'system'],
  ])('rejects %s at its field', (_what, card, path) => {
    expect(issuePaths(card)).toContain(path);
  });
});

describe('applyPrefix (rule text 13)', () => {
  const base = { cost: 3, hp: 4, at: 2, keywords: [{ keyword: 'カウンター' as const }] };

  it('leaves a monster without prefix as it is', () => {
    expect(applyPrefix(base, null)).toEqual(base);
  });

  it('軽量な: COST −1, HP −1, AT −1', () => {
    expect(applyPrefix(base, '軽量な')).toEqual({ ...base, cost: 2, hp: 3, at: 1 });
  });

  it('連撃の: gains ダブルアタック, no change of numbers', () => {
    expect(applyPrefix(base, '連撃の')).toEqual({ ...base, keywords: [{ keyword: 'カウンター' }, { keyword: 'ダブルアタック' }] });
  });

  it('疾風の: gains ファストムーブ, HP −1', () => {
    expect(applyPrefix(base, '疾風の')).toEqual({ ...base, hp: 3, keywords: [{ keyword: 'カウンター' }, { keyword: 'ファストムーブ' }] });
  });

  it('does not print a keyword twice when the base already has it', () => {
    expect(applyPrefix({ ...base, keywords: [{ keyword: 'ファストムーブ' }] }, '疾風の').keywords).toEqual([{ keyword: 'ファストムーブ' }]);
  });
});

describe('resolution layer of an effect (rule text 7-3)', () => {
  it('own choice → confirmed layer, opponent choice → unconfirmed layer', () => {
    expect(resolutionLayer({ trigger: 'summon', choice: 'own' })).toBe('confirmed');
    expect(resolutionLayer({ trigger: 'attacked', choice: 'opponent' })).toBe('unconfirmed');
    expect(resolutionLayer({ trigger: 'destroyed', choice: 'own' })).toBe('confirmed');
  });

  it('phase-end effects resolve in the phase-end layer; continuous ones always apply', () => {
    expect(resolutionLayer({ trigger: 'phase-end', choice: 'none' })).toBe('phase-end');
    expect(resolutionLayer({ trigger: 'static', choice: 'none' })).toBe('continuous');
  });
});
