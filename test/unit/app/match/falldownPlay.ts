// One browser's Falldown flow in Node, doing what useFalldown does in React: the draft and Lock in
// are the player's; everything else comes from the step function (nextFalldownEffect) and is run
// here the same way the hook runs it: open the phase's envelope round, commit the sealed lines, log
// the reveal, compute the result (kept as the hook keeps it), log the hash; the draws the other
// browser left for this seat are taken at once; Apply runs applyShare; "On to phase N" is startNext.
import { applyShare } from '../../../../src/app/falldown/apply';
import { phaseRound, roundLabel } from '../../../../src/app/falldown/flow';
import { AUTOMATIC, nextFalldownEffect, type FalldownEffect } from '../../../../src/app/falldown/step';
import type { StoredDraft, StoredResolution } from '../../../../src/app/falldown/store';
import { readGameMeta } from '../../../../src/cards/setupGame';
import { readRulesEvents } from '../../../../src/rules/core';
import { checkDraft, EMPTY_PLAN, pruneDraft, resolvePhase, stateHash, type FalldownPlan, type FalldownState } from '../../../../src/rules/falldown';
import type { Browser, TwoSeats } from './twoSeats';

export function fdState(browser: Browser): FalldownState {
  const view = browser.driver.snapshot().view;
  if (!view || view.module.game !== 'falldown') throw new Error(`${browser.seat}: no Falldown state`);
  return view.state as FalldownState;
}

/** What the hook keeps per browser (its React state and localStorage), by phase. */
export class FalldownFlow {
  private readonly drafts = new Map<number, StoredDraft>();
  private readonly results = new Map<number, StoredResolution>();
  private readonly started = new Set<string>();

  constructor(readonly browser: Browser) {}

  get seat() {
    return this.browser.seat;
  }

  state(): FalldownState {
    return fdState(this.browser);
  }

  private stored(phase: number): StoredDraft {
    return this.drafts.get(phase) ?? { plan: EMPTY_PLAN, locked: null };
  }

  resolution(phase = this.state().phase): StoredResolution | null {
    return this.results.get(phase) ?? null;
  }

  /** The panel's draft (only while not locked in). */
  setDraft(plan: FalldownPlan): void {
    const phase = this.state().phase;
    if (this.stored(phase).locked) return;
    this.drafts.set(phase, { plan, locked: null });
  }

  /** Lock in: the pruned draft's lines are what the step function seals; the plan step is logged from draw. */
  lockIn(): void {
    const state = this.state();
    const stored = this.stored(state.phase);
    if (stored.locked) return;
    const draft = pruneDraft(state, this.seat, stored.plan);
    const check = checkDraft(state, this.seat, draft);
    if (!check.fits) throw new Error(`${this.seat}: plan too long`);
    this.drafts.set(state.phase, { plan: draft, locked: check.lines });
    if (state.step === 'draw') this.browser.driver.record([{ seat: this.seat, kind: 'phase', turn: state.phase, active: this.seat, phase: 'plan' }]);
  }

  /** The step function's answer for this browser now. */
  async effect(): Promise<FalldownEffect> {
    const { session } = this.browser;
    const state = this.state();
    const setupId = readGameMeta(session.doc)?.setupId ?? '';
    const label = roundLabel(setupId, state.phase);
    const round = phaseRound(await session.envelopes.rounds(), label);
    return nextFalldownEffect({
      state, seat: this.seat, round, label, events: readRulesEvents(session.doc).events,
      draft: this.stored(state.phase), resolution: this.resolution(state.phase), tableHash: stateHash(state),
    });
  }

  /** Runs the automatic effect the step function gives (each once), and this seat's queued draws. True when something ran. */
  async tick(): Promise<boolean> {
    let ran = false;
    for (const entry of this.browser.driver.snapshot().pending) {
      this.browser.driver.applyPending(entry.id);
      ran = true;
    }
    const effect = await this.effect();
    if (!AUTOMATIC.has(effect.kind)) return ran;
    const state = this.state();
    const key = `${state.phase}|${JSON.stringify(effect)}`;
    if (this.started.has(key)) return ran;
    this.started.add(key);
    const { session, driver } = this.browser;
    switch (effect.kind) {
      case 'open-round':
        session.envelopes.open(effect.label, 'cards');
        break;
      case 'commit':
        await session.envelopes.commit(effect.round, effect.lines);
        break;
      case 'log-reveal':
      case 'log-computed':
        driver.record(effect.events);
        break;
      case 'compute': {
        const result = resolvePhase(state, effect.plans);
        this.results.set(state.phase, { hash: result.hash, steps: result.steps, actions: result.actions });
        break;
      }
    }
    return true;
  }

  /** Apply to the table (the panel's button, offered once both hashes are in): this seat's share. */
  apply(unticked: ReadonlySet<number> = new Set()): string[] {
    const state = this.state();
    const resolution = this.resolution(state.phase);
    if (!resolution) throw new Error(`${this.seat}: nothing to apply`);
    return applyShare(this.browser.session, this.seat, state.phase, resolution, unticked);
  }

  /** "Start phase 1" / "On to phase N+1": resolve → end → the next phase's draw. */
  startNext(): void {
    const phase = this.state().phase;
    let last: { turn: number; phase: string } | null = null;
    for (const event of readRulesEvents(this.browser.session.doc).events) if (event.kind === 'phase') last = event;
    if ((last?.turn ?? 0) !== phase) return;
    if (last?.phase === 'resolve') this.browser.driver.advance(new Set());
    this.browser.driver.advance(new Set());
  }
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

/**
 * Lets both browsers' flows run (the envelope board reveals on its own, asynchronously) until each
 * one's effect is of a kind in `until`; returns those effects.
 */
export async function runFlows(table: TwoSeats, flows: readonly FalldownFlow[], until: ReadonlySet<FalldownEffect['kind']>): Promise<FalldownEffect[]> {
  for (let i = 0; i < 400; i++) {
    let ran = false;
    for (const flow of flows) ran = (await flow.tick()) || ran;
    await table.settle();
    const effects = await Promise.all(flows.map((f) => f.effect()));
    if (effects.every((e) => until.has(e.kind))) return effects;
    if (!ran) await pause();
  }
  const effects = await Promise.all(flows.map((f) => f.effect()));
  throw new Error(`the flows never reached ${[...until].join('/')}: ${JSON.stringify(effects.map((e) => (e.kind === 'wait' ? `wait:${e.for}` : e.kind)))}`);
}
