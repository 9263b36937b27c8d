// The Multiverse Fighters game state the rules module derives from the table and the rules events.
import type { AssistCard, FighterCard, MultiverseCard } from '../../cards/multiverse';
import type { Seat } from '../../table';
import type { RulesEvent, RulesInput, TableView } from '../core';

export interface MfCard {
  id: string;
  owner: Seat | null;
  zone: string | null;
  /** The seat whose half the zone belongs to, and the zone id without the seat. */
  side: Seat | null;
  slot: string | null;
  ref: string | undefined;
  data: MultiverseCard | undefined;
  faceUp: boolean;
}

/** A fighter standing on a field slot, with the HP counter under it. */
export interface MfFighter {
  id: string;
  seat: Seat;
  /** Field slot number 1–5. */
  slot: number;
  data: FighterCard;
  hp: { id: string; value: number } | null;
}

export interface MfSeat {
  cost: { id: string; value: number } | null;
  deck: { stack: string | null; lone: string | null; count: number };
  used: { stack: string | null; lone: string | null; count: number };
  hand: string[];
  waiting: number;
  /** Cards lying in the assist area (used this phase, not yet moved to the used pile). */
  assistArea: string[];
  /** The seat's die (its evasion rolls). */
  die: { id: string; value: number; lastRoller: Seat | null } | null;
}

/** An assist card activated (rules event), with what it did. */
export interface MfActivation {
  card: string;
  seat: Seat;
  cost: number;
  target: string | null;
  turn: number;
  phase: string;
  /** Index in the rules events, to order it against attacks. */
  index: number;
  data: AssistCard | undefined;
}

export interface MfAttack {
  attacker: string;
  target: string;
  seat: Seat;
  turn: number;
  index: number;
  /** The target's HP when the attack was declared: a changed HP means the attack was applied. */
  hpAtDeclaration: number | null;
  /** The evasion roll recorded for it (MF-R2), if any: it counts over the die's later faces. */
  roll: number | null;
  struck: boolean;
}

export interface MfPosition {
  turn: number;
  active: Seat;
  phase: string;
}

export interface MfState {
  input: RulesInput<MultiverseCard>;
  view: TableView;
  events: readonly RulesEvent[];
  position: MfPosition | null;
  first: Seat | null;
  cards: ReadonlyMap<string, MfCard>;
  fighters: readonly MfFighter[];
  seats: Record<Seat, MfSeat>;
  activations: readonly MfActivation[];
  attacks: readonly MfAttack[];
  /** Fighters that used a ▲ ability, by turn. */
  mainAbilities: readonly { card: string; turn: number }[];
}
