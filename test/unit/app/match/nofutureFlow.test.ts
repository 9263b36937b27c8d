// NoFuture's flow (the response stack) on the FlowDriver, in two synced browsers: an effect
// activated in P2's browser is on both browsers' stacks, the same; P1 settles it through its
// driver's verb (the game's settle request, one update); both stacks are then empty, and the log
// holds one settle choice.
import { afterEach, describe, expect, it } from 'vitest';
import { nofutureDriver, type NofutureDriver } from '../../../../src/app/nofuture/nofutureDriver';
import type { NofutureEffect } from '../../../../src/rules/nofuture';
import { PROMPT } from '../../../../src/rules/nofuture/events';
import { reachEffects } from './flowSeats';
import { advanceTo, fromHand, nextPhase, playFromHand } from './nofuturePlay';
import { newGame, twoSeats, updatesOf, type TwoSeats } from './twoSeats';

let table: TwoSeats | null = null;
let flows: NofutureDriver[] = [];
afterEach(() => {
  for (const flow of flows) flow.destroy();
  flows = [];
  table?.destroy();
  table = null;
});

describe("NoFuture's response stack on the FlowDriver", () => {
  it('shows an activated effect on both stacks and settles it once through the verb', async () => {
    table = await twoSeats();
    const t = table;
    const { p1, p2 } = t;
    await newGame(t, 'nofuture', 'p1');
    const made = t.both.map((b) => nofutureDriver(b.session, b.driver));
    flows.push(...made);
    expect((await reachEffects(t, made, () => true, 'a reading')).map((e) => e.kind)).toEqual(['none', 'none']);

    // P1's turn passes; P2 plays クロウ (a red character whose effect is activated by tapping it).
    advanceTo(t, p1, 1, 'end');
    nextPhase(t, p1, 'up');
    nextPhase(t, p1, 'draw');
    for (const entry of p2.driver.snapshot().pending) p2.driver.applyPending(entry.id);
    await t.settle();
    nextPhase(t, p2, 'energy', 'red');
    nextPhase(t, p2, 'preparation');
    const crow = await fromHand(t, p2, (card) => card.number === 'NF-019');
    await playFromHand(t, p2, crow);
    p2.driver.perform('activate', { card: crow, effect: 0 }, { ja: '効果の発動', en: 'activate an effect' });
    const settling = await reachEffects(t, made, (e: NofutureEffect) => e.kind === 'settle', 'the stack');
    expect(settling[0]).toEqual(settling[1]);
    const top = settling[0]?.kind === 'settle' ? settling[0].stack : [];
    expect(top.map((s) => [s.card, s.seat])).toEqual([[crow, 'p2']]);

    // Either seat may settle it: P1's browser, from its stack's button.
    expect(updatesOf(p1, () => made[0]!.act({ kind: 'settle', outcome: 'done' }))).toBe(1);
    const after = await reachEffects(t, made, (e: NofutureEffect) => e.kind === 'none', 'an empty stack');
    expect(after).toEqual([{ kind: 'none' }, { kind: 'none' }]);
    for (const b of t.both) {
      const settled = b.driver.snapshot().events.filter((e) => e.kind === 'choice' && e.prompt === PROMPT.settle);
      expect(settled.map((e) => [e.seat, e.kind === 'choice' ? e.value : null])).toEqual([['p1', [crow, '0', 'done']]]);
    }
    expect(made.map((d) => d.snapshot().error)).toEqual([null, null]);
  }, 60_000);
});
