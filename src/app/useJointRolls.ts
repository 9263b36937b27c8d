// The joint rolls under way, placed at their pieces on screen, and each problem another seat's roll
// shows (a face that its shares do not give, a finished roll left out) said once: a notice and a
// line in this browser's log.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import type { RollProblem } from '../secret/jointRollBoard';
import type { PlacedRoll } from '../ui/RollingBadges';
import type { TableSession } from './session';

export function rollProblemText(t: TFunction, problem: RollProblem, kind: 'die' | 'coin'): string {
  const face = (n: number | undefined) => (n === undefined ? '?' : kind === 'coin' ? t(n === 1 ? 'log.heads' : 'log.tails') : String(n));
  return t(`rolls.problem.${problem.problem}`, {
    who: t(`log.seats.${problem.seat}`), kind: t(`kinds.${kind}`), expected: face(problem.expected), found: face(problem.found),
  });
}

export function useJointRolls(
  session: TableSession,
  placeOf: (id: string) => { x: number; y: number } | null,
  say: (problem: RollProblem, text: string) => void,
  t: TFunction,
): PlacedRoll[] {
  const pending = useSyncExternalStore(
    useCallback((fn: () => void) => session.rolls.onChange(fn), [session]),
    () => session.rolls.pending,
  );
  useEffect(() => {
    const tell = (problem: RollProblem) => {
      const object = session.live.snapshot.objects.get(problem.piece);
      say(problem, rollProblemText(t, problem, object?.kind === 'coin' ? 'coin' : 'die'));
    };
    // Problems found before this subscribed (checking the rolls of a table just opened) are said too.
    for (const problem of session.rolls.problems) tell(problem);
    return session.rolls.onProblem(tell);
  }, [session, say, t]);
  return pending.flatMap((roll) => {
    const at = placeOf(roll.piece);
    return at ? [{ ...roll, ...at }] : [];
  });
}
