// The session's two ways to run a command: typed (the app's own code) and untrusted (the
// automation API), which checks the arguments first and then runs the same way.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { GameCatalog } from '../../../src/cards/gameCatalog';
import { ALL_GAMES } from '../../../src/cards/games';
import { MemoryKeyStore } from '../../../src/secret/keyring';
import { TableSession } from '../../../src/app/session';

const sessions: TableSession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.destroy();
});

let tables = 0;
async function table(): Promise<TableSession> {
  const session = new TableSession(`session-test-${tables++}`, new GameCatalog(ALL_GAMES), 'p1', false, new MemoryKeyStore());
  await session.open();
  sessions.push(session);
  return session;
}

const DIE = { kind: 'die', x: 100, y: 100, sides: 6, value: 1, lastRoller: null };

describe('TableSession.run and runUntrusted', () => {
  it('runs a typed command as the viewer', async () => {
    const session = await table();
    const created = session.run({ type: 'create', args: { object: DIE } });
    expect(created).toMatchObject({ ok: true, value: expect.any(String) });
    const id = created.ok ? String(created.value) : '';
    expect(session.run({ type: 'move', args: { id, x: 300, y: 200 } })).toEqual({ ok: true, value: null });
    expect(session.live.snapshot.objects.get(id)).toMatchObject({ x: 300, y: 200 });
  });

  it('checks untrusted arguments before it runs them, with the table\'s errors', async () => {
    const session = await table();
    expect(session.runUntrusted('teleport', {})).toEqual({ ok: false, error: 'unknown command "teleport"' });
    expect(session.runUntrusted('move', { id: 'a', x: 'left', y: 0 })).toMatchObject({ ok: false, error: expect.stringMatching(/^move: x /) });
    expect(session.runUntrusted('create', { object: DIE })).toMatchObject({ ok: true, value: expect.any(String) });
  });

  it('a spectator changes nothing, either way', async () => {
    const session = await table();
    session.viewer = 'spectator';
    const before = session.live.snapshot.objects.size;
    expect(session.run({ type: 'create', args: { object: DIE } })).toMatchObject({ ok: false });
    expect(session.runUntrusted('create', { object: DIE })).toMatchObject({ ok: false });
    expect(session.live.snapshot.objects.size).toBe(before);
  });
});
