// Sealed envelopes: every seat commits to a choice (cards, a number, a text); once all have
// committed, each reveals, and every peer checks each reveal against its commitment. The
// commitment's purpose names the round and the seat, so a commitment copied from another round
// or another seat never opens.
import type { Seat } from '../table/schema';
import { commit, opens } from './commit';

export interface Reveal { value: unknown; salt: string }

export interface EnvelopeRound {
  id: string;
  seats: Seat[];
  commitments: Partial<Record<Seat, string>>;
  reveals: Partial<Record<Seat, Reveal>>;
}

export type RevealVerdict = 'ok' | 'mismatch' | 'no-commitment' | 'too-early' | 'missing';

export const envelopePurpose = (roundId: string, seat: Seat) => `envelope:${roundId}:${seat}`;

/** Seals a seat's choice: publish `hash`, keep `reveal` private until everyone has committed. */
export async function sealChoice(roundId: string, seat: Seat, value: unknown): Promise<{ hash: string; reveal: Reveal }> {
  const { commitment, opening } = await commit(envelopePurpose(roundId, seat), value);
  return { hash: commitment.hash, reveal: { value, salt: opening.salt } };
}

export function allCommitted(round: EnvelopeRound): boolean {
  return round.seats.every((seat) => typeof round.commitments[seat] === 'string');
}

/** Whether a seat's published reveal matches its commitment (and may be looked at yet). */
export async function checkReveal(round: EnvelopeRound, seat: Seat): Promise<RevealVerdict> {
  const hash = round.commitments[seat];
  if (typeof hash !== 'string') return 'no-commitment';
  const reveal = round.reveals[seat];
  if (!reveal) return 'missing';
  // A reveal before everyone committed could let the last seat choose knowing the others.
  if (!allCommitted(round)) return 'too-early';
  return (await opens({ hash }, envelopePurpose(round.id, seat), reveal.value, { salt: reveal.salt })) ? 'ok' : 'mismatch';
}

export async function roundVerdicts(round: EnvelopeRound): Promise<Record<string, RevealVerdict>> {
  const out: Record<string, RevealVerdict> = {};
  for (const seat of round.seats) out[seat] = await checkReveal(round, seat);
  return out;
}
