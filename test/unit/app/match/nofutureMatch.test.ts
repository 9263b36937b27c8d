// A whole NoFuture match in two synced browsers, driven the way the UI drives the MatchDriver: from
// New game to a result both seats confirmed. Characters come out of the hand tray into the base
// (their cost paid by the proposed follow-up), sortie into a battle area, and the battles are
// resolved from the offered resolution; P2's HP reaches 0 by battle damage, the rules propose the
// win and both seats confirm it. Every phase advance and every resolution reaches the other
// browser as one update.
import { afterEach, describe, expect, it } from 'vitest';
import type { CharacterCard } from '../../../../src/cards/nofuture/schema';
import { readLog } from '../../../../src/table';
import { logOps, newGame, twoSeats, updatesOf, type Browser, type TwoSeats } from './twoSeats';
import { advanceTo, character, fromHand, hp, hpCounter, nextPhase, nfState, playFromHand, position, resolveBattle } from './nofuturePlay';

let table: TwoSeats | null = null;
afterEach(() => {
  table?.destroy();
  table = null;
});

/** A character of one pip of the colour and nothing else, that fights, and enters down (no 奇襲). */
const cheapFighter = (color: 'blue' | 'red') => (card: CharacterCard): boolean =>
  card.cost.colorless === 0 && card.cost.pips.length === 1 && card.cost.pips[0] === color && card.fight > 0
  && !card.keywords.some((k) => k.keyword === '奇襲');

const PHASES = ['up', 'draw', 'energy', 'preparation', 'sortie-attack', 'sortie-defense', 'battle', 'end'];
/** Four whole turns, then the fifth up to the battle that ends it. */
const PLAYED = [1, 2, 3, 4, 5].flatMap((turn) => (turn === 5 ? PHASES.slice(0, 7) : PHASES).map((phase) => `${turn}:${turn % 2 === 1 ? 'p1' : 'p2'}:${phase}`));

function cardIn(browser: Browser, id: string) {
  const card = nfState(browser).cards.get(id);
  if (!card) throw new Error(`${browser.seat} does not see ${id}`);
  return card;
}

describe('a NoFuture match through the MatchDriver, two browsers', () => {
  it('is played from New game to HP 0 by battles, and ends when both seats confirm the proposed win', async () => {
    const failures: string[] = [];
    table = await twoSeats(failures);
    const t = table;
    const { p1, p2 } = t;
    await newGame(t, 'nofuture', 'p1');
    for (const b of t.both) {
      expect(b.driver.snapshot().match?.state).toBe('playing');
      expect(position(b)).toBeNull();
      expect(hp(b, 'p1')).toBe(20);
      expect(hp(b, 'p2')).toBe(20);
    }

    // ---- turn 1, P1: blue energy, a character played from the hand (it enters down, NF 4.2) ----
    nextPhase(t, p1, 'up');
    nextPhase(t, p1, 'draw');
    nextPhase(t, p1, 'energy', 'blue');
    expect(nfState(p2).seats.p1.unused).toEqual({ blue: 1, red: 0 });
    nextPhase(t, p1, 'preparation');
    const attacker = await fromHand(t, p1, cheapFighter('blue'));
    await playFromHand(t, p1, attacker);
    for (const b of t.both) {
      expect(cardIn(b, attacker)).toMatchObject({ zone: 'p1-base', down: true });
      expect(nfState(b).seats.p1.used).toEqual({ blue: 1, red: 0 });
    }
    const fight = character(cardIn(p2, attacker))?.fight ?? 0;
    expect(fight).toBeGreaterThan(0);
    // Nothing can sortie (its only character is down): to the end of the turn.
    advanceTo(t, p1, 1, 'end');

    // ---- turn 2, P2: P1's browser presses Next phase into P2's draw, which waits for P2's ----
    nextPhase(t, p1, 'up');
    const handBefore = nfState(p2).seats.p2.hand.length;
    nextPhase(t, p1, 'draw');
    expect(p1.driver.snapshot().pending).toEqual([]);
    const pending = p2.driver.snapshot().pending;
    expect(pending).toHaveLength(1);
    expect(updatesOf(p2, () => p2.driver.applyPending(pending[0]!.id))).toBe(1);
    await t.settle();
    expect(nfState(p2).seats.p2.hand.length).toBe(handBefore + 1);
    expect(p2.driver.snapshot().pending).toEqual([]);
    nextPhase(t, p2, 'energy', 'red');
    nextPhase(t, p2, 'preparation');
    const defender = await fromHand(t, p2, cheapFighter('red'));
    await playFromHand(t, p2, defender);
    expect(cardIn(p1, defender)).toMatchObject({ zone: 'p2-base', down: true });
    const p2Fight = character(cardIn(p1, defender))?.fight ?? 0;
    // The players agree on a short game: P2 sets its own HP counter (an ordinary table command),
    // so that two battles of P1's character finish it.
    const run2 = p2.driver.guard((command) => p2.session.run(command));
    expect(run2({ type: 'setValue', args: { id: hpCounter(p2, 'p2').id, value: 2 * fight } })).toMatchObject({ ok: true });
    expect(hp(p1, 'p2')).toBe(2 * fight);
    advanceTo(t, p2, 2, 'end');

    // ---- turn 3, P1: its character stands up and sorties; P2 has no one up to defend ----
    advanceTo(t, p1, 3, 'sortie-attack', 'blue');
    expect(cardIn(p2, attacker).down).toBe(false);
    const sortie = p1.driver.perform('sortie', { card: attacker, area: 1, row: 'front' }, { ja: '出撃', en: 'Sortie' });
    expect(sortie?.verdicts.every((v) => v.level === 'ok')).toBe(true);
    expect(cardIn(p2, attacker).zone).toBe('p1-battle1-front');
    // The defender ends its sortie step: Next phase pressed in its browser.
    nextPhase(t, p1, 'sortie-defense');
    nextPhase(t, p2, 'battle');
    const hashes = [resolveBattle(p1)];
    for (const b of t.both) expect(hp(b, 'p2')).toBe(fight);
    nextPhase(t, p1, 'end');
    for (const b of t.both) expect(cardIn(b, attacker)).toMatchObject({ zone: 'p1-base', down: true });

    // ---- turn 4, P2: its character, up again, is dragged into a battle area on the table ----
    advanceTo(t, p2, 4, 'sortie-attack', 'red');
    expect(cardIn(p1, defender).down).toBe(false);
    const front = nfState(p2).view.zone('p2-battle1-front');
    if (!front) throw new Error('no battle area');
    expect(run2({ type: 'move', args: { id: defender, x: front.x + front.w / 2, y: front.y + front.h / 2 } })).toMatchObject({ ok: true });
    expect(p2.driver.snapshot().popover?.level ?? 'ok').toBe('ok');
    advanceTo(t, p2, 4, 'battle');
    hashes.push(resolveBattle(p2));
    for (const b of t.both) expect(hp(b, 'p1')).toBe(20 - p2Fight);
    nextPhase(t, p2, 'end');

    // ---- turn 5, P1: the second battle takes P2's HP to 0; the rules propose P1's win ----
    advanceTo(t, p1, 5, 'sortie-attack', 'blue');
    expect(p1.driver.perform('sortie', { card: attacker, area: 2, row: 'front' }, { ja: '出撃', en: 'Sortie' })?.verdicts.every((v) => v.level === 'ok')).toBe(true);
    advanceTo(t, p1, 5, 'battle');
    expect(t.both.map((b) => b.driver.snapshot().match?.proposal ?? null)).toEqual([null, null]);
    hashes.push(resolveBattle(p1));
    for (const b of t.both) {
      expect(hp(b, 'p2')).toBe(0);
      expect(b.driver.snapshot().match?.proposal).toMatchObject({ winner: 'p1', ruling: 'NF-R12' });
      expect(b.driver.snapshot().match?.view.result).toBeNull();
    }

    // ---- the end: each seat confirms in its own browser ----
    expect(updatesOf(p1, () => p1.driver.confirmEnd())).toBe(1);
    expect(p2.driver.snapshot().match?.view.result).toBeNull();
    expect(p2.driver.snapshot().match?.view.claims.p1).toMatchObject({ winner: 'p1', how: 'win', ruling: 'NF-R12' });
    expect(updatesOf(p2, () => p2.driver.confirmEnd())).toBe(1);
    for (const b of t.both) {
      const match = b.driver.snapshot().match;
      expect(match?.view.result).toMatchObject({ winner: 'p1', how: 'win', decidedBy: 'both', ruling: 'NF-R12' });
      expect(match?.state).toBe('finished');
      expect(match?.proposal).toBeNull();
      expect(match?.score).toMatchObject({ wins: { p1: 1, p2: 0 }, winner: 'p1' });
    }

    // ---- the logs ----
    for (const b of t.both) {
      const ops = logOps(b);
      expect(ops).toContain('matchStart');
      const claims = readLog(b.session.doc, 1000).entries.filter((e) => e.op === 'matchClaim');
      // The claim that completes the result logs it, once, by the seat that confirmed last.
      const results = readLog(b.session.doc, 1000).entries.filter((e) => e.op === 'matchResult');
      expect(results.map((e) => [e.seat, e.args])).toEqual([['p2', { result: 'p1', how: 'win', seat: 'BOTH' }]]);
      expect(claims.map((e) => [e.seat, e.args])).toEqual([['p1', { seat: 'p1', result: 'p1', ruling: 'NF-R12' }], ['p2', { seat: 'p2', result: 'p1', ruling: 'NF-R12' }]]);
      const events = b.driver.snapshot().events;
      const phases = events.flatMap((e) => (e.kind === 'phase' ? [`${e.turn}:${e.active}:${e.phase}`] : []));
      expect(phases).toEqual(PLAYED);
      const resolved = events.filter((e) => e.kind === 'resolved');
      expect(resolved).toHaveLength(3);
      // One 'resolved' per battle, naming the resolution each dialog showed.
      expect(resolved.map((e) => e.kind === 'resolved' && [e.seat, e.resolver, e.ruling, e.hash])).toEqual(
        [['p1', 'nofuture', 'NF 4.4', hashes[0]], ['p2', 'nofuture', 'NF 4.4', hashes[1]], ['p1', 'nofuture', 'NF 4.4', hashes[2]]]);
    }
    expect(p1.driver.snapshot().events).toEqual(p2.driver.snapshot().events);
    expect(failures).toEqual([]);
  }, 60_000);
});
