// Commitments: SHA-256 over a canonical text of the value, a purpose and a random salt. The
// purpose (e.g. "shuffle:s1:3") makes a commitment useless anywhere else, so it cannot be
// replayed for another round or another deck.
import { SecretError, toBase64Url, toHex, utf8 } from './encoding';

export interface Commitment { hash: string }
export interface Opening { salt: string }

function canonicalText(purpose: string, value: unknown, salt: string): string {
  return JSON.stringify(['fudaba-commit-v1', purpose, value, salt]);
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text))));
}

export function newSalt(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

export async function commit(purpose: string, value: unknown, salt = newSalt()): Promise<{ commitment: Commitment; opening: Opening }> {
  return { commitment: { hash: await sha256Hex(canonicalText(purpose, value, salt)) }, opening: { salt } };
}

/** True when the value and salt open the commitment for this purpose. */
export async function opens(commitment: Commitment, purpose: string, value: unknown, opening: Opening): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(commitment.hash)) return false;
  if (typeof opening.salt !== 'string' || opening.salt.length < 16) return false;
  return (await sha256Hex(canonicalText(purpose, value, opening.salt))) === commitment.hash;
}

export async function requireOpens(commitment: Commitment, purpose: string, value: unknown, opening: Opening): Promise<void> {
  if (!(await opens(commitment, purpose, value, opening))) throw new SecretError(`the revealed value does not match the commitment for ${purpose}`);
}
