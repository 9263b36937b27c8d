// Checking an `expect` block against the table and the module: every mismatch is one failure
// with its path, what was expected and what was found.
import { readTable, type Seat } from '../../../table';
import type { Verdict } from '../contract';
import { worstVerdict } from '../allow';
import { isDown, TableView } from '../tableView';
import type { RunContext } from './context';
import type { Expectation, VerdictPattern } from './schema';

export interface Failure {
  step: number;
  path: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
}

const OK: Verdict = { level: 'ok', ruling: '', reason: { ja: '', en: '' } };

function matches(verdict: Verdict, pattern: VerdictPattern): boolean {
  return (pattern.level === undefined || verdict.level === pattern.level) && (pattern.ruling === undefined || verdict.ruling === pattern.ruling);
}

function describe(verdicts: readonly Verdict[]): string[] {
  return verdicts.map((v) => `${v.level} ${v.ruling}: ${v.reason.en}`);
}

export function checkExpectation(expect: Expectation, step: number, ctx: RunContext): Failure[] {
  const failures: Failure[] = [];
  const base = `actions[${step}].expect`;
  const check = (path: string, expected: unknown, actual: unknown) => {
    if (JSON.stringify(expected) === JSON.stringify(actual)) return;
    failures.push({ step, path: `${base}.${path}`, message: `expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`, expected, actual });
  };
  const { scenario } = ctx;
  const module = scenario.module;
  const state = module?.read(ctx.input());
  const view = new TableView(readTable(scenario.doc).objects);
  const figures = module ? module.tally(state) : [];

  if (expect.turn !== undefined || expect.active !== undefined || expect.phase !== undefined) {
    const turn = module?.turn(state) ?? null;
    if (expect.turn !== undefined) check('turn', expect.turn, turn?.turn ?? null);
    if (expect.active !== undefined) check('active', expect.active, turn?.active ?? null);
    if (expect.phase !== undefined) check('phase', expect.phase, turn?.phase ?? null);
  }
  if (expect.winner !== undefined) check('winner', expect.winner, module?.winner(state)?.winner ?? null);
  for (const [seat, slots] of Object.entries(expect.counters ?? {})) {
    for (const [slot, value] of Object.entries(slots)) {
      check(`counters.${seat}.${slot}`, value, view.counters({ zone: `${seat as Seat}-${slot}` })[0]?.value ?? null);
    }
  }
  for (const [zone, count] of Object.entries(expect.zones ?? {})) check(`zones.${zone}`, count, view.cardsIn(zone).length);
  for (const [zone, colors] of Object.entries(expect.tokens ?? {})) {
    const counts = view.tokenCounts(zone);
    for (const [color, count] of Object.entries(colors)) check(`tokens.${zone}.${color}`, count, counts[color] ?? 0);
  }
  for (const [id, value] of Object.entries(expect.tallies ?? {})) check(`tallies.${id}`, value, figures.find((f) => f.id === id)?.value ?? null);
  for (const [name, want] of Object.entries(expect.cards ?? {})) {
    const id = scenario.refs.idOf(name);
    const card = view.objects.get(id);
    const path = `cards.${name}`;
    if (card?.kind !== 'card') {
      failures.push({ step, path: `${base}.${path}`, message: `no card ${name} on the table` });
      continue;
    }
    if (want.zone !== undefined) check(`${path}.zone`, want.zone, view.zoneOf(id));
    if (want.down !== undefined) check(`${path}.down`, want.down, isDown(card));
    if (want.faceUp !== undefined) check(`${path}.faceUp`, want.faceUp, card.faceUp);
    if (want.damage !== undefined) {
      const figure = figures.find((f) => f.card === id && f.id.startsWith('damage'));
      check(`${path}.damage`, want.damage, figure === undefined ? 0 : figure.value);
    }
    if (want.coins !== undefined) {
      if (typeof want.coins === 'number') check(`${path}.coins`, want.coins, view.coinsOn(id).length);
      else for (const [kind, n] of Object.entries(want.coins)) check(`${path}.coins.${kind}`, n, view.coinsOn(id, kind).length);
    }
    if (want.under !== undefined) check(`${path}.under`, want.under, view.cardsUnder(id).length);
    for (const [prefix, value] of Object.entries(want.tally ?? {})) {
      check(`${path}.tally.${prefix}`, value, figures.find((f) => f.card === id && f.id.startsWith(prefix))?.value ?? null);
    }
  }
  if (expect.verdict !== undefined) {
    const worst = worstVerdict(ctx.lastVerdicts) ?? OK;
    if (!matches(worst, expect.verdict)) {
      failures.push({
        step, path: `${base}.verdict`, message: `expected a verdict ${JSON.stringify(expect.verdict)}, got ${JSON.stringify(describe(ctx.lastVerdicts))}`,
        expected: expect.verdict, actual: ctx.lastVerdicts,
      });
    }
  }
  (expect.verdicts ?? []).forEach((pattern, k) => {
    if (ctx.lastVerdicts.some((v) => matches(v, pattern))) return;
    failures.push({
      step, path: `${base}.verdicts[${k}]`, message: `no verdict ${JSON.stringify(pattern)} among ${JSON.stringify(describe(ctx.lastVerdicts))}`,
      expected: pattern, actual: ctx.lastVerdicts,
    });
  });
  (expect.rulings ?? []).forEach((ruling, k) => {
    if (!ctx.lastRulings.includes(ruling)) {
      failures.push({ step, path: `${base}.rulings[${k}]`, message: `ruling ${ruling} was not applied (applied: ${ctx.lastRulings.join(', ') || 'none'})` });
    }
  });
  if (expect.prompt !== undefined) check('prompt', expect.prompt, ctx.prompt?.prompt ?? null);
  return failures;
}
