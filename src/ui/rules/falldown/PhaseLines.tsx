// Small pieces of the Falldown panel: a plan in words, both browsers' result hashes, what stops the phase.
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../table';
import type { FalldownProblem } from './table';

export function PlanLines({ lines, empty }: { lines: string[]; empty: string }) {
  if (lines.length === 0) return <p className="muted small">{empty}</p>;
  return <ul className="fd-plan-lines" data-testid="fd-plan-lines">{lines.map((line, i) => <li key={i}>{line}</li>)}</ul>;
}

export function HashLine({ hashes }: { hashes: Partial<Record<Seat, string>> }) {
  const { t } = useTranslation();
  if (!hashes.p1 || !hashes.p2) return null;
  const agree = hashes.p1 === hashes.p2;
  return (
    <p className={agree ? 'fd-ok' : 'fd-alarm'} data-testid="fd-hash" data-agree={agree ? 'yes' : 'no'} data-hash={hashes.p1}>
      {agree ? t('fdPlan.hashAgree', { hash: hashes.p1 }) : t('fdPlan.hashMismatch', { p1: hashes.p1, p2: hashes.p2 })}
    </p>
  );
}

export function ProblemLine({ problem }: { problem: FalldownProblem }) {
  const { t } = useTranslation();
  const text = problem.kind === 'reveal'
    ? t('fdPlan.badReveal', { seat: t(`seat.${problem.seat}`), verdict: problem.verdict })
    : problem.kind === 'log'
      ? t('fdPlan.logDiffers', { seat: t(`seat.${problem.seat}`) })
      : t('fdPlan.lost');
  return <p className="fd-alarm" data-testid="fd-problem" data-kind={problem.kind}>{text}</p>;
}
