// One AES-GCM key per seat, made in that seat's browser. It can be written out as text (to move
// to another device) and read back; anything else is refused.
import { SecretError, fromBase64Url, toBase64Url } from './encoding';

const PREFIX = 'fudaba-key-v1:';

export async function generateSeatKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

export async function exportSeatKey(key: CryptoKey): Promise<string> {
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key));
  return PREFIX + toBase64Url(raw);
}

export async function importSeatKey(text: string): Promise<CryptoKey> {
  const trimmed = text.trim();
  if (!trimmed.startsWith(PREFIX)) throw new SecretError('not a Fudaba seat key (it should start with "fudaba-key-v1:")');
  const raw = fromBase64Url(trimmed.slice(PREFIX.length));
  if (raw.length !== 32) throw new SecretError(`a seat key has 32 bytes, this one has ${raw.length}`);
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, true, ['encrypt', 'decrypt']);
}
