// What the Falldown panel gets from the app's side of a phase: the state, this seat's draft, where
// the phase stands and the ways to act on it. The panel draws; the flow lives in rules/falldown/flow/
// and runs in the app's FlowDriver.
import type { DraftCheck, FalldownPlan, FalldownProblem, FalldownState, Step } from '../../../rules/falldown';
import type { Seat } from '../../../table';

export type { FalldownProblem };

/** The phase's result as this browser computed it. */
export interface FalldownResult {
  hash: string;
  steps: readonly Step[];
}

export interface FalldownTable {
  state: FalldownState;
  seat: Seat;
  phase: number;
  draft: FalldownPlan;
  setDraft(plan: FalldownPlan): void;
  check: DraftCheck;
  /** This seat has sealed its plan for the phase (or is sealing it). */
  sealed: boolean;
  committed: Record<Seat, boolean>;
  lockIn(): void;
  busy: boolean;
  error: string | null;
  problems: readonly FalldownProblem[];
  /** Both plans as revealed and checked. */
  plans: Partial<Record<Seat, FalldownPlan>>;
  resolution: FalldownResult | null;
  /** Each seat's hash of the result as its browser computed it, and as it applied it. */
  hashes: Partial<Record<Seat, string>>;
  applied: Partial<Record<Seat, string>>;
  /** Applies this seat's share of the result; the unticked steps are logged as overruled. */
  apply(unticked: ReadonlySet<number>): void;
  /** The hash of the table as it reads now. */
  tableHash: string;
  startNext(): void;
}
