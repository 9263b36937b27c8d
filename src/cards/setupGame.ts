// Lays out a game's table from its mat and setup plan: each seat's deck sections as face-down
// piles, counters and supplies in their slots, the shared cards, and in the doc's meta what is
// still to come (each seat's opening hand, the first player). Nothing here shuffles in public: a
// pile arrives in clear and its holder's browser seals it and shuffles it in secret.
import { z } from 'zod/mini';
import {
  CARD_H, CARD_W, COIN_R, COUNTER_H, COUNTER_W, DIE_SIZE, SEATS, TOKEN_R, applyMat, metaOf, mixSeed, newId, objectsOf, parseRecord, seatSchema,
  seededRandom, shuffled, writeLog, writeObject, type Card, type MatDefinition, type Seat, type TableContext, type TableObject,
} from '../table';
import { GAME_IDS, type DeckList, type GameCardBase, type GameCards, type SetupPlan } from './game';

/** What the layout needs of a game. */
export type GameTable = Pick<GameCards<GameCardBase>, 'game' | 'mat' | 'setup'>;
type ZoneDefinition = MatDefinition['zones'][number];
type Doc = TableContext['doc'];

export class GameSetupError extends Error {
  override name = 'GameSetupError';
}

// ---- the game in the doc's meta (gameMeta.ts) ----------------------------------------------------

export { GAME_META_KEY, gameMetaSchema, readGameMeta, readSeatSetup, seatSetupKey, seatSetupSchema, type GameMeta, type SeatSetup } from './gameMeta';
import { GAME_META_KEY, gameMetaSchema, readGameMeta, seatSetupKey, seatSetupSchema, type GameMeta, type SeatSetup } from './gameMeta';

export function writeSeatSetup(ctx: TableContext, seat: Seat, record: SeatSetup): void {
  ctx.doc.transact(() => metaOf(ctx.doc).set(seatSetupKey(seat), seatSetupSchema.parse(record)), ctx.actor.origin);
}

/** Forgets the game (the table becomes a free table): later steps no longer apply to it. */
export function forgetGame(ctx: TableContext): void {
  ctx.doc.transact(() => {
    const meta = metaOf(ctx.doc);
    meta.delete(GAME_META_KEY);
    for (const seat of SEATS) meta.delete(seatSetupKey(seat));
  }, ctx.actor.origin);
}

/** Records who starts; `how` ('die', 'choice') and any figures go to the log. */
export function recordFirstPlayer(ctx: TableContext, seat: Seat, details: Record<string, string | number>): void {
  const game = readGameMeta(ctx.doc);
  if (!game) throw new GameSetupError('no game is set up');
  ctx.doc.transact(() => {
    metaOf(ctx.doc).set(GAME_META_KEY, { ...game, firstPlayer: seat } satisfies GameMeta);
    writeLog(ctx, 'firstPlayer', { seat, ...details });
  }, ctx.actor.origin);
}

// ---- layout --------------------------------------------------------------------------------------

type NewObject = Exclude<TableObject, { kind: 'zone' }>;

function zoneOf(mat: MatDefinition, id: string): ZoneDefinition {
  const zone = mat.zones.find((z) => z.id === id);
  if (!zone) throw new GameSetupError(`the mat "${mat.id}" has no zone ${id}`);
  return zone;
}

const centre = (zone: ZoneDefinition) => ({ x: Math.round(zone.x + zone.w / 2), y: Math.round(zone.y + zone.h / 2) });

function expand(deck: DeckList, section: string): string[] {
  return (deck.sections[section] ?? []).flatMap((entry) => Array.from({ length: entry.count }, () => entry.ref));
}

/** One pile: a face-down stack at the slot's centre, or a lone face-down card when it holds one. */
function pileObjects(refs: readonly string[], zone: ZoneDefinition, seat: Seat): NewObject[] {
  const at = centre(zone);
  if (refs.length === 0) return [];
  const card = (ref: string, stack: string | null): Card => ({
    id: newId('c'), kind: 'card', ...at, z: 0, ref, faceUp: false, rotation: 0, owner: seat, stack, attachedTo: null,
  });
  if (refs.length === 1) return [card(refs[0]!, null)];
  const stackId = newId('s');
  const cards = refs.map((ref) => card(ref, stackId));
  return [...cards, { id: stackId, kind: 'stack', ...at, z: 0, order: cards.map((c) => c.id), faceUp: false, layout: 'neat', owner: seat, name: '' }];
}

/** A seat's deck sections as piles, in their slots. Shuffled piles get a first order from the seed. */
function seatPiles(game: GameTable, seat: Seat, deck: DeckList, seed: number): { objects: NewObject[]; deckSize: number } {
  const objects: NewObject[] = [];
  let deckSize = 0;
  for (const pile of game.setup.piles) {
    const zone = zoneOf(game.mat, `${seat}-${pile.slot}`);
    const listed = expand(deck, pile.section);
    const refs = pile.shuffle ? shuffled(listed, seededRandom(mixSeed(seed, 0, zone.id))) : listed;
    if (pile.slot === game.setup.openingHand?.slot) deckSize += refs.length;
    objects.push(...pileObjects(refs, zone, seat));
  }
  return { objects, deckSize };
}

type PieceRow = NewObject[];

/** Room a zone's name takes along its top edge (16-unit text and its margin). */
const NAME_STRIP = 26;

/**
 * Rows of pieces spread evenly down a slot, each row centred across it; below the zone's name
 * when the slot is tall enough, so that the name stays readable.
 */
function spreadInZone(zone: ZoneDefinition, rows: readonly PieceRow[]): NewObject[] {
  const needed = rows.reduce((sum, row) => sum + Math.max(...row.map(pieceHeight)) + 4, 0);
  const top = zone.h - NAME_STRIP >= needed ? NAME_STRIP : 0;
  return rows.flatMap((row, r) => {
    const y = Math.round(zone.y + top + ((zone.h - top) * (r + 0.5)) / rows.length);
    const width = Math.max(...row.map(pieceWidth));
    const step = row.length > 1 ? Math.min(width + 6, (zone.w - width - 8) / (row.length - 1)) : 0;
    const left = zone.x + zone.w / 2 - (step * (row.length - 1)) / 2;
    return row.map((piece, i) => ({ ...piece, x: Math.round(left + i * step), y }));
  });
}

function pieceHeight(piece: NewObject): number {
  return piece.kind === 'counter' ? COUNTER_H : pieceWidth(piece);
}

function pieceWidth(piece: NewObject): number {
  switch (piece.kind) {
    case 'token': return TOKEN_R * 2;
    case 'coin': return COIN_R * 2;
    case 'die': return DIE_SIZE;
    case 'counter': return COUNTER_W;
    default: return CARD_W;
  }
}

/** Counters and supplies of one seat, slot by slot. */
function seatPieces(plan: SetupPlan, mat: MatDefinition, seat: Seat): NewObject[] {
  const rowsBySlot = new Map<string, PieceRow[]>();
  const addRow = (slot: string, row: PieceRow) => rowsBySlot.set(slot, [...(rowsBySlot.get(slot) ?? []), row]);
  const at = { x: 0, y: 0, z: 0 };
  for (const counter of plan.counters) {
    addRow(counter.slot, [{ id: newId('n'), kind: 'counter', ...at, label: counter.label.ja, value: counter.value, owner: seat }]);
  }
  for (const supply of plan.supplies) {
    if (supply.count <= 0) continue;
    if (supply.kind === 'token') {
      // One pile with a count, as energy tokens are kept.
      addRow(supply.slot, [{ id: newId('t'), kind: 'token', ...at, color: supply.color ?? 'white', count: supply.count }]);
    } else if (supply.kind === 'coin') {
      addRow(supply.slot, Array.from({ length: supply.count }, (): NewObject => ({
        id: newId('m'), kind: 'coin', ...at, coinKind: supply.color ?? 'coin', heads: true, attachedTo: null,
      })));
    } else {
      addRow(supply.slot, Array.from({ length: supply.count }, (): NewObject => ({
        id: newId('d'), kind: 'die', ...at, sides: 6, value: 1, lastRoller: null,
      })));
    }
  }
  return [...rowsBySlot].flatMap(([slot, rows]) => spreadInZone(zoneOf(mat, `${seat}-${slot}`), rows));
}

/**
 * Shared cards in rows across their zone, in order, under the zone's name: as many rows as the
 * zone holds, and the cards overlap only when they do not fit side by side.
 */
function sharedCards(plan: SetupPlan, mat: MatDefinition): NewObject[] {
  const GAP = 8;
  return plan.shared.flatMap((shared) => {
    const zone = zoneOf(mat, shared.zone);
    const n = shared.refs.length;
    const fitAcross = Math.max(1, Math.floor((zone.w - GAP) / (CARD_W + GAP)));
    const top = zone.h - NAME_STRIP - GAP >= CARD_H + GAP ? NAME_STRIP : 0;
    const fitDown = Math.max(1, Math.floor((zone.h - top - GAP) / (CARD_H + GAP)));
    const rows = Math.min(fitDown, Math.ceil(n / fitAcross));
    const perRow = Math.ceil(n / rows);
    const step = perRow > 1 ? Math.min(CARD_W + GAP, (zone.w - CARD_W - 2 * GAP) / (perRow - 1)) : 0;
    const middleX = zone.x + zone.w / 2;
    const middleY = zone.y + top + (zone.h - top) / 2;
    return shared.refs.map((ref, i): NewObject => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, n - row * perRow);
      return {
        id: newId('c'), kind: 'card', z: 0, ref, faceUp: shared.faceUp, rotation: 0, owner: null, stack: null, attachedTo: null,
        x: Math.round(middleX - (step * (inRow - 1)) / 2 + (i % perRow) * step),
        y: Math.round(middleY + (row - (rows - 1) / 2) * (CARD_H + GAP)),
      };
    });
  });
}

/** Gives every object its place in the drawing order: later ones lie on top. */
function writeAll(ctx: TableContext, objects: readonly NewObject[], firstZ: number): void {
  objects.forEach((object, i) => writeObject(ctx.doc, { ...object, z: firstZ + i }));
}

function topZ(doc: Doc): number {
  let top = 0;
  for (const [key, raw] of objectsOf(doc).entries()) {
    const parsed = parseRecord(key, raw);
    if (parsed.ok && parsed.value.kind !== 'zone') top = Math.max(top, parsed.value.z);
  }
  return top;
}

export interface SetupArgs {
  game: GameTable;
  /** Seats without a deck get the mat and their pieces; they bring a deck later with placeDeck. */
  decks: Partial<Record<Seat, DeckList>>;
  /** Seeds the table's dice and the piles' first order. */
  seed: number;
}

/** Clears the table and lays out the game, in one transaction. Returns what it wrote in the meta. */
export function setupGame(ctx: TableContext, args: SetupArgs): GameMeta {
  const { game, decks } = args;
  const seed = args.seed >>> 0;
  // Everything is computed before the doc changes: a plan that does not fit the mat changes nothing.
  const pieces = SEATS.flatMap((seat) => seatPieces(game.setup, game.mat, seat));
  const piles = SEATS.map((seat) => {
    const deck = decks[seat];
    return deck ? { seat, ...seatPiles(game, seat, deck, seed) } : null;
  });
  const shared = sharedCards(game.setup, game.mat);
  const meta: GameMeta = {
    id: game.game,
    setupId: newId('g'),
    openingHand: game.setup.openingHand,
    mulligans: game.setup.mulligans,
    firstPlayer: null,
  };
  ctx.doc.transact(() => {
    const objects = objectsOf(ctx.doc);
    for (const key of [...objects.keys()]) objects.delete(key);
    applyMat(ctx.doc, game.mat);
    const docMeta = metaOf(ctx.doc);
    docMeta.set('seed', seed);
    docMeta.set('rolls', 0);
    writeAll(ctx, [...shared, ...pieces, ...piles.flatMap((p) => p?.objects ?? [])], 1);
    docMeta.set(GAME_META_KEY, meta);
    for (const seat of SEATS) docMeta.delete(seatSetupKey(seat));
    for (const pile of piles) if (pile) docMeta.set(seatSetupKey(pile.seat), seatRecord(meta, pile.deckSize));
    writeLog(ctx, 'gameSetup', {
      game: game.game, mat: game.mat.id,
      ...Object.fromEntries(piles.flatMap((p) => (p ? [[p.seat, decks[p.seat]?.name ?? '']] : []))),
    });
  }, ctx.actor.origin);
  return meta;
}

function seatRecord(meta: GameMeta, deckSize: number): SeatSetup {
  return { setupId: meta.setupId, pendingHand: Math.min(meta.openingHand?.count ?? 0, deckSize), mulligansLeft: meta.mulligans, deckSize };
}

/** The zone a piece lies in, as far as its position says (a stacked card lies at its stack). */
function lies(object: TableObject, zone: ZoneDefinition): boolean {
  return object.kind !== 'zone' && object.x >= zone.x && object.x <= zone.x + zone.w && object.y >= zone.y && object.y <= zone.y + zone.h;
}

/**
 * Lays out one seat's deck on a table already set up for the game (a player who joined later
 * brings it), replacing whatever lies in that seat's pile slots.
 */
export function placeDeck(ctx: TableContext, args: { game: GameTable; seat: Seat; deck: DeckList; seed?: number }): SeatSetup {
  const meta = readGameMeta(ctx.doc);
  if (!meta || meta.id !== args.game.game) throw new GameSetupError(`the table is not set up for ${args.game.game}`);
  const seed = args.seed ?? globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
  const { objects, deckSize } = seatPiles(args.game, args.seat, args.deck, seed);
  const slots = args.game.setup.piles.map((pile) => zoneOf(args.game.mat, `${args.seat}-${pile.slot}`));
  const record = seatRecord(meta, deckSize);
  ctx.doc.transact(() => {
    const map = objectsOf(ctx.doc);
    for (const [key, raw] of [...map.entries()]) {
      const parsed = parseRecord(key, raw);
      if (!parsed.ok) continue;
      const object = parsed.value;
      const loose = (object.kind === 'card' && object.stack === null && object.attachedTo === null) || object.kind === 'stack';
      if (!loose || !slots.some((zone) => lies(object, zone))) continue;
      if (object.kind === 'stack') for (const id of object.order) map.delete(id);
      map.delete(key);
    }
    writeAll(ctx, objects, topZ(ctx.doc) + 1);
    metaOf(ctx.doc).set(seatSetupKey(args.seat), record);
    writeLog(ctx, 'placeDeck', { seat: args.seat, deck: args.deck.name, count: objects.filter((o) => o.kind === 'card').length });
  }, ctx.actor.origin);
  return record;
}
