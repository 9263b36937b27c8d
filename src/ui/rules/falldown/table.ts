// What the Falldown panel gets from the app's side of a phase: the state, this seat's draft, where
// the phase stands and the ways to act on it. The panel draws; the flow lives in app/falldown/.
import type { DraftCheck, FalldownPlan, FalldownState, Step } from '../../../rules/falldown';
import type { Seat } from '../../../table';

/** What stops the phase: a reveal or a logged plan that is not the sealed one, or a lost result. */
export type FalldownProblem =
  | { kind: 'reveal'; seat: Seat; verdict: string }
  | { kind: 'log'; seat: Seat }
  /** This browser no longer has the phase's result and the table has changed since: not computed again. */
  | { kind: 'lost' };

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
