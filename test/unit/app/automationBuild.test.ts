// The automation API's raw writes (window.fudaba.writeRaw) exist only in the browser tests' build:
// `vite build` (npm run build, npm start) defines the switch off, `vite build --mode e2e` on.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import config, { rawWritesIn, TEST_BUILD_MODE } from '../../../vite.config';
import { GameCatalog } from '../../../src/cards/gameCatalog';
import { ALL_GAMES } from '../../../src/cards/games';
import { MemoryKeyStore } from '../../../src/secret/keyring';
import { TableSession } from '../../../src/app/session';
import { createAutomationApi } from '../../../src/app/automation';
import { rawApi } from '../../../src/app/automationRaw';

const sessions: TableSession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.destroy();
});

async function table(): Promise<TableSession> {
  const session = new TableSession(`automation-build-${sessions.length}`, new GameCatalog(ALL_GAMES), 'p1', false, new MemoryKeyStore());
  await session.open();
  sessions.push(session);
  return session;
}

const defineFor = (mode: string) => config({ mode, command: 'build' }).define;

describe('the raw-writes switch', () => {
  it('is off for a production build and the dev server, on only in the test mode', () => {
    expect(rawWritesIn('production')).toBe(false);
    expect(rawWritesIn('development')).toBe(false);
    expect(rawWritesIn('')).toBe(false);
    expect(rawWritesIn(TEST_BUILD_MODE)).toBe(true);
  });

  it('becomes a compile-time constant: false for `vite build`, true for `vite build --mode e2e`', () => {
    expect(defineFor('production')).toEqual({ __FUDABA_RAW_WRITES__: 'false' });
    expect(defineFor('e2e')).toEqual({ __FUDABA_RAW_WRITES__: 'true' });
  });

  it('leaves writeRaw out of window.fudaba when off (as in these unit tests)', async () => {
    const session = await table();
    const api = createAutomationApi({
      session,
      scene: () => null,
      model: () => ({ flipped: false, zones: [], objects: [], byId: new Map() }),
      selection: () => [],
      select: () => undefined,
      setViewer: () => undefined,
      online: null,
    });
    expect(api.writeRaw).toBeUndefined();
    expect('writeRaw' in api).toBe(false);
    expect(api.commands().length).toBeGreaterThan(0);
  });

  it('writes a record past the checks when on, and the table skips it as invalid', async () => {
    const session = await table();
    rawApi(session.doc).writeRaw('bogus', { id: 'bogus', kind: 'card', x: 'NaN', ref: 42 });
    expect(session.live.snapshot.invalid.map((r) => r.id)).toContain('bogus');
    expect(session.live.snapshot.objects.has('bogus')).toBe(false);
  });
});
