// The rules assist's pure side in the app: what a player sees after a move (verdicts with their
// rulings, quiet mode, the follow-up), what "Allow" records, in which order a phase's steps run and
// which wait for the other seat's browser, and how rules events read in the log.
import { describe, expect, it } from 'vitest';
import { anyModule, appendRulesEvent, readRulesEvents, type PhaseStep, type TableAction } from '../../../../src/rules/core';
import { nofutureRules, PHASES } from '../../../../src/rules/nofuture';
import { checkCommand } from '../../../../src/app/rulesAssist';
import {
  allowEvents, describeActionKey, groupFigures, resolvedThisPhase, leftToOtherSeat, overruleNotes, planSteps, popoverFor, rulesLogEntries,
} from '../../../../src/rules/core/assist';
import { idOf, position, stateOf } from '../nofuture/helpers';

const module = anyModule(nofutureRules);

/** A move of a hand card into p1's base, checked against the table before it. */
function playIntoBase(phase: string, tokens: Record<string, Record<string, number>> = { 'p1-energy-unused': { blue: 5, red: 5 } }) {
  const scenario = position({ turn: 3, active: 'p1', phase, zones: { 'p1-hand': [{ card: 'NF-015', as: 'zero' }] }, tokens });
  const state = stateOf(scenario);
  const base = state.view.zone('p1-base')!;
  const command = { type: 'move' as const, args: { id: idOf(scenario, 'zero'), x: base.x + 300, y: base.y + 90 } };
  return { scenario, state, command, check: checkCommand(module, state, readRulesEvents(scenario.doc).events, command, 'p1') };
}

describe('the popover after a move', () => {
  it('a character played outside the preparation phase is shown beside the card with its ruling (NF 4.2)', () => {
    const { check, scenario } = playIntoBase('sortie-attack');
    const popover = popoverFor(check, false);
    expect(popover?.card).toBe(idOf(scenario, 'zero'));
    expect(popover?.level).not.toBe('ok');
    expect(popover?.verdicts.map((v) => v.ruling)).toContain('NF 4.2');
    expect(popover?.verdicts.every((v) => v.reason.ja !== '' && v.reason.en !== '')).toBe(true);
  });

  it('quiet mode keeps illegal verdicts and hides warnings', () => {
    const { check } = playIntoBase('sortie-attack');
    const quiet = popoverFor(check, true);
    expect(quiet?.verdicts.every((v) => v.level === 'illegal')).toBe(true);
    const loud = popoverFor(check, false);
    expect(loud!.verdicts.length).toBeGreaterThanOrEqual(quiet?.verdicts.length ?? 0);
  });

  it('a legal play offers its follow-up (turn it down, pay its cost) with no verdict to overrule', () => {
    const { check } = playIntoBase('preparation');
    const popover = popoverFor(check, false);
    expect(popover?.verdicts).toEqual([]);
    expect(popover?.level).toBe('ok');
    expect(popover?.followUp.actions.length).toBeGreaterThan(0);
    expect(popover?.followUp.actions.every((a) => a.seat === 'p1' && a.reason.en !== '')).toBe(true);
  });

  it('a command that means nothing to the rules shows nothing', () => {
    expect(popoverFor(null, false)).toBeNull();
  });

  it('"Allow" records one allow event per ruling, naming the action; the same move then passes', () => {
    const { check, scenario, state, command } = playIntoBase('sortie-attack');
    const popover = popoverFor(check, false)!;
    const events = allowEvents(popover, 'p1');
    expect(new Set(events.map((e) => (e.kind === 'allow' ? e.ruling : ''))).size).toBe(events.length);
    expect(events.every((e) => e.kind === 'allow' && e.action === check!.key)).toBe(true);
    for (const event of events) appendRulesEvent(scenario.doc, event, null);
    const again = checkCommand(module, state, readRulesEvents(scenario.doc).events, command, 'p1');
    expect(again?.verdicts.every((v) => v.level === 'ok')).toBe(true);
    expect(again?.verdicts.some((v) => v.reason.en.includes('allowed'))).toBe(true);
  });
});

// Each action is told apart by its reason (the tag): the plan only orders and splits them.
const act = (type: 'tap' | 'move' | 'draw' | 'adjust', seat: 'p1' | 'p2', tag: string): TableAction => {
  const reason = { ja: tag, en: tag };
  switch (type) {
    case 'tap': return { type, args: { ids: ['c'] }, seat, reason };
    case 'move': return { type, args: { id: 'c', x: 0, y: 0 }, seat, reason };
    case 'draw': return { type, args: { stack: 's' }, seat, reason };
    case 'adjust': return { type, args: { id: 'n', delta: 1 }, seat, reason };
  }
};
const tagOf = (a: TableAction): string => a.reason.en;

describe('applying a phase\'s steps', () => {
  const steps: PhaseStep[] = [
    { id: 'untap', name: { ja: 'a', en: 'a' }, actions: [act('tap', 'p1', '1'), act('move', 'p2', '2')] },
    { id: 'draw', name: { ja: 'b', en: 'b' }, actions: [act('draw', 'p2', '3')], events: [{ seat: 'p2', kind: 'choice', prompt: 'empty-deck', value: 'p2' }] },
    { id: 'energy', name: { ja: 'c', en: 'c' }, actions: [act('adjust', 'p1', '4'), act('draw', 'p1', '5')] },
  ];

  it('runs the commands step by step in order; the other seat\'s own draws wait for its browser', () => {
    const plan = planSteps(steps, 'p1');
    expect(plan.run.map((a) => tagOf(a))).toEqual(['1', '2', '4', '5']);
    expect(plan.deferred.map((a) => tagOf(a))).toEqual(['3']);
    expect(plan.events).toHaveLength(1);
  });

  it('the seat that draws runs its draw itself', () => {
    expect(planSteps(steps, 'p2').run.map((a) => tagOf(a))).toEqual(['1', '2', '3', '4']);
    expect(leftToOtherSeat(act('draw', 'p1', 'x'), 'p2')).toBe(true);
    expect(leftToOtherSeat(act('move', 'p1', 'x'), 'p2')).toBe(false);
  });

  it('an unticked step is skipped with its events', () => {
    const plan = planSteps(steps, 'p1', new Set(['draw']));
    expect(plan.run.map((a) => tagOf(a))).toEqual(['1', '2', '4', '5']);
    expect(plan.deferred).toEqual([]);
    expect(plan.events).toEqual([]);
  });

  it('a battle resolved in this phase is not offered again; the next battle phase offers it anew', () => {
    const battle = { t: 1, seat: 'p1', kind: 'phase', turn: 1, active: 'p1', phase: 'battle' } as const;
    const resolved = { t: 2, seat: 'p1', kind: 'resolved', resolver: 'nofuture', hash: 'abc', ruling: 'NF 4.4' } as const;
    expect(resolvedThisPhase([battle])).toBe(false);
    expect(resolvedThisPhase([battle, resolved])).toBe(true);
    expect(resolvedThisPhase([battle, resolved, { ...battle, t: 3, turn: 2 }])).toBe(false);
  });

  it('each unticked line of a resolution is logged as overruled, with its ruling', () => {
    const notes = overruleNotes([
      { index: 0, reason: { ja: 'エリア1: 3ダメージ', en: 'area 1: 3 damage' }, ruling: 'NF 4.4' },
      { index: 1, reason: { ja: 'x', en: 'x' } },
    ], new Set([0]), 'p2');
    expect(notes).toEqual([{ seat: 'p2', kind: 'note', text: { ja: '覆しました: エリア1: 3ダメージ', en: 'overruled: area 1: 3 damage' }, ruling: 'NF 4.4' }]);
  });
});

describe('rules events in the log', () => {
  it('reads phases by name in the UI language and allowances with the action and ruling', () => {
    const entries = rulesLogEntries([
      { t: 10, seat: 'p1', kind: 'phase', turn: 2, active: 'p2', phase: 'preparation' },
      { t: 11, seat: 'p1', kind: 'allow', ruling: 'NF 4.2', action: 'play:c1' },
      { t: 12, seat: 'p2', kind: 'note', text: { ja: '戦闘を解決しました', en: 'resolved the battle' }, ruling: 'NF 4.4' },
    ], 'en', PHASES, (key) => describeActionKey(key, (k) => k, (id) => (id === 'c1' ? '炎の剣士' : id)), (id) => id);
    expect(entries).toEqual([
      { t: 10, seat: 'p1', op: 'phase', args: { turn: 2, active: 'P2', phase: 'Preparation phase' } },
      { t: 11, seat: 'p1', op: 'allow', args: { action: 'play 炎の剣士', ruling: 'NF 4.2' } },
      { t: 12, seat: 'p2', op: 'note', args: { text: 'resolved the battle', ruling: 'NF 4.4' } },
    ]);
  });

  it('groups figures by seat and by card for the tally board', () => {
    const groups = groupFigures([
      { id: 'p1.hp', label: { ja: 'P1 HP', en: 'P1 HP' }, value: 20, seat: 'p1' },
      { id: 'damage.c1', label: { ja: 'ダメージ', en: 'damage' }, value: 2, seat: 'p2', card: 'c1' },
    ], 'ja');
    expect(groups.seats.p1.map((f) => f.value)).toEqual([20]);
    expect(groups.seats.p2).toEqual([]);
    expect(groups.cards.get('c1')?.[0]?.label).toBe('ダメージ');
  });
});
