import { describe, expect, it } from 'vitest';
import {
  anyModule, createRulesRegistry, currentTurn, isDown, TableView, type GameModule, type RulesInput,
} from '../../../../src/rules/core';
import { loadScenario, runScenario, type ScenarioGames } from '../../../../src/rules/core/scenario';
import { demoCatalog } from '../helpers';

/** A tiny module on NoFuture's mat: enough to drive every part of the runner. */
type StubState = { input: RulesInput; view: TableView };
const stub: GameModule<StubState> = {
  game: 'nofuture',
  phases: [{ id: 'one', name: { ja: '一', en: 'One' }, about: { ja: '', en: '' } }, { id: 'two', name: { ja: '二', en: 'Two' }, about: { ja: '', en: '' } }],
  read: (input) => ({ input, view: new TableView(input.objects) }),
  turn: (state) => currentTurn(state.input.events),
  interpret: (command, before) => (command.type === 'move'
    ? { kind: 'move', seat: command.seat, cards: [String(command.args['id'])], detail: { from: before.view.zoneOf(String(command.args['id'])) }, table: command }
    : null),
  validate: (action) => (action.detail['from'] === 'p1-hand'
    ? [{ level: 'illegal', ruling: 'T 1', reason: { ja: '手札から', en: 'from the hand' } }]
    : [{ level: 'ok', ruling: 'T 0', reason: { ja: '', en: '' } }]),
  followUp: (action) => ({ actions: [{ type: 'tap', args: { ids: action.cards }, seat: action.seat, reason: { ja: '倒す', en: 'tap it' }, ruling: 'T 2' }], events: [] }),
  tally: (state) => [...state.input.objects.values()].flatMap((o) => {
    if (o.kind !== 'card') return [];
    const damage = state.view.coinsOn(o.id, 'damage').length;
    return damage > 0 ? [{ id: `damage.${o.id}`, label: { ja: 'ダメージ', en: 'Damage' }, value: damage, seat: o.owner, card: o.id }] : [];
  }),
  hints: () => [],
  advance: (state) => {
    const now = currentTurn(state.input.events);
    const phase = now?.phase === 'one' ? 'two' : 'one';
    const base = state.view.cardsIn('p1-base').filter((c) => isDown(c)).map((c) => c.id);
    return {
      next: { turn: (now?.turn ?? 0) + (phase === 'one' ? 1 : 0), active: 'p1', phase },
      steps: [{
        id: 'up', name: { ja: 'アップ', en: 'Up' },
        actions: base.length > 0 ? [{ type: 'tap', args: { ids: base }, seat: 'p1', reason: { ja: 'アップ', en: 'up' }, ruling: 'T 3' }] : [],
        choice: { prompt: 'colour', options: [{ value: 'blue', label: { ja: '青', en: 'blue' } }] },
      }],
    };
  },
  winner: () => null,
  resolve: () => ({ steps: [{ reason: { ja: '解決', en: 'resolved' }, ruling: 'T 4', cards: [] }], actions: [] }),
  damageMarkers: (_state, card, amount) => Array.from({ length: amount }, () => ({
    type: 'create', args: { object: { kind: 'coin', x: 0, y: 40, coinKind: 'damage', heads: true, attachedTo: card } }, seat: 'p1' as const,
    reason: { ja: 'ダメージ', en: 'damage' },
  })),
};

const games = (): ScenarioGames => ({ catalog: demoCatalog(), rules: createRulesRegistry([anyModule(stub)]) });

describe('loading a scenario', () => {
  it('lists every problem with its path (and line, for text)', () => {
    const text = JSON.stringify({
      game: 'nofuture',
      zones: {
        'p1-nowhere': ['NF-001'],
        'p1-base': ['NF-999', { inline: { number: 'NF-X01', name: 'テスト', kind: 'character', color: 'blue', cost: { pips: [], colorless: 1 }, version: 1, attribute: 'x', fight: -1, shoot: 1, durability: 1 } }],
      },
      counters: { p1: { mana: 3 } },
      actions: [{ do: 'tap', card: 'ghost' }, { expect: { zones: { 'p9-base': 1 } } }],
    }, null, 2);
    const result = loadScenario(text, games());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.problems.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining([
      'zones.p1-nowhere', 'zones.p1-base[0]', 'zones.p1-base[1].inline.fight', 'counters.p1.mana', 'actions[0].card', 'actions[1].expect.zones.p9-base',
    ]));
    expect(result.problems.every((p) => typeof p.line === 'number')).toBe(true);
    expect(result.problems.every((p) => p.message.ja !== '' && p.message.en !== '')).toBe(true);
  });

  it('reports a shape error at its path and refuses an ambiguous card number', () => {
    const bad = loadScenario({ game: 'nofuture', turn: 'two', zones: { 'p1-base': [{ card: 'NF-001', as: 'a', count: 2 }] } }, games());
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.map((p) => p.path)).toEqual(expect.arrayContaining(['turn']));
    const twice = loadScenario({ game: 'nofuture', zones: { 'p1-base': ['NF-001', 'NF-001'] }, actions: [{ do: 'tap', card: 'NF-001' }] }, games());
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.problems[0]?.message.en).toContain('name one with "as"');
  });

  it('lays the position out: public zones face up, the deck face down as a pile, cards under cards, coins, counters and tokens', () => {
    const result = loadScenario({
      game: 'nofuture', turn: 3, active: 'p2', phase: 'two',
      zones: {
        'p1-base': [{ card: 'NF-001', as: 'hikari', down: true, coins: 2, under: ['NF-009'] }, 'NF-015'],
        'p1-deck': [{ card: 'NF-016', count: 5 }],
        'p2-hand': ['NF-020'],
        'p2-battle1-front': [{ card: 'NF-003', damage: 2, faceDown: true }],
      },
      counters: { p2: { hp: 12 } },
      tokens: { 'p1-energy-unused': { blue: 2, red: 1 } },
    }, games());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { scenario } = result;
    const run = runScenario(scenario);
    expect(run.failures).toEqual([]);
    expect(run.state.turn).toEqual({ turn: 3, active: 'p2', phase: 'two' });
    expect(run.state.zones['p1-base']).toEqual(['hikari (down, 2 magic, under: NF-009)', 'NF-015']);
    expect(run.state.zones['p1-deck']).toHaveLength(5);
    expect(run.state.zones['p1-deck']?.[0]).toContain('face down');
    expect(run.state.zones['p2-battle1-front']).toEqual(['NF-003 (face down, 2 damage)']);
    expect(run.state.counters).toEqual({ p1: { hp: 20 }, p2: { hp: 12 } });
    expect(run.state.tokens['p1-energy-unused']).toEqual({ blue: 2, red: 1 });
    // Turns are counted across both seats: odd turns are the first player's, so p2 went first.
    expect(scenario.doc.getMap('meta').get('game')).toMatchObject({ firstPlayer: 'p2' });
  });
});

describe('running a scenario', () => {
  it('runs table commands through interpret, validate and follow-up; allow overrules; expectations are checked', () => {
    const loaded = loadScenario({
      game: 'nofuture', turn: 1, active: 'p1', phase: 'one',
      zones: { 'p1-hand': [{ card: 'NF-015', as: 'zero' }], 'p1-base': [{ card: 'NF-016', as: 'garm', down: true }] },
      actions: [
        { do: 'move', card: 'zero', to: 'p1-base' },
        { expect: { verdict: { level: 'illegal', ruling: 'T 1' }, cards: { zero: { zone: 'p1-base', down: true } } } },
        { do: 'allow', note: 'house rule' },
        { expect: { verdict: { level: 'ok' } } },
        { do: 'advance' },
        { expect: { phase: 'two', prompt: 'colour', rulings: ['T 3'], cards: { garm: { down: false } } } },
        { do: 'choose', value: 'blue' },
        { expect: { prompt: null } },
        { do: 'resolve' },
        { expect: { rulings: ['T 4'], zones: { 'p1-base': 3 } } },
      ],
    }, games());
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const run = runScenario(loaded.scenario);
    expect(run.failures.map((f) => `${f.path}: ${f.message}`)).toEqual([
      'actions[9].expect.zones.p1-base: expected 3, got 2',
    ]);
    expect(run.verdicts[0]?.verdicts[0]?.level).toBe('ok');
    expect(run.log.some((line) => line.ruling === 'T 2')).toBe(true);
  });

  it('a table command whose arguments do not parse is the table\'s failure, never interpreted', () => {
    const loaded = loadScenario({
      game: 'nofuture', zones: { 'p1-hand': [{ card: 'NF-015', as: 'zero' }] },
      actions: [{ do: 'move', card: 'zero', x: 1e12, y: 0 }],
    }, games());
    if (!loaded.ok) throw new Error('should load');
    const run = runScenario(loaded.scenario);
    expect(run.failures[0]?.message).toMatch(/^move failed: move: x /);
    expect(run.verdicts).toEqual([]);
    expect(run.log.some((line) => line.ruling === 'T 2')).toBe(false);
  });

  it('an unknown verb is a failure, not a crash', () => {
    const loaded = loadScenario({ game: 'nofuture', actions: [{ do: 'teleport' }] }, games());
    if (!loaded.ok) throw new Error('should load');
    expect(runScenario(loaded.scenario).failures[0]?.message).toContain('unknown step "teleport"');
  });
});
