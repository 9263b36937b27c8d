// Lessons on the app's own table: a scenario laid on a TableSession (with its keeper sealing this
// seat's cards) and stepped through by the lesson runner comes out as the headless runner says.
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameCatalog } from '../../../src/cards/gameCatalog';
import { ALL_GAMES } from '../../../src/cards/games';
import { readGameMeta } from '../../../src/cards/setupGame';
import { rulesFor } from '../../../src/rules';
import { currentTurn, readRulesEvents } from '../../../src/rules/core';
import type { LoadedScenario } from '../../../src/rules/core/scenario';
import { MemoryKeyStore } from '../../../src/secret/keyring';
import { runCommand, type Card } from '../../../src/table';
import { TableSession } from '../../../src/app/session';
import { inlineSetId, layScenario, tableRef } from '../../../src/app/lesson/lay';
import { LessonRun } from '../../../src/app/lesson/lessonRun';
import { keeperIdle, liveTable } from '../../../src/app/lesson/liveTable';
import { readScenario } from '../../../src/app/lesson/open';
import { loadSharedSets } from '../../../src/app/sharedSets';

const ROOT = join(import.meta.dirname, '../../..');

function catalog(): GameCatalog {
  const games = new GameCatalog(ALL_GAMES);
  const dir = join(ROOT, 'public/assets/sets');
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) games.loadJson(readFileSync(join(dir, name), 'utf8'));
  return games;
}

const sessions: TableSession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.destroy();
});

let tables = 0;
async function table(games = catalog()): Promise<TableSession> {
  const session = new TableSession(`lesson-test-${tables++}`, games, 'p1', false, new MemoryKeyStore());
  await session.open();
  sessions.push(session);
  return session;
}

function lessonFiles(): string[] {
  return readdirSync(join(ROOT, 'scenarios')).flatMap((game) =>
    readdirSync(join(ROOT, 'scenarios', game)).filter((f) => f.endsWith('.json')).sort().map((f) => `${game}/${f}`));
}

function read(session: TableSession, file: string): LoadedScenario {
  const result = readScenario(readFileSync(join(ROOT, 'scenarios', file), 'utf8'), session.games, rulesFor);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message.en).join('; '));
  return result.scenario;
}

function lesson(session: TableSession, scenario: LoadedScenario): LessonRun {
  return new LessonRun({ ...scenario, doc: session.doc }, liveTable(session), () => layScenario(session, scenario));
}

async function stepAll(session: TableSession, run: LessonRun) {
  const outcomes = [];
  while (!run.done) {
    await keeperIdle(session);
    outcomes.push(run.next()!);
  }
  return outcomes;
}

describe('a lesson on the app\'s table', () => {
  it.each(lessonFiles())('%s: every step runs and every check holds on the live table', async (file) => {
    const session = await table();
    const run = lesson(session, read(session, file));
    const outcomes = await stepAll(session, run);
    expect(outcomes.flatMap((o) => o.failures.map((f) => `${f.path}: ${f.message}`))).toEqual([]);
    expect(outcomes).toHaveLength(run.steps.length);
  });

  it('lays the battle example as a game table: meta, phase, inline cards as a set of their own, nothing to undo', async () => {
    const session = await table();
    const scenario = read(session, 'nofuture/worked-example.json');
    const run = lesson(session, scenario);
    expect(readGameMeta(session.doc)).toMatchObject({ id: 'nofuture', setupId: 'scenario' });
    expect(currentTurn(readRulesEvents(session.doc).events)).toMatchObject({ turn: 3, active: 'p1', phase: 'battle' });
    const setId = inlineSetId(scenario.inlineCards)!;
    expect(session.games.hasSet(setId)).toBe(true);
    const front = session.live.snapshot.objects.get(scenario.refs.idOf('attackerFront')) as Card;
    expect(front.ref).toBe(`${setId}:NF-T01`);
    expect(session.catalog.face(front.ref).name).toBe('演習兵・前衛');
    expect(session.undoManagers.p1.undoStack).toHaveLength(0);

    expect(run.next()!.failures).toEqual([]);
    const resolved = run.next()!;
    expect(resolved.log.map((l) => l.ruling)).toContain('NF 4.4');
    const check = run.next()!;
    expect(check.failures).toEqual([]);
    expect(session.live.snapshot.objects.get(front.id)).toBeDefined();
    expect(run.cursor).toBe(3);

    run.restart();
    expect(run.cursor).toBe(0);
    expect(run.state().every((s) => s.outcome === undefined)).toBe(true);
    expect(currentTurn(readRulesEvents(session.doc).events)?.phase).toBe('battle');
    expect(run.toEnd().flatMap((o) => o.failures)).toEqual([]);
  });

  it('a disputed position: a move by hand after a step is undone, and the step after acts on the table as it is', async () => {
    const session = await table();
    const scenario = read(session, 'nofuture/worked-example.json');
    const run = lesson(session, scenario);
    run.next();
    const id = scenario.refs.idOf('attackerBack');
    const before = session.live.snapshot.objects.get(id) as Card;
    expect(runCommand(session.context('p1'), 'tap', { ids: [id] }).ok).toBe(true);
    expect((session.live.snapshot.objects.get(id) as Card).rotation).not.toBe(before.rotation);
    expect(session.undo()).toBe(true);
    expect((session.live.snapshot.objects.get(id) as Card).rotation).toBe(before.rotation);
    expect(run.toEnd().flatMap((o) => o.failures)).toEqual([]);
  });

  it('the same inline cards reuse their set; other content gets another set', async () => {
    const games = catalog();
    const session = await table(games);
    const scenario = read(session, 'nofuture/worked-example.json');
    layScenario(session, scenario);
    layScenario(session, read(session, 'nofuture/worked-example.json'));
    const text = readFileSync(join(ROOT, 'scenarios/nofuture/worked-example.json'), 'utf8').replace('"fight": 3', '"fight": 4');
    const changed = readScenario(text, games, rulesFor);
    expect(changed.ok).toBe(true);
    if (!changed.ok) return;
    expect(inlineSetId(changed.scenario.inlineCards)).not.toBe(inlineSetId(scenario.inlineCards));
    layScenario(session, changed.scenario);
    expect(tableRef('scenario:NF-T01', 'scenario-x')).toBe('scenario-x:NF-T01');
    expect(tableRef('nf-demo:NF-001', 'scenario-x')).toBe('nf-demo:NF-001');
  });

  it('inline cards travel with the table: another browser (or a reload) draws them from the doc', async () => {
    const session = await table();
    const scenario = read(session, 'nofuture/worked-example.json');
    layScenario(session, scenario);
    const setId = inlineSetId(scenario.inlineCards)!;
    const fresh = new GameCatalog(ALL_GAMES);
    expect(loadSharedSets(session.doc, fresh)).toBe(1);
    expect(fresh.lookup(`${setId}:NF-T03`)?.face.name).toBe('守備兵・前衛');
  });

  it('an invalid file lists its problems with their paths and changes nothing', async () => {
    const session = await table();
    layScenario(session, read(session, 'nofuture/worked-example.json'));
    const objects = session.live.snapshot.objects;
    const broken = readScenario('{ "game": "nofuture", "zones": { "p1-nowhere": ["NF-999"] }, "turn": "three" }', session.games, rulesFor);
    expect(broken.ok).toBe(false);
    if (broken.ok) return;
    expect(broken.problems.map((p) => p.path)).toContain('turn');
    expect(readScenario('{ not json', session.games, rulesFor).ok).toBe(false);
    expect(readScenario('x'.repeat(2_000_001), session.games, rulesFor).ok).toBe(false);
    expect(session.live.snapshot.objects).toBe(objects);
  });
});
