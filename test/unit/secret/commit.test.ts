import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commit, opens, requireOpens } from '../../../src/secret/commit';
import { runs } from '../../propertyRuns';

describe('commitments', () => {
  it('open with the same value, purpose and salt, and with nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.jsonValue(), async (value, other) => {
        const { commitment, opening } = await commit('envelope:r1:p1', value);
        expect(await opens(commitment, 'envelope:r1:p1', value, opening)).toBe(true);
        if (JSON.stringify(other) !== JSON.stringify(value)) expect(await opens(commitment, 'envelope:r1:p1', other, opening)).toBe(false);
        expect(await opens(commitment, 'envelope:r2:p1', value, opening)).toBe(false);
      }),
      runs(40),
    );
  });

  it('hide the value: two commitments to one value differ (salted)', async () => {
    const a = await commit('shuffle:s1:1', ['c1', 'c2']);
    const b = await commit('shuffle:s1:1', ['c1', 'c2']);
    expect(a.commitment.hash).not.toBe(b.commitment.hash);
  });

  it('reject a forged salt or a malformed hash with a clear error', async () => {
    const { commitment } = await commit('envelope:r1:p2', 3);
    expect(await opens(commitment, 'envelope:r1:p2', 3, { salt: 'AAAAAAAAAAAAAAAAAAAAAA' })).toBe(false);
    expect(await opens({ hash: 'nope' }, 'envelope:r1:p2', 3, { salt: 'AAAAAAAAAAAAAAAAAAAAAA' })).toBe(false);
    await expect(requireOpens(commitment, 'envelope:r1:p2', 4, { salt: 'AAAAAAAAAAAAAAAAAAAAAA' })).rejects.toThrow(/does not match the commitment for envelope:r1:p2/);
  });
});
