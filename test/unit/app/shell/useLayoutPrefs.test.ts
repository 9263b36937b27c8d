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

  it('starts with the side column shut on a narrow screen, where it is a drawer over the table; a stored choice wins', () => {
    expect(readLayoutPrefs(null, 390)).toEqual({ sideOpen: false, trayOpen: true });
    expect(readLayoutPrefs('garbage', 844)).toEqual({ sideOpen: false, trayOpen: true });
    // A 1024 px tablet held sideways gets the drawer too: the table has the whole width.
    expect(readLayoutPrefs(null, 1024)).toEqual({ sideOpen: false, trayOpen: true });
    expect(readLayoutPrefs(null, 1280)).toEqual({ sideOpen: true, trayOpen: true });
    expect(readLayoutPrefs('{"sideOpen":true}', 390)).toEqual({ sideOpen: true, trayOpen: true });
  });
});
