// From the table to the battle's picture: the teams facing each other in each battle area, the
// attacker's area n against the defender's facingBattleArea(n).
import type { Seat } from '../../../table';
import { eventsOfTurn, otherSeat } from '../../core';
import { choiceList, PROMPT } from '../events';
import { hasKeyword, keywordValue } from '../keywords';
import { characterData } from '../state';
import { statsReader, type StatsReader } from '../stats';
import type { NfState } from '../types';
import { AREAS, battleZone, facingArea, type Row } from '../zones';
import type { AreaBattle, Fighter, Team } from './model';

export function fighterOf(state: NfState, stats: StatsReader, id: string): Fighter | null {
  const card = state.cards.get(id);
  const data = characterData(card);
  const raw = stats.raw(id);
  if (!card || !data || !raw) return null;
  return {
    id,
    owner: card.owner ?? card.side ?? 'p1',
    fight: raw.fight,
    shoot: raw.shoot,
    durability: raw.durability,
    damage: card.damageCoins.length,
    down: card.down,
    firstStrike: hasKeyword(data, '速攻'),
    trample: hasKeyword(data, '突撃'),
    drain: hasKeyword(data, '魔力吸収'),
    highSpeed: keywordValue(data, '高速戦闘'),
    telekinesis: keywordValue(data, '念動力'),
    shield: keywordValue(data, 'シールド'),
    magicCoins: card.magicCoins.length,
  };
}

/** The characters in a battle slot (loose, known cards; the first one counts when there are several). */
export function slotCards(state: NfState, seat: Seat, area: number, row: Row): string[] {
  const zone = battleZone(seat, area, row);
  return [...state.cards.values()].filter((c) => c.zone === zone && c.host === null && characterData(c) !== undefined).map((c) => c.id);
}

export function teamOf(state: NfState, stats: StatsReader, seat: Seat, area: number): Team | null {
  const pick = (row: Row) => {
    const id = slotCards(state, seat, area, row)[0];
    return id === undefined ? null : fighterOf(state, stats, id);
  };
  const team = { front: pick('front'), back: pick('back') };
  return team.front === null && team.back === null ? null : team;
}

/** 念動力 targets chosen this turn: source → target. */
export function telekinesisTargets(state: NfState): Map<string, string> {
  const out = new Map<string, string>();
  if (!state.position) return out;
  for (const { event } of eventsOfTurn(state.events, state.position.turn)) {
    const list = choiceList(event, PROMPT.telekinesis);
    if (list?.[0] !== undefined && list[1] !== undefined) out.set(list[0], list[1]);
  }
  return out;
}

/** Every area's battle this turn: the active seat attacks (NF 3.2). */
export function areaBattles(state: NfState, attacker: Seat): AreaBattle[] {
  const stats = statsReader(state);
  const defender = otherSeat(attacker);
  const targets = telekinesisTargets(state);
  return AREAS.map((area) => ({
    area,
    attacker: teamOf(state, stats, attacker, area),
    defender: teamOf(state, stats, defender, facingArea(area)),
    telekinesisTargets: targets,
  }));
}
