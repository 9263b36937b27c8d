import { describe, expect, it } from 'vitest';
import { decideAccess, makePublisherToken, TOKEN_MAX_AGE_MS, verifySeatSignature } from '../../../../src/net/relay/auth';
import { loadSeatIdentity, MemoryKeyPairStore } from '../../../../src/net/seatKeys';

const DOC = 'fudaba-broadcast/room1.0123456789abcdef';

async function seat() {
  return loadSeatIdentity(new MemoryKeyPairStore());
}

describe('relay access', () => {
  it('a connection without a token is a read-only viewer', async () => {
    const a = await decideAccess({ document: DOC, token: undefined, now: 0, mayPublish: () => false, verify: verifySeatSignature });
    expect(a).toEqual({ readOnly: true, reason: 'viewer' });
  });

  it('a seat that signs the document and a fresh time may publish', async () => {
    const s = await seat();
    const token = await makePublisherToken(DOC, s.publicKey, s.privateKey, 1_000_000);
    const a = await decideAccess({ document: DOC, token, now: 1_000_500, mayPublish: (k) => k === s.publicKey, verify: verifySeatSignature });
    expect(a).toEqual({ readOnly: false, publicKey: s.publicKey });
  });

  it('refuses other rooms, stale tokens, strangers, forged signatures and junk', async () => {
    const s = await seat();
    const other = await seat();
    const token = await makePublisherToken(DOC, s.publicKey, s.privateKey, 1_000_000);
    const at = (t: string | undefined, now = 1_000_000, document = DOC) => decideAccess({ document, token: t, now, mayPublish: (k) => k === s.publicKey, verify: verifySeatSignature });
    expect(await at(token, 1_000_000, 'fudaba-broadcast/room2.0123456789abcdef')).toMatchObject({ readOnly: true, reason: 'wrong-document' });
    expect(await at(token, 1_000_001 + TOKEN_MAX_AGE_MS)).toMatchObject({ readOnly: true, reason: 'expired' });
    const strangerToken = await makePublisherToken(DOC, other.publicKey, other.privateKey, 1_000_000);
    expect(await at(strangerToken)).toMatchObject({ readOnly: true, reason: 'wrong-key' });
    // The stranger signs but claims the seat's public key.
    const forged = JSON.stringify({ ...JSON.parse(strangerToken), publicKey: s.publicKey });
    expect(await at(forged)).toMatchObject({ readOnly: true, reason: 'bad-signature' });
    expect(await at('{not json')).toMatchObject({ readOnly: true, reason: 'bad-token' });
    expect(await at(JSON.stringify({ kind: 'publisher' }))).toMatchObject({ readOnly: true, reason: 'bad-token' });
  });
});
