// Focused tests of the NoFuture module's API, each citing the rule it follows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { objectsOf } from '../../../../src/table/doc';
import { appendRulesEvent, judge, type RulesInput } from '../../../../src/rules/core';
import { runScenario } from '../../../../src/rules/core/scenario';
import { nofutureRules, PHASES, PROMPT } from '../../../../src/rules/nofuture';
import type { NofutureCard } from '../../../../src/cards/nofuture';
import type { CardLookup } from '../../../../src/cards/game';
import { readTable, type TableObject } from '../../../../src/table';
import { idOf, play, position, stateOf } from './helpers';
import { runs } from '../../../propertyRuns';

const rules = nofutureRules;

describe('the turn (NF 3.2)', () => {
  it('runs Up → Draw → Energy → Preparation → Sortie (attacker, defender) → Battle → End, then the other seat', () => {
    const scenario = position({ first: 'p2' });
    const seen: string[] = [];
    for (let i = 0; i < 9; i++) {
      const { next } = rules.advance(stateOf(scenario));
      seen.push(`${next.turn}:${next.active}:${next.phase}`);
      appendRulesEvent(scenario.doc, { seat: 'system', kind: 'phase', turn: next.turn, active: next.active ?? 'p1', phase: next.phase }, null);
    }
    expect(seen).toEqual([
      '1:p2:up', '1:p2:draw', '1:p2:energy', '1:p2:preparation', '1:p2:sortie-attack', '1:p2:sortie-defense', '1:p2:battle', '1:p2:end', '2:p1:up',
    ]);
    expect(PHASES.map((p) => p.id)).toEqual(['up', 'draw', 'energy', 'preparation', 'sortie-attack', 'sortie-defense', 'battle', 'end']);
    expect(PHASES.every((p) => p.name.ja !== '' && p.about.en !== '')).toBe(true);
  });

  it('skips the draw on the first player\'s first turn only (※先行プレイヤーの１回目のターンでは、ドローフェイズを飛ばす)', () => {
    const first = rules.advance(stateOf(position({ turn: 1, active: 'p1', phase: 'up', zones: { 'p1-deck': [{ card: 'NF-015', count: 3 }] } })));
    expect(first.steps.flatMap((s) => s.actions)).toEqual([]);
    const second = rules.advance(stateOf(position({ turn: 2, active: 'p2', phase: 'up', zones: { 'p2-deck': [{ card: 'NF-015', count: 3 }] } })));
    expect(second.steps.flatMap((s) => s.actions).map((a) => a.type)).toEqual(['draw']);
  });

  it('a draw phase with an empty deck loses the game (NF 3.3: ドローフェイズにおけるカードを引く行為を含む)', () => {
    const { result } = play({ turn: 4, active: 'p2', phase: 'up', actions: [{ do: 'advance' }, { expect: { phase: 'draw', winner: 'p1' } }] });
    expect(result.failures).toEqual([]);
    expect(result.winner?.ruling).toBe('NF 3.3');
  });

  it('the energy phase asks blue, red or a draw', () => {
    const { steps } = rules.advance(stateOf(position({ turn: 3, active: 'p1', phase: 'draw' })));
    expect(steps[0]?.choice?.prompt).toBe(PROMPT.energy);
    expect(steps[0]?.choice?.options.map((o) => o.value)).toEqual(['blue', 'red', 'draw']);
  });

  it('the up phase touches only the active seat\'s cards and energy (NF-R5)', () => {
    const scenario = position({
      turn: 2, active: 'p2', phase: 'end',
      zones: { 'p1-base': [{ card: 'NF-015', down: true }], 'p2-base': [{ card: 'NF-016', as: 'garm', down: true }] },
      tokens: { 'p1-energy-used': { red: 2 }, 'p2-energy-used': { blue: 1 } },
    });
    const { next, steps } = rules.advance(stateOf(scenario));
    expect(next).toEqual({ turn: 3, active: 'p1', phase: 'up' });
    const actions = steps.flatMap((s) => s.actions);
    expect(actions.every((a) => a.seat === 'p1')).toBe(true);
    expect(actions.find((a) => a.type === 'tap')?.args['ids']).toEqual([idOf(scenario, 'NF-015')]);
    expect(actions.some((a) => a.ruling === 'NF-R5')).toBe(true);
  });
});

describe('interpreting table commands', () => {
  const scenario = position({
    turn: 3, active: 'p1', phase: 'preparation',
    zones: {
      'p1-hand': [{ card: 'NF-015', as: 'zero' }, { card: 'NF-009', as: 'staff' }],
      'p1-base': [{ card: 'NF-001', as: 'hikari' }],
    },
  });
  const state = stateOf(scenario);
  const base = state.view.zone('p1-base')!;
  const front = state.view.zone('p1-battle2-front')!;

  it('hand → base is a play; hand → under a character is a set-card play; base → battle area is a sortie', () => {
    const played = rules.interpret({ type: 'move', args: { id: idOf(scenario, 'zero'), x: base.x + 400, y: base.y + 100 }, seat: 'p1' }, state);
    expect(played).toMatchObject({ kind: 'play', detail: { to: 'p1-base' } });
    const set = rules.interpret({ type: 'attach', args: { id: idOf(scenario, 'staff'), host: idOf(scenario, 'hikari') }, seat: 'p1' }, state);
    expect(set).toMatchObject({ kind: 'play', detail: { host: idOf(scenario, 'hikari') } });
    const sortie = rules.interpret({ type: 'move', args: { id: idOf(scenario, 'hikari'), x: front.x + 50, y: front.y + 50 }, seat: 'p1' }, state);
    expect(sortie).toMatchObject({ kind: 'sortie', detail: { area: 2, row: 'front', side: 'p1' } });
    expect(rules.interpret({ type: 'move', args: { id: idOf(scenario, 'hikari'), x: base.x + 600, y: base.y + 100 }, seat: 'p1' }, state)).toBeNull();
    expect(rules.interpret({ type: 'roll', args: { ids: ['x'] }, seat: 'p1' }, state)).toBeNull();
  });

  it('a character played into base is paid for and turned down afterwards (NF 4.2)', () => {
    const action = rules.interpret({ type: 'move', args: { id: idOf(scenario, 'zero'), x: base.x + 400, y: base.y + 100 }, seat: 'p1' }, state)!;
    const follow = rules.followUp!(action, state);
    expect(follow.actions.map((a) => a.type)).toContain('tap');
    expect(follow.actions.find((a) => a.type === 'tap')?.ruling).toBe('NF 4.2');
  });

  it('an allow event settles a verdict for that action (applied once, by judge; the module reports the rules as they are)', () => {
    const late = position({ turn: 3, active: 'p1', phase: 'battle', zones: { 'p1-hand': [{ card: 'NF-015', as: 'zero' }] }, tokens: { 'p1-energy-unused': { red: 1 } } });
    const lateState = stateOf(late);
    const zone = lateState.view.zone('p1-base')!;
    const action = rules.interpret({ type: 'move', args: { id: idOf(late, 'zero'), x: zone.x + 100, y: zone.y + 100 }, seat: 'p1' }, lateState)!;
    expect(rules.validate(action, lateState).some((v) => v.level === 'illegal' && v.ruling === 'NF 4.2')).toBe(true);
    appendRulesEvent(late.doc, { seat: 'p2', kind: 'allow', ruling: 'NF 4.2', action: `play:${idOf(late, 'zero')}` }, null);
    const after = stateOf(late);
    expect(rules.validate(action, after).some((v) => v.level === 'illegal')).toBe(true);
    expect(judge(rules, action, after, after.events).some((v) => v.level === 'illegal')).toBe(false);
  });
});

describe('reading the table', () => {
  it('a set card shares its host\'s up or down state (NF 4.2)', () => {
    const scenario = position({ zones: { 'p1-base': [{ card: 'NF-001', down: true, under: [{ card: 'NF-009', as: 'staff' }] }] } });
    expect(stateOf(scenario).cards.get(idOf(scenario, 'staff'))?.down).toBe(true);
  });

  it('counts hidden cards and never reads them', () => {
    const scenario = position({ turn: 3, active: 'p1', phase: 'preparation', zones: { 'p1-hand': [{ card: 'NF-015', as: 'zero' }, 'NF-016'] } });
    const id = idOf(scenario, 'zero');
    const map = objectsOf(scenario.doc).get(id)!;
    scenario.doc.transact(() => {
      map.set('ref', '');
      map.set('sealed', { seat: 'p1', iv: 'AAAAAAAAAAAAAAAAAAAAAA', ct: 'secret' });
    });
    const input: RulesInput<NofutureCard> = {
      objects: readTable(scenario.doc).objects, events: [], lookup: scenario.lookup as CardLookup<NofutureCard>,
      identity: (card) => (card.ref === '' ? undefined : card.ref),
    };
    const state = rules.read(input);
    expect(state.cards.get(id)?.data).toBeUndefined();
    expect(state.seats.p1.hand).toHaveLength(2);
    expect(rules.tally(state).find((f) => f.id === 'p1.hand')?.value).toBe(2);
    const base = state.view.zone('p1-base')!;
    const action = rules.interpret({ type: 'move', args: { id, x: base.x + 100, y: base.y + 100 }, seat: 'p1' }, state);
    expect(rules.validate(action!, state)).toEqual([]);
  });

  it('never throws on odd tables: unknown cards, piles in battle areas, hidden cards, a failing identity', () => {
    const refs = ['nf-demo:NF-001', 'nf-demo:NF-009', 'nf-demo:NF-027', 'nope:NF-404', 'mf-demo:MF-001'];
    const scenario = position({ turn: 3, active: 'p1', phase: 'battle' });
    const zones = [...readTable(scenario.doc).objects.values()].filter((o) => o.kind === 'zone');
    const objectArb = fc.record({
      zone: fc.integer({ min: 0, max: zones.length - 1 }), ref: fc.constantFrom(...refs), rotation: fc.constantFrom(0, 90, 180, 270),
      attach: fc.boolean(), faceUp: fc.boolean(), coin: fc.constantFrom('magic', 'damage', 'other'),
    });
    fc.assert(fc.property(fc.array(objectArb, { maxLength: 12 }), fc.boolean(), (specs, failingIdentity) => {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(scenario.doc));
      const made: TableObject[] = [];
      specs.forEach((spec, i) => {
        const zone = zones[spec.zone]!;
        if (zone.kind !== 'zone') return;
        const host = spec.attach ? made.find((o) => o.kind === 'card') : undefined;
        const card: TableObject = {
          id: `x${i}`, kind: 'card', x: host ? 0 : zone.x + 20, y: host ? -30 : zone.y + 20, z: i, ref: spec.ref, faceUp: spec.faceUp,
          rotation: spec.rotation as 0, owner: i % 2 ? 'p1' : 'p2', stack: null, attachedTo: host?.id ?? null,
        };
        made.push(card);
        objectsOf(doc).set(card.id, new Y.Map(Object.entries(card)));
        if (host) objectsOf(doc).set(`m${i}`, new Y.Map(Object.entries({ id: `m${i}`, kind: 'coin', x: 0, y: 0, z: i, coinKind: spec.coin, heads: true, attachedTo: host.id })));
      });
      const input: RulesInput<NofutureCard> = {
        objects: readTable(doc).objects, events: [{ t: 0, seat: 'system', kind: 'phase', turn: 3, active: 'p1', phase: 'battle' }],
        lookup: scenario.lookup as CardLookup<NofutureCard>,
        identity: (c) => {
          if (failingIdentity) throw new Error('keeper not ready');
          return c.ref || undefined;
        },
      };
      const state = rules.read(input);
      rules.tally(state);
      rules.hints(state, 'p1');
      rules.hints(state, 'p2');
      rules.advance(state);
      rules.resolve!(state);
      rules.winner(state);
    }), runs(60));
  });
});

describe('hints', () => {
  it('say what each phase allows, with the ruling', () => {
    const phases = ['up', 'draw', 'energy', 'preparation', 'sortie-attack', 'sortie-defense', 'battle', 'end'];
    for (const phase of phases) {
      const state = stateOf(position({
        turn: 3, active: 'p1', phase,
        zones: { 'p1-hand': ['NF-015'], 'p1-base': ['NF-016'], 'p2-base': ['NF-017'], 'p1-battle1-front': ['NF-002'] },
        tokens: { 'p1-energy-unused': { red: 2 } },
      }));
      const mine = rules.hints(state, phase === 'sortie-defense' ? 'p2' : 'p1');
      expect(mine.length, phase).toBeGreaterThan(0);
      expect(mine.every((h) => h.ruling !== undefined && h.text.ja !== '' && h.text.en !== ''), phase).toBe(true);
    }
  });

  it('offer the energy options as one-click commands, and playable characters in preparation', () => {
    const energy = rules.hints(stateOf(position({ turn: 3, active: 'p1', phase: 'energy', tokens: { 'p1-supply': { blue: 5, red: 5 } } })), 'p1');
    expect(energy.filter((h) => (h.actions?.length ?? 0) > 0)).toHaveLength(2);
    const prep = rules.hints(stateOf(position({ turn: 3, active: 'p1', phase: 'preparation', zones: { 'p1-hand': ['NF-015', 'NF-003'] }, tokens: { 'p1-energy-unused': { red: 1 } } })), 'p1');
    expect(prep.map((h) => h.text.en).join('\n')).toContain('Zero');
    expect(prep.map((h) => h.text.en).join('\n')).not.toContain('Guardia');
  });
});

describe('victory (NF 3.3)', () => {
  it('both at 0 HP is a draw', () => {
    const state = stateOf(position({ counters: { p1: { hp: 0 }, p2: { hp: -1 } } }));
    expect(rules.winner(state)?.winner).toBe('draw');
  });
});

describe('odd formations', () => {
  it('a back without a front is noted as no legal team (NF 4.3) and still fights as it stands', () => {
    const { result } = play({
      turn: 3, active: 'p1', phase: 'battle',
      zones: { 'p1-battle1-back': [{ card: 'NF-017', as: 'vespa' }] },
      actions: [{ do: 'resolve' }, { expect: { rulings: ['NF 4.3'], counters: { p2: { hp: 18 } } } }],
    });
    expect(result.failures).toEqual([]);
  });

  it('damage markers are damage coins on the card, counted by the tally', () => {
    const scenario = position({ zones: { 'p1-base': [{ card: 'NF-003', as: 'g', damage: 3 }] } });
    const state = stateOf(scenario);
    expect(state.cards.get(idOf(scenario, 'g'))?.damageCoins).toHaveLength(3);
    expect(rules.tally(state).find((f) => f.id === `damage.${idOf(scenario, 'g')}`)?.value).toBe(3);
    expect(runScenario(scenario).state.zones['p1-base']).toEqual(['g (3 damage)']);
  });
});
