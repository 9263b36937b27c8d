import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyMat, readTable, runCommand, type MatDefinition, type TableContext } from '../../../../src/table';
import { actionKey, isDown, TableView, withAllowances, worstVerdict, type RulesEvent, type Verdict } from '../../../../src/rules/core';

const mat: MatDefinition = {
  id: 'test', name: { ja: 'テスト', en: 'Test' }, width: 1000, height: 1000,
  zones: [
    { id: 'p1-base', name: { ja: '拠点', en: 'Base' }, x: 0, y: 0, w: 500, h: 300, owner: 'p1', snap: 'none', visibility: 'public' },
    { id: 'p1-deck', name: { ja: '山札', en: 'Deck' }, x: 600, y: 0, w: 200, h: 300, owner: 'p1', snap: 'stack', visibility: 'hidden-order' },
    { id: 'p1-energy', name: { ja: 'エナジー', en: 'Energy' }, x: 0, y: 400, w: 300, h: 200, owner: 'p1', snap: 'none', visibility: 'public' },
  ],
};

function table(): TableContext {
  const doc = new Y.Doc();
  applyMat(doc, mat);
  return { doc, actor: { seat: 'p1', origin: {}, system: true } };
}

function create(ctx: TableContext, object: Record<string, unknown>): string {
  const result = runCommand(ctx, 'create', { object });
  if (!result.ok) throw new Error(result.error);
  return result.value as string;
}

const card = (x: number, y: number, ref = 'set:A') => ({ kind: 'card', x, y, ref, faceUp: true, rotation: 0, owner: 'p1', stack: null, attachedTo: null });

describe('TableView', () => {
  it('finds cards by zone, stacked cards where their stack lies, attachments where their host lies', () => {
    const ctx = table();
    const a = create(ctx, card(100, 100));
    const b = create(ctx, card(300, 100));
    const d1 = create(ctx, card(700, 100, 'set:D1'));
    const d2 = create(ctx, card(900, 900, 'set:D2'));
    runCommand(ctx, 'stackOnto', { ids: [d2], target: d1 });
    const under = create(ctx, card(900, 900, 'set:S'));
    runCommand(ctx, 'attach', { id: under, host: a });
    const coin = create(ctx, { kind: 'coin', x: 0, y: 0, coinKind: 'magic', heads: true, attachedTo: a });
    runCommand(ctx, 'tap', { ids: [b] });

    const view = new TableView(readTable(ctx.doc).objects);
    expect(view.cardsIn('p1-base').map((c) => c.id)).toEqual([a, b]);
    expect(view.cardsIn('p1-base', { attached: true }).map((c) => c.id).sort()).toEqual([a, b, under].sort());
    expect(view.cardsIn('p1-deck').map((c) => c.id)).toEqual([d1, d2]);
    expect(view.stackIn('p1-deck')?.order).toEqual([d1, d2]);
    expect(view.zoneOf(coin)).toBe('p1-base');
    expect(view.coinsOn(a, 'magic').map((c) => c.id)).toEqual([coin]);
    expect(view.cardsUnder(a).map((c) => c.id)).toEqual([under]);
    const cards = view.cardsIn('p1-base');
    expect(cards.map(isDown)).toEqual([false, true]);
  });

  it('counts tokens by colour and finds counters by owner and label', () => {
    const ctx = table();
    create(ctx, { kind: 'token', x: 50, y: 450, color: 'blue', count: 2 });
    create(ctx, { kind: 'token', x: 100, y: 450, color: 'blue', count: 1 });
    create(ctx, { kind: 'token', x: 150, y: 450, color: 'red', count: 4 });
    create(ctx, { kind: 'token', x: 150, y: 150, color: 'red', count: 9 });
    const hp = create(ctx, { kind: 'counter', x: 200, y: 500, label: 'HP', value: 20, owner: 'p1' });
    create(ctx, { kind: 'counter', x: 200, y: 500, label: 'HP', value: 20, owner: 'p2' });
    const view = new TableView(readTable(ctx.doc).objects);
    expect(view.tokenCounts('p1-energy')).toEqual({ blue: 3, red: 4 });
    expect(view.tokenPiles('p1-energy', 'blue').map((t) => t.count)).toEqual([2, 1]);
    expect(view.counters({ owner: 'p1', label: 'HP' }).map((c) => c.id)).toEqual([hp]);
    expect(view.counters({ zone: 'p1-energy' })).toHaveLength(2);
  });
});

describe('allowed adjudications', () => {
  const verdicts: Verdict[] = [
    { level: 'illegal', ruling: 'NF 4.3', reason: { ja: '出撃できません', en: 'cannot sortie' } },
    { level: 'warning', ruling: 'NF 4.2', reason: { ja: 'エナジー不足', en: 'not enough energy' } },
  ];
  const action = actionKey({ kind: 'sortie', cards: ['c1'] });

  it('turns an overruled verdict to ok and says so; others stay', () => {
    const events: RulesEvent[] = [{ t: 1, seat: 'p1', kind: 'allow', ruling: 'NF 4.3', action }];
    const out = withAllowances(verdicts, events, action);
    expect(out[0]?.level).toBe('ok');
    expect(out[0]?.reason.en).toContain('allowed');
    expect(out[1]?.level).toBe('warning');
    expect(worstVerdict(out)?.ruling).toBe('NF 4.2');
  });

  it('an allowance for another action changes nothing', () => {
    const events: RulesEvent[] = [{ t: 1, seat: 'p1', kind: 'allow', ruling: 'NF 4.3', action: 'sortie:c2' }];
    expect(withAllowances(verdicts, events, action)).toEqual(verdicts);
    expect(worstVerdict(verdicts)?.level).toBe('illegal');
  });
});
