// Types of scripts/bench/parts.mjs (the benchmark's part runner; test/unit/scripts/benchParts.test.ts).

export interface PartContext {
  /** Aborts when the part runs out of time or the run is interrupted. */
  signal: AbortSignal;
  /** A cleanup run when the part ends, however it ends (last deferred first). */
  defer(cleanup: () => unknown): void;
  log(...args: unknown[]): void;
}

export interface Part {
  id: string;
  title: string;
  limitMs: number;
  needs?: string[];
  run(ctx: PartContext): Promise<unknown>;
}

export type PartStatus = 'ok' | 'timed out' | 'failed' | 'interrupted' | 'not run';

export interface Outcome {
  id: string;
  title: string;
  status: PartStatus;
  value?: unknown;
  reason?: string;
  limitMs: number;
  startedAt: string;
  ms: number;
  load: { before: number; after: number; cores: number };
}

export function oneLine(error: unknown): string;
export function markOf(outcome: Outcome): string;
export function runParts(parts: Part[], options?: {
  limits?: Record<string, number>;
  log?: (...args: unknown[]) => void;
  onOutcome?: (outcome: Outcome) => unknown;
  interrupt?: AbortSignal;
  graceMs?: number;
}): Promise<Outcome[]>;
