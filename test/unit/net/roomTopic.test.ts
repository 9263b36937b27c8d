import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256, toHex } from '../../../src/net/hmac';
import { roomTopic } from '../../../src/net/roomTopic';

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

async function webCryptoHmac(key: Uint8Array, message: Uint8Array): Promise<string> {
  const k = await crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', k, new Uint8Array(message))));
}

describe('sha256 and hmacSha256', () => {
  it('match the published test vectors', () => {
    expect(toHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // RFC 4231, test cases 2 and 6 (a key longer than the block).
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?'))))
      .toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(toHex(hmacSha256(new Uint8Array(131).fill(0xaa), utf8('Test Using Larger Than Block-Size Key - Hash Key First'))))
      .toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });

  it('agree with WebCrypto on random keys and messages of every length around the block size', async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 150 }), fc.uint8Array({ maxLength: 300 }), async (key, message) => {
      expect(toHex(hmacSha256(key, message))).toBe(await webCryptoHmac(key, message));
    }), { numRuns: 200 });
  });
});

describe('roomTopic', () => {
  it('is the room id without a password', () => {
    expect(roomTopic('abc123', null)).toBe('fudaba:abc123');
    expect(roomTopic('abc123', '')).toBe('fudaba:abc123');
  });

  it('is an HMAC of the room id keyed by the password, hiding both', async () => {
    const topic = roomTopic('abc123', 'correct horse');
    expect(topic).toBe(`fudaba:h:${await webCryptoHmac(utf8('correct horse'), utf8('abc123'))}`);
    expect(topic).not.toContain('abc123');
    expect(roomTopic('abc123', 'other')).not.toBe(topic);
    expect(roomTopic('abc124', 'correct horse')).not.toBe(topic);
    expect(topic.length).toBeLessThanOrEqual(128); // the signaling server's topic limit
  });
});
