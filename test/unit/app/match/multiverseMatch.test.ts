// A whole Multiverse Fighters match in two synced browsers, driven the way the UI drives the
// MatchDriver: from New game (fighters chosen in a sealed envelope round) to a result both seats
// confirmed. Each battle phase every standing fighter of the active seat attacks; the defender
// rolls its die for evasion on the table; each attack's resolution is confirmed from the phase
// bar. The match ends when all of one seat's fighters are down: the rules propose the win and both
// seats confirm it. Every phase advance and every resolution reaches the other browser as one update.
import { afterEach, describe, expect, it } from 'vitest';
import { readLog, type Seat } from '../../../../src/table';
import { logOps, newGame, twoSeats, updatesOf, type TwoSeats } from './twoSeats';
import { attack, chooseFighters, mfState, nextPhase, position, standing, type AttackOutcome } from './multiversePlay';

let table: TwoSeats | null = null;
afterEach(() => {
  table?.destroy();
  table = null;
});

const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');

/** Hard hitters for P1 (3 + 2), the two sturdy ones of the other deck for P2 (3 + 2). */
const PICKS = { p1: ['mf-demo:MF-004', 'mf-demo:MF-001'], p2: ['mf-demo:MF-011', 'mf-demo:MF-008'] } as const;

describe('a Multiverse match through the MatchDriver, two browsers', () => {
  it('is played from New game until all of one seat\'s fighters are down, and ends when both confirm', async () => {
    const failures: string[] = [];
    table = await twoSeats(failures);
    const t = table;
    await newGame(t, 'multiverse', 'p1');
    await chooseFighters(t, PICKS);
    for (const b of t.both) {
      expect(b.driver.snapshot().match?.state).toBe('playing');
      const fighters = mfState(b).fighters;
      expect(fighters.map((f) => f.data.number).sort()).toEqual(['MF-001', 'MF-004', 'MF-008', 'MF-011']);
      // Each HP counter was set to its fighter's printed HP.
      for (const f of fighters) expect(f.hp?.value).toBe(f.data.hp);
      expect(position(b)).toBeNull();
    }

    const played: string[] = [];
    const outcomes: AttackOutcome[] = [];
    const hashes: string[] = [];
    const advance = (by: Seat, expected: string, choice?: string) => {
      nextPhase(t, t[by], expected, choice);
      played.push(`${position(t.p1)?.turn}:${by}:${expected}`);
    };
    let attacks = 0;
    for (let turn = 1; turn <= 40 && !t.p1.driver.snapshot().match?.proposal; turn++) {
      const seat: Seat = turn % 2 === 1 ? 'p1' : 'p2';
      const me = t[seat];
      const costBefore = mfState(me).seats[seat].cost?.value ?? 0;
      advance(seat, 'start');
      expect(mfState(t[other(seat)]).seats[seat].cost?.value).toBe(Math.min(10, costBefore + 1));
      const hand = mfState(me).seats[seat].hand.length;
      advance(seat, 'draw');
      await t.settle();
      expect(mfState(me).seats[seat].hand.length).toBe(hand + 1);
      advance(seat, 'main');
      advance(seat, 'battle');
      for (const fighter of standing(me, seat)) {
        const targets = standing(me, other(seat)).sort((a, b) => (a.hp?.value ?? 0) - (b.hp?.value ?? 0));
        const target = targets[0];
        if (!target) break;
        // Either seat may press Apply: the attacker's browser and the defender's take turns.
        const resolver = attacks % 2 === 0 ? me : t[other(seat)];
        const done = attack(t, me, fighter.id, target.id, resolver);
        attacks++;
        outcomes.push(done.outcome);
        hashes.push(done.hash);
      }
      if (t.p1.driver.snapshot().match?.proposal) break;
      // The end phase asks for a discard when the hand holds 5 or more: the first card offered.
      const ask = me.driver.snapshot().view?.next.steps.find((s) => s.choice)?.choice;
      const handNow = mfState(me).seats[seat].hand.length;
      advance(seat, 'end', ask?.options[0]?.value);
      await t.settle();
      expect(mfState(me).seats[seat].hand.length).toBe(ask ? handNow - 1 : handNow);
      expect(mfState(me).seats[seat].hand.length).toBeLessThanOrEqual(4);
    }

    // ---- all of one seat's fighters are down: the rules propose the other's win ----
    const proposal = t.p1.driver.snapshot().match?.proposal;
    expect(proposal).toMatchObject({ ruling: 'MF 勝利条件' });
    const winner = proposal!.winner as Seat;
    const loser = other(winner);
    for (const b of t.both) {
      expect(b.driver.snapshot().match?.proposal).toEqual(proposal);
      expect(standing(b, loser)).toEqual([]);
      expect(mfState(b).seats[loser].waiting).toBe(2);
      expect(standing(b, winner).length).toBeGreaterThan(0);
    }
    expect(outcomes.filter((o) => o === 'down').length).toBeGreaterThanOrEqual(2);

    expect(updatesOf(t[loser], () => t[loser].driver.confirmEnd())).toBe(1);
    expect(t[winner].driver.snapshot().match?.view.result).toBeNull();
    expect(updatesOf(t[winner], () => t[winner].driver.confirmEnd())).toBe(1);
    for (const b of t.both) {
      const match = b.driver.snapshot().match;
      expect(match?.view.result).toMatchObject({ winner, how: 'win', decidedBy: 'both', ruling: 'MF 勝利条件' });
      expect(match?.state).toBe('finished');
      expect(match?.proposal).toBeNull();
    }

    // ---- the logs ----
    for (const b of t.both) {
      const ops = logOps(b);
      for (const op of ['matchStart', 'envelopeOpen', 'envelopeCommit', 'envelopeReveal', 'fightersPlaced', 'roll']) expect(ops).toContain(op);
      const claims = readLog(b.session.doc, 1000).entries.filter((e) => e.op === 'matchClaim');
      // The claim that completes the result logs it, once, by the seat that confirmed last.
      const results = readLog(b.session.doc, 1000).entries.filter((e) => e.op === 'matchResult');
      expect(results.map((e) => [e.seat, e.args])).toEqual([[winner, { result: winner, how: 'win', seat: 'BOTH' }]]);
      expect(claims.map((e) => [e.seat, e.args])).toEqual([
        [loser, { seat: loser, result: winner, ruling: 'MF 勝利条件' }], [winner, { seat: winner, result: winner, ruling: 'MF 勝利条件' }],
      ]);
      const events = b.driver.snapshot().events;
      expect(events.flatMap((e) => (e.kind === 'phase' ? [`${e.turn}:${e.active}:${e.phase}`] : []))).toEqual(played);
      // One 'resolved' per attack, naming the resolution its dialog showed.
      const resolved = events.flatMap((e) => (e.kind === 'resolved' ? [e] : []));
      expect(resolved.map((e) => [e.resolver, e.hash])).toEqual(hashes.map((h) => ['multiverse', h]));
      expect(resolved).toHaveLength(attacks);
    }
    expect(t.p1.driver.snapshot().events).toEqual(t.p2.driver.snapshot().events);
    expect(failures).toEqual([]);
  }, 120_000);

  it('an evaded attack confirmed from the phase bar is applied once and does not hold up the next attack', async () => {
    table = await twoSeats();
    const t = table;
    const { p1, p2 } = t;
    await newGame(t, 'multiverse', 'p1');
    await chooseFighters(t, PICKS);
    for (const phase of ['start', 'draw', 'main', 'battle']) nextPhase(t, p1, phase);
    const byNumber = (n: string) => mfState(p1).fighters.find((f) => f.data.number === n)!;
    const [kagura, valka, nox] = [byNumber('MF-001'), byNumber('MF-004'), byNumber('MF-011')];
    expect(nox.data.evasion).toEqual([6]);

    // Valka attacks Nox; P2's die (a real one at the table, its face given) shows 6: evaded.
    p1.driver.perform('attack', { card: valka.id, target: nox.id }, { ja: '攻撃', en: 'Attack' });
    p2.driver.perform('evasion', { roll: 6 }, { ja: '回避', en: 'Evasion' });
    const evaded = p2.driver.snapshot();
    expect(evaded.view?.resolution?.actions).toEqual([]);
    expect(evaded.view?.resolution?.steps.at(-1)?.reason.en).toMatch(/evaded/);
    expect(updatesOf(p2, () => p2.driver.resolve(evaded.resolutionHash!, new Set(), new Set()))).toBe(1);
    for (const b of t.both) {
      expect(b.driver.snapshot().view?.resolution ?? null).toBeNull();
      expect(mfState(b).fighters.find((f) => f.id === nox.id)?.hp?.value).toBe(nox.data.hp);
    }

    // The next attack is not held up by the one before (no "previous attack not resolved" warning).
    const next = p1.driver.perform('attack', { card: kagura.id, target: nox.id }, { ja: '攻撃', en: 'Attack' });
    expect(next?.verdicts.filter((v) => v.level !== 'ok')).toEqual([]);
    p2.driver.perform('evasion', { roll: 1 }, { ja: '回避', en: 'Evasion' });
    const hit = p1.driver.snapshot();
    expect(hit.view?.resolution?.steps.some((step) => /a hit/.test(step.reason.en))).toBe(true);
    expect(hit.view?.resolution?.actions.length).toBeGreaterThan(0);
    expect(updatesOf(p1, () => p1.driver.resolve(hit.resolutionHash!, new Set(), new Set()))).toBe(1);
    for (const b of t.both) {
      expect(b.driver.snapshot().view?.resolution ?? null).toBeNull();
      expect(mfState(b).fighters.find((f) => f.id === nox.id)?.hp?.value).toBeLessThan(nox.data.hp);
    }
  });
});
