// The battle's own picture of the table: per battle area, the attacking and the defending team,
// each character reduced to what combat needs. Pure data, so the resolution is a pure function.
import type { Localized } from '../../../cards/game';
import type { Seat } from '../../../table';

export interface Fighter {
  id: string;
  owner: Seat;
  /** Fight and shoot before the floor at 0 (NF-R4), durability after every modifier. */
  fight: number;
  shoot: number;
  durability: number;
  /** Damage already on it when the battle starts. */
  damage: number;
  down: boolean;
  firstStrike: boolean;
  trample: boolean;
  drain: boolean;
  /** 高速戦闘 (summed), 念動力, シールド values; 0 without. */
  highSpeed: number;
  telekinesis: number;
  shield: number;
  magicCoins: number;
}

export interface Team {
  front: Fighter | null;
  back: Fighter | null;
}

export interface AreaBattle {
  /** The area as the attacking seat numbers it; the defender's is facingBattleArea(area). */
  area: number;
  attacker: Team | null;
  defender: Team | null;
  /** 念動力 targets chosen by the players: source id → target id. */
  telekinesisTargets: ReadonlyMap<string, string>;
}

export interface BattleStep {
  reason: Localized;
  ruling: string;
  cards: string[];
}

export interface AreaOutcome {
  area: number;
  /** Damage dealt in this battle, per character (combat and 念動力). */
  dealt: Map<string, number>;
  /** Destroyed characters, in the order they fell. */
  destroyed: string[];
  /** Damage to the defending player. */
  playerDamage: number;
  /** Magic coins moving from a destroyed enemy to a 魔力吸収 character (NF 5.12). */
  coinMoves: { from: string; to: string }[];
  /** The teams' attacks as they first struck (0 for a team that dealt none). */
  attack: { attacker: number; defender: number };
  steps: BattleStep[];
}

export function members(team: Team | null): Fighter[] {
  if (!team) return [];
  return [team.front, team.back].filter((f): f is Fighter => f !== null);
}
