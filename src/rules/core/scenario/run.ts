// Running a scenario headless: each step goes through the game module (interpret, validate,
// follow-up, propose, advance, resolve) and ordinary table commands, exactly as the app would run
// them, and every `expect` block is checked against what the table and the module then say.
import type { Localized } from '../../../cards/game';
import { readTable, type Seat } from '../../../table';
import type { Figure, RulesEventDraft, TableAction, Verdict, Win } from '../contract';
import { actionKey, withAllowances, worstVerdict } from '../allow';
import { appendRulesEvent, readRulesEvents } from '../events';
import { currentTurn } from '../turn';
import { commandFor, isTableCommand, resolveCardFields } from './commandArgs';
import { checkExpectation, type Failure } from './expect';
import { runForSeat, scenarioInput } from './input';
import type { LoadedScenario } from './load';
import { isExpectStep, type DoStep } from './schema';
import { summarize, type ScenarioState } from './summary';
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


export function runScenario(scenario: LoadedScenario): ScenarioResult {
  const module = scenario.module;
  const log: LogLine[] = [];
  const verdicts: VerdictRecord[] = [];
  const failures: Failure[] = [];
  const ctx: RunContext = { scenario, lastVerdicts: [], lastAction: null, lastRulings: [], prompt: null };
  const read = () => module?.read(scenarioInput(scenario));

  const apply = (stepIndex: number, verb: string, actions: readonly TableAction[], events: readonly RulesEventDraft[] = []) => {
    for (const action of actions) {
      const result = runForSeat(scenario.doc, action.type, action.args, action.seat);
      log.push({
        step: stepIndex, do: verb, text: action.reason, command: { type: action.type, args: action.args, seat: action.seat },
        ...(action.ruling ? { ruling: action.ruling } : {}), ...(result.ok ? {} : { error: result.error }),
      });
      if (!result.ok) failures.push({ step: stepIndex, path: `actions[${stepIndex}]`, message: `${action.type} failed: ${result.error}` });
    }
    for (const event of events) appendRulesEvent(scenario.doc, event, null);
  };

  (scenario.file.actions ?? []).forEach((step, i) => {
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
    const state = read();
    const position = module.turn(state);
    const seat: Seat = doStep.seat ?? seatOfCard(doStep, scenario) ?? position?.active ?? 'p1';
    const fail = (message: string) => failures.push({ step: i, path: `actions[${i}]`, message });

    switch (verb) {
      case 'advance': {
        const { next, steps } = module.advance(state);
        appendRulesEvent(scenario.doc, { seat: 'system', kind: 'phase', turn: next.turn, active: next.active ?? position?.active ?? 'p1', phase: next.phase }, null);
        log.push({ step: i, do: verb, text: { ja: `フェイズ: ${next.phase}`, en: `phase: ${next.phase}` } });
        ctx.prompt = null;
        ctx.lastRulings = [];
        for (const phaseStep of steps) {
          log.push({ step: i, do: verb, text: phaseStep.name });
          apply(i, verb, phaseStep.actions, phaseStep.events);
          ctx.lastRulings.push(...phaseStep.actions.flatMap((a) => (a.ruling ? [a.ruling] : [])));
          if (phaseStep.choice) ctx.prompt = { prompt: phaseStep.choice.prompt, seat: next.active ?? seat };
        }
        ctx.lastVerdicts = [];
        ctx.lastAction = null;
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
          apply(i, verb, proposal.actions, proposal.events);
          record(verdicts, ctx, i, verb, `choose:${prompt}`, proposal.verdicts);
        } else {
          appendRulesEvent(scenario.doc, { seat: chooser, kind: 'choice', prompt, value: value as string | number | string[] }, null);
          record(verdicts, ctx, i, verb, `choose:${prompt}`, []);
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
        apply(i, verb, resolution.actions);
        ctx.lastRulings = [
          ...resolution.steps.flatMap((s) => (s.ruling ? [s.ruling] : [])),
          ...resolution.actions.flatMap((a) => (a.ruling ? [a.ruling] : [])),
        ];
        record(verdicts, ctx, i, verb, null, []);
        return;
      }
      case 'allow': {
        const ruling = typeof doStep['ruling'] === 'string' ? doStep['ruling'] : worstVerdict(ctx.lastVerdicts.filter((v) => v.level !== 'ok'))?.ruling;
        if (ruling === undefined || ctx.lastAction === null) return void fail('allow: the last step has no verdict to overrule');
        const note = typeof doStep.note === 'string' ? doStep.note : undefined;
        appendRulesEvent(scenario.doc, { seat, kind: 'allow', ruling, action: ctx.lastAction, ...(note ? { note } : {}) }, null);
        ctx.lastVerdicts = withAllowances(ctx.lastVerdicts, readRulesEvents(scenario.doc).events, ctx.lastAction);
        const last = verdicts[verdicts.length - 1];
        if (last) last.verdicts = ctx.lastVerdicts;
        log.push({ step: i, do: verb, text: { ja: `${ruling} を認めました`, en: `${ruling} overruled` }, ruling });
        return;
      }
    }

    if (isTableCommand(verb)) {
      const plan = commandFor(verb, doStep, seat, scenario);
      if (!plan.ok) return void fail(plan.error);
      const command = { type: plan.type, args: plan.args, seat };
      const action = module.interpret(command, state);
      const key = action ? actionKey(action) : null;
      const found = action ? withAllowances(module.validate(action, state), readRulesEvents(scenario.doc).events, key ?? '') : [];
      const result = runForSeat(scenario.doc, plan.type, plan.args, seat);
      log.push({
        step: i, do: verb, text: { ja: `${plan.type} (${seat})`, en: `${plan.type} (${seat})` }, command,
        ...(result.ok ? {} : { error: result.error }),
      });
      if (!result.ok) return void fail(`${plan.type} failed: ${result.error}`);
      record(verdicts, ctx, i, verb, key, found);
      if (action && doStep['follow'] !== false && module.followUp) {
        const follow = module.followUp(action, state);
        apply(i, verb, follow.actions, follow.events);
      }
      return;
    }

    const args = resolveCardFields(doStep, scenario);
    delete args['do'];
    delete args['seat'];
    const proposal = module.propose?.(state, { verb, seat, args }) ?? null;
    if (!proposal) return void fail(`unknown step "${verb}": not a table command nor a verb of ${scenario.file.game}`);
    apply(i, verb, proposal.actions, proposal.events);
    const cards = [args['card'], ...(Array.isArray(args['cards']) ? args['cards'] : [])].filter((c): c is string => typeof c === 'string');
    record(verdicts, ctx, i, verb, proposal.action ?? actionKey({ kind: verb, cards }), proposal.verdicts);
  });

  const state = read();
  return {
    state: summarize(scenario, module ? module.turn(state) : currentTurn(readRulesEvents(scenario.doc).events)),
    tallies: module ? module.tally(state) : [],
    log,
    verdicts,
    failures,
    winner: module ? module.winner(state) : null,
  };
}

function record(list: VerdictRecord[], ctx: RunContext, step: number, verb: string, action: string | null, verdicts: Verdict[]): void {
  list.push({ step, do: verb, action, verdicts });
  ctx.lastVerdicts = verdicts;
  ctx.lastAction = action;
}

function seatOfCard(step: DoStep, scenario: LoadedScenario): Seat | undefined {
  const name = step['card'];
  if (typeof name !== 'string') return undefined;
  const card = readTable(scenario.doc).objects.get(scenario.refs.idOf(name));
  return card?.kind === 'card' ? card.owner ?? undefined : undefined;
}
