// Starting a game at this table and the steps that follow it. The creator's browser lays out the
// table and decides the first player; each seat's OWN browser then draws that seat's opening hand,
// but only once its keeper has sealed the deck and shuffled it in secret, so that nobody can know
// a hand from the order the deck was laid out in. Chrono's mulligan (rules/chrono/flow) draws it again the same way.
import type { DeckList } from '../cards/game';
import {
  forgetGame, placeDeck, readGameMeta, readSeatSetup, recordFirstPlayer, setupGame, writeSeatSetup, type GameMeta,
} from '../cards/setupGame';
import { journalEntrySchema, journalOf } from '../secret/journal';
import {
  META_KEYS, SEATS, handZoneOf, metaOf, newId, objectsOf, readMatInfo, runCommand, writeLog, writeObject, zoneAt,
  type Seat, type TableContext,
} from '../table';
import { abandonCurrentMatch, readCurrentMatch, readMatchDeck, readNextDeck, seriesScore, writeMatchDeck, writeNewMatch, type BestOf } from '../rules/core';
import type { ClockConfig } from '../rules/core/clock';
import { SETUP_ORIGIN, currentGame, setupContext, systemContext, type AnyGame } from './gameContext';
import { FIGHTER_ROUND_LABEL, type FighterRoundRecord } from '../rules/multiverse/flow/round';
import type { TableSession } from './session';
import { jointTable } from './jointRolls';
import { localFace } from '../secret/jointRoll';

export type FirstPlayerChoice = 'die' | Seat;

/** Where the journal stood when the seat's deck was laid out (or handed back for a mulligan). */
const journalMarkKey = (seat: Seat) => META_KEYS.journalMark(seat);
const MAX_ROLLS = 20;

function markJournal(session: TableSession, seat: Seat): void {
  metaOf(session.doc).set(journalMarkKey(seat), journalOf(session.doc).length);
}

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
}

export interface MatchOptions {
  bestOf?: BestOf;
  /** The series this game continues (a rematch, the next game of a best-of). */
  continues?: { series: string; number: number } | null;
  /** Who lays it out (logged when it abandons an unfinished game). */
  by?: Seat | 'system';
  /** The chess clock or planning timer (off when absent). */
  clock?: ClockConfig;
}

/**
 * Lays out the game as a new match, decides who starts, and opens the game's own first step
 * (Multiverse's fighters). A match that continues a series is started by the last game's loser's
 * choice of first player (chooseFirstPlayer) unless the game decides it otherwise.
 */
export function startNewGame(
  session: TableSession, game: AnyGame, decks: Partial<Record<Seat, DeckList>>, firstPlayer: FirstPlayerChoice | null, options: MatchOptions = {},
): GameMeta {
  let meta!: GameMeta;
  const continues = options.continues ?? null;
  const chooser = continues && game.setup.firstPlayer !== null ? seriesScore(session.doc, continues.series)?.lastLoser ?? null : null;
  session.doc.transact(() => {
    const abandoned = abandonCurrentMatch(session.doc, options.by ?? 'system');
    if (abandoned) writeLog(systemContext(session), 'matchAbandoned', {});
    meta = setupGame(systemContext(session), { game, decks, seed: randomSeed() });
    const record = writeNewMatch(session.doc, { id: meta.setupId, game: game.game, bestOf: options.bestOf ?? 1, continues, chooser, decks, ...(options.clock ? { clock: options.clock } : {}) });
    writeLog(systemContext(session), 'matchStart', { game: game.game, number: record.number, bestOf: record.bestOf });
    for (const seat of SEATS) if (decks[seat]) markJournal(session, seat);
  }, SETUP_ORIGIN);
  for (const manager of Object.values(session.undoManagers)) manager.clear();
  if (game.setup.firstPlayer !== null && chooser === null) decideFirstPlayer(session, firstPlayer ?? 'die');
  if (game.game === 'multiverse') openFighterRound(session, meta.setupId);
  return readGameMeta(session.doc) ?? meta;
}

/** Multiverse's fighter round, opened by the seat starting the game and kept under its setup id (rules/multiverse/flow). */
function openFighterRound(session: TableSession, setupId: string): void {
  if (session.viewer === 'spectator') return;
  const round = session.envelopes.open(FIGHTER_ROUND_LABEL, 'cards');
  const record: FighterRoundRecord = { setupId, round };
  session.doc.transact(() => metaOf(session.doc).set(META_KEYS.fighterRound, record), SETUP_ORIGIN);
}

/** The last game's loser picks who starts the rematch (only that seat's browser may). */
export function chooseFirstPlayer(session: TableSession, chooser: Seat, first: Seat): boolean {
  const match = readCurrentMatch(session.doc);
  const meta = readGameMeta(session.doc);
  if (!match || !meta || match.record.chooser !== chooser || meta.firstPlayer !== null) return false;
  session.doc.transact(() => {
    recordFirstPlayer(systemContext(session), first, { how: 'choice' });
    writeLog(setupContext(session, chooser), 'firstChooser', { seat: chooser });
  }, SETUP_ORIGIN);
  return true;
}

/** The next game of the current match's series: same game, same decks, the loser picks who starts. */
export function startRematch(session: TableSession, game: AnyGame, by: Seat | 'system'): GameMeta | null {
  const match = readCurrentMatch(session.doc);
  if (!match || match.record.game !== game.game) return null;
  const decks: Partial<Record<Seat, DeckList>> = {};
  for (const seat of SEATS) {
    // A seat's swapped deck for the next game (Multiverse's side deck), else the one it played.
    const deck = readNextDeck(session.doc, match.record.id, seat) ?? readMatchDeck(session.doc, match.record.id, seat);
    if (deck) decks[seat] = deck;
  }
  return startNewGame(session, game, decks, null, {
    bestOf: match.record.bestOf, by, continues: { series: match.record.series, number: match.record.number + 1 },
    ...(match.record.clock ? { clock: match.record.clock } : {}),
  });
}

/** The old generic table: the game is forgotten first, so no game step applies to it. */
export function startFreeTable(session: TableSession): void {
  forgetGame(systemContext(session));
  session.setUpNewTable();
}

/** A seat that joined without a deck lays its own out. */
export function bringDeck(session: TableSession, seat: Seat, deck: DeckList): void {
  const current = currentGame(session);
  if (!current) throw new Error('the table is not set up for a game');
  session.doc.transact(() => {
    placeDeck(setupContext(session, seat), { game: current.game, seat, deck, seed: randomSeed() });
    writeMatchDeck(session.doc, current.meta.setupId, seat, deck);
    markJournal(session, seat);
  }, SETUP_ORIGIN);
}

// ---- first player ------------------------------------------------------------------------------

/** Each seat's own die, or a die laid beside its side of the centre line for this roll only. */
function diceForRoll(session: TableSession): { dice: Record<Seat, string>; borrowed: string[] } {
  const objects = [...session.live.snapshot.objects.values()];
  const mat = readMatInfo(session.doc);
  const borrowed: string[] = [];
  const dieOf = (seat: Seat): string => {
    const own = objects.find((o) => o.kind === 'die' && zoneAt(objects, o.x, o.y)?.owner === seat);
    if (own) return own.id;
    const id = newId('d');
    const side = seat === 'p1' ? 1 : -1;
    session.doc.transact(() => writeObject(session.doc, {
      id, kind: 'die', x: Math.round(mat.width / 2 + side * 40), y: Math.round(mat.height / 2 + side * 40), z: 1_000_000, sides: 6, value: 1, lastRoller: null,
    }), SETUP_ORIGIN);
    borrowed.push(id);
    return id;
  };
  return { dice: { p1: dieOf('p1'), p2: dieOf('p2') }, borrowed };
}

const dieValue = (session: TableSession, id: string): number => {
  const die = session.live.snapshot.objects.get(id);
  return die?.kind === 'die' ? die.value : 0;
};

/**
 * By choice, or one die per seat, higher starts, ties rolled again. In a room of two seats the dice
 * are rolled jointly (null is returned: the first player is recorded once both rolls are written);
 * with one seat each die is rolled by its seat with the browser's cryptographic generator.
 */
export function decideFirstPlayer(session: TableSession, choice: FirstPlayerChoice): Seat | null {
  if (choice !== 'die') {
    recordFirstPlayer(systemContext(session), choice, { how: 'choice' });
    return choice;
  }
  const { dice, borrowed } = diceForRoll(session);
  if (jointTable(session.doc) && session.viewer !== 'spectator') {
    void decideJointly(session, dice, borrowed).catch((error: unknown) => console.warn('[fudaba] the first-player roll failed', error));
    return null;
  }
  let values: Record<Seat, number> = { p1: 0, p2: 0 };
  for (let round = 0; round < MAX_ROLLS && values.p1 === values.p2; round++) {
    for (const seat of SEATS) runCommand(setupContext(session, seat), 'roll', { ids: [dice[seat]], faces: [localFace({ kind: 'die', sides: 6 })] });
    values = { p1: dieValue(session, dice.p1), p2: dieValue(session, dice.p2) };
  }
  return recordRolledFirst(session, values, borrowed);
}

function recordRolledFirst(session: TableSession, values: Record<Seat, number>, borrowed: readonly string[], joint = false): Seat {
  // Twenty ties in a row do not happen with a fair die; p1 then starts rather than never.
  const winner: Seat = values.p2 > values.p1 ? 'p2' : 'p1';
  session.doc.transact(() => {
    for (const id of borrowed) objectsOf(session.doc).delete(id);
    recordFirstPlayer(systemContext(session), winner, { how: 'die', p1: values.p1, p2: values.p2, ...(joint ? { joint: 'verified' } : {}) });
  }, SETUP_ORIGIN);
  return winner;
}

/** Both dice rolled jointly, again on a tie; recorded only if the same game still waits for its first player. */
async function decideJointly(session: TableSession, dice: Record<Seat, string>, borrowed: readonly string[]): Promise<void> {
  const setupId = readGameMeta(session.doc)?.setupId;
  let values: Record<Seat, number> = { p1: 0, p2: 0 };
  for (let round = 0; round < MAX_ROLLS && values.p1 === values.p2; round++) {
    const [p1, p2] = await session.rolls.roll([dice.p1, dice.p2]).faces;
    // A roll that never opens (a seat equivocated) is said by the envelopes; the players then choose by hand.
    if (p1 === null || p2 === null || p1 === undefined || p2 === undefined) return;
    values = { p1, p2 };
  }
  const meta = readGameMeta(session.doc);
  if (!meta || meta.setupId !== setupId || meta.firstPlayer !== null) return;
  recordRolledFirst(session, values, borrowed, true);
}

// ---- opening hand ------------------------------------------------------------------------------

/** The seat's pending opening hand, once its deck has been shuffled in secret since it was laid out. */
export function openingHandDue(session: TableSession, seat: Seat): { zone: string; count: number } | null {
  const current = currentGame(session);
  const record = readSeatSetup(session.doc, seat);
  const opening = current?.meta.openingHand;
  if (!opening || !record || record.pendingHand === 0) return null;
  const zone = `${seat}-${opening.slot}`;
  const mark = metaOf(session.doc).get(journalMarkKey(seat));
  const since = journalOf(session.doc).toArray().slice(typeof mark === 'number' ? mark : 0);
  const shuffled = since.some((raw) => {
    const entry = journalEntrySchema.safeParse(raw);
    return entry.success && entry.data.t === 'shuffle' && entry.data.seat === seat && entry.data.zone === zone;
  });
  // A joint deck counts once both seats have shuffled every card in it.
  return shuffled || session.decks.shuffledJointly(zone) ? { zone, count: record.pendingHand } : null;
}

/** The pile (stack, or a lone card) a hidden deck's top card lies in. */
export function deckPile(session: TableSession, zone: string): string | null {
  const top = session.decks.topCards(zone, 1)[0];
  const card = top ? session.live.snapshot.objects.get(top) : undefined;
  return card?.kind === 'card' ? card.stack ?? card.id : null;
}

/**
 * Draws the seat's opening hand in the seat's own browser, and clears the pending count in the
 * same transaction so that it is drawn once. Returns how many cards were drawn.
 */
export async function drawOpeningHand(session: TableSession, seat: Seat): Promise<number> {
  if (session.viewer !== seat || !openingHandDue(session, seat)) return 0;
  await session.keeper.settled();
  // Checked again after the wait: the seat may have changed, or another call drawn already.
  const due = session.viewer === seat ? openingHandDue(session, seat) : null;
  const record = readSeatSetup(session.doc, seat);
  const pile = due ? deckPile(session, due.zone) : null;
  if (!due || !record || !pile) return 0;
  let drawn = 0;
  session.doc.transact(() => {
    const ctx = setupContext(session, seat);
    const pileObject = session.live.snapshot.objects.get(pile);
    const result = pileObject?.kind === 'stack'
      ? runCommand(ctx, 'draw', { stack: pile, count: due.count, seat })
      : moveToHand(session, ctx, [pile]);
    if (!result.ok) return;
    drawn = Array.isArray(result.value) ? result.value.length : 1;
    writeSeatSetup(ctx, seat, { ...record, pendingHand: 0 });
  }, SETUP_ORIGIN);
  return drawn;
}

function moveToHand(session: TableSession, ctx: TableContext, ids: string[]) {
  const hand = handZoneOf([...session.live.snapshot.objects.values()], ctx.actor.seat);
  if (!hand) return { ok: false as const, error: 'no hand zone' };
  for (const id of ids) runCommand(ctx, 'move', { id, x: hand.x + hand.w - 20, y: hand.y + hand.h / 2 });
  runCommand(ctx, 'flip', { ids });
  return { ok: true as const, value: ids };
}
