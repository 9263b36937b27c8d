// The figures the assist keeps: each seat's assist cost (one number, MF-R4), deck, hand, used and
// waiting-room counts, the assist cards of each cost used this phase (MF-R3), every fighter's HP and
// current attack/defense, and the pending attack (damage, advantage, the die faces that evade).
import { ASSIST_COPY_LIMIT } from '../../cards/multiverse/rules';
import { SEATS } from '../../table';
import type { Figure } from '../core';
import { activatedThisPhase } from './assist';
import { evasionFaces, pendingAttack, previewAttack } from './attack';
import { RULE } from './rulings';
import { fighterStats } from './stats';
import type { MfState } from './types';

export function tally(state: MfState): Figure[] {
  const out: Figure[] = [];
  for (const seat of SEATS) {
    const s = state.seats[seat];
    const who = seat.toUpperCase();
    out.push({ id: `${seat}.cost`, label: { ja: `${who} アシストコスト`, en: `${who} assist cost` }, value: s.cost?.value ?? 0, seat, ruling: RULE.cost });
    out.push({ id: `${seat}.deck`, label: { ja: `${who} 山札`, en: `${who} deck` }, value: s.deck.count, seat });
    out.push({ id: `${seat}.hand`, label: { ja: `${who} 手札`, en: `${who} hand` }, value: s.hand.length, seat });
    out.push({ id: `${seat}.used`, label: { ja: `${who} 使用済`, en: `${who} used` }, value: s.used.count, seat });
    out.push({ id: `${seat}.waiting`, label: { ja: `${who} 控え室`, en: `${who} waiting room` }, value: s.waiting, seat, ruling: RULE.waiting });
    for (const cost of [1, 2, 3]) {
      out.push({
        id: `${seat}.assists.cost${cost}`, label: { ja: `${who} コスト${cost}のアシスト（このフェイズ）`, en: `${who} cost-${cost} assists this phase` },
        value: `${activatedThisPhase(state, seat, cost)}/${ASSIST_COPY_LIMIT[cost] ?? 0}`, seat, ruling: RULE.perCost,
      });
    }
  }
  for (const fighter of state.fighters) {
    const name = { ja: fighter.data.name, en: fighter.data.nameEn || fighter.data.name };
    const stats = fighterStats(state, fighter);
    const hp = fighter.hp?.value ?? fighter.data.hp;
    out.push({ id: `hp.${fighter.id}`, label: { ja: `${name.ja} 体力`, en: `${name.en} HP` }, value: hp, seat: fighter.seat, card: fighter.id, ruling: RULE.damage });
    out.push({ id: `damage.${fighter.id}`, label: { ja: `${name.ja} 受けたダメージ`, en: `${name.en} damage taken` }, value: Math.max(0, fighter.data.hp - hp), seat: fighter.seat, card: fighter.id, ruling: RULE.damage });
    // MF-R5: assist effects on it count until the end of the turn.
    const changed = stats.attack !== fighter.data.attack || stats.defense !== fighter.data.defense;
    out.push({ id: `stats.${fighter.id}`, label: { ja: `${name.ja} 攻撃力/防御力`, en: `${name.en} attack/defense` }, value: `${stats.attack}/${stats.defense}`, seat: fighter.seat, card: fighter.id, ruling: changed ? RULE.effectsLast : RULE.damage });
  }
  const attack = pendingAttack(state);
  const preview = attack ? previewAttack(state, attack) : null;
  if (attack && preview) {
    const seat = preview.target.seat;
    out.push({ id: 'attack.damage', label: { ja: '攻撃のダメージ（命中時）', en: 'Attack damage (on a hit)' }, value: preview.damage, seat, card: preview.target.id, ruling: preview.minimum ? RULE.minimum : RULE.damage });
    out.push({ id: 'attack.advantage', label: { ja: '相性有利', en: 'Attribute advantage' }, value: preview.advantage ? 'yes' : 'no', seat: attack.seat, card: preview.attacker.id, ruling: RULE.attribute });
    out.push({ id: 'attack.evasion', label: { ja: '回避する出目', en: 'Die faces that evade' }, value: evasionFaces(state, attack).join(','), seat, card: preview.target.id, ruling: RULE.evasion });
  }
  return out;
}
