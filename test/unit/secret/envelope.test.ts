import { describe, expect, it } from 'vitest';
import { PADDED_BYTES, ackHash, paddedChoice, roundVerdicts, sealChoice, type EnvelopeRound } from '../../../src/secret/envelope';

async function twoSeats(id: string, a: unknown, b: unknown) {
  const p1 = await sealChoice(id, 'p1', 'text', a);
  const p2 = await sealChoice(id, 'p2', 'text', b);
  const round: EnvelopeRound = { id, kind: 'text', seats: ['p1', 'p2'], commitments: { p1: p1.hash, p2: p2.hash }, reveals: {} };
  return { round, p1, p2 };
}

describe('sealed envelopes', () => {
  it('accepts honest reveals once both have committed', async () => {
    const { round, p1, p2 } = await twoSeats('r1', { fighter: 'MF-03' }, 7);
    round.reveals = { p1: p1.reveal, p2: p2.reveal };
    expect(await roundVerdicts(round)).toEqual({ p1: 'ok', p2: 'ok' });
  });

  it('holds a reveal until every seat has committed', async () => {
    const p1 = await sealChoice('r2', 'p1', 'text', 'rock');
    const round: EnvelopeRound = { id: 'r2', kind: 'text', seats: ['p1', 'p2'], commitments: { p1: p1.hash }, reveals: { p1: p1.reveal } };
    expect(await roundVerdicts(round)).toEqual({ p1: 'too-early', p2: 'no-commitment' });
  });

  it('rejects a forged reveal (a changed choice) and names the seat', async () => {
    const { round, p1, p2 } = await twoSeats('r3', 'scissors', 'paper');
    round.reveals = { p1: { ...p1.reveal, value: 'rock' }, p2: p2.reveal };
    expect(await roundVerdicts(round)).toEqual({ p1: 'mismatch', p2: 'ok' });
  });

  it('rejects a commitment replayed from another round or copied from the other seat', async () => {
    const old = await twoSeats('r4', 'rock', 'paper');
    const replay: EnvelopeRound = { id: 'r5', kind: 'text', seats: ['p1', 'p2'], commitments: { p1: old.round.commitments.p1, p2: old.round.commitments.p1 }, reveals: { p1: old.p1.reveal, p2: old.p1.reveal } };
    expect(await roundVerdicts(replay)).toEqual({ p1: 'mismatch', p2: 'mismatch' });
  });

  it('opens nothing in a round where a seat equivocated', async () => {
    const { round, p1, p2 } = await twoSeats('r6', 'rock', 'paper');
    round.reveals = { p1: p1.reveal, p2: p2.reveal };
    expect(await roundVerdicts({ ...round, equivocated: ['p2'] })).toEqual({ p1: 'too-early', p2: 'equivocation' });
  });

  it('pads every choice of a kind to one size, and refuses one that does not fit', () => {
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    for (const value of ['a', '秘密の選択アルファ', 'x'.repeat(400)]) expect(bytes(paddedChoice('text', value))).toBe(PADDED_BYTES.text);
    for (const value of [[], ['falldown:FD-001'], Array.from({ length: 60 }, (_, i) => `summon u${i} falldown:FD-${i} front`)]) {
      expect(bytes(paddedChoice('cards', value))).toBe(PADDED_BYTES.cards);
    }
    expect(bytes(paddedChoice('number', 3))).toBe(bytes(paddedChoice('number', -123456.75)));
    expect(() => paddedChoice('number', 'x'.repeat(40))).toThrow(/holds at most 32/);
    expect(() => paddedChoice('text', '"'.repeat(1100))).toThrow(/holds at most 2048/);
  });

  it('acknowledges one set whatever the order it was seen in', async () => {
    expect(await ackHash('r', { p1: 'a'.repeat(64), p2: 'b'.repeat(64) })).toBe(await ackHash('r', { p2: 'b'.repeat(64), p1: 'a'.repeat(64) }));
    expect(await ackHash('r', { p1: 'a'.repeat(64), p2: 'b'.repeat(64) })).not.toBe(await ackHash('r', { p1: 'a'.repeat(64), p2: 'c'.repeat(64) }));
  });
});
