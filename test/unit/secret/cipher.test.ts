import { describe, expect, it } from 'vitest';
import { decryptJson, encryptJson } from '../../../src/secret/cipher';
import { fromBase64Url, toBase64Url } from '../../../src/secret/encoding';
import { exportSeatKey, generateSeatKey, importSeatKey } from '../../../src/secret/keys';

describe('seat keys and encryption', () => {
  it('round-trips a hand through encryption, and through a key exported as text', async () => {
    const key = await generateSeatKey();
    const hand = ['starter:ST-001', 'starter:ST-017'];
    const sealed = await encryptJson(key, hand, 'hand:p1');
    expect(JSON.stringify(sealed)).not.toContain('ST-001');
    expect(await decryptJson(key, sealed, 'hand:p1')).toEqual(hand);
    const moved = await importSeatKey(await exportSeatKey(key));
    expect(await decryptJson(moved, sealed, 'hand:p1')).toEqual(hand);
  });

  it('uses a fresh IV each time, so equal hands do not look equal', async () => {
    const key = await generateSeatKey();
    const a = await encryptJson(key, ['x'], 'hand:p1');
    const b = await encryptJson(key, ['x'], 'hand:p1');
    expect(a.iv).not.toBe(b.iv);
    expect(a.ct).not.toBe(b.ct);
  });

  it('refuses a wrong key, a wrong place, a tampered ciphertext and junk', async () => {
    const key = await generateSeatKey();
    const other = await generateSeatKey();
    const sealed = await encryptJson(key, { card: 'c1' }, 'hand:p1');
    await expect(decryptJson(other, sealed, 'hand:p1')).rejects.toThrow(/wrong key|altered/);
    await expect(decryptJson(key, sealed, 'hand:p2')).rejects.toThrow(/cannot decrypt hand:p2/);
    const bytes = fromBase64Url(sealed.ct);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    await expect(decryptJson(key, { ...sealed, ct: toBase64Url(bytes) }, 'hand:p1')).rejects.toThrow(/altered/);
    await expect(decryptJson(key, { iv: 'short', ct: '' }, 'hand:p1')).rejects.toThrow(/not an encrypted record/);
    await expect(decryptJson(key, 'plain text', 'hand:p1')).rejects.toThrow(/not an encrypted record/);
  });

  it('refuses key text that is not a seat key', async () => {
    await expect(importSeatKey('hello')).rejects.toThrow(/not a Fudaba seat key/);
    await expect(importSeatKey('fudaba-key-v1:AAAA')).rejects.toThrow(/32 bytes/);
    await expect(importSeatKey('fudaba-key-v1:***')).rejects.toThrow(/base64url/);
  });
});
