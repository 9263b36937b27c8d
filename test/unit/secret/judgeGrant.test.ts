import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptJson, encryptJson } from '../../../src/secret/cipher';
import { fromBase64Url, toBase64Url } from '../../../src/secret/encoding';
import { generateJudgeKeyPair, openGrant, sealGrant } from '../../../src/secret/judgeGrant';
import { exportSeatKey, generateSeatKey } from '../../../src/secret/keys';
import { runs } from '../../propertyRuns';

describe('judge grants', () => {
  it('only the judge key opens a grant, and the opened key reads the seat hand', async () => {
    const seatKey = await generateSeatKey();
    const judge = await generateJudgeKeyPair();
    const impostor = await generateJudgeKeyPair();
    const hand = await encryptJson(seatKey, ['c1'], 'hand:p1');
    const grant = await sealGrant(seatKey, 'room-a', 'p1', judge.publicKey);
    expect(JSON.stringify(grant)).not.toContain((await exportSeatKey(seatKey)).slice(14));
    const opened = await openGrant(grant, judge, 'room-a', 'p1');
    expect(await decryptJson(opened, hand, 'hand:p1')).toEqual(['c1']);
    // A hostile peer with its own key (even claiming the judge's public key) opens nothing.
    await expect(openGrant(grant, impostor, 'room-a', 'p1')).rejects.toThrow();
    await expect(openGrant(grant, { publicKey: judge.publicKey, privateKey: impostor.privateKey }, 'room-a', 'p1')).rejects.toThrow();
  });

  it('refuses another room or seat, tampering and junk', async () => {
    const seatKey = await generateSeatKey();
    const judge = await generateJudgeKeyPair();
    const grant = await sealGrant(seatKey, 'room-a', 'p1', judge.publicKey);
    await expect(openGrant(grant, judge, 'room-b', 'p1')).rejects.toThrow();
    await expect(openGrant(grant, judge, 'room-a', 'p2')).rejects.toThrow();
    await expect(openGrant({ v: 1 }, judge, 'room-a', 'p1')).rejects.toThrow(/not a judge grant/);
    await expect(sealGrant(seatKey, 'room-a', 'p1', 'junk')).rejects.toThrow(/judge public key/);
    await fc.assert(fc.asyncProperty(fc.nat(), fc.nat(255), async (pos, flip) => {
      const ct = fromBase64Url(grant.box.ct);
      const i = pos % ct.length;
      ct[i] = ct[i]! ^ (flip % 255 + 1);
      const tampered = { ...grant, box: { ...grant.box, ct: toBase64Url(ct) } };
      await expect(openGrant(tampered, judge, 'room-a', 'p1')).rejects.toThrow();
    }), runs(30));
  });
});
