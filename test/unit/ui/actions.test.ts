import { describe, expect, it } from 'vitest';
import { actionsFor, commandForKey, isDeckCommand, type MenuCommand } from '../../../src/ui/actions';
import { parseCommand } from '../../../src/table';
import type { Card, Die, Stack, Token } from '../../../src/table/schema';

const card = (id: string, z = 1): Card => ({ id, kind: 'card', x: 0, y: 0, z, ref: 'a:1', faceUp: true, rotation: 0, owner: 'p1', stack: null, attachedTo: null });
const stack: Stack = { id: 's1', kind: 'stack', x: 0, y: 0, z: 1, order: ['c1', 'c2'], faceUp: false, layout: 'neat', owner: 'p1', name: '' };
const die: Die = { id: 'd1', kind: 'die', x: 0, y: 0, z: 1, sides: 6, value: 3, lastRoller: null };
const token: Token = { id: 't1', kind: 'token', x: 0, y: 0, z: 1, color: 'blue', count: 2 };

describe('actions', () => {
  it('offers every stack operation for a stack', () => {
    const labels = actionsFor([stack], 'p1').map((a) => a.label);
    for (const l of ['draw', 'takeTop', 'takeBottom', 'deal', 'shuffle', 'cut', 'fan', 'flip', 'duplicate', 'delete']) expect(labels).toContain(l);
  });

  it('offers no draw to a spectator', () => {
    expect(actionsFor([stack], null).map((a) => a.label)).not.toContain('draw');
  });

  it('maps the documented keys to commands', () => {
    expect(commandForKey('f', false, [card('c1')], 'p1', null)).toEqual({ type: 'flip', args: { ids: ['c1'] } });
    expect(commandForKey('t', false, [card('c1')], 'p1', null)).toEqual({ type: 'tap', args: { ids: ['c1'] } });
    expect(commandForKey('r', false, [card('c1')], 'p1', null)?.type).toBe('rotate180');
    expect(commandForKey('r', false, [die], 'p1', null)).toEqual({ type: 'roll', args: { ids: ['d1'] } });
    expect(commandForKey('s', false, [stack], 'p1', null)).toEqual({ type: 'shuffle', args: { stack: 's1' } });
    expect(commandForKey('d', false, [], 'p1', 's9')).toEqual({ type: 'draw', args: { stack: 's9', count: 1, seat: 'p1' } });
    expect(commandForKey('4', false, [stack], 'p1', 's9')).toEqual({ type: 'draw', args: { stack: 's1', count: 4, seat: 'p1' } });
    expect(commandForKey('Delete', false, [card('c1')], 'p1', null)).toEqual({ type: 'delete', args: { ids: ['c1'] } });
    expect(commandForKey('d', true, [card('c1')], 'p1', null)).toEqual({ type: 'duplicate', args: { ids: ['c1'] } });
    expect(commandForKey('+', false, [token], 'p1', null)).toEqual({ type: 'adjust', args: { id: 't1', delta: 1 } });
    expect(commandForKey('-', false, [token], 'p1', null)).toEqual({ type: 'adjust', args: { id: 't1', delta: -1 } });
    expect(commandForKey('q', false, [card('c1')], 'p1', null)).toBeNull();
  });

  it('stacks a selection onto its lowest card', () => {
    const action = actionsFor([card('c2', 5), card('c1', 2)], 'p1').find((a) => a.label === 'stackSelected');
    expect(action?.command).toEqual({ type: 'stackOnto', args: { ids: ['c2'], target: 'c1' } });
  });

  it('builds commands the table accepts as they are; only a hidden deck\'s own commands are not table commands', () => {
    const built: MenuCommand[] = [];
    for (const targets of [[stack], [card('c1')], [card('c2', 5), card('c1', 2)], [die], [token]]) {
      for (const action of [...actionsFor(targets, 'p1'), ...actionsFor(targets, 'p1', () => 'mine')]) {
        if (action.command) built.push(action.command);
        if (action.ask) built.push(action.ask.build(action.ask.initial));
      }
    }
    const deck = built.filter(isDeckCommand);
    expect(deck.map((c) => c.type).sort()).toEqual(['deck.look', 'deck.mill', 'deck.search']);
    for (const command of built.filter((c) => !isDeckCommand(c))) {
      expect(parseCommand(command.type, command.args)).toEqual({ ok: true, command });
    }
  });
});
