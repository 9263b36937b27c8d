// The battle phase's resolver (NF 4.4): all four areas at once, each area on its own.
import { otherSeat, type Resolution } from '../../core';
import type { NfState } from '../types';
import { facingArea } from '../zones';
import { battleActions } from './apply';
import { resolveArea } from './area';
import type { AreaOutcome } from './model';
import { areaBattles } from './teams';

export function resolveBattle(state: NfState): Resolution & { outcomes: AreaOutcome[] } {
  const attacker = state.position?.active ?? 'p1';
  const defender = otherSeat(attacker);
  const outcomes = areaBattles(state, attacker).map(resolveArea);
  const steps: Resolution['steps'] = outcomes.flatMap((outcome) => [
    ...(outcome.steps.length > 0 ? [{
      reason: {
        ja: `エリア${outcome.area}: 攻撃側の攻撃力${outcome.attack.attacker}、防御側の攻撃力${outcome.attack.defender}`,
        en: `area ${outcome.area}: attacking team ${outcome.attack.attacker}, defending team ${outcome.attack.defender}`,
      },
      ruling: 'NF 4.3',
      cards: [],
      figures: [
        { id: `attack.${attacker}.area${outcome.area}`, label: { ja: `攻撃力 エリア${outcome.area}`, en: `Attack, area ${outcome.area}` }, value: outcome.attack.attacker, seat: attacker },
        { id: `attack.${defender}.area${facingArea(outcome.area)}`, label: { ja: `攻撃力 エリア${facingArea(outcome.area)}`, en: `Attack, area ${facingArea(outcome.area)}` }, value: outcome.attack.defender, seat: defender },
      ],
    }] : []),
    ...outcome.steps,
  ]);
  const hp = state.seats[defender].hp;
  const toPlayer = outcomes.reduce((sum, o) => sum + o.playerDamage, 0);
  if (hp && toPlayer > 0 && hp.value - toPlayer <= 0) {
    // HP is not clamped: the counter shows what is left, and the player loses at once (NF-R12).
    steps.push({
      reason: {
        ja: `防御側プレイヤーのHPは${hp.value}から${hp.value - toPlayer}に（0で止まらない）。0以下なので敗北します`,
        en: `the defending player's HP goes from ${hp.value} to ${hp.value - toPlayer} (not clamped); at 0 or less they lose`,
      },
      ruling: 'NF-R12',
      cards: [],
    });
  }
  return { steps, actions: battleActions(state, attacker, defender, outcomes), outcomes };
}

export { resolveArea, previewAttack } from './area';
export type { AreaBattle, AreaOutcome, Fighter, Team } from './model';
