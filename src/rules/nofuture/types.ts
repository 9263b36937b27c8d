// The NoFuture game state the rules module derives from the table and the rules events.
import type { NofutureCard } from '../../cards/nofuture';
import type { EnergyColor } from '../../cards/nofuture/energy';
import type { Seat, Token } from '../../table';
import type { RulesEvent, RulesInput, TableView } from '../core';
import type { Place } from './zones';

export type EnergyChoice = EnergyColor | 'draw';
export type Energy = Record<EnergyColor, number>;

export interface NfCard {
  id: string;
  owner: Seat | null;
  /** The zone it lies in, and that zone's seat and place on the play sheets. */
  zone: string | null;
  side: Seat | null;
  place: Place | null;
  /** Its reference, when this reader knows it (public, or the reader's own hidden card). */
  ref: string | undefined;
  data: NofutureCard | undefined;
  faceUp: boolean;
  /** Down (sideways). A set card shares its host's state (NF 4.2). */
  down: boolean;
  /** The character this card is set under. */
  host: string | null;
  /** Set cards under this one, bottom-most first. */
  under: string[];
  magicCoins: string[];
  damageCoins: string[];
}

export interface NfSeat {
  hp: { id: string; value: number } | null;
  /** The deck pile: a stack, or a lone card, or nothing. */
  deck: { stack: string | null; lone: string | null; count: number };
  hand: string[];
  discard: number;
  unused: Energy;
  used: Energy;
  /** Token piles by zone slot and colour, largest first. */
  piles: { unused: Token[]; used: Token[]; supply: Token[] };
  /** Loose magic coins in the seat's supply. */
  supplyCoins: string[];
}

export interface NfPosition {
  turn: number;
  active: Seat;
  phase: string;
}

export interface NfState {
  input: RulesInput<NofutureCard>;
  view: TableView;
  events: readonly RulesEvent[];
  position: NfPosition | null;
  first: Seat | null;
  cards: ReadonlyMap<string, NfCard>;
  seats: Record<Seat, NfSeat>;
}
