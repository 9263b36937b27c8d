// The end of a match at this browser: what the table shows of it (the end the rules propose, unless
// the players played on), and the claims this browser writes for the seats it speaks for. A
// result needs the loser's concession or both seats' matching claims (rules/core/match.ts).
import { writeLog, type Seat } from '../../table';
import {
  isAllowed, matchState, readCurrentMatch, readMatch, seriesScore, withdrawClaim, writeClaim,
  type MatchSummary, type RulesEvent, type Win,
} from '../../rules/core';
import type { AssistView } from '../../rules/core/assist';
import type { TableSession } from '../session';
import { appendEventsNow } from './applyAs';

const END_ACTION = 'match-end';

/** The key an overruled end is allowed under: the same end in the same turn (a later one is proposed again). */
const endKey = (win: Win, view: AssistView | null): string => `${END_ACTION}:${win.winner}:${view?.position?.turn ?? 0}`;

export function summarize(doc: TableSession['doc'], view: AssistView | null, events: readonly RulesEvent[]): MatchSummary | null {
  const match = readCurrentMatch(doc);
  if (!match) return null;
  const win = view?.winner ?? null;
  const proposal = win && !match.result && !isAllowed(events, win.ruling, endKey(win, view)) ? win : null;
  return { view: match, state: matchState(doc, match), score: seriesScore(doc, match.record.series), proposal };
}

/** Who is writing: the seat this browser plays, and the seats it speaks for at the end. */
export interface EndWriter {
  session: Pick<TableSession, 'doc' | 'context'>;
  seat: Seat | null;
  speaksFor: Seat[];
}

/** One step under the writer's origin; the claim that completes the result says so in the log. */
function endWrite({ session, seat: playing, speaksFor }: EndWriter, write: (match: string, seats: Seat[], seat: Seat) => void): void {
  const match = readCurrentMatch(session.doc);
  const seat = playing ?? speaksFor[0];
  if (!match || match.result || !seat || speaksFor.length === 0) return;
  session.doc.transact(() => {
    write(match.record.id, speaksFor, seat);
    const result = readMatch(session.doc, match.record.id)?.result;
    if (result) writeLog(session.context(seat), 'matchResult', { result: result.winner, how: result.how, seat: result.decidedBy.toUpperCase() });
  }, session.context(seat).actor.origin);
}

/** Agrees with the end the rules propose (a seat's claim; the match ends when both agree). */
export function confirmEnd(writer: EndWriter, win: Win): void {
  endWrite(writer, (match, seats) => {
    for (const seat of seats) {
      writeClaim(writer.session.doc, match, seat, { winner: win.winner, how: win.winner === 'draw' ? 'draw' : 'win', reason: win.reason, ruling: win.ruling });
      writeLog(writer.session.context(seat), 'matchClaim', { seat, result: win.winner, ruling: win.ruling });
    }
  });
}

/** The players play on: the proposed end is overruled (logged) for that turn. */
export function overruleEnd(writer: EndWriter, win: Win, view: AssistView | null): void {
  if (!writer.seat) return;
  endWrite(writer, (_match, _seats, seat) => {
    appendEventsNow(writer.session, [{ seat, kind: 'allow', ruling: win.ruling, action: endKey(win, view) }]);
    writeLog(writer.session.context(seat), 'matchOverrule', { seat, ruling: win.ruling });
  });
}

export function concede(writer: EndWriter): void {
  endWrite(writer, (match, _seats, seat) => {
    writeClaim(writer.session.doc, match, seat, { winner: seat === 'p1' ? 'p2' : 'p1', how: 'conceded' });
    writeLog(writer.session.context(seat), 'matchConcede', { seat });
  });
}

/** Offers a draw (or accepts the other seat's offer: both claiming a draw ends the match). */
export function offerDraw(writer: EndWriter): void {
  endWrite(writer, (match, seats) => {
    for (const seat of seats) {
      writeClaim(writer.session.doc, match, seat, { winner: 'draw', how: 'draw' });
      writeLog(writer.session.context(seat), 'matchDrawOffer', { seat });
    }
  });
}

/** Takes back the claims (a draw offer, or a confirmed end the other seat disputes). */
export function withdraw(writer: EndWriter): void {
  endWrite(writer, (match, seats) => {
    for (const seat of seats) {
      withdrawClaim(writer.session.doc, match, seat);
      writeLog(writer.session.context(seat), 'matchWithdraw', { seat });
    }
  });
}
