// Loading a scenario: every problem of the file, each at its path; or a doc laid out with the
// position, ready for runScenario.
import type * as Y from 'yjs';
import { parseJsonText } from '../../../cards/jsonText';
import { describeIssue, formatPath } from '../../../cards/problems';
import { textPositions } from '../../../cards/textPosition';
import type { GameCatalog } from '../../../cards/gameCatalog';
import type { CardLookup, GameCardBase, GameCards, GameId } from '../../../cards/game';
import { SEATS, type Seat } from '../../../table';
import type { RulesEventDraft } from '../contract';
import { completeEvent } from '../events';
import type { AnyGameModule } from '../registry';
import { otherSeat } from '../turn';
import { ScenarioBuilder } from './build';
import { ScenarioCards, type ResolvedSpec } from './cards';
import { runForSeat, scenarioInput } from './input';
import { joinPath, type ScenarioProblem } from './problems';
import { CardRefs, REF_FIELDS, REF_LIST_FIELDS } from './refs';
import { isExpectStep, scenarioSchema, type ScenarioFile } from './schema';

/** What loading needs: the loaded card sets and the game modules. */
export interface ScenarioGames {
  catalog: GameCatalog;
  rules: { rulesFor(game: GameId): AnyGameModule | undefined };
}

export interface LoadedScenario {
  file: ScenarioFile;
  doc: Y.Doc;
  cards: GameCards<GameCardBase>;
  module: AnyGameModule | undefined;
  /** Inline cards first, then the loaded sets. */
  lookup: CardLookup<GameCardBase>;
  /** Cards defined in the file, by reference "scenario:NUMBER" (the app registers their faces). */
  inlineCards: ReadonlyMap<string, GameCardBase>;
  /** The reference of a card number in the loaded sets of the game (deck steps name cards so). */
  refOf?: (number: string) => string | undefined;
  refs: CardRefs;
}

export type LoadResult = { ok: true; scenario: LoadedScenario } | { ok: false; problems: ScenarioProblem[] };

export function loadScenario(json: unknown, games: ScenarioGames): LoadResult {
  let value = json;
  let lineOf: (path: string) => number | undefined = () => undefined;
  if (typeof json === 'string') {
    const parsed = parseJsonText(json);
    const positions = textPositions(json);
    if (!parsed.ok) return { ok: false, problems: [{ path: '', line: positions(parsed.error.offset).line, message: parsed.error.reason }] };
    value = parsed.value;
    lineOf = (path) => {
      const offset = parsed.offsetOf(splitPath(path));
      return offset === undefined ? undefined : positions(offset).line;
    };
  }
  const problems = check(value, games);
  if (!problems.ok) return { ok: false, problems: problems.problems.map((p) => ({ ...p, line: p.line ?? lineOf(p.path) })) };
  return { ok: true, scenario: problems.scenario };
}

function check(value: unknown, games: ScenarioGames): LoadResult {
  const parsed = scenarioSchema.safeParse(value);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: describeIssue(issue, value) })) };
  }
  const file = parsed.data;
  const problems: ScenarioProblem[] = [];
  const cards = games.catalog.gameOf(file.game);
  if (!cards) return { ok: false, problems: [{ path: 'game', message: { ja: `ゲーム ${file.game} のカードデータがありません`, en: `no card data for ${file.game}` } }] };
  const module = games.rules.rulesFor(file.game);
  const zoneIds = new Set(cards.mat.zones.map((zone) => zone.id));
  const unknownZone = (path: string, id: string) => problems.push({
    path, message: { ja: `マットに「${id}」というゾーンはありません`, en: `the ${cards.mat.id} mat has no zone "${id}"` },
  });

  const scenarioCards = new ScenarioCards(games.catalog, cards);
  const byZone = new Map<string, ResolvedSpec[]>();
  for (const [zoneId, specs] of Object.entries(file.zones ?? {})) {
    if (!zoneIds.has(zoneId)) unknownZone(joinPath('zones', zoneId), zoneId);
    byZone.set(zoneId, specs.flatMap((spec, i) => {
      const resolved = scenarioCards.resolve(spec, joinPath('zones', zoneId, i), problems);
      return resolved ? [resolved] : [];
    }));
  }
  const hasDamage = [...byZone.values()].flat().some(function damaged(spec: ResolvedSpec): boolean {
    return (spec.spec.damage ?? 0) > 0 || spec.under.some(damaged);
  });
  if (hasDamage && !module?.damageMarkers) {
    problems.push({ path: 'zones', message: { ja: 'このゲームではダメージを置けません', en: 'this game has no way to mark damage' } });
  }
  for (const [seat, slots] of Object.entries(file.counters ?? {})) {
    for (const slot of Object.keys(slots)) if (!zoneIds.has(`${seat}-${slot}`)) unknownZone(joinPath('counters', seat, slot), `${seat}-${slot}`);
  }
  for (const zoneId of Object.keys(file.tokens ?? {})) if (!zoneIds.has(zoneId)) unknownZone(joinPath('tokens', zoneId), zoneId);
  for (const zoneId of Object.keys(file.coins ?? {})) if (!zoneIds.has(zoneId)) unknownZone(joinPath('coins', zoneId), zoneId);
  const events: RulesEventDraft[] = [];
  (file.events ?? []).forEach((raw, i) => {
    const event = completeEvent({ t: 0, ...raw } as RulesEventDraft);
    if (event) events.push(event);
    else problems.push({ path: joinPath('events', i), message: { ja: '規則イベントとして読めません', en: 'not a valid rules event' } });
  });

  const refs = CardRefs.fromSpecs([...byZone.values()].flat());
  checkStepRefs(file, refs, zoneIds, problems);
  if (problems.length > 0) return { ok: false, problems };

  const builder = new ScenarioBuilder(cards, file.seed ?? 1);
  const first = firstPlayer(file);
  builder.doc.transact(() => {
    for (const [zoneId, specs] of byZone) builder.placeCards(zoneId, specs);
    layCounters(builder, cards, file);
    for (const [zoneId, byColor] of Object.entries(file.tokens ?? {})) builder.tokens(zoneId, byColor);
    for (const [zoneId, byKind] of Object.entries(file.coins ?? {})) builder.looseCoins(zoneId, byKind);
    builder.gameMeta(first);
    const opening = openingPhase(file, first, module);
    builder.events(opening ? [opening, ...events] : events);
  });
  refs.bind(builder.placed);
  const scenario: LoadedScenario = {
    file, doc: builder.doc, cards, module, lookup: scenarioCards.lookup, inlineCards: scenarioCards.inline, refs,
    refOf: (number) => games.catalog.resolveNumber(cards, number)?.ref,
  };
  markDamage(scenario, builder);
  return { ok: true, scenario };
}

function splitPath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(match[2] !== undefined ? Number(match[2]) : match[1]!);
  return out;
}

/** The first player: as given; else the seat whose odd-numbered turn it is; else p1. */
function firstPlayer(file: ScenarioFile): Seat | null {
  if (file.first) return file.first;
  if (file.active) return (file.turn ?? 1) % 2 === 1 ? file.active : otherSeat(file.active);
  return file.turn !== undefined || file.phase !== undefined ? 'p1' : null;
}

function openingPhase(file: ScenarioFile, first: Seat | null, module: AnyGameModule | undefined): RulesEventDraft | null {
  if (file.turn === undefined && file.active === undefined && file.phase === undefined) return null;
  const turn = file.turn ?? 1;
  const active = file.active ?? (first === null ? 'p1' : turn % 2 === 1 ? first : otherSeat(first));
  const phase = file.phase ?? module?.phases[0]?.id ?? 'start';
  return { t: 0, seat: 'system', kind: 'phase', turn, active, phase };
}

/** The game's usual counters for both seats, with the file's values instead where it gives them. */
function layCounters(builder: ScenarioBuilder, cards: GameCards<GameCardBase>, file: ScenarioFile): void {
  for (const seat of SEATS) {
    const given = file.counters?.[seat] ?? {};
    const slots = new Map<string, { label: string; value: number }>();
    for (const counter of cards.setup.counters) slots.set(counter.slot, { label: counter.label.ja, value: counter.value });
    for (const [slot, value] of Object.entries(given)) slots.set(slot, { label: slots.get(slot)?.label ?? slot, value });
    const perSlot = new Map<string, number>();
    for (const [slot, { label, value }] of slots) {
      const nth = perSlot.get(slot) ?? 0;
      perSlot.set(slot, nth + 1);
      builder.counter(seat, slot, label, value, nth);
    }
  }
}

function markDamage(scenario: LoadedScenario, builder: ScenarioBuilder): void {
  const module = scenario.module;
  if (!module?.damageMarkers) return;
  for (const placed of builder.placed) {
    const amount = placed.spec.spec.damage ?? 0;
    if (amount <= 0) continue;
    const state = module.read(scenarioInput(scenario));
    for (const action of module.damageMarkers(state, placed.id, amount)) {
      const result = runForSeat(scenario.doc, action.type, action.args, action.seat);
      if (!result.ok) throw new Error(`scenario damage: ${result.error}`);
    }
  }
}

/** Names used by the steps must name a card of the position. */
function checkStepRefs(file: ScenarioFile, refs: CardRefs, zoneIds: ReadonlySet<string>, problems: ScenarioProblem[]): void {
  const checkName = (path: string, name: unknown) => {
    if (typeof name !== 'string') return;
    const problem = refs.problemWith(name);
    if (problem) problems.push({ path, message: problem });
  };
  (file.actions ?? []).forEach((step, i) => {
    if (isExpectStep(step)) {
      for (const name of Object.keys(step.expect.cards ?? {})) checkName(joinPath('actions', i, 'expect', 'cards', name), name);
      for (const zone of Object.keys(step.expect.zones ?? {})) {
        if (!zoneIds.has(zone)) problems.push({ path: joinPath('actions', i, 'expect', 'zones', zone), message: { ja: `ゾーン「${zone}」はありません`, en: `no zone "${zone}"` } });
      }
      return;
    }
    const args = step as Record<string, unknown>;
    for (const field of REF_FIELDS) checkName(joinPath('actions', i, field), args[field]);
    for (const field of REF_LIST_FIELDS) {
      const list = args[field];
      if (Array.isArray(list)) list.forEach((name, k) => checkName(joinPath('actions', i, field, k), name));
    }
    const to = args['to'];
    if (typeof to === 'string' && !zoneIds.has(to)) {
      problems.push({ path: joinPath('actions', i, 'to'), message: { ja: `ゾーン「${to}」はありません`, en: `no zone "${to}"` } });
    }
  });
}
