// An invite link that reserves a seat (issue 28, attack #8: a stranger who knew the room id took
// P2 before the invited player arrived). The seated player makes a one-time Ed25519 key pair for
// the free seat: its public key goes into the room (`seats['invite/<seat>']`, signed like any
// write of that player), its secret only into the invite link. While the reservation stands, the
// seat is claimed only with the secret's signature over the seat and the claimant's own key
// (checked by every peer's policy, net/signed/policy.ts): a stranger without the link cannot
// make one, and one seen in a claim is bound to that claimant's key, so it cannot be reused.
// Ed25519 from @noble/curves, because the policy judges synchronously (WebCrypto is async).
import { ed25519 } from '@noble/curves/ed25519.js';
import { z } from 'zod/mini';
import { seatSchema, type Seat } from '../table/schema';
import { fromBase64Url, toBase64Url } from './seatKeys';

const BASE64URL_32 = /^[A-Za-z0-9_-]{43}$/;
const BASE64URL_64 = /^[A-Za-z0-9_-]{86}$/;

/** The reservation in the room: the invite's public key, and the seat that wrote it. */
export const inviteRecordSchema = z.object({ pub: z.string().check(z.regex(BASE64URL_32)), by: seatSchema });
export type InviteRecord = z.infer<typeof inviteRecordSchema>;

/** An invite's secret as the link carries it (32 bytes, base64url). */
export const isInviteSecret = (text: string): boolean => BASE64URL_32.test(text);

const message = (seat: Seat, claimantKey: string) => new TextEncoder().encode(`fudaba/invite/v1|${seat}|${claimantKey}`);

/** A new invite: its secret (for the link) and public key (for the room). */
export function newInvite(): { secret: string; pub: string } {
  const secret = ed25519.utils.randomSecretKey();
  return { secret: toBase64Url(secret), pub: toBase64Url(ed25519.getPublicKey(secret)) };
}

export function invitePublicKey(secret: string): string {
  return toBase64Url(ed25519.getPublicKey(fromBase64Url(secret)));
}

/** The claimant's proof that it holds the invite: the secret's signature over the seat and its key. */
export function signInvite(secret: string, seat: Seat, claimantKey: string): string {
  return toBase64Url(ed25519.sign(message(seat, claimantKey), fromBase64Url(secret)));
}

/** Does `signature` prove the invite of `pub` for this seat and this claimant? Never throws. */
export function verifyInvite(pub: string, signature: unknown, seat: Seat, claimantKey: string): boolean {
  if (typeof signature !== 'string' || !BASE64URL_64.test(signature) || !BASE64URL_32.test(pub)) return false;
  try {
    return ed25519.verify(fromBase64Url(signature), message(seat, claimantKey), fromBase64Url(pub));
  } catch {
    return false;
  }
}
