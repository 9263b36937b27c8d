import { describe, expect, it } from 'vitest';
import { clockTime } from '../../../src/ui/clockTime';
import { logDate } from '../../../src/table/log';

describe('clockTime', () => {
  it('reads as toLocaleTimeString with hour and minute did, in each language', () => {
    for (const lang of ['ja', 'en', 'en-GB']) {
      for (const t of [0, 1, 59_999, 3_600_000, 86_399_999, 1_765_130_000]) {
        expect(clockTime(t, lang)).toBe(logDate(t).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' }));
      }
    }
  });
});
