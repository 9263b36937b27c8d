// A whole Chrono Card match in two synced browsers, scripted as the UI calls things: New game, the
// phase bar's Next phase, the Chrono panel's charm / block / apply (game verbs through the driver)
// and the phase bar's resolution dialog (view.resolution → driver.resolve with the hash the player
// saw). The heroines fight: an unblocked charm, a charm the defender blocks, a charm back; the
// defender's damage counter is set by hand once (a player adjusting a counter) to shorten the game,
// and the last charm takes it to 20. The rules propose the win; it ends when both seats confirm.
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../../../src/table';
import { RULE } from '../../../../src/rules/chrono/rulings';
import { PROMPT } from '../../../../src/rules/chrono/events';
import type { RulesEvent } from '../../../../src/rules/core';
import { logOps, newGame, twoSeats, updatesOf, type Browser, type TwoSeats } from './twoSeats';
import { advanceTo, block, ccState, charm, damageOf, heroineOf, strike } from './chronoPlay';

let table: TwoSeats | null = null;
afterEach(() => {
  table?.destroy();
  table = null;
});

const notOk = (proposal: { verdicts: { level: string }[] } | null) => proposal?.verdicts.filter((v) => v.level !== 'ok') ?? ['no proposal'];
const choices = (events: readonly RulesEvent[], prompt: string) => events.filter((e) => e.kind === 'choice' && e.prompt === prompt);

/** The phase bar's resolution dialog: Apply with nothing unticked, in one browser; counts the updates sent. */
function applyResolution(browser: Browser): number {
  const hash = browser.driver.snapshot().resolutionHash;
  expect(hash).not.toBeNull();
  let kind = '';
  const sent = updatesOf(browser, () => {
    kind = browser.driver.resolve(hash!, new Set(), new Set()).kind;
  });
  expect(kind).toBe('applied');
  return sent;
}

describe('a Chrono Card match, New game to the confirmed win', () => {
  it('charms and blocks take the damage points to 20; the rules propose the win; both seats confirm it', async () => {
    const failures: string[] = [];
    table = await twoSeats(failures);
    const { p1, p2 } = table;
    await newGame(table, 'chrono', 'p1');
    expect(p1.driver.snapshot().match?.state).toBe('playing');

    // Turn 1 (P1). Mina recovers at P1's start; Celes is still face down, so she cannot block.
    await advanceTo(table, 1, 'charm');
    const mina = heroineOf(p1, 'p1');
    const celes = heroineOf(p2, 'p2');
    expect(ccState(p2).cards.get(mina)).toMatchObject({ faceUp: true, checked: false, heroine: true });
    expect(ccState(p2).cards.get(celes)?.faceUp).toBe(false);
    expect(notOk(charm(p1, [mina]))).toEqual([]);
    expect(ccState(p2).cards.get(mina)?.checked).toBe(true);
    expect(p2.driver.preview('block', { card: mina, cards: [celes] })?.verdicts.find((v) => v.level === 'illegal')?.reason.en).toMatch(/blockers are your characters/);
    expect(notOk(block(p2, mina, []))).toEqual([]);
    // Both browsers offer the same result: Mina unblocked, 3 damage points.
    expect(p2.driver.snapshot().resolutionHash).toBe(p1.driver.snapshot().resolutionHash);
    expect(p1.driver.snapshot().view?.tallies.find((f) => f.id === 'charm.points')?.value).toBe(3);
    expect(applyResolution(p1)).toBe(1);
    expect(damageOf(p2, 'p2')).toBe(3);
    expect(p1.driver.snapshot().view?.resolution).toBeNull();
    expect(p2.driver.snapshot().view?.resolution).toBeNull();

    // Turn 2 (P2). Celes recovers; P2 sets its damage counter to 17 by hand (shortening the game)
    // and keeps Celes back: no charm this turn.
    await advanceTo(table, 2, 'main');
    expect(ccState(p1).cards.get(celes)).toMatchObject({ faceUp: true, checked: false });
    // P1's end phase brought its hand of 6 down to 5 (the phase bar's choice).
    expect(ccState(p2).seats.p1).toMatchObject({ hand: expect.any(Array), discard: { count: 1 } });
    expect(ccState(p2).seats.p1.hand).toHaveLength(5);
    const counter = ccState(p2).seats.p2.damage!.id;
    const run = p2.driver.guard((command) => runCommand(p2.session.context('p2'), command.type, command.args));
    expect(run({ type: 'setValue', args: { id: counter, value: 17 } }).ok).toBe(true);
    expect(damageOf(p1, 'p2')).toBe(17);
    expect(p1.driver.snapshot().match?.proposal).toBeNull();

    // Turn 3 (P1). Mina (AP 3) charms; Celes (DP 4) blocks her: nothing reaches P2. The defender
    // applies it from the panel (strike).
    await advanceTo(table, 3, 'charm');
    expect(ccState(p1).cards.get(mina)?.checked).toBe(false);
    expect(notOk(charm(p1, [mina]))).toEqual([]);
    expect(notOk(block(p2, mina, [celes]))).toEqual([]);
    const blocked = p1.driver.snapshot().view?.resolution;
    expect(blocked?.steps.map((s) => s.reason.en)).toEqual(expect.arrayContaining([expect.stringMatching(/→ .*: 3 damage \(DP 4\)/), expect.stringMatching(/takes 2 damage/)]));
    expect(p1.driver.snapshot().view?.tallies.find((f) => f.id === 'charm.points')?.value).toBe(0);
    expect(updatesOf(p2, () => expect(notOk(strike(p2))).toEqual([]))).toBe(1);
    expect(damageOf(p1, 'p2')).toBe(17);
    expect(ccState(p1).charm?.done).toBe(true);
    expect(p1.driver.snapshot().view?.resolution).toBeNull();

    // Turn 4 (P2). Celes charms; Mina is checked from her own charm and cannot block.
    await advanceTo(table, 4, 'charm');
    expect(notOk(charm(p2, [celes]))).toEqual([]);
    expect(p1.driver.preview('block', { card: celes, cards: [mina] })?.verdicts.some((v) => v.level === 'illegal')).toBe(true);
    expect(notOk(block(p1, celes, []))).toEqual([]);
    expect(applyResolution(p2)).toBe(1);
    expect(damageOf(p1, 'p1')).toBe(2);
    expect(p2.driver.snapshot().match?.proposal).toBeNull();

    // Turn 5 (P1). Mina charms again; Celes is checked and cannot block: 17 + 3 = 20.
    await advanceTo(table, 5, 'charm');
    expect(notOk(charm(p1, [mina]))).toEqual([]);
    expect(notOk(block(p2, mina, []))).toEqual([]);
    expect(p1.driver.snapshot().match?.proposal).toBeNull();
    expect(applyResolution(p1)).toBe(1);
    for (const b of table.both) {
      expect(damageOf(b, 'p2')).toBe(20);
      expect(b.driver.snapshot().match?.proposal).toMatchObject({ winner: 'p1', ruling: RULE.win });
      expect(b.driver.snapshot().match?.view.result).toBeNull();
    }

    // The win the rules propose ends the match once both seats confirm it.
    p1.driver.confirmEnd();
    expect(p2.driver.snapshot().match?.view.result).toBeNull();
    expect(p2.driver.snapshot().match?.view.claims.p1).toMatchObject({ winner: 'p1', how: 'win', ruling: RULE.win });
    p2.driver.confirmEnd();
    for (const b of table.both) {
      const match = b.driver.snapshot().match;
      expect(match?.view.result).toMatchObject({ winner: 'p1', how: 'win', decidedBy: 'both', ruling: RULE.win });
      expect(match?.state).toBe('finished');
      expect(match?.proposal).toBeNull();
      expect(match?.score).toMatchObject({ wins: { p1: 1, p2: 0 }, winner: 'p1' });

      const ops = logOps(b);
      expect(ops).toContain('matchStart');
      expect(ops.filter((op) => op === 'matchClaim')).toHaveLength(2);
      expect(ops.filter((op) => op === 'matchResult')).toHaveLength(1);

      // The match's rules events: every phase of five turns, three charms resolved by the phase
      // bar's resolver, one applied from the panel, the charms and blocks themselves.
      const events = b.driver.snapshot().events;
      const phases = events.filter((e) => e.kind === 'phase');
      expect(phases.map((e) => e.kind === 'phase' && `${e.turn}${e.phase}`).slice(0, 6)).toEqual(['1start', '1draw', '1main', '1charm', '1end', '2start']);
      expect(phases.filter((e) => e.kind === 'phase' && e.phase === 'charm')).toHaveLength(5);
      expect(events.filter((e) => e.kind === 'resolved')).toEqual([
        expect.objectContaining({ seat: 'p1', resolver: 'chrono', ruling: RULE.combat }),
        expect.objectContaining({ seat: 'p2', resolver: 'chrono', ruling: RULE.combat }),
        expect.objectContaining({ seat: 'p1', resolver: 'chrono', ruling: RULE.combat }),
      ]);
      expect(choices(events, PROMPT.charm)).toHaveLength(4);
      expect(choices(events, PROMPT.block).map((e) => e.kind === 'choice' && e.value)).toEqual([[mina], [mina, celes], [celes], [mina]]);
      expect(choices(events, PROMPT.charmDone)).toHaveLength(1);
    }
    expect(failures).toEqual([]);
  });
});
