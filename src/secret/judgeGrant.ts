// A seat's key, handed to the judge: sealed with ECDH (P-256, a fresh sender key per grant) to the
// judge's browser public key, HKDF-SHA-256 to an AES-GCM key, and AES-GCM whose associated data
// names the room, the granting seat and the judge's public key. So only the holder of that judge
// private key opens it, and a grant copied to another room, seat or judge key does not open.
import { z } from 'zod/mini';
import { decryptJson, encryptJson, sealedSchema } from './cipher';
import { SecretError, fromBase64Url, toBase64Url, utf8 } from './encoding';
import { exportSeatKey, importSeatKey } from './keys';

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

export const judgeGrantSchema = z.object({
  v: z.literal(1),
  /** The sender's one-off public key (raw, base64url). */
  epk: z.string().check(z.minLength(80), z.maxLength(100)),
  box: sealedSchema,
});
export type JudgeGrant = z.infer<typeof judgeGrantSchema>;

export interface JudgeKeyPair { publicKey: string; privateKey: CryptoKey }

/** The judge's browser key pair; the public half (base64url raw) goes into its seat claim. */
export async function generateJudgeKeyPair(): Promise<JudgeKeyPair> {
  const pair = await crypto.subtle.generateKey(ECDH, false, ['deriveBits']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { publicKey: toBase64Url(raw), privateKey: pair.privateKey };
}

export const grantContext = (room: string, seat: string, judgePublicKey: string) =>
  JSON.stringify(['fudaba-judge-grant-v1', room, seat, judgePublicKey]);

async function importPublic(text: string): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey('raw', fromBase64Url(text), ECDH, false, []);
  } catch {
    throw new SecretError('not a valid judge public key');
  }
}

async function boxKey(privateKey: CryptoKey, peerPublic: CryptoKey, context: string): Promise<CryptoKey> {
  const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: peerPublic }, privateKey, 256);
  const hkdf = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: utf8(context) },
    hkdf, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'],
  );
}

/** Seals this seat's key to the judge. Run only on this browser's own decision. */
export async function sealGrant(seatKey: CryptoKey, room: string, seat: string, judgePublicKey: string): Promise<JudgeGrant> {
  const judge = await importPublic(judgePublicKey);
  const eph = await crypto.subtle.generateKey(ECDH, true, ['deriveBits']);
  const epk = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', eph.publicKey)));
  const context = grantContext(room, seat, judgePublicKey);
  const key = await boxKey(eph.privateKey, judge, context);
  return { v: 1, epk, box: await encryptJson(key, { seatKey: await exportSeatKey(seatKey) }, context) };
}

/** Opens a grant with the judge's private key, or throws SecretError. */
export async function openGrant(grant: unknown, judge: JudgeKeyPair, room: string, seat: string): Promise<CryptoKey> {
  const parsed = judgeGrantSchema.safeParse(grant);
  if (!parsed.success) throw new SecretError('not a judge grant');
  const context = grantContext(room, seat, judge.publicKey);
  const key = await boxKey(judge.privateKey, await importPublic(parsed.data.epk), context);
  const plain = z.object({ seatKey: z.string() }).safeParse(await decryptJson(key, parsed.data.box, context));
  if (!plain.success) throw new SecretError('a judge grant holds no seat key');
  return importSeatKey(plain.data.seatKey);
}
