// What the holder writes in a joint deck, built from the table and its key: its own moves of the
// deck's cards (cards out, cards put in), a new deck's opening, and the chaining of the operation
// that follows a shuffle. Built here, written by the agent.
import { hiddenDecksOf, type Seat, type TableObject } from '../../table';
import { encryptJson } from '../cipher';
import { openRef } from '../sealing';
import { cardPoint, encodePoint, multiply, randomScalar } from './group';
import type { DeckState } from './deck';
import type { Identity } from './open';
import { insertSecretContext, listContext, newId, opKey, roundId, roundKey, roundSecretContext, type DeckOp, type DeckRecords } from './records';
import { round1Factors, transform } from './rounds';
import { sealSecret, type RoundSecret } from './secrets';
import { clearDeck, deckFingerprint, isPublicNow, sealedDeck } from './tableDecks';

type Objects = ReadonlyMap<string, TableObject>;
export interface Insert { card: string; at: 'top' | 'bottom' }

/** The op written right after a shuffle names the shuffle's first resulting point (see records.ts). */
export function chained(state: DeckState, records: DeckRecords | undefined, ops: DeckOp[]): DeckOp[] {
  const previous = records?.ops.get(state.applied)?.op;
  if (!records || previous?.op !== 'shuffle' || ops.length === 0) return ops;
  const first = records.rounds.get(roundId(previous.shuffle, 4, state.other))?.out[0];
  const [head, ...rest] = ops;
  return first && head && head.op !== 'open' ? [{ ...head, after: first }, ...rest] : ops;
}

/** This seat's own moves of a deck's cards on the table: the cards that left it (ops) and those put in. */
export function tableMoves(state: DeckState, seat: Seat, objects: Objects): { ops: DeckOp[]; inserts: Insert[] } {
  const inZone = hiddenDecksOf(seat, objects).get(state.zone) ?? [];
  const present = new Set(inZone);
  const ops: DeckOp[] = [];
  for (const card of state.order) {
    if (present.has(card) || !objects.has(card)) continue;
    ops.push({ op: 'out', card, to: isPublicNow(objects.get(card), objects) ? 'public' : 'hand' });
  }
  const order = new Set(state.order);
  const inserts = inZone.filter((card) => !order.has(card));
  return { ops, inserts: inserts.map((card) => ({ card, at: (inZone[0] === card ? 'top' : 'bottom') as 'top' | 'bottom' })) };
}

/**
 * The ops that put cards into a deck, and the cards to hide on the table. A card of this deck
 * coming back unseen by others goes under a fresh layer of the holder's; any other in clear.
 */
export async function insertOps(
  state: DeckState, seat: Seat, key: CryptoKey, cards: Insert[], objects: Objects,
  known: (card: string) => Identity | undefined, refOf: (card: string) => string | undefined,
): Promise<{ ops: DeckOp[]; clear: string[] }> {
  const ops: DeckOp[] = [];
  let n = state.applied;
  const clear: string[] = [];
  for (const { card, at } of cards) {
    if (state.order.includes(card)) continue;
    const object = objects.get(card);
    if (object?.kind !== 'card') continue;
    const ref = object.ref !== '' ? object.ref : object.sealed?.seat === seat ? await openRef(key, card, object.sealed).catch(() => '') : refOf(card) ?? '';
    if (!ref) continue;
    n++;
    const seen = known(card);
    if (seen && seen.ref === ref && object.ref === '') {
      // A card of this deck coming back unseen by others: under a fresh layer of the holder's.
      const layer = randomScalar();
      const sec = await sealSecret(key, { layer, ref, origin: seen.origin }, insertSecretContext(state.id, n, seat));
      ops.push({ op: 'in', card, at, point: encodePoint(multiply(cardPoint(state.id, ref, seen.origin), layer)), sec });
    } else {
      ops.push({ op: 'in', card, at, ref });
    }
    clear.push(card);
  }
  return { ops, clear };
}

/** A new joint deck's first records, and the secrets its holder keeps from them. */
export interface Opening {
  deck: string;
  refs: string[];
  context: string;
  secret: RoundSecret;
  writes: [string, unknown][];
}

/**
 * Opens a deck of this seat jointly: the deck list is sealed for the holder, and the cards go out
 * already under its deck key (round 1): their bare points never enter the doc, so nobody else can
 * test names against them.
 */
async function openingRecords(seat: Seat, other: Seat, zone: string, cards: { id: string; ref: string }[], key: () => Promise<CryptoKey>): Promise<Opening> {
  const deck = newId();
  const shuffle = newId();
  const sealer = await key();
  const refs = cards.map((c) => c.ref);
  const deckKey = randomScalar();
  const out = transform(cards.map((c) => cardPoint(deck, c.ref, c.id)), round1Factors(deckKey, cards.map(() => 1n)));
  const context = roundSecretContext(deck, shuffle, 1, seat);
  const [list, sec] = await Promise.all([encryptJson(sealer, refs, listContext(deck, seat)), sealSecret(sealer, { key: deckKey }, context)]);
  const open: DeckOp = { op: 'open', zone, holder: seat, other, ids: cards.map((c) => c.id), list };
  return {
    deck, refs, context, secret: { key: deckKey },
    writes: [[opKey(deck, 1, seat), open], [opKey(deck, 2, seat), { op: 'shuffle', shuffle }], [roundKey(deck, shuffle, 1, seat), { out: out.map(encodePoint), sec }]],
  };
}

/**
 * A deck of this seat ready to go on jointly, with its first records: one in clear (a new game's
 * deck) or sealed by its holder alone. Null when it is neither, or when the table moved on while
 * the keys were at work (a draw, the keeper resealing) or a joint deck now lies there.
 */
export async function readyToOpen(
  seat: Seat, zone: string, objects: () => Objects, isJoint: (zone: string) => boolean, handles: (id: string) => boolean, key: () => Promise<CryptoKey>,
): Promise<{ opening: Opening; cards: { id: string; ref: string }[] } | null> {
  const before = deckFingerprint(seat, zone, objects());
  const cards = clearDeck(seat, zone, objects(), handles) ?? await sealedDeck(seat, zone, objects(), handles, key);
  if (!cards) return null;
  const opening = await openingRecords(seat, seat === 'p1' ? 'p2' : 'p1', zone, cards, key);
  if (deckFingerprint(seat, zone, objects()) !== before || isJoint(zone)) return null;
  return { opening, cards };
}
