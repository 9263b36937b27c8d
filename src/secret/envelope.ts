// Sealed envelopes: every seat commits to a choice (cards, a number, a text); once all have
// committed and acknowledged the set, each reveals, and every peer checks each reveal against the
// commitment it pinned. The commitment's purpose names the round and the seat, so a commitment
// copied from another round or another seat never opens. A choice is padded to one size per kind
// before it is hashed and encrypted, so nothing sealed gives its length away.
import type { Seat } from '../table/schema';
import { commit, opens, sha256Hex } from './commit';
import { SecretError, toBase64Url, utf8 } from './encoding';

export type ChoiceKind = 'text' | 'number' | 'cards';

/** The padded size of a choice of each kind, in UTF-8 bytes of its JSON text. */
export const PADDED_BYTES: Readonly<Record<ChoiceKind, number>> = { text: 2048, number: 32, cards: 8192 };

export interface Reveal { value: unknown; salt: string }

export interface EnvelopeRound {
  id: string;
  kind: ChoiceKind;
  seats: Seat[];
  /** The one commitment per seat this browser pinned (absent when the seat has none, or equivocated). */
  commitments: Partial<Record<Seat, string>>;
  reveals: Partial<Record<Seat, Reveal>>;
  /** Seats whose commitment (or acknowledgement) this browser saw in two versions: the round never opens. */
  equivocated?: readonly Seat[];
}

export type RevealVerdict = 'ok' | 'mismatch' | 'no-commitment' | 'too-early' | 'missing' | 'equivocation';

export const envelopePurpose = (roundId: string, seat: Seat) => `envelope:${roundId}:${seat}`;

/** The choice's JSON text padded with spaces to its kind's size; a clear error when it does not fit. */
export function paddedChoice(kind: ChoiceKind, value: unknown): string {
  const text = JSON.stringify(value);
  if (typeof text !== 'string') throw new SecretError('a sealed choice must be a JSON value');
  const size = PADDED_BYTES[kind];
  const bytes = utf8(text).length;
  if (bytes > size) throw new SecretError(`this ${kind} choice takes ${bytes} bytes; a sealed ${kind} choice holds at most ${size}`);
  return text + ' '.repeat(size - bytes);
}

/** The padded choice as base64url text of fixed length, for the seat's own encrypted copy. */
export const paddedBase64 = (padded: string): string => toBase64Url(utf8(padded));

/** Seals a seat's choice: publish `hash`, keep `reveal` private until everyone has committed. */
export async function sealChoice(roundId: string, seat: Seat, kind: ChoiceKind, value: unknown): Promise<{ hash: string; reveal: Reveal; padded: string }> {
  const padded = paddedChoice(kind, value);
  const { commitment, opening } = await commit(envelopePurpose(roundId, seat), padded);
  return { hash: commitment.hash, reveal: { value, salt: opening.salt }, padded };
}

/** Whether a value and salt open a seat's commitment in a round of this kind. */
export async function revealOpens(round: Pick<EnvelopeRound, 'id' | 'kind'>, seat: Seat, hash: string, reveal: Reveal): Promise<boolean> {
  let padded: string;
  try {
    padded = paddedChoice(round.kind, reveal.value);
  } catch {
    return false;
  }
  return opens({ hash }, envelopePurpose(round.id, seat), padded, { salt: reveal.salt });
}

export function allCommitted(round: EnvelopeRound): boolean {
  return round.seats.every((seat) => typeof round.commitments[seat] === 'string');
}

/**
 * What each seat acknowledges before anyone reveals: the hash of the sorted list of every seat's
 * commitment it saw. Equal acks from all seats mean all saw the same set.
 */
export function ackHash(roundId: string, commitments: Partial<Record<Seat, string>>): Promise<string> {
  const lines = Object.entries(commitments).map(([seat, hash]) => `${seat}:${hash}`).sort();
  return sha256Hex(JSON.stringify(['fudaba-ack-v1', roundId, lines]));
}

/** Whether a seat's published reveal matches its pinned commitment (and may be looked at yet). */
export async function checkReveal(round: EnvelopeRound, seat: Seat): Promise<RevealVerdict> {
  if (round.equivocated?.includes(seat)) return 'equivocation';
  const hash = round.commitments[seat];
  if (typeof hash !== 'string') return 'no-commitment';
  const reveal = round.reveals[seat];
  if (!reveal) return 'missing';
  // A reveal before everyone committed could let the last seat choose knowing the others.
  if (!allCommitted(round) || (round.equivocated?.length ?? 0) > 0) return 'too-early';
  return (await revealOpens(round, seat, hash, reveal)) ? 'ok' : 'mismatch';
}

export async function roundVerdicts(round: EnvelopeRound): Promise<Record<string, RevealVerdict>> {
  const out: Record<string, RevealVerdict> = {};
  for (const seat of round.seats) out[seat] = await checkReveal(round, seat);
  return out;
}
