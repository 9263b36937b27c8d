// What the panel shows after a step ran: the verdicts the assist gave (with ruling ids), what the
// rules did (resolution and phase lines with their rulings), and for an `expect` step whether the
// table matched, each difference with what was expected and what the table shows.
import type { Localized } from '../../cards/game';
import type { StepOutcome } from '../../rules/core/scenario';
import type { VerdictLevel } from '../../rules/core';

export interface StepResult {
  kind: 'do' | 'expect';
  /** No failure: the step ran, or the table matched. */
  ok: boolean;
  verdicts: { level: VerdictLevel; ruling: string; reason: Localized }[];
  /** Lines of the rules' own doing that cite a ruling (a battle's steps, a phase's automatic steps). */
  rulings: { text: Localized; ruling: string }[];
  /** Differences of an `expect` step, or why a step could not run. */
  problems: StepProblem[];
}

/** A difference (expected and found, when both are plain values) or a step that could not run. */
export interface StepProblem {
  path: string;
  message: string;
  expected?: string;
  actual?: string;
}

function plain(value: unknown): string | undefined {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value) ? JSON.stringify(value) : undefined;
}

/** The path of a failure without the step's own prefix: "cards.guard.zone". */
export function shortPath(path: string, step: number): string {
  return path.replace(`actions[${step}].expect.`, '').replace(`actions[${step}]`, '');
}

export function stepResult(kind: StepResult['kind'], outcome: StepOutcome): StepResult {
  const verdicts = outcome.verdicts.flatMap((record) => record.verdicts.filter((v) => v.level !== 'ok'))
    .map((v) => ({ level: v.level, ruling: v.ruling, reason: v.reason }));
  const seen = new Set<string>();
  const rulings = outcome.log.flatMap((line) => {
    if (line.ruling === undefined) return [];
    const key = `${line.ruling}|${line.text.en}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ text: line.text, ruling: line.ruling }];
  });
  const problems = [
    ...outcome.failures.map((f): StepProblem => {
      const expected = plain(f.expected);
      const actual = plain(f.actual);
      return { path: shortPath(f.path, outcome.step), message: f.message, ...(expected !== undefined && actual !== undefined ? { expected, actual } : {}) };
    }),
    ...outcome.log.flatMap((line) => (line.error !== undefined && !outcome.failures.some((f) => f.message.includes(line.error ?? '')) ? [{ path: '', message: line.error } satisfies StepProblem] : [])),
  ];
  return { kind, ok: problems.length === 0, verdicts, rulings, problems };
}
