import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideAccess, makePublisherToken, verifySeatSignature } from '../../../../src/net/relay/auth';
import { mayPublish, parseRelayDocument, RELAY_DOCUMENT_MAX, relayDocumentName, relayDocumentOfKey } from '../../../../src/net/relay/documentName';
import { loadSeatIdentity, MemoryKeyPairStore } from '../../../../src/net/seatKeys';
import { parseInviteFingerprint } from '../../../../src/net/seatPins';
import { viewerUrl } from '../../../../src/app/broadcasting';
import { runs } from '../../../propertyRuns';

const FP = '0123456789abcdef';
const seat = () => loadSeatIdentity(new MemoryKeyPairStore());

describe('relay document names', () => {
  it('names a room and the publishing key\'s fingerprint, and parses back', () => {
    expect(relayDocumentName('abc-123', FP)).toBe(`fudaba-broadcast/abc-123.${FP}`);
    expect(parseRelayDocument(`fudaba-broadcast/abc-123.${FP}`)).toEqual({ roomId: 'abc-123', fp: FP });
    const longest = relayDocumentName('r'.repeat(128), FP);
    expect(longest.length).toBe(RELAY_DOCUMENT_MAX);
    expect(parseRelayDocument(longest)).toEqual({ roomId: 'r'.repeat(128), fp: FP });
  });

  it('uses the fingerprint of the viewer link (seatKeys.fingerprintOf): the link leads to the document the seat publishes', async () => {
    const s = await seat();
    const published = relayDocumentOfKey('room1', s.publicKey);
    expect(published).toBe(`fudaba-broadcast/room1.${s.fingerprint}`);
    const link = new URL(viewerUrl({ href: 'https://fudaba.example/' }, 'room1', 'wss://relay.example', 'p2', s.fingerprint, 30));
    const named = parseInviteFingerprint(link.searchParams.get('fp'));
    expect(named).toEqual({ seat: 'p2', fp: s.fingerprint });
    expect(relayDocumentName(link.searchParams.get('watch')!, named!.fp)).toBe(published);
  });

  it('refuses malformed, overlong and old names, and fingerprints of the wrong length or case', () => {
    for (const name of [
      'fudaba-broadcast/room1', // before the fp was in the name
      'fudaba-broadcast/room1.',
      `fudaba-broadcast/.${FP}`,
      `fudaba-broadcast/room1.${FP.slice(1)}`,
      `fudaba-broadcast/room1.${FP}0`,
      `fudaba-broadcast/room1.${FP.toUpperCase()}`,
      `fudaba-broadcast/room1.${FP.slice(0, 15)}g`,
      `fudaba-broadcast/room.1.${FP}`,
      `fudaba-broadcast/../x.${FP}`,
      `fudaba-broadcast/room1.${FP}\n`,
      `other/room1.${FP}`,
      `fudaba-broadcast/${'r'.repeat(129)}.${FP}`,
      `fudaba-broadcast/${'r'.repeat(100_000)}.${FP}`,
      '',
    ]) expect(parseRelayDocument(name), name).toBeNull();
    for (const junk of [null, undefined, 42, {}, ['fudaba-broadcast/a.0123456789abcdef']]) expect(parseRelayDocument(junk)).toBeNull();
    expect(() => relayDocumentName('../x', FP)).toThrow();
    expect(() => relayDocumentName('room1', 'ABCDEF0123456789')).toThrow();
    expect(() => relayDocumentOfKey('room1', '!!not base64!!')).toThrow();
  });

  it('parses exactly what it names (any room, any fingerprint)', () => {
    fc.assert(fc.property(
      fc.stringMatching(/^[A-Za-z0-9_-]{1,128}$/),
      fc.stringMatching(/^[0-9a-f]{16}$/),
      (roomId, fp) => {
        expect(parseRelayDocument(relayDocumentName(roomId, fp))).toEqual({ roomId, fp });
      },
    ), runs(100));
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (name) => {
      const parsed = parseRelayDocument(name);
      if (parsed) expect(relayDocumentName(parsed.roomId, parsed.fp)).toBe(name);
    }), runs(100));
  });
});

describe('the publisher gate', () => {
  it('admits the key the name is bound to and refuses any other, whatever it signs', async () => {
    const a = await seat();
    const b = await seat();
    const docA = relayDocumentOfKey('room1', a.publicKey);
    const named = parseRelayDocument(docA)!;
    expect(mayPublish(named, a.publicKey)).toBe(true);
    expect(mayPublish(named, b.publicKey)).toBe(false);
    expect(mayPublish(named, '!!')).toBe(false);
    const at = (token: string) => decideAccess({ document: docA, token, now: 1_000_000, mayPublish: (k) => mayPublish(named, k), verify: verifySeatSignature });
    expect(await at(await makePublisherToken(docA, a.publicKey, a.privateKey, 1_000_000))).toEqual({ readOnly: false, publicKey: a.publicKey });
    // Key b signs a valid token for a's document: refused, first or not.
    expect(await at(await makePublisherToken(docA, b.publicKey, b.privateKey, 1_000_000))).toMatchObject({ readOnly: true, reason: 'wrong-key' });
    // Key b claims a's public key over its own signature.
    const forged = JSON.stringify({ ...JSON.parse(await makePublisherToken(docA, b.publicKey, b.privateKey, 1_000_000)) as object, publicKey: a.publicKey });
    expect(await at(forged)).toMatchObject({ readOnly: true, reason: 'bad-signature' });
    // a's token for its own document does not open b's.
    const docB = relayDocumentOfKey('room1', b.publicKey);
    const tokenA = await makePublisherToken(docA, a.publicKey, a.privateKey, 1_000_000);
    expect(await decideAccess({ document: docB, token: tokenA, now: 1_000_000, mayPublish: (k) => mayPublish(parseRelayDocument(docB)!, k), verify: verifySeatSignature })).toMatchObject({ readOnly: true, reason: 'wrong-document' });
  });
});
