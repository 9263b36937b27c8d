// The Chrono Card game state the rules module derives from the table and the rules events.
import type { ChronoCard } from '../../cards/chrono';
import type { Seat } from '../../table';
import type { RulesEvent, RulesInput, TableView } from '../core';

export interface CcCard {
  id: string;
  owner: Seat | null;
  zone: string | null;
  side: Seat | null;
  slot: string | null;
  ref: string | undefined;
  data: ChronoCard | undefined;
  faceUp: boolean;
  /** Turned sideways (Check状態). */
  checked: boolean;
  host: string | null;
  /** Cards attached to this one (items). */
  items: string[];
  /** Lies in its seat's heroine slot, or is a heroine: never leaves the field. */
  heroine: boolean;
}

export interface CcPile {
  stack: string | null;
  lone: string | null;
  count: number;
}

export interface CcSeat {
  damage: { id: string; value: number } | null;
  deck: CcPile;
  discard: CcPile;
  hand: string[];
  bgm: string[];
  /** Performance tokens lying on the BGM slot, and the seat's token supply. */
  bgmTokens: { ids: string[]; count: number };
  supply: { id: string | null; count: number };
  /** EP gained and spent in the current phase. */
  ep: { gained: number; spent: number };
}

export interface CcPlacement {
  card: string;
  seat: Seat;
  kind: string;
  turn: number;
}

export interface CcCharm {
  seat: Seat;
  turn: number;
  attackers: string[];
  supporters: string[];
  /** Blockers per attacker, as the defender listed them (CC-R1). */
  blocks: Map<string, string[]>;
  /** The damage order the attacking player chose per attacker (CC-R10); it counts while it names exactly the blockers. */
  orders: Map<string, string[]>;
  done: boolean;
  /** The defender's damage points when the charm was declared (a change means it was applied). */
  damageAtDeclaration: number | null;
  /** The AP/DP changes of the turn when the charm was applied (its combat is read with them); null while pending. */
  changesAtDone: ReadonlyMap<string, { ap: number; dp: number }> | null;
}

export interface CcPosition {
  turn: number;
  active: Seat;
  phase: string;
}

export interface CcState {
  input: RulesInput<ChronoCard>;
  view: TableView;
  events: readonly RulesEvent[];
  position: CcPosition | null;
  first: Seat | null;
  cards: ReadonlyMap<string, CcCard>;
  seats: Record<Seat, CcSeat>;
  placements: readonly CcPlacement[];
  charm: CcCharm | null;
  /** AP/DP changes this turn by card (they reset at the end of the turn). */
  statChanges: ReadonlyMap<string, { ap: number; dp: number }>;
  /** Damage taken this turn by card (CC-R11: current DP is DP minus it; reset at the end of the turn). */
  damage: ReadonlyMap<string, number>;
}
