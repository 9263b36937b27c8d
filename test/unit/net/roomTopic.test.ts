import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roomTopic } from '../../../src/net/roomTopic';
import { runs } from '../../propertyRuns';

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

async function webCryptoHmac(key: Uint8Array, message: Uint8Array): Promise<string> {
  const k = await crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', k, new Uint8Array(message))));
}

describe('the passworded topic', () => {
  it('is the HMAC-SHA-256 of the room id under the password, as WebCrypto computes it', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ minLength: 1, maxLength: 80 }), fc.string({ minLength: 1, maxLength: 40 }), async (password, roomId) => {
      expect(roomTopic(roomId, password)).toBe(`fudaba:h:${await webCryptoHmac(utf8(password), utf8(roomId))}`);
    }), runs(100));
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
