// Running a scenario: each step goes through the game module (interpret, validate, follow-up,
// propose, advance, resolve) and ordinary table commands, exactly as the app would run them, and
// every `expect` block is checked against what the table and the module then say. Headless, the
// steps act on the scenario's own doc; the app runs them one at a time on its live table.
import type { Localized, GameCardBase } from '../../../cards/game';
import { parseCommand, readTable, type CommandResult, type Seat } from '../../../table';
import type { Figure, RulesEventDraft, RulesInput, TableAction, Verdict, Win } from '../contract';
import { actionKey, judge, judgedProposal, withAllowances, worstVerdict } from '../allow';
import { appendRulesEvent, readRulesEvents } from '../events';
import { currentTurn } from '../turn';
import { commandFor, isTableCommand, resolveCardFields } from './commandArgs';
import { checkExpectation, type Failure } from './expect';
import { runForSeat, scenarioInput } from './input';
import type { LoadedScenario } from './load';
import { isExpectStep, type DoStep } from './schema';
import { summarize, type ScenarioState } from './summary';
import { runSetupCheck } from './setupCheck';
import type { RunContext } from './context';

export interface VerdictRecord {
  step: number;
  do: string;
  /** The action the verdicts are about ("sortie:c004"), null for a step that means nothing to the rules. */
  action: string | null;
  verdicts: Verdict[];
}

export interface LogLine {
  step: number;
  do: string;
  text: Localized;
  ruling?: string;
  /** The table command run, when the line is one. */
  command?: { type: string; args: Record<string, unknown>; seat: Seat };
  error?: string;
}

export interface ScenarioResult {
  state: ScenarioState;
  tallies: Figure[];
  log: LogLine[];
  verdicts: VerdictRecord[];
  failures: Failure[];
  winner: Win | null;
}

/**
 * Where the steps act. The doc is `scenario.doc`; this says how to read it for the module (the app
 * knows its own hidden cards), how to run a command as a seat, and how to record a rules event.
 */
export interface ScenarioTable {
  input(): RulesInput<GameCardBase>;
  run(type: string, args: Record<string, unknown>, seat: Seat): CommandResult;
  append(event: RulesEventDraft): void;
}

/** The scenario's own doc, with no hidden cards: any seat may handle any card. */
export function headlessTable(scenario: LoadedScenario): ScenarioTable {
  return {
    input: () => scenarioInput(scenario),
    run: (type, args, seat) => runForSeat(scenario.doc, type, args, seat),
    append: (event) => void appendRulesEvent(scenario.doc, event, null),
  };
}

/** What one step added to the run. */
export interface StepOutcome {
  step: number;
  log: LogLine[];
  verdicts: VerdictRecord[];
  failures: Failure[];
}

/** A run of a scenario's steps, one at a time or all at once. */
export class ScenarioRun {
  readonly log: LogLine[] = [];
  readonly verdicts: VerdictRecord[] = [];
  readonly failures: Failure[] = [];
  private readonly ctx: RunContext;

  constructor(readonly scenario: LoadedScenario, private readonly table: ScenarioTable = headlessTable(scenario)) {
    this.ctx = { scenario, input: () => table.input(), lastVerdicts: [], lastAction: null, lastRulings: [], prompt: null };
  }

  get stepCount(): number {
    return this.scenario.file.actions?.length ?? 0;
  }

  /** Runs step i (steps are meant to run in order) and returns what it added. */
  step(i: number): StepOutcome {
    const from = { log: this.log.length, verdicts: this.verdicts.length, failures: this.failures.length };
    const step = this.scenario.file.actions?.[i];
    if (step) this.runStep(step, i);
    return {
      step: i, log: this.log.slice(from.log), verdicts: this.verdicts.slice(from.verdicts), failures: this.failures.slice(from.failures),
    };
  }

  result(): ScenarioResult {
    const module = this.scenario.module;
    const state = module?.read(this.table.input());
    return {
      state: summarize(this.scenario, module ? module.turn(state) : currentTurn(readRulesEvents(this.scenario.doc).events)),
      tallies: module ? module.tally(state) : [],
      log: this.log,
      verdicts: this.verdicts,
      failures: this.failures,
      winner: module ? module.winner(state) : null,
    };
  }

  private apply(stepIndex: number, verb: string, actions: readonly TableAction[], events: readonly RulesEventDraft[] = []): void {
    for (const action of actions) {
      const result = this.table.run(action.type, action.args, action.seat);
      this.log.push({
        step: stepIndex, do: verb, text: action.reason, command: { type: action.type, args: action.args, seat: action.seat },
        ...(action.ruling ? { ruling: action.ruling } : {}), ...(result.ok ? {} : { error: result.error }),
      });
      if (!result.ok) this.failures.push({ step: stepIndex, path: `actions[${stepIndex}]`, message: `${action.type} failed: ${result.error}` });
    }
    for (const event of events) this.table.append(event);
  }

  private record(step: number, verb: string, action: string | null, verdicts: Verdict[]): void {
    this.verdicts.push({ step, do: verb, action, verdicts });
    this.ctx.lastVerdicts = verdicts;
    this.ctx.lastAction = action;
  }

  private runStep(step: NonNullable<LoadedScenario['file']['actions']>[number], i: number): void {
    const { scenario, ctx, log, failures } = this;
    const module = scenario.module;
    if (isExpectStep(step)) {
      failures.push(...checkExpectation(step.expect, i, ctx));
      return;
    }
    if (!module) {
      failures.push({ step: i, path: `actions[${i}]`, message: `no rules module for ${scenario.file.game}` });
      return;
    }
    const doStep = step as DoStep;
    const verb = doStep.do;
    const state = module.read(this.table.input());
    const position = module.turn(state);
    const seat: Seat = doStep.seat ?? seatOfCard(doStep, scenario) ?? position?.active ?? 'p1';
    const fail = (message: string) => failures.push({ step: i, path: `actions[${i}]`, message });

    switch (verb) {
      case 'advance': {
        const { next, steps, verdicts: leaving = [] } = module.advance(state);
        this.table.append({ seat: 'system', kind: 'phase', turn: next.turn, active: next.active ?? position?.active ?? 'p1', phase: next.phase });
        log.push({ step: i, do: verb, text: { ja: `フェイズ: ${next.phase}`, en: `phase: ${next.phase}` } });
        ctx.prompt = null;
        ctx.lastRulings = [];
        for (const phaseStep of steps) {
          log.push({ step: i, do: verb, text: phaseStep.name });
          this.apply(i, verb, phaseStep.actions, phaseStep.events);
          ctx.lastRulings.push(...phaseStep.actions.flatMap((a) => (a.ruling ? [a.ruling] : [])));
          if (phaseStep.choice) ctx.prompt = { prompt: phaseStep.choice.prompt, seat: next.active ?? seat };
        }
        // The verdicts on leaving the phase; an 'allow' step names the advance as its action.
        if (leaving.length > 0) this.record(i, verb, `advance:${position?.phase ?? ''}`, leaving);
        else {
          ctx.lastVerdicts = [];
          ctx.lastAction = null;
        }
        return;
      }
      case 'choose': {
        const prompt = typeof doStep['prompt'] === 'string' ? doStep['prompt'] : ctx.prompt?.prompt;
        const value = doStep['value'];
        if (prompt === undefined) return void fail('choose: no choice is asked for (give "prompt")');
        if (typeof value !== 'string' && typeof value !== 'number' && !Array.isArray(value)) return void fail('choose: give "value"');
        const chooser = doStep.seat ?? ctx.prompt?.seat ?? seat;
        const proposal = module.propose?.(state, { verb: 'choose', seat: chooser, args: { prompt, value } });
        if (proposal) {
          this.apply(i, verb, proposal.actions, proposal.events);
          this.record(i, verb, `choose:${prompt}`, proposal.verdicts);
        } else {
          this.table.append({ seat: chooser, kind: 'choice', prompt, value: value as string | number | string[] });
          this.record(i, verb, `choose:${prompt}`, []);
        }
        if (ctx.prompt?.prompt === prompt) ctx.prompt = null;
        return;
      }
      case 'resolve': {
        const resolution = module.resolve?.(state) ?? null;
        if (!resolution) return void fail(`resolve: nothing to resolve in phase ${position?.phase ?? '(none)'}`);
        for (const resolutionStep of resolution.steps) {
          log.push({ step: i, do: verb, text: resolutionStep.reason, ...(resolutionStep.ruling ? { ruling: resolutionStep.ruling } : {}) });
        }
        this.apply(i, verb, resolution.actions);
        ctx.lastRulings = [
          ...resolution.steps.flatMap((s) => (s.ruling ? [s.ruling] : [])),
          ...resolution.actions.flatMap((a) => (a.ruling ? [a.ruling] : [])),
        ];
        this.record(i, verb, null, []);
        return;
      }
      case 'checkDeck': case 'checkSelection': {
        const checked = runSetupCheck(verb, doStep, scenario);
        if (!checked.ok) return void fail(checked.error);
        const key = `${verb}:${seat}`;
        log.push({ step: i, do: verb, text: { ja: `${verb} (${seat})`, en: `${verb} (${seat})` } });
        this.record(i, verb, key, withAllowances(checked.verdicts, readRulesEvents(scenario.doc).events, key));
        return;
      }
      case 'allow': {
        const ruling = typeof doStep['ruling'] === 'string' ? doStep['ruling'] : worstVerdict(ctx.lastVerdicts.filter((v) => v.level !== 'ok'))?.ruling;
        if (ruling === undefined || ctx.lastAction === null) return void fail('allow: the last step has no verdict to overrule');
        const note = typeof doStep.note === 'string' ? doStep.note : undefined;
        this.table.append({ seat, kind: 'allow', ruling, action: ctx.lastAction, ...(note ? { note } : {}) });
        ctx.lastVerdicts = withAllowances(ctx.lastVerdicts, readRulesEvents(scenario.doc).events, ctx.lastAction);
        const last = this.verdicts[this.verdicts.length - 1];
        if (last) last.verdicts = ctx.lastVerdicts;
        log.push({ step: i, do: verb, text: { ja: `${ruling} を認めました`, en: `${ruling} overruled` }, ruling });
        return;
      }
    }

    if (isTableCommand(verb)) {
      const plan = commandFor(verb, doStep, seat, scenario);
      if (!plan.ok) return void fail(plan.error);
      const command = { type: plan.type, args: plan.args, seat };
      // A command that does not parse means nothing to the rules; the table refuses it below.
      const parsed = parseCommand(plan.type, plan.args);
      const action = parsed.ok ? module.interpret({ ...parsed.command, seat }, state) : null;
      const key = action ? actionKey(action) : null;
      const found = action ? judge(module, action, state, readRulesEvents(scenario.doc).events) : [];
      const result = this.table.run(plan.type, plan.args, seat);
      log.push({
        step: i, do: verb, text: { ja: `${plan.type} (${seat})`, en: `${plan.type} (${seat})` }, command,
        ...(result.ok ? {} : { error: result.error }),
      });
      if (!result.ok) return void fail(`${plan.type} failed: ${result.error}`);
      this.record(i, verb, key, found);
      if (action && doStep['follow'] !== false && module.followUp) {
        const follow = module.followUp(action, state);
        this.apply(i, verb, follow.actions, follow.events);
      }
      return;
    }

    const args = resolveCardFields(doStep, scenario);
    delete args['do'];
    delete args['seat'];
    const proposed = module.propose?.(state, { verb, seat, args }) ?? null;
    const proposal = proposed && judgedProposal(proposed, readRulesEvents(scenario.doc).events);
    if (!proposal) return void fail(`unknown step "${verb}": not a table command nor a verb of ${scenario.file.game}`);
    this.apply(i, verb, proposal.actions, proposal.events);
    const cards = [args['card'], ...(Array.isArray(args['cards']) ? args['cards'] : [])].filter((c): c is string => typeof c === 'string');
    this.record(i, verb, proposal.action ?? actionKey({ kind: verb, cards }), proposal.verdicts);
  }
}

/** Runs every step of a scenario headless, on its own doc. */
export function runScenario(scenario: LoadedScenario): ScenarioResult {
  const run = new ScenarioRun(scenario);
  for (let i = 0; i < run.stepCount; i++) run.step(i);
  return run.result();
}

function seatOfCard(step: DoStep, scenario: LoadedScenario): Seat | undefined {
  const name = step['card'];
  if (typeof name !== 'string') return undefined;
  const card = readTable(scenario.doc).objects.get(scenario.refs.idOf(name));
  return card?.kind === 'card' ? card.owner ?? undefined : undefined;
}
