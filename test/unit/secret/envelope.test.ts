import { describe, expect, it } from 'vitest';
import { roundVerdicts, sealChoice, type EnvelopeRound } from '../../../src/secret/envelope';

async function twoSeats(id: string, a: unknown, b: unknown) {
  const p1 = await sealChoice(id, 'p1', a);
  const p2 = await sealChoice(id, 'p2', b);
  const round: EnvelopeRound = { id, seats: ['p1', 'p2'], commitments: { p1: p1.hash, p2: p2.hash }, reveals: {} };
  return { round, p1, p2 };
}

describe('sealed envelopes', () => {
  it('accepts honest reveals once both have committed', async () => {
    const { round, p1, p2 } = await twoSeats('r1', { fighter: 'MF-03' }, 7);
    round.reveals = { p1: p1.reveal, p2: p2.reveal };
    expect(await roundVerdicts(round)).toEqual({ p1: 'ok', p2: 'ok' });
  });

  it('holds a reveal until every seat has committed', async () => {
    const p1 = await sealChoice('r2', 'p1', 'rock');
    const round: EnvelopeRound = { id: 'r2', seats: ['p1', 'p2'], commitments: { p1: p1.hash }, reveals: { p1: p1.reveal } };
    expect(await roundVerdicts(round)).toEqual({ p1: 'too-early', p2: 'no-commitment' });
  });

  it('rejects a forged reveal (a changed choice) and names the seat', async () => {
    const { round, p1, p2 } = await twoSeats('r3', 'scissors', 'paper');
    round.reveals = { p1: { ...p1.reveal, value: 'rock' }, p2: p2.reveal };
    expect(await roundVerdicts(round)).toEqual({ p1: 'mismatch', p2: 'ok' });
  });

  it('rejects a commitment replayed from another round or copied from the other seat', async () => {
    const old = await twoSeats('r4', 'rock', 'paper');
    const replay: EnvelopeRound = { id: 'r5', seats: ['p1', 'p2'], commitments: { p1: old.round.commitments.p1, p2: old.round.commitments.p1 }, reveals: { p1: old.p1.reveal, p2: old.p1.reveal } };
    expect(await roundVerdicts(replay)).toEqual({ p1: 'mismatch', p2: 'mismatch' });
  });
});
