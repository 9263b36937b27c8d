// The rules-assist contract. A game module is a plain object of pure functions over a game state
// it derives from the table. It proposes and warns; it never locks: every verdict can be
// overruled ("allow"), and every automatic result is a list of ordinary table commands that the
// players see, may edit, and apply through the table like any other move.
import type { CardLookup, DeckList, GameCardBase, GameId, Localized } from '../../cards/game';
import type { SeatSetup } from '../../cards/gameMeta';
import type { Card, Command, CommandType, Seat, TableObject } from '../../table';
import type { Choice, EnvelopeView } from '../../secret/envelopeBoard';

/** One ordinary table command (src/table/commands.ts), as the app would run it for a seat. */
/** What a proposed table command carries besides the command itself. */
export interface ActionMeta {
  /** The seat that runs it (a rules step may act for either side, e.g. moving both teams home). */
  seat: Seat;
  /** The step it is a part of, when that step has its own log line (a payment): its own line stays out of sight. */
  part?: 'pay';
  /** Why, in one line, with the ruling when one applies. */
  reason: Localized;
  ruling?: string;
}

/** One typed table command (src/table/commands.ts) as the rules propose it for a seat. */
export type TableAction = Command & ActionMeta;

/** A parsed table command as a seat runs it (what interpret reads); `T` narrows it to some types. */
export type SeatCommand<T extends CommandType = CommandType> = Extract<Command, { type: T }> & { seat: Seat };

/**
 * Rules events: an append-only list in the doc (`doc.getArray('rules')`), written by the app when a
 * player advances a phase, pays, activates an effect, answers a prompt or overrules the assist.
 * Everything the table itself cannot show lives here, so every peer derives the same state.
 */
export type RulesEvent = { m?: string } & (
  | { t: number; seat: Seat | 'system'; kind: 'phase'; turn: number; active: Seat; phase: string }
  | { t: number; seat: Seat; kind: 'allow'; ruling: string; action: string; note?: string }
  | { t: number; seat: Seat; kind: 'effect'; card: string; effect: string; turn: number }
  | { t: number; seat: Seat; kind: 'choice'; prompt: string; value: string | number | string[] }
  | { t: number; seat: Seat | 'system'; kind: 'note'; text: Localized; ruling?: string }
  /**
   * A seat paid a cost: `cost` is the module's words for it (NoFuture's 青1), `card` what it paid
   * for. The table's own moves carry the amounts (their log lines are marked part 'pay').
   */
  | { t: number; seat: Seat; kind: 'pay'; cost: Localized; card?: string; ruling?: string }
  /** A resolution was applied by this seat; `hash` names the result it previewed. */
  | { t: number; seat: Seat; kind: 'resolved'; resolver: string; hash: string; ruling?: string }
  /**
   * A seat's word on a simultaneous result (Falldown's phase): `computed` when its browser derived
   * the result, `applied` when it carried out its share. `phase` is the game's phase number.
   */
  | { t: number; seat: Seat; kind: 'outcome'; step: 'computed' | 'applied'; phase: number; hash: string }
);
export type RulesEventKind = RulesEvent['kind'];

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A rules event as a module proposes it: the app stamps the time when it appends it. */
export type RulesEventDraft = DistributiveOmit<RulesEvent, 't'> & { t?: number };

/** What a module reads: the validated table, the rules events, and card data. */
export interface RulesInput<GameCard extends GameCardBase = GameCardBase> {
  objects: ReadonlyMap<string, TableObject>;
  events: readonly RulesEvent[];
  /** The game's card data by reference (undefined for unknown cards). */
  lookup: CardLookup<GameCard>;
  /**
   * A card's identity as the reading browser knows it: public cards, and the reader's own hidden
   * cards. Rules must work with hidden cards unknown (count them, never read them). It takes the
   * table's card record (the type parameter is named GameCard so that `Card` stays the table's).
   */
  identity(card: Card): string | undefined;
  /** Who plays first, when the table records it (the game's meta); null or absent when unknown. */
  firstPlayer?: Seat | null;
}

export type VerdictLevel = 'ok' | 'warning' | 'illegal';

export interface Verdict {
  level: VerdictLevel;
  /** Rule-text section or RULINGS id, e.g. "NF 4.2", "NF-R3". */
  ruling: string;
  reason: Localized;
}

/**
 * What a table command means in the game: "play 炎の剣士 into base", "sortie to area 2 front",
 * "pay 2 blue energy". `table` is the command that was (or would be) run.
 */
export interface GameAction {
  kind: string;
  seat: Seat;
  /** Card ids involved, first the main one. */
  cards: string[];
  /** Kind-specific details (target zone, area, payment …), plain JSON. */
  detail: Record<string, unknown>;
  table: { type: string; args: Record<string, unknown> };
}

/** A figure the assist keeps for the players: energy, HP, damage, mana, EP, assist cost … */
export interface Figure {
  id: string;
  label: Localized;
  value: number | string;
  seat: Seat | null;
  /** The card the figure belongs to (damage on a character), if any. */
  card?: string;
  ruling?: string;
}

export interface Hint {
  text: Localized;
  ruling?: string;
  /** A suggested action the player may take with one click. */
  actions?: TableAction[];
}

export interface PhaseStep {
  id: string;
  name: Localized;
  /** The table commands that carry the step out (untap, refresh energy, draw …). */
  actions: TableAction[];
  /** Needs a choice first (e.g. NoFuture's energy phase: blue, red or a draw). */
  choice?: { prompt: string; options: { value: string; label: Localized }[] };
  /** Rules events to record when the step is applied (e.g. a draw from an empty deck). */
  events?: RulesEventDraft[];
}

export interface PhaseDef {
  id: string;
  name: Localized;
  /** One line for learners: what happens in this phase. */
  about: Localized;
}

export interface Win {
  winner: Seat | 'draw';
  reason: Localized;
  ruling: string;
}

/** The result of a resolver (a battle, a damage roll, a Falldown phase): steps to play back, then apply. */
export interface Resolution {
  /** The rule the resolution as a whole applies (cited when it is recorded as done). */
  ruling?: string;
  /**
   * A phase may hold several (one per attack): the module stops offering each once it is applied,
   * so the app does not hide the resolver after the first one.
   */
  repeatable?: boolean;
  steps: { reason: Localized; ruling?: string; cards: string[]; figures?: Figure[] }[];
  /**
   * Why the rules do not offer it yet (Chrono: the defender has not answered every attacker).
   * It is shown, not applied: the game's own panel offers applying it anyway as a logged overrule.
   */
  waiting?: { reason: Localized; ruling: string };
  /** Applying the result: ordinary table commands, shown and editable before they run. */
  actions: TableAction[];
}

/** What completes an action the players took by hand: commands to run after it, events to record. */
export interface FollowUp {
  actions: TableAction[];
  events: RulesEventDraft[];
  /**
   * Other ways to complete it when the choice is the player's (e.g. which colour pays colorless
   * energy). Each replaces `actions` and `events` when chosen; the first stays the default.
   */
  options?: { label: Localized; actions: TableAction[]; events: RulesEventDraft[] }[];
}

/** A game-level request ("pay 青1", "play this with its extra cost", "answer the energy prompt"). */
export interface ProposalRequest {
  verb: string;
  seat: Seat;
  /** Verb-specific arguments; cards are table object ids. */
  args: Record<string, unknown>;
}

/** What a request comes to: the commands to run, the events to record and what the assist thinks of it. */
export interface Proposal extends FollowUp {
  verdicts: Verdict[];
  /** The key of the action the verdicts are about (actionKey), which an 'allow' event names. */
  action?: string;
}

export interface GameModule<State, Card extends GameCardBase = GameCardBase> {
  game: GameId;
  phases: readonly PhaseDef[];
  /**
   * True when the game's own controls carry it from phase to phase (Falldown: both plan, lock in,
   * reveal, resolve). The phase bar then shows where the game is, without its own way on.
   */
  ownFlow?: boolean;
  /** Derives the game state; must not throw on any table (unknown, hidden or odd cards included). */
  read(input: RulesInput<Card>): State;
  /** The current turn, active seat and phase (null before the game starts or for turnless games). */
  turn(state: State): { turn: number; active: Seat | null; phase: string } | null;
  /**
   * What a table command means here, or null when it means nothing to the rules. The command is
   * parsed (its arguments have their schema's types); one that does not parse is never interpreted.
   */
  interpret(command: SeatCommand, before: State): GameAction | null;
  validate(action: GameAction, state: State): Verdict[];
  tally(state: State): Figure[];
  hints(state: State, seat: Seat): Hint[];
  /**
   * The automatic steps of entering the next phase (the app offers them as one click), and what the
   * assist thinks of leaving the current one now (e.g. over a hand limit); no verdicts means fine.
   */
  advance(state: State): { next: { turn: number; active: Seat | null; phase: string }; steps: PhaseStep[]; verdicts?: Verdict[] };
  winner(state: State): Win | null;
  /** The resolver of the current phase (NoFuture's battle …), or null when the phase has none. */
  resolve?(state: State): Resolution | null;
  /** What completes an interpreted action (tap a character played into base, place a magic coin …). */
  followUp?(action: GameAction, before: State): FollowUp;
  /** Game-level requests (verbs listed in the game's docs); null for a verb the game does not know. */
  propose?(state: State, request: ProposalRequest): Proposal | null;
  /** Commands that mark `amount` damage on a card, the game's way (scenarios state damage with it). */
  damageMarkers?(state: State, card: string, amount: number): TableAction[];
  /** The game's own flow (below), run by the app's FlowDriver: Falldown's phase cycle. */
  flow?: AnyGameFlow<State>;
}

// ---- game flows ---------------------------------------------------------------------------------
// A game's own flow (Falldown's phase cycle, a fighter choice …) as data: a pure step function from
// what the table, the rules log, the envelope rounds and this seat's local record say now to the one
// thing this seat does next, like boardgame.io's flow. The effects are plain data; one runner (the
// app's FlowDriver) carries out the automatic ones, each once, and the player's verbs when asked. A
// reload just asks the step function again.

/** Everything a flow reads, as one browser sees it now. */
export interface FlowInput<State, Local> {
  state: State;
  /** The seat this browser plays. */
  seat: Seat;
  /** The current match's rules events, read with `state` (they never disagree). */
  events: readonly RulesEvent[];
  /** The envelope rounds of the table, as this browser has checked them. */
  rounds: readonly EnvelopeView[];
  /** This seat's record of the current period (its draft, what it computed), kept in this browser only. */
  local: Local;
  /** Names the current game (its setup id): a new game on the same table starts afresh. */
  scope: string;
  /** What the game state does not carry: the game's setup records and the current match. */
  records: FlowRecords;
}

/** The table's records a flow may read besides the game state (Multiverse's fighter round, its side decks). */
export interface FlowRecords {
  /** One value of the doc's meta map, as written (its keys are declared in table/layout.ts). */
  meta(key: string): unknown;
  /** The current match record, when the table holds one. */
  match: FlowMatch | null;
}

export interface FlowMatch {
  id: string;
  game: string;
  /** Its result is known. */
  finished: boolean;
  /** Once finished: each seat's deck in it, and the one chosen for the next game (read only then). */
  played: Partial<Record<Seat, DeckList>>;
  next: Partial<Record<Seat, DeckList>>;
}

/**
 * One write of a set-up step (laying out chosen fighters, the deck for the next game): part of the
 * game's layout, not a move, so it runs under the set-up origin, out of the seat's undo.
 */
export type SetupWrite =
  /** A table command; with `stop`, one that fails stops the step (nothing after it is written). */
  | { kind: 'command'; command: Command; stop?: boolean }
  /** The cards put on top of the pile the seat's hidden deck in `zone` lies in (the secret layer knows its top); none: the step stops. */
  | { kind: 'onto-deck'; ids: string[]; zone: string }
  /** Marks where the secret journal stands: the seat's opening hand waits for a shuffle after it. */
  | { kind: 'journal-mark' }
  | { kind: 'seat-setup'; setup: SeatSetup }
  /** Turns the card face up if it lies face down once the writes before it have run (a card taken off a pile takes the pile's face). */
  | { kind: 'face-up'; card: string }
  | { kind: 'meta'; key: string; value: string }
  /** A line of the table log, written as this seat. */
  | { kind: 'log'; op: string; args: Record<string, string | number | boolean> }
  | { kind: 'next-deck'; match: string; deck: DeckList };

/**
 * What a flow asks the runner to do: each kind is one of the runner's ports. Actions of one effect
 * or verb run in order; one that fails stops the rest (the flow's `recover` says what is kept).
 */
export type FlowAction<Local> =
  /** Opens an envelope round for both seats. */
  | { kind: 'open-round'; label: string; envelope: EnvelopeView['kind'] }
  /** Seals this seat's value in a round (asynchronous: the commitment is signed first). */
  | { kind: 'commit'; round: string; value: Choice }
  /** Appends rules events as this seat. */
  | { kind: 'record'; events: RulesEventDraft[] }
  /** Keeps this seat's new local record (this browser's store: it survives a reload). */
  | { kind: 'keep'; local: Local }
  /** Runs this seat's table commands and the events that go with them as one transaction (one undo step). */
  | { kind: 'run'; actions: TableAction[]; events: RulesEventDraft[] }
  /** Runs set-up writes as this seat in ONE transaction under the set-up origin (out of the seat's undo). */
  | { kind: 'setup'; writes: SetupWrite[] }
  /** Shuffles this seat's hidden deck in `zone` in secret (asynchronous: the keeper and the other seat work). */
  | { kind: 'shuffle'; zone: string }
  /** Draws this seat's opening hand once its deck has been shuffled since it was laid out (asynchronous). */
  | { kind: 'deal' }
  /** A game-level request through the rules assist (the module's propose; its verdicts shown, with Allow), as this seat. */
  | { kind: 'perform'; verb: string; args: Record<string, unknown>; label: Localized }
  /** Enters the next phase the rules' way (the match driver's advance). */
  | { kind: 'advance' }
  /** Tells the player (null: clears what was said). */
  | { kind: 'say'; error: string | null };

/**
 * A game's flow. `Effect` is what the step function answers (its `kind` names it); `Verb` what the
 * player may ask (Lock in, apply …). All functions are pure. Methods (not function properties), so a
 * flow of any local record fits `GameModule.flow`.
 */
export interface GameFlow<State, Local, Effect extends { kind: string }, Verb> {
  /** The period a local record belongs to (Falldown: the phase): a new period starts from `blank()`. */
  period(state: State): number;
  /** A seat's local record before it did anything in the period. */
  blank(): Local;
  /** The next effect for this seat. */
  step(input: FlowInput<State, Local>): Effect;
  /** What an automatic effect comes to (run once per distinct effect); null: it waits for a player or a peer. */
  auto(effect: Effect, input: FlowInput<State, Local>): readonly FlowAction<Local>[] | null;
  /** The local record after an effect's actions failed (Falldown: unlocked, the draft kept); null: as it was. */
  recover?(effect: Effect, input: FlowInput<State, Local>): Local | null;
  /** What a player's verb comes to now (none: it does not apply). */
  verb(verb: Verb, input: FlowInput<State, Local>, effect: Effect): readonly FlowAction<Local>[];
  /** The entries the other browser left in the queue for this seat are taken at once (Falldown's draws). */
  takesQueued?: boolean;
}

/** A flow as a module carries it: its local record, effects and verbs known only to its own game. */
export type AnyGameFlow<State> = GameFlow<State, unknown, { kind: string }, unknown>;
