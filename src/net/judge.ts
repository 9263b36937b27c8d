// The judge's chair and the seats' key grants, kept beside the seat records (`seats` map). The chair
// names the judge's browser: its signing key (its writes are checked against it) and its ECDH key
// (grants are sealed to it). A grant is a seat's own record; only that seat writes or withdraws it
// (src/net/signed/judgePolicy.ts). Everything read back is validated: any peer may write anything.
import type * as Y from 'yjs';
import { z } from 'zod/mini';
import { ROOT } from '../table/layout';
import { logTime } from '../table/log';
import { SEATS, type Seat } from '../table/schema';
import { JUDGE_CHAIR_KEY, JUDGE_GRANT_PREFIX } from './judgeKeys';

/** Map keys in `seats`: the chair, and each seat's grant. */
export { JUDGE_CHAIR_KEY, JUDGE_GRANT_PREFIX };
export const judgeGrantKey = (seat: Seat) => `${JUDGE_GRANT_PREFIX}${seat}`;

/** Log ops of the judge feature. Only the judge writes a ruling (the policy checks it). */
export const JUDGE_OPS = { ruling: 'judgeRuling', grant: 'judgeGrant', withdraw: 'judgeWithdraw' } as const;
/** The longest free-text ruling (the log keeps at most 400 characters an argument). */
export const RULING_TEXT_MAX = 280;

const base64url = (min: number, max: number) => z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.minLength(min), z.maxLength(max));

export const judgeChairSchema = z.object({
  playerId: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  color: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
  /** The judge browser's signing key (raw P-256, base64url): its writes are judged by it. */
  key: base64url(40, 200),
  fp: z.string().check(z.regex(/^[0-9a-f]{16}$/)),
  /** The judge browser's ECDH public key (raw P-256, base64url): grants are sealed to it. */
  jpk: base64url(80, 100),
});
export type JudgeChair = z.infer<typeof judgeChairSchema>;

export const grantRecordSchema = z.object({
  /** The judge key the grant is sealed to (a grant for an earlier judge is not this judge's). */
  jpk: base64url(80, 100),
  /** The sealed seat key; its shape is checked where it is opened (src/secret/judgeGrant.ts). */
  grant: z.record(z.string(), z.unknown()),
  t: z.number(),
});
export type GrantRecord = z.infer<typeof grantRecordSchema>;

export const rulingArgsSchema = z.object({
  /** A RULINGS id ("NF-R3"), or absent for a free-text ruling. */
  ruling: z.optional(z.string().check(z.regex(/^[A-Z]{2}-R\d{1,3}$/))),
  text: z.optional(z.string().check(z.maxLength(RULING_TEXT_MAX))),
  /** The judge's name as its chair record had it. */
  name: z.string().check(z.maxLength(40)),
}).check(z.refine((r) => r.ruling !== undefined || (r.text !== undefined && r.text.trim() !== ''), 'a ruling names an id or has text'));
export type RulingArgs = z.infer<typeof rulingArgsSchema>;

export function readJudgeChair(doc: Y.Doc): JudgeChair | null {
  const parsed = judgeChairSchema.safeParse(doc.getMap<unknown>(ROOT.seats.name).get(JUDGE_CHAIR_KEY));
  return parsed.success ? parsed.data : null;
}

export function readGrants(doc: Y.Doc): Partial<Record<Seat, GrantRecord>> {
  const map = doc.getMap<unknown>(ROOT.seats.name);
  const out: Partial<Record<Seat, GrantRecord>> = {};
  for (const seat of SEATS) {
    const parsed = grantRecordSchema.safeParse(map.get(judgeGrantKey(seat)));
    if (parsed.success) out[seat] = parsed.data;
  }
  return out;
}

export function claimJudgeChair(doc: Y.Doc, chair: JudgeChair): void {
  doc.getMap<unknown>(ROOT.seats.name).set(JUDGE_CHAIR_KEY, { ...chair });
}

export function leaveJudgeChair(doc: Y.Doc): void {
  doc.getMap<unknown>(ROOT.seats.name).delete(JUDGE_CHAIR_KEY);
}

/** A seat's grant and its log line, in one transaction (one signed entry). */
export function writeGrant(doc: Y.Doc, seat: Seat, record: GrantRecord, judgeName: string): void {
  doc.transact(() => {
    doc.getMap<unknown>(ROOT.seats.name).set(judgeGrantKey(seat), { ...record });
    doc.getArray<unknown>(ROOT.log.name).push([{ t: logTime(), seat, op: JUDGE_OPS.grant, args: { name: judgeName } }]);
  });
}

export function withdrawGrant(doc: Y.Doc, seat: Seat, judgeName: string): void {
  doc.transact(() => {
    doc.getMap<unknown>(ROOT.seats.name).delete(judgeGrantKey(seat));
    doc.getArray<unknown>(ROOT.log.name).push([{ t: logTime(), seat, op: JUDGE_OPS.withdraw, args: { name: judgeName } }]);
  });
}

/** The judge's ruling, as a log line every peer shows (the policy lets only the judge write it). */
export function writeRuling(doc: Y.Doc, args: RulingArgs): void {
  const clean: Record<string, string> = { name: args.name };
  if (args.ruling) clean['ruling'] = args.ruling;
  if (args.text?.trim()) clean['text'] = args.text.trim().slice(0, RULING_TEXT_MAX);
  doc.getArray<unknown>(ROOT.log.name).push([{ t: logTime(), seat: 'system', op: JUDGE_OPS.ruling, args: clean }]);
}
