import { describe, expect, it } from 'vitest';
import { auditDraws, commitOrder } from '../../../src/secret/shuffleAudit';

const deck = Array.from({ length: 40 }, (_, i) => `c${i}`);

describe('shuffle audit', () => {
  it('passes when every draw took the top of the committed order', async () => {
    const { commitment, opening } = await commitOrder('s1', 1, deck);
    const draws = Array.from({ length: 5 }, (_, index) => ({ shuffleNo: 1, index, card: deck[deck.length - 1 - index] ?? '' }));
    expect(await auditDraws('s1', [{ shuffleNo: 1, hash: commitment.hash, order: deck, salt: opening.salt }], draws)).toEqual({ ok: true, draws: 5 });
  });

  it('catches a deck reordered after its commitment', async () => {
    const { commitment, opening } = await commitOrder('s1', 1, deck);
    const tampered = [...deck.slice(0, 38), deck[39] ?? '', deck[38] ?? ''];
    const verdict = await auditDraws('s1', [{ shuffleNo: 1, hash: commitment.hash, order: tampered, salt: opening.salt }], []);
    expect(verdict).toEqual({ ok: false, draws: 0, problem: 'shuffle 1: the revealed order does not match its commitment' });
  });

  it('names the first draw that does not match', async () => {
    const { commitment, opening } = await commitOrder('s1', 2, deck);
    const draws = [
      { shuffleNo: 2, index: 0, card: 'c39' },
      { shuffleNo: 2, index: 1, card: 'c0' },
    ];
    const verdict = await auditDraws('s1', [{ shuffleNo: 2, hash: commitment.hash, order: deck, salt: opening.salt }], draws);
    expect(verdict).toEqual({ ok: false, draws: 1, problem: 'draw 2 does not match: expected c38, got c0' });
  });
});
