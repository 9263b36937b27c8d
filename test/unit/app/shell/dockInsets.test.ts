import { describe, expect, it } from 'vitest';
import { insetsOf, type Box } from '../../../../src/app/shell/dockInsets';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, width, height, right: left + width, bottom: top + height });
const area = box(0, 48, 1140, 692);

describe('the room docked panels take from the table', () => {
  it('is nothing without panels', () => {
    expect(insetsOf(area, [])).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  });

  it('is the widest panel of each column, with a small gap', () => {
    const insets = insetsOf(area, [
      { edge: 'left', box: box(8, 56, 300, 400) },
      { edge: 'left', box: box(8, 460, 200, 100) },
      { edge: 'right', box: box(1140 - 8 - 248, 94, 248, 300) },
    ]);
    expect(insets).toEqual({ top: 0, left: 314, right: 262, bottom: 0 });
  });

  it('ignores empty boxes and caps a tall top panel at a quarter of the height', () => {
    const insets = insetsOf(area, [
      { edge: 'left', box: box(8, 56, 0, 0) },
      { edge: 'top', box: box(400, 58, 300, 600) },
      { edge: 'right', box: box(Number.NaN, 0, 10, 10) },
    ]);
    expect(insets.left).toBe(0);
    expect(insets.top).toBe(173);
    expect(insets.right).toBe(0);
  });
});
