import { describe, expect, it } from 'vitest';
import { refusalForKey } from '../../../src/ui/keyRefusals';
import { commandForKey } from '../../../src/ui/actions';
import type { TableObject } from '../../../src/table/schema';

const base = { x: 0, y: 0, z: 1, owner: null } as const;
const stack = { ...base, id: 's1', kind: 'stack', order: ['c1'], faceUp: false, layout: 'neat', name: '' } as unknown as TableObject;
const card = { ...base, id: 'c2', kind: 'card', rotation: 0 } as unknown as TableObject;
const token = { ...base, id: 't1', kind: 'token' } as unknown as TableObject;

describe('refusalForKey', () => {
  it('says why T cannot tap a pile, or a mix with other pieces', () => {
    expect(commandForKey('t', false, [stack], 'p1', null)).toBeNull();
    expect(refusalForKey('t', false, [stack])).toBe('shortcuts.refused.tapStack');
    expect(refusalForKey('T', false, [card, token])).toBe('shortcuts.refused.tapNotCards');
  });

  it('is silent where the key works, with nothing at hand, or with Ctrl', () => {
    expect(refusalForKey('t', false, [card])).toBeNull();
    expect(refusalForKey('t', false, [])).toBeNull();
    expect(refusalForKey('t', true, [stack])).toBeNull();
    expect(refusalForKey('f', false, [stack])).toBeNull();
  });
});
