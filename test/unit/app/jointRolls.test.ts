// How the session rolls: with one seat from the browser's cryptographic generator (the doc's seed
// and counter are never read), in a room of two seats jointly, and with given faces as given.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { GameCatalog } from '../../../src/cards/gameCatalog';
import { ALL_GAMES } from '../../../src/cards/games';
import { MemoryKeyStore } from '../../../src/secret/keyring';
import { TableSession } from '../../../src/app/session';
import { isRolling, jointTable } from '../../../src/app/jointRolls';
import { SEATS_MAP } from '../../../src/net/seats';
import { metaOf, readLog } from '../../../src/table';
import { readGameMeta } from '../../../src/cards/setupGame';
import { newGame, twoSeats, type TwoSeats } from './match/twoSeats';

const sessions: TableSession[] = [];
let pair: TwoSeats | null = null;
afterEach(() => {
  for (const session of sessions.splice(0)) session.destroy();
  pair?.destroy();
  pair = null;
});

let tables = 0;
async function table(): Promise<TableSession> {
  const session = new TableSession(`joint-rolls-test-${tables++}`, new GameCatalog(ALL_GAMES), 'p1', false, new MemoryKeyStore());
  await session.open();
  sessions.push(session);
  return session;
}

function addDie(session: TableSession): string {
  const created = session.run({ type: 'create', args: { object: { kind: 'die', x: 100, y: 100, sides: 6, value: 1, lastRoller: null } } });
  return created.ok ? String(created.value) : '';
}

const holder = (playerId: string) => ({ playerId, name: playerId, color: '#336699' });

describe('rolling in the app', () => {
  it('with one seat, rolls from the cryptographic generator: the doc’s roll counter is never used', async () => {
    const session = await table();
    const id = addDie(session);
    const seen = new Set<number>();
    for (let i = 0; i < 120; i++) {
      expect(session.run({ type: 'roll', args: { ids: [id] } })).toEqual({ ok: true, value: null });
      const die = session.live.snapshot.objects.get(id);
      if (die?.kind === 'die') seen.add(die.value);
    }
    expect(metaOf(session.doc).get('rolls')).toBeUndefined();
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('takes the faces a caller gives (scenarios, tests)', async () => {
    const session = await table();
    const id = addDie(session);
    expect(session.runUntrusted('roll', { ids: [id], faces: [4] })).toEqual({ ok: true, value: null });
    expect(session.live.snapshot.objects.get(id)).toMatchObject({ value: 4 });
    expect(readLog(session.doc).entries.at(-1)).toMatchObject({ op: 'roll', args: { id, value: 4 } });
  });

  it('in a room of two seats held by two players, a roll is joint and waits for the other seat', async () => {
    const session = await table();
    const id = addDie(session);
    expect(jointTable(session.doc)).toBe(false);
    session.doc.getMap(SEATS_MAP).set('p1', holder('alice'));
    session.doc.getMap(SEATS_MAP).set('p2', holder('alice'));
    expect(jointTable(session.doc)).toBe(false);
    session.doc.getMap(SEATS_MAP).set('p2', holder('bob'));
    expect(jointTable(session.doc)).toBe(true);
    const result = session.run({ type: 'roll', args: { ids: [id] } });
    expect(result.ok && isRolling(result.value)).toBe(true);
    for (let i = 0; i < 50 && session.rolls.pending[0]?.waitingFor.join() !== 'p2'; i++) await new Promise((r) => setTimeout(r, 10));
    expect(session.rolls.pending).toEqual([expect.objectContaining({ piece: id, by: 'p1', waitingFor: ['p2'] })]);
    expect(session.run({ type: 'roll', args: { ids: ['nothing'] } })).toMatchObject({ ok: false });
  });

  it('decides the first player with joint dice in a room of two seats: recorded once both rolls are written, each verified', async () => {
    pair = await twoSeats();
    pair.p1.session.doc.getMap(SEATS_MAP).set('p1', holder('alice'));
    pair.p1.session.doc.getMap(SEATS_MAP).set('p2', holder('bob'));
    await newGame(pair, 'nofuture', 'die');
    const doc = pair.p2.session.doc;
    for (let i = 0; i < 200 && !readGameMeta(doc)?.firstPlayer; i++) await new Promise((r) => setTimeout(r, 10));
    const first = readLog(doc, 2000).entries.filter((e) => e.op === 'firstPlayer').at(-1);
    expect(first?.args).toMatchObject({ how: 'die', joint: 'verified' });
    const { p1, p2 } = first!.args as { p1: number; p2: number };
    expect(p1).not.toBe(p2);
    expect(readGameMeta(doc)?.firstPlayer).toBe(p2 > p1 ? 'p2' : 'p1');
    const joint = readLog(doc, 2000).entries.filter((e) => e.op === 'roll' && e.args['verified'] === true);
    expect(joint.length).toBeGreaterThanOrEqual(2);
    expect(joint.slice(-2).map((e) => e.args['value'])).toEqual([p1, p2]);
    expect([...pair.p1.session.rolls.problems, ...pair.p2.session.rolls.problems]).toEqual([]);
  }, 20_000);
});
