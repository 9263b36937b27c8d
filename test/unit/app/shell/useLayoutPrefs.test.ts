import { describe, expect, it } from 'vitest';
import { readLayoutPrefs } from '../../../../src/app/shell/useLayoutPrefs';

describe('the remembered layout', () => {
  it('opens both by default and on anything unreadable', () => {
    for (const raw of [null, '', 'not json', '42', 'null', '[]', '{"sideOpen":"no"}']) {
      expect(readLayoutPrefs(raw)).toEqual({ sideOpen: true, trayOpen: true });
    }
  });

  it('reads each choice on its own', () => {
    expect(readLayoutPrefs('{"sideOpen":false}')).toEqual({ sideOpen: false, trayOpen: true });
    expect(readLayoutPrefs('{"sideOpen":false,"trayOpen":false}')).toEqual({ sideOpen: false, trayOpen: false });
  });
});
