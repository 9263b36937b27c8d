import { describe, expect, it } from 'vitest';
import { fingerprintOf, fromBase64Url, loadSeatIdentity, MemoryKeyPairStore } from '../../../src/net/seatKeys';
import { seatHolderSchema } from '../../../src/net/seats';

describe('seat signing key', () => {
  it('is made once per browser and found again, with a non-extractable private key', async () => {
    const store = new MemoryKeyPairStore();
    const first = await loadSeatIdentity(store);
    const again = await loadSeatIdentity(store);
    expect(again.publicKey).toBe(first.publicKey);
    expect(first.privateKey.extractable).toBe(false);
    expect(first.privateKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' });
    await expect(crypto.subtle.exportKey('pkcs8', first.privateKey)).rejects.toThrow();
  });

  it('has a fingerprint of 16 hex characters of the SHA-256 of the raw public key', async () => {
    const id = await loadSeatIdentity(new MemoryKeyPairStore());
    const raw = fromBase64Url(id.publicKey);
    expect(raw.length).toBe(65);
    expect(id.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(await fingerprintOf(raw)).toBe(id.fingerprint);
  });

  it('signs what its public key verifies', async () => {
    const id = await loadSeatIdentity(new MemoryKeyPairStore());
    const data = new TextEncoder().encode('move c1');
    const algo = { name: 'ECDSA', hash: 'SHA-256' };
    const signature = await crypto.subtle.sign(algo, id.privateKey, data);
    const pub = await crypto.subtle.importKey('raw', fromBase64Url(id.publicKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    expect(await crypto.subtle.verify(algo, pub, signature, data)).toBe(true);
  });

  it('goes into a seat record; records without a key (older builds) still parse', async () => {
    const id = await loadSeatIdentity(new MemoryKeyPairStore());
    const base = { playerId: 'p', name: 'A', color: '#123456' };
    expect(seatHolderSchema.parse({ ...base, key: id.publicKey, fp: id.fingerprint }).key).toBe(id.publicKey);
    expect(seatHolderSchema.safeParse(base).success).toBe(true);
    expect(seatHolderSchema.safeParse({ ...base, key: 'not a key!' }).success).toBe(false);
  });

  it('makes a new key when the stored one is unreadable', async () => {
    const store = new MemoryKeyPairStore();
    store.pair = { publicKey: 'x', privateKey: 'y' } as unknown as CryptoKeyPair;
    const id = await loadSeatIdentity(store);
    expect(id.fingerprint).toMatch(/^[0-9a-f]{16}$/);
  });
});
