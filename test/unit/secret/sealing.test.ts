import { describe, expect, it } from 'vitest';
import { generateSeatKey } from '../../../src/secret/keys';
import { openRef, sealRef, secretShuffle } from '../../../src/secret/sealing';
import { KeyRing, MemoryKeyStore } from '../../../src/secret/keyring';

describe('sealed card identities', () => {
  it('opens with the holder\'s key, for that card only', async () => {
    const key = await generateSeatKey();
    const sealed = await sealRef(key, 'p1', 'c1', 'nf-demo:NF-012');
    await expect(openRef(key, 'c1', sealed)).resolves.toBe('nf-demo:NF-012');
    // Moved onto another card, claimed for another seat, or opened with another key: refused.
    await expect(openRef(key, 'c2', sealed)).rejects.toThrow(/cannot decrypt/);
    await expect(openRef(key, 'c1', { ...sealed, seat: 'p2' })).rejects.toThrow(/cannot decrypt/);
    await expect(openRef(await generateSeatKey(), 'c1', sealed)).rejects.toThrow(/cannot decrypt/);
    const flipped = sealed.ct.slice(0, 10) + (sealed.ct[10] === 'A' ? 'B' : 'A') + sealed.ct.slice(11);
    await expect(openRef(key, 'c1', { ...sealed, ct: flipped })).rejects.toThrow(/cannot decrypt/);
  });

  it('gives every identity the same ciphertext length, so lengths tell nothing', async () => {
    const key = await generateSeatKey();
    const short = await sealRef(key, 'p1', 'c1', 'a:1');
    const long = await sealRef(key, 'p1', 'c1', 'a-long-set-name:CARD-0001');
    expect(short.ct.length).toBe(long.ct.length);
  });

  it('never seals the same identity to the same text twice', async () => {
    const key = await generateSeatKey();
    const a = await sealRef(key, 'p1', 'c1', 'x:1');
    const b = await sealRef(key, 'p1', 'c1', 'x:1');
    expect(a.ct).not.toBe(b.ct);
  });

  it('shuffles into every order (a permutation of the same cards)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const order = secretShuffle(['a', 'b', 'c']);
      expect([...order].sort()).toEqual(['a', 'b', 'c']);
      seen.add(order.join(''));
    }
    expect(seen.size).toBe(6);
  });
});

describe('key ring', () => {
  it('keeps one key per table and seat, exports it as text and takes it back on another device', async () => {
    const here = new KeyRing(new MemoryKeyStore(), 'room:abc');
    const key = await here.ensure('p1');
    expect(await here.ensure('p1')).toBe(key);
    const text = await here.exportText('p1');
    expect(text).toMatch(/^fudaba-key-v1:/);
    const there = new KeyRing(new MemoryKeyStore(), 'room:abc');
    expect(await there.find('p1')).toBeUndefined();
    await there.importText('p1', text!);
    const sealed = await sealRef(key, 'p1', 'c9', 'set:9');
    await expect(openRef((await there.find('p1'))!, 'c9', sealed)).resolves.toBe('set:9');
    await expect(there.importText('p1', 'not a key')).rejects.toThrow(/not a Fudaba seat key/);
  });
});
