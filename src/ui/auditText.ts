// The audit's verdict for one seat as one clear sentence, for the dialog, the notices and the log.
import type { TFunction } from 'i18next';
import type { Seat } from '../table/schema';
import type { KeyRefusal } from '../secret/auditKeys';
import type { AuditProblem, SeatAudit } from '../secret/deckAudit';

/** A seat's audit, or why there is none: an error, or a revealed key refused (it does not match its published hash). */
export type AuditState = SeatAudit | { error: string; refused?: KeyRefusal };

/** One clear sentence per seat: "all 47 draws match" or the first thing that does not. */
export function auditText(t: TFunction, seat: Seat, audit: AuditState, cardName: (ref: string) => string): string {
  const who = t(`log.seats.${seat}`);
  if ('error' in audit) return audit.refused ? t(`fair.keyRefused.${audit.refused}`, { who }) : t('fair.auditError', { who, error: audit.error });
  // Entries a peer wrote in the seat's name are not the seat's doing: said, never blamed.
  const forged = audit.forged > 0 ? ` ${t('fair.forgedIgnored', { count: audit.forged })}` : '';
  if (audit.problems.length === 0) return t('fair.auditOk', { who, count: audit.draws, shuffles: audit.shuffles }) + forged;
  return audit.problems.slice(0, 3).map((p) => problemText(t, who, p, cardName)).join(' / ') + forged;
}

function problemText(t: TFunction, who: string, problem: AuditProblem, cardName: (ref: string) => string): string {
  switch (problem.kind) {
    case 'draw': return t('fair.problems.draw', { who, n: problem.draw, expected: cardName(problem.expected), got: cardName(problem.got) });
    case 'commitment': return t('fair.problems.commitment', { who, n: problem.shuffle });
    case 'contents': return t('fair.problems.contents', { who, n: problem.shuffle });
    case 'reorder': return t('fair.problems.reorder', { who });
    case 'putBack': return t('fair.problems.putBack', { who, expected: cardName(problem.expected), got: cardName(problem.got) });
    case 'unreadable': return t('fair.problems.unreadable', { who });
    case 'end': return t('fair.problems.end', { who });
    case 'withheld': return t('fair.problems.withheld', { who });
  }
}
