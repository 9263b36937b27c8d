// Rewind by consent (issue 19): a proposal to put the table back to a moment of the match, and each
// seat's answer, kept in the `matches` map beside the match's other records. A proposal is its
// proposer's record (a seat, or the judge in the chair); an answer, and the mark that a seat's
// browser has applied the rewind, are that seat's alone (src/net/signed/rewindPolicy.ts). Everything
// read back is validated: any peer may write anything.
import type * as Y from 'yjs';
import { z } from 'zod/mini';
import { MATCH_KEYS, MATCH_SEGMENT, REWIND_ANSWERS, ROOT, type RewindAnswer } from '../table/layout';
import { logTime } from '../table/log';
import { SEATS, type Seat } from '../table/schema';

export const REWIND_SEGMENT = MATCH_SEGMENT.rewind;
export { REWIND_ANSWERS, type RewindAnswer };
/** The most proposals one match keeps readable (a flood of them is cut, not rendered). */
export const REWIND_MAX = 50;
export const REWIND_LABEL_MAX = 120;

export const rewindIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{6,32}$/));

/**
 * The moment, named so that it cannot be confused: its index in the proposer's replay of the room's
 * signed transport, its log time, a fingerprint of that step's table update (for display and
 * checks) and the cut of signed entries that makes it (src/app/rewind/point.ts).
 */
export const rewindPointSchema = z.strictObject({
  k: z.int().check(z.gte(0), z.lte(10_000_000)),
  t: z.number(),
  fp: z.string().check(z.regex(/^[0-9a-f]{16}$/)),
  /**
   * The moment as a set of signed entries: each session's last sequence number in it. Any browser
   * rebuilds the same table from the same set, whatever order it holds the entries in.
   */
  cut: z.record(z.string().check(z.regex(/^s\/[A-Za-z0-9_-]{1,60}$/)), z.int().check(z.gte(0), z.lte(1e9))).check(z.refine((cut) => Object.keys(cut).length <= 64, 'at most 64 sessions')),
});
export type RewindPoint = z.infer<typeof rewindPointSchema>;

export const rewindProposalSchema = z.strictObject({
  by: z.enum(['p1', 'p2', 'judge']),
  point: rewindPointSchema,
  label: z.string().check(z.maxLength(REWIND_LABEL_MAX)),
  t: z.number(),
});
export type RewindProposal = z.infer<typeof rewindProposalSchema>;

export const rewindAnswerSchema = z.strictObject({ t: z.number() });

export type RewindKey =
  | { kind: 'proposal'; match: string; id: string }
  | { kind: 'answer'; match: string; id: string; answer: RewindAnswer; seat: Seat };

export const rewindKey = (match: string, id: string) => MATCH_KEYS.rewind(match, id);
export const rewindAnswerKey = (match: string, id: string, answer: RewindAnswer, seat: Seat) => MATCH_KEYS.rewindAnswer(match, id, answer, seat);

/** What a `matches` key of the rewind feature names; null: not a rewind key; 'bad': a malformed one. */
export function parseRewindKey(key: string): RewindKey | 'bad' | null {
  const parts = key.split('/');
  if (parts[1] !== REWIND_SEGMENT) return null;
  const [match, , id, answer, seat] = parts;
  if (!match || !id || !rewindIdSchema.safeParse(id).success) return 'bad';
  if (parts.length === 3) return { kind: 'proposal', match, id };
  const seatOk = (SEATS as readonly string[]).includes(seat ?? '');
  const answerOk = (REWIND_ANSWERS as readonly string[]).includes(answer ?? '');
  if (parts.length !== 5 || !seatOk || !answerOk) return 'bad';
  return { kind: 'answer', match, id, answer: answer as RewindAnswer, seat: seat as Seat };
}

export interface RewindState {
  id: string;
  proposal: RewindProposal;
  answers: Partial<Record<Seat, 'accept' | 'decline'>>;
  applied: Partial<Record<Seat, true>>;
}

/** Both seats accepted and neither declined: each seat's browser applies it on its own. */
export const isAgreed = (r: RewindState) => r.answers.p1 === 'accept' && r.answers.p2 === 'accept';
export const isDeclined = (r: RewindState) => r.answers.p1 === 'decline' || r.answers.p2 === 'decline';

/** The match's valid proposals, oldest first, with their answers (a decline wins over an accept). */
export function readRewinds(doc: Y.Doc, match: string): RewindState[] {
  const map = doc.getMap<unknown>(ROOT.matches.name);
  const byId = new Map<string, RewindState>();
  const answers: { id: string; answer: RewindAnswer; seat: Seat }[] = [];
  for (const [key, value] of map.entries()) {
    const parsed = parseRewindKey(key);
    if (!parsed || parsed === 'bad' || parsed.match !== match) continue;
    if (parsed.kind === 'proposal') {
      const proposal = rewindProposalSchema.safeParse(value);
      if (proposal.success) byId.set(parsed.id, { id: parsed.id, proposal: proposal.data, answers: {}, applied: {} });
    } else if (rewindAnswerSchema.safeParse(value).success) {
      answers.push(parsed);
    }
  }
  for (const { id, answer, seat } of answers) {
    const state = byId.get(id);
    if (!state) continue;
    if (answer === 'applied') state.applied[seat] = true;
    else if (answer === 'decline' || state.answers[seat] !== 'decline') state.answers[seat] = answer;
  }
  return [...byId.values()].sort((a, b) => a.proposal.t - b.proposal.t || (a.id < b.id ? -1 : 1)).slice(-REWIND_MAX);
}

export function proposeRewind(doc: Y.Doc, match: string, id: string, proposal: Omit<RewindProposal, 't'>, now = Date.now()): void {
  const record = rewindProposalSchema.parse({ ...proposal, t: logTime(now) });
  doc.getMap<unknown>(ROOT.matches.name).set(rewindKey(match, rewindIdSchema.parse(id)), record);
}

export function answerRewind(doc: Y.Doc, match: string, id: string, seat: Seat, answer: 'accept' | 'decline', now = Date.now()): void {
  doc.getMap<unknown>(ROOT.matches.name).set(rewindAnswerKey(match, id, answer, seat), { t: logTime(now) });
}
