import { describe, expect, it } from 'vitest';
import { partialForKey, refusalForKey } from '../../../src/ui/keyRefusals';
import { en } from '../../../src/ui/locales/en';
import { ja } from '../../../src/ui/locales/ja';
import { actionsFor, commandForKey } from '../../../src/ui/actions';
import type { TableObject } from '../../../src/table/schema';

const base = { x: 0, y: 0, z: 1, owner: null } as const;
const stack = { ...base, id: 's1', kind: 'stack', order: ['c1'], faceUp: false, layout: 'neat', name: '' } as unknown as TableObject;
const card = { ...base, id: 'c2', kind: 'card', rotation: 0 } as unknown as TableObject;
const token = { ...base, id: 't1', kind: 'token' } as unknown as TableObject;
const card2 = { ...base, id: 'c3', kind: 'card', rotation: 90 } as unknown as TableObject;
/** The text of an i18n key under "shortcuts.refused" in one language. */
const said = (strings: typeof ja, key: string) => (strings.shortcuts.refused as Record<string, string>)[key.replace('shortcuts.refused.', '')];

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

describe('partialForKey', () => {
  it('T on cards and a pile taps the cards only and says the pile cannot be tapped, in both languages', () => {
    const partial = partialForKey('t', false, [card, stack, card2]);
    expect(partial?.command).toEqual({ type: 'tap', args: { ids: ['c2', 'c3'] } });
    expect(partial?.skipped).toBe(1);
    expect(partial?.reason).toBe('shortcuts.refused.tappedButStack');
    // Not the generic refusal: the message names the pile, in the UI language's own script.
    expect(partial?.reason).not.toBe(refusalForKey('t', false, [card, stack]));
    expect(said(ja, partial!.reason)).toMatch(/山/);
    expect(said(ja, partial!.reason)).not.toMatch(/[A-Za-z]/);
    expect(said(en, partial!.reason)).toMatch(/pile/);
    expect(said(en, partial!.reason)).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('T on cards and a token taps the cards and says only cards tap', () => {
    const partial = partialForKey('T', false, [token, card]);
    expect(partial?.command).toEqual({ type: 'tap', args: { ids: ['c2'] } });
    expect(partial?.reason).toBe('shortcuts.refused.tappedButPieces');
    expect(said(ja, partial!.reason)).toBeTruthy();
    expect(said(en, partial!.reason)).toBeTruthy();
  });

  it('leaves alone what the key does whole or not at all: cards only, a pile alone, other keys, Ctrl', () => {
    expect(partialForKey('t', false, [card, card2])).toBeNull();
    expect(partialForKey('t', false, [stack])).toBeNull();
    expect(partialForKey('t', false, [stack, token])).toBeNull();
    expect(partialForKey('t', false, [])).toBeNull();
    expect(partialForKey('f', false, [card, stack])).toBeNull();
    expect(partialForKey('t', true, [card, stack])).toBeNull();
    // The pile alone still gets its own reason.
    expect(refusalForKey('t', false, [stack])).toBe('shortcuts.refused.tapStack');
  });
});

describe('the menu on a mixed selection (a finger has no T key)', () => {
  it('offers to tap the cards only, the same command T runs; a pile alone or cards alone keep their menus', () => {
    const mixed = actionsFor([card, stack, card2], 'p1');
    const item = mixed.find((a) => a.label === 'tapCards');
    expect(item?.command).toEqual(partialForKey('t', false, [card, stack, card2])?.command);
    expect(item?.shortcut).toBeUndefined();
    expect(mixed.some((a) => a.label === 'tap')).toBe(false);
    expect(actionsFor([card, card2], 'p1').some((a) => a.label === 'tapCards')).toBe(false);
    expect(actionsFor([stack], 'p1').some((a) => a.label === 'tapCards' || a.label === 'tap')).toBe(false);
    expect(ja.menu.tapCards).toBeTruthy();
    expect(en.menu.tapCards).toBeTruthy();
  });
});
