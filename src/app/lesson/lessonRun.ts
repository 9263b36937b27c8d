// Stepping through a lesson: the position is laid, then each "Next step" runs the scenario's next
// step on the table through the scenario runner and keeps what it came to. "Restart" lays the
// position again; the player may play by hand in between (a step then acts on the table as it is).
import { isExpectStep, ScenarioRun, type LoadedScenario, type ScenarioStep, type ScenarioTable, type StepOutcome } from '../../rules/core/scenario';

export interface LessonStepState {
  index: number;
  step: ScenarioStep;
  /** What running it came to; undefined until it has run. */
  outcome?: StepOutcome;
}

export class LessonRun {
  private run: ScenarioRun;
  private outcomes: StepOutcome[] = [];
  private readonly listeners = new Set<() => void>();
  /** Bumped on every change, for React's useSyncExternalStore. */
  version = 0;

  constructor(
    /** The scenario, its doc being the table the steps act on. */
    readonly scenario: LoadedScenario,
    private readonly table: ScenarioTable,
    /** Lays the scenario's position on the table (again). */
    private readonly lay: () => void,
    /** Called after each step ran (the app records what its own UI needs, e.g. a battle resolved). */
    private readonly afterStep: (step: ScenarioStep, outcome: StepOutcome) => void = () => undefined,
  ) {
    lay();
    this.run = new ScenarioRun(scenario, table);
  }

  get steps(): readonly ScenarioStep[] {
    return this.scenario.file.actions ?? [];
  }

  /** The index of the next step to run (= the number run so far). */
  get cursor(): number {
    return this.outcomes.length;
  }

  get done(): boolean {
    return this.cursor >= this.steps.length;
  }

  /** Every step, with the outcome of those that ran. */
  state(): LessonStepState[] {
    return this.steps.map((step, index) => {
      const outcome = this.outcomes[index];
      return outcome ? { index, step, outcome } : { index, step };
    });
  }

  /** Runs the next step; null when all have run. A fault in a step becomes a failure of that step. */
  next(): StepOutcome | null {
    const index = this.cursor;
    const step = this.steps[index];
    if (step === undefined) return null;
    let outcome: StepOutcome;
    try {
      outcome = this.run.step(index);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcome = { step: index, log: [], verdicts: [], failures: [{ step: index, path: `actions[${index}]`, message }] };
    }
    this.outcomes.push(outcome);
    if (!isExpectStep(step)) this.afterStep(step, outcome);
    this.changed();
    return outcome;
  }

  /** Runs every step left. */
  toEnd(): StepOutcome[] {
    const out: StepOutcome[] = [];
    for (let outcome = this.next(); outcome; outcome = this.next()) out.push(outcome);
    return out;
  }

  /** Lays the position again and starts over from the first step. */
  restart(): void {
    this.lay();
    this.run = new ScenarioRun(this.scenario, this.table);
    this.outcomes = [];
    this.changed();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}
