// A character's fight / shoot / durability with everything that modifies them (NF-R4: modifiers
// add up, fight and shoot floor at 0): its set cards and their paid extra costs, magic coins
// (+1/+1/+1 each, NF 5.11), its own paid 追加コスト (NF 5.9) and this turn's modifiers from effects.
import type { RulesEvent } from '../core';
import { eventsOfTurn } from '../core';
import { choiceList, PROMPT } from './events';
import { extraCostOf } from './keywords';
import { characterData } from './state';
import type { NfState } from './types';

export interface Stats {
  fight: number;
  shoot: number;
  durability: number;
}

/** Cards whose 追加コスト was paid when they were played. */
export function extraCostPaid(events: readonly RulesEvent[]): Set<string> {
  const out = new Set<string>();
  for (const event of events) {
    const list = choiceList(event, PROMPT.extraCost);
    if (list?.[0] !== undefined) out.add(list[0]);
  }
  return out;
}

/** This turn's modifiers from effects, by card. */
function turnModifiers(state: NfState): Map<string, Stats> {
  const out = new Map<string, Stats>();
  if (!state.position) return out;
  for (const { event } of eventsOfTurn(state.events, state.position.turn)) {
    const list = choiceList(event, PROMPT.modify);
    if (!list || list.length < 4) continue;
    const [card, fight, shoot, durability] = list;
    const values = [fight, shoot, durability].map((v) => Number.parseInt(v ?? '', 10));
    if (card === undefined || values.some((v) => !Number.isFinite(v))) continue;
    const before = out.get(card) ?? { fight: 0, shoot: 0, durability: 0 };
    out.set(card, { fight: before.fight + values[0]!, shoot: before.shoot + values[1]!, durability: before.durability + values[2]! });
  }
  return out;
}

export interface StatsReader {
  /** Summed stats before the floor (fight or shoot may be negative); undefined for a card that is not a known character. */
  raw(card: string): Stats | undefined;
  /** What the card shows: fight and shoot floored at 0 (NF-R4). */
  shown(card: string): Stats | undefined;
}

export function statsReader(state: NfState): StatsReader {
  const paid = extraCostPaid(state.events);
  const modifiers = turnModifiers(state);
  const raw = (id: string): Stats | undefined => {
    const card = state.cards.get(id);
    const data = characterData(card);
    if (!card || !data) return undefined;
    const total: Stats = { fight: data.fight, shoot: data.shoot, durability: data.durability };
    const add = (fight: number, shoot: number, durability: number) => {
      total.fight += fight;
      total.shoot += shoot;
      total.durability += durability;
    };
    const own = extraCostOf(data);
    if (own && paid.has(id)) add(own.fight, own.shoot, own.durability);
    for (const setId of card.under) {
      const set = state.cards.get(setId)?.data;
      if (set?.kind !== 'set') continue;
      add(set.fightBonus, set.shootBonus, set.durabilityBonus);
      const extra = extraCostOf(set);
      if (extra && paid.has(setId)) add(extra.fight, extra.shoot, extra.durability);
    }
    const coins = card.magicCoins.length;
    add(coins, coins, coins);
    const modifier = modifiers.get(id);
    if (modifier) add(modifier.fight, modifier.shoot, modifier.durability);
    return total;
  };
  return {
    raw,
    shown: (id) => {
      const stats = raw(id);
      return stats && { fight: Math.max(0, stats.fight), shoot: Math.max(0, stats.shoot), durability: stats.durability };
    },
  };
}
