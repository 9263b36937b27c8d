import { describe, expect, it } from 'vitest';
import { needsFold } from '../../../src/ui/toolbarFold';

describe('needsFold', () => {
  it('folds only when the natural row is wider than the bar, in whole px', () => {
    // Japanese with File ▾ (~1,321 px) fits at 1366 px and folds at 1200 px.
    expect(needsFold(1320.9, 1366)).toBe(false);
    expect(needsFold(1270.3, 1200)).toBe(true);
    expect(needsFold(1358, 1366)).toBe(false);
    expect(needsFold(1366, 1366)).toBe(false);
    // A fraction over is over (the last button would be cut by that fraction)...
    expect(needsFold(1366.2, 1366)).toBe(true);
    // ...and a fractional bar width rounds down, so the row never overflows it.
    expect(needsFold(1366, 1365.6)).toBe(true);
  });
});
