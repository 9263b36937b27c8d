// The Chrono panel's view of the game: EP pools and what the next phase change empties, the cards a
// selection can check for EP, who may attack and why not, the charm's stage for each seat, the
// blockers a defender may still use, and the result both browsers see.
import { describe, expect, it } from 'vitest';
import { chronoRules, type CcState } from '../../../src/rules/chrono';
import {
  applyOffer, blockerOptions, checkableOf, panelModel, supportOptions, toggleOrdered, vanishingEp, whyNoAttack, type CcFighter,
} from '../../../src/ui/rules/chrono/model';
import { play } from '../rules/chrono/helpers';

const idOf = (state: CcState, number: string): string => {
  const card = [...state.cards.values()].find((c) => c.ref === `cc-demo:${number}`);
  if (!card) throw new Error(`no ${number}`);
  return card.id;
};

const model = (state: CcState, seat: 'p1' | 'p2' | null, selection: string[] = []) =>
  panelModel(state, seat, new Set(selection), chronoRules.advance(state).steps);

describe('Chrono panel: EP', () => {
  const game = play({
    turn: 1, active: 'p1', phase: 'main', first: 'p1',
    zones: {
      'p1-characters': [{ card: 'CC-008', as: 'martha' }, { card: 'CC-005', as: 'gram', down: true }],
      'p1-bg': [{ card: 'CC-017', as: 'court' }],
      'p2-characters': [{ card: 'CC-004', as: 'popo' }],
    },
    actions: [{ do: 'check', card: 'martha' }],
  });
  const state = game.state();

  it('shows each seat\'s pool and names the EP the next phase change empties', () => {
    expect(game.result.failures).toEqual([]);
    const m = model(state, 'p1');
    expect(m.ep).toEqual({ p1: 2, p2: 0 });
    expect(m.vanishing).toHaveLength(1);
    expect(m.vanishing[0]).toMatchObject({ seat: 'p1', pool: 2 });
    expect(m.vanishing[0]?.text.en).toContain('2 EP');
    expect(vanishingEp(state, [])).toEqual([]);
  });

  it('offers only the selected own unchecked face-up characters and BGs for EP', () => {
    const ids = ['CC-008', 'CC-005', 'CC-017', 'CC-004'].map((n) => idOf(state, n));
    // Martha is checked now, Gram lay checked, Popo is the opponent's: only the BG is left.
    expect(checkableOf(state, 'p1', new Set(ids))).toEqual([{ id: idOf(state, 'CC-017'), name: { ja: '夕暮れの中庭', en: 'Courtyard at Dusk' }, ep: 2 }]);
    expect(checkableOf(state, null, new Set(ids))).toEqual([]);
    expect(checkableOf(state, 'p2', new Set(ids)).map((c) => c.id)).toEqual([idOf(state, 'CC-004')]);
    expect(checkableOf(state, 'p1', new Set(['nothing']))).toEqual([]);
  });
});

describe('Chrono panel: who may attack', () => {
  it('a character placed this turn is sick, a checked one is checked; the heroine is never sick', () => {
    const game = play({
      turn: 3, active: 'p1', phase: 'main', first: 'p1',
      zones: { 'p1-characters': [{ card: 'CC-008', as: 'martha' }], 'p1-hand': [{ card: 'CC-004', as: 'popo' }] },
      actions: [{ do: 'check', card: 'martha' }, { do: 'place', card: 'popo' }],
    });
    const state = game.state();
    const own = model(state, 'p1').own;
    const popo = own.find((f) => f.id === idOf(state, 'CC-004'));
    const martha = own.find((f) => f.id === idOf(state, 'CC-008'));
    expect(popo).toMatchObject({ sick: true, ap: 1, dp: 1, support: 1 });
    expect(whyNoAttack(popo!)).toBe('sick');
    expect(whyNoAttack(martha!)).toBe('checked');
    const heroine: CcFighter = { ...popo!, heroine: true, sick: true };
    expect(whyNoAttack(heroine)).toBeNull();
    expect(whyNoAttack({ ...heroine, faceUp: false })).toBe('faceDown');
  });

  it('supporters are offered only when the heroine attacks, never an attacker or a checked one', () => {
    const base: CcFighter = { id: 'h', name: { ja: 'h', en: 'h' }, ap: 3, dp: 3, heroine: true, pierce: true, support: 0, checked: false, faceUp: true, sick: false };
    const own = [base, { ...base, id: 's1', heroine: false, support: 1 }, { ...base, id: 's2', heroine: false, support: 2, checked: true }, { ...base, id: 'x', heroine: false }];
    expect(supportOptions(own, new Set(['s1']))).toEqual([]);
    expect(supportOptions(own, new Set(['h'])).map((f) => f.id)).toEqual(['s1']);
    expect(supportOptions(own, new Set(['h', 's1']))).toEqual([]);
  });

  it('blockers toggle in the order picked', () => {
    expect(toggleOrdered([], 'a')).toEqual(['a']);
    expect(toggleOrdered(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleOrdered(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('Chrono panel: the charm from both sides', () => {
  const zones = {
    'p1-heroine': [{ card: 'CC-001', as: 'mina' }],
    'p1-characters': [{ card: 'CC-004', as: 'popo' }],
    'p2-heroine': [{ card: 'CC-002', as: 'celes' }],
    'p2-characters': [{ card: 'CC-005', as: 'gram' }],
  };
  const start = { turn: 3, active: 'p1', phase: 'charm', first: 'p1', zones };
  const flips = [{ do: 'flip', card: 'mina' }, { do: 'flip', card: 'celes' }];

  it('the active seat declares; the other waits', () => {
    const state = play({ ...start, actions: flips }).state();
    expect(model(state, 'p1').stage).toBe('declare');
    expect(model(state, 'p2').stage).toBe('none');
    expect(model(state, null).stage).toBe('none');
    expect(model(state, 'p1').own.map((f) => f.heroine)).toEqual([true, false]);
  });

  it('after the charm the defender blocks, both see the result, and a blocker is busy for other attackers', () => {
    const game = play({
      ...start,
      actions: [...flips, { do: 'charm', cards: ['mina', 'popo'] }, { do: 'block', seat: 'p2', card: 'popo', cards: ['celes'] }],
    });
    expect(game.result.failures).toEqual([]);
    const state = game.state();
    const [mina, popo, celes, gram] = ['CC-001', 'CC-004', 'CC-002', 'CC-005'].map((n) => idOf(state, n));
    const defender = model(state, 'p2');
    expect(defender.stage).toBe('block');
    expect(model(state, 'p1').stage).toBe('result');
    const charm = defender.charm!;
    expect(charm.defender).toBe('p2');
    expect(charm.attackers.map((a) => [a.fighter.id, a.answered, a.blockers.map((b) => b.id)])).toEqual([[mina, false, []], [popo, true, [celes]]]);
    // Mina unblocked: 3; Popo (AP 1) into Celes (DP 4), Celes's AP 2 destroys Popo (DP 1).
    expect(charm.points).toBe(3);
    expect(charm.attackers[1]?.line).toMatchObject({ attackerDamage: 2, attackerDestroyed: true, toPlayer: 0 });
    expect(charm.resolution?.steps.at(-1)?.reason.en).toBe('3 damage points in all');
    const options = blockerOptions(charm, defender.defenders, mina!);
    expect(options.find((o) => o.fighter.id === celes)).toMatchObject({ busyWith: popo, usable: false });
    expect(options.find((o) => o.fighter.id === gram)).toMatchObject({ busyWith: null, usable: true });
    expect(blockerOptions(charm, defender.defenders, popo!).find((o) => o.fighter.id === celes)?.usable).toBe(true);
  });

  it('Apply waits for the defender\'s answer to every attacker; before that only the overrule is offered', () => {
    // The bug: "Defender answered 0 of 1" with "Apply the result" beside it.
    const none = play({ ...start, actions: [...flips, { do: 'charm', cards: ['mina'] }] }).state();
    expect(applyOffer(model(none, 'p1').charm!, 'p1')).toBe('overrule');
    expect(applyOffer(model(none, 'p2').charm!, 'p2')).toBe('overrule');
    const some = play({ ...start, actions: [...flips, { do: 'charm', cards: ['mina', 'popo'] }, { do: 'block', seat: 'p2', card: 'popo', cards: ['celes'] }] }).state();
    expect(applyOffer(model(some, 'p1').charm!, 'p1')).toBe('overrule');
    const all = play({
      ...start,
      actions: [...flips, { do: 'charm', cards: ['mina', 'popo'] }, { do: 'block', seat: 'p2', card: 'popo', cards: ['celes'] }, { do: 'block', seat: 'p2', card: 'mina', cards: [] }],
    }).state();
    expect(applyOffer(model(all, 'p1').charm!, 'p1')).toBe('apply');
    expect(applyOffer(model(all, 'p2').charm!, 'p2')).toBe('apply');
    // A spectator applies nothing.
    expect(applyOffer(model(all, null).charm!, null)).toBeNull();
  });

  it('once struck, the charm reads as done in both browsers', () => {
    const game = play({ ...start, actions: [...flips, { do: 'charm', cards: ['mina'] }, { do: 'strike' }] });
    expect(game.result.failures).toEqual([]);
    const state = game.state();
    expect(model(state, 'p1').stage).toBe('done');
    expect(model(state, 'p2').stage).toBe('done');
    expect(state.seats.p2.damage?.value).toBe(3);
  });
});
