// The secret keeper of one browser: it holds this seat's key and keeps the doc honest about what
// is hidden. After every change it seals cards that came into this seat's hand or face-down deck,
// writes in clear this seat's cards that its own player made public (played face up, milled),
// refuses (turns back face down, logs) those another peer exposed, opens this seat's hidden cards
// for its own eyes only, and journals every change to this seat's decks for the audit.
import * as Y from 'yjs';
import {
  exposureOf, hiddenDecksOf, objectsOf, revealSealed, sealedRefSchema, writeLog, writeSealed, zoneAt, zonesIn,
  type Card, type LiveTable, type Seat, type TableContext, type TableObject,
} from '../table';
import { encryptJson } from './cipher';
import { commit } from './commit';
import { auditSeat, openingContext, shufflePurpose, withheldAudit, type SeatAudit } from './deckAudit';
import { SecretError } from './encoding';
import { AUDIT_KEYS, AuditKeys, auditKeyHash } from './auditKeys';
import { auditScope, bindEntry, diffDeck, entriesInScope, journalMacKey, journalOf, readJournal, scoped, type DeckCard, type JournalEntry } from './journal';
import { ExposureWatch, exposedSealedOf, hidingWrites, writersOf, type ExposureOrigin } from './exposure';
import type { KeyRing } from './keyring';
import { openRef, sealRef, secretShuffle } from './sealing';

export { AUDIT_KEYS } from './auditKeys';

export interface KeeperOptions {
  doc: Y.Doc;
  live: LiveTable;
  keys: KeyRing;
  /** The seat this browser plays now; null for a spectator. */
  seat: () => Seat | null;
  /** Something this browser may now show differently (a card opened, an audit done). */
  onChange?: () => void;
  /** A problem worth telling the player (a card that cannot be opened, a failed seal). */
  onProblem?: (message: string) => void;
  /** The seat (or 'spectator') that wrote with these Yjs client ids, when the app knows it. */
  authorOf?: (clients: readonly number[]) => Seat | 'spectator' | null;
  /** The joint decks (both seats shuffle; see poker/agent.ts): their cards are not this keeper's to seal or journal. */
  joint?: JointDeckView;
}

/** What the keeper asks of the joint decks. */
export interface JointDeckView {
  /** A card whose identity a joint deck carries. */
  handles(cardId: string): boolean;
  /** A joint deck lies in this zone, or is about to (a clear deck of this seat, both seats held). */
  ownsZone(zone: string): boolean;
  /** The identity of a joint-deck card that this browser has opened (its own draw). */
  refOf(cardId: string): string | undefined;
  /**
   * The cards a joint deck in this zone was opened with, in order, read with its holder's revealed
   * key: where a deck its holder sealed alone went on as a joint one, the audit checks it went on
   * with the very cards left in it. Null when there is no such deck or the list does not open.
   */
  openingOf?(zone: string, key: CryptoKey): Promise<readonly DeckCardView[] | null>;
}

/** A peer's exposure of this seat's sealed cards that the keeper turned back (logged as 'exposeRefused'). */
export interface ExposureRefusal {
  seat: Seat;
  /** Who wrote it, as far as this browser can tell. */
  by: Seat | 'spectator' | 'peer';
  cards: number;
  /** Whether a whole pile (a deck turned over) was among them. */
  deck: boolean;
}

export type DeckCardView = { id: string; ref: string };

export class SecretKeeper {
  /** Transaction origin of the keeper's own writes: no seat's undo tracks them. */
  readonly origin = { secretKeeper: true };
  private readonly known = new Map<string, string>();
  private decks = new Map<string, DeckCard[]>();
  private decksSeat: Seat | null = null;
  private queue: Promise<void> = Promise.resolve();
  private scheduled = false;
  /** Who exposed each of this seat's sealed cards that lies face up: only this browser's moves reveal. */
  private readonly exposure = new ExposureWatch();
  private readonly listeners = new Set<() => void>();
  /** The last exposure by another peer that this keeper refused (for tests and the UI). */
  lastRefusal: ExposureRefusal | null = null;
  private readonly onTransaction = (tr: Y.Transaction) => this.afterTransaction(tr);

  /** Published key hashes and revealed keys, pinned as first seen. */
  private readonly auditKeys: AuditKeys;

  constructor(private readonly options: KeeperOptions) {
    this.auditKeys = new AuditKeys(options.doc, this.origin);
  }

  start(): void {
    this.auditKeys.start();
    this.options.doc.on('afterTransaction', this.onTransaction);
    this.decks = this.readDecks();
    this.exposure.reset(this.options.seat(), this.options.live.snapshot.objects);
    this.schedule();
  }

  stop(): void {
    this.auditKeys.stop();
    this.options.doc.off('afterTransaction', this.onTransaction);
  }

  /** Something outside the doc changed what this keeper can do (a joint deck opened a card). */
  refresh(): void {
    this.schedule();
  }

  /** The browser now plays another seat (or none): start over from that seat's view. */
  seatChanged(): void {
    this.decks = this.readDecks();
    this.decksSeat = this.options.seat();
    this.exposure.reset(this.decksSeat, this.options.live.snapshot.objects);
    this.schedule();
    this.notify();
  }

  /**
   * Writes in clear, in a copy of this table's doc (a new room's first state), every sealed card
   * this browser holds a key for; each seat's browser seals its own cards again in the room.
   */
  async unsealCopy(copy: Y.Doc): Promise<number> {
    const objects = objectsOf(copy);
    const work: Promise<void>[] = [];
    for (const [id, map] of objects.entries()) {
      const sealed = sealedRefSchema.safeParse(map.get('sealed'));
      if (!sealed.success) continue;
      work.push((async () => {
        const key = await this.options.keys.find(sealed.data.seat);
        const ref = key ? await openRef(key, id, sealed.data).catch(() => undefined) : undefined;
        if (ref) copy.transact(() => {
          map.set('ref', ref);
          map.set('sealed', null);
        });
      })());
    }
    await Promise.all(work);
    return work.length;
  }

  /** Shuffles every hidden deck of this seat, each with its commitment. */
  async shuffleOwnDecks(): Promise<number> {
    await this.settled();
    const zones = [...this.readDecks()].filter(([, cards]) => cards.length > 1).map(([zone]) => zone);
    for (const zone of zones) await this.shuffle(zone);
    return zones.length;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The card's identity as this browser may show it: public, or sealed for this seat and opened. */
  identity(card: Card): string | undefined {
    if (card.ref !== '') return card.ref;
    if (!card.sealed || card.sealed.seat !== this.options.seat()) return undefined;
    return this.known.get(knownKey(card));
  }

  /** Resolves when every pending seal, reveal and journal entry has been written. */
  settled(): Promise<void> {
    return this.queue;
  }

  // ---- the deck actions of the holder -------------------------------------------------------

  /** The hidden deck zone an object lies in, if it is one of this seat's. */
  deckZoneOf(objectId: string): string | undefined {
    const seat = this.options.seat();
    const objects = this.options.live.snapshot.objects;
    const object = objects.get(objectId);
    if (!seat || !object || object.kind === 'zone') return undefined;
    const zone = zoneAt(zonesIn(objects), object.x, object.y);
    return zone && zone.owner === seat && zone.visibility === 'hidden-order' ? zone.id : undefined;
  }

  /** Shuffles a hidden deck in this browser and publishes a commitment to the new order. */
  shuffle(zone: string): Promise<{ hash: string; count: number }> {
    return this.enqueue(async () => {
      const { seat, key } = await this.seatKey();
      const before = this.readDecks().get(zone) ?? [];
      if (before.length === 0) throw new SecretError('the deck is empty');
      const refs = await Promise.all(before.map((card) => this.openDeckCard(key, card)));
      const order = secretShuffle(refs);
      const shuffleId = crypto.randomUUID();
      const { commitment, opening } = await commit(shufflePurpose(seat, zone, shuffleId), order);
      const sealedOpening = await encryptJson(key, { order, salt: opening.salt }, openingContext(seat));
      const items = await Promise.all(before.map(async (card, i) => ({ id: card.id, sealed: await sealRef(key, seat, card.id, order[i] ?? '') })));
      const entry = await bindEntry(await journalMacKey(key), scoped({ t: 'shuffle', seat, zone, shuffle: shuffleId, n: order.length, hash: commitment.hash, opening: sealedOpening }, auditScope(this.options.doc)));
      this.options.doc.transact(() => {
        const now = this.readDecks().get(zone) ?? [];
        if (now.map((c) => c.id).join() !== before.map((c) => c.id).join()) throw new SecretError('the deck changed while shuffling; try again');
        writeSealed(this.context(seat), { items });
        journalOf(this.options.doc).push([entry]);
        writeLog(this.context(seat), 'secretShuffle', { zone, count: order.length, commitment: commitment.hash.slice(0, 12) });
      }, this.origin);
      return { hash: commitment.hash, count: order.length };
    });
  }

  /** Ids of the top N cards of one of this seat's hidden decks (no identities). */
  topCards(zone: string, count: number): string[] {
    return (this.readDecks().get(zone) ?? []).slice(0, Math.max(0, count)).map((card) => card.id);
  }

  /** The top N cards of a hidden deck, for this seat's eyes; everyone is told that it looked. */
  look(zone: string, count: number): Promise<DeckCardView[]> {
    return this.enqueue(async () => {
      const { seat, key } = await this.seatKey();
      const cards = (this.readDecks().get(zone) ?? []).slice(0, Math.max(0, count));
      const views = await Promise.all(cards.map(async (card) => ({ id: card.id, ref: await this.openDeckCard(key, card) })));
      this.options.doc.transact(() => writeLog(this.context(seat), 'look', { zone, count: views.length }), this.origin);
      return views;
    });
  }

  /** Every card of a hidden deck, top first; everyone is told that this seat searched it. */
  search(zone: string): Promise<DeckCardView[]> {
    return this.enqueue(async () => {
      const { seat, key } = await this.seatKey();
      const cards = this.readDecks().get(zone) ?? [];
      const views = await Promise.all(cards.map(async (card) => ({ id: card.id, ref: await this.openDeckCard(key, card) })));
      this.options.doc.transact(() => writeLog(this.context(seat), 'search', { zone, count: views.length }), this.origin);
      return views;
    });
  }

  // ---- keys and the audit ------------------------------------------------------------------

  exportKey(): Promise<string | undefined> {
    const seat = this.options.seat();
    return seat ? this.options.keys.exportText(seat) : Promise.resolve(undefined);
  }

  async importKey(text: string): Promise<void> {
    const seat = this.options.seat();
    if (!seat) throw new SecretError('a spectator has no seat key');
    await this.options.keys.importText(seat, text);
    this.known.clear();
    this.schedule();
  }

  /** Publishes this seat's key so that everyone can audit its decks (at game end: it shows the hand too). */
  async revealKeyForAudit(): Promise<void> {
    const { seat } = await this.seatKey();
    const text = await this.options.keys.exportText(seat);
    if (!text) throw new SecretError('no key to reveal');
    await this.auditKeys.reveal(seat, text);
    this.options.doc.transact(() => writeLog(this.context(seat), 'auditKey', {}), this.origin);
  }

  /** The revealed keys that match their seat's published hash (the others are left out). */
  async revealedKeys(): Promise<Partial<Record<Seat, CryptoKey>>> {
    const out: Partial<Record<Seat, CryptoKey>> = {};
    for (const seat of this.auditKeys.revealedSeats()) {
      const key = await this.auditKeys.verifiedKey(seat).catch(() => undefined);
      if (key) out[seat] = key;
    }
    return out;
  }

  /** Whether a seat keeps any hidden deck alone now, or had one journalled (else its decks are all joint). */
  keepsDecks(seat: Seat): boolean {
    const decks = readDecksOf(seat, this.options.live.snapshot.objects);
    const joint = this.options.joint;
    if (!joint || decks.size === 0 || [...decks.keys()].some((zone) => !joint.ownsZone(zone))) return true;
    // A deck it sealed alone in this game before it went on jointly: that part has its journal to check.
    return this.journalInScope().some((entry) => entry.seat === seat && entry.t === 'shuffle' && joint.ownsZone(entry.zone));
  }

  /** Whether a seat has a hidden deck in this game, on the table now or journalled: what a withheld key hides. */
  hasDecks(seat: Seat): boolean {
    return readDecksOf(seat, this.options.live.snapshot.objects).size > 0 || this.journalInScope().some((entry) => entry.seat === seat);
  }

  /** Seats whose keys have been revealed. */
  revealedSeats(): Seat[] {
    return this.auditKeys.revealedSeats();
  }

  /**
   * Replays a seat's journal with its revealed key; every client computes this for itself. A key
   * that does not match the hash the seat published at the start is refused (RefusedKeyError).
   */
  async audit(seat: Seat): Promise<SeatAudit> {
    const revealed = this.auditKeys.revealedSeats();
    // Asked (another seat's key is out) and this one's is not: that is a finding against it.
    if (!revealed.includes(seat) && revealed.length > 0 && this.hasDecks(seat)) return withheldAudit(seat);
    const key = await this.auditKeys.verifiedKey(seat);
    // Joint decks have their own audit (poker/audit.ts): only the decks this seat keeps alone count here.
    const decks = readDecksOf(seat, this.options.live.snapshot.objects);
    for (const zone of [...decks.keys()]) if (this.options.joint?.ownsZone(zone)) decks.delete(zone);
    const journal = this.journalInScope();
    // A deck of this seat that went on jointly ends where the joint deck began.
    for (const zone of new Set(journal.filter((e) => e.seat === seat).map((e) => e.zone))) {
      if (decks.has(zone) || !this.options.joint?.ownsZone(zone)) continue;
      const opening = await this.options.joint.openingOf?.(zone, key);
      if (opening) decks.set(zone, opening.map((card) => ({ id: card.id, sealed: null, ref: card.ref })));
    }
    return auditSeat(seat, key, journal, decks);
  }

  /** The journal of the current game only: an earlier game's decks are not replayed against this one's. */
  private journalInScope(): JournalEntry[] {
    return entriesInScope(readJournal(this.options.doc).entries, auditScope(this.options.doc));
  }

  /**
   * The hash of this seat's key goes out as soon as the keeper holds the key for this table. Every
   * pass asks, so the key once published is remembered: exporting and hashing it each time was a
   * WebCrypto round trip per transaction (the largest WebCrypto cost while a peer's 10,000 objects arrive).
   */
  private async publishKeyHash(): Promise<void> {
    const seat = this.options.seat();
    const key = seat ? await this.options.keys.find(seat) : undefined;
    if (!seat || !key) return;
    const published = this.hashPublished.get(seat);
    if (published?.key === key && this.holdsHash(seat, published.hash)) return;
    const text = await this.options.keys.exportText(seat);
    if (!text) return;
    await this.auditKeys.publishHash(seat, text);
    this.hashPublished.set(seat, { key, hash: await auditKeyHash(seat, text) });
  }
  private readonly hashPublished = new Map<Seat, { key: CryptoKey; hash: string }>();

  /** Whether the doc still holds this hash for the seat (a peer may delete it; a room made from this table starts without). */
  private holdsHash(seat: Seat, hash: string): boolean {
    for (const [name, value] of this.options.doc.getMap<unknown>(AUDIT_KEYS).entries()) if (name.startsWith(`hash/${seat}/`) && value === hash) return true;
    return false;
  }

  /** Journal entries of this seat, each bound to it by a MAC under its key. */
  private async writeJournal(seat: Seat, entries: JournalEntry[]): Promise<void> {
    const macKey = await journalMacKey(await this.options.keys.ensure(seat));
    const bound = await Promise.all(entries.map((entry) => bindEntry(macKey, entry)));
    this.options.doc.transact(() => journalOf(this.options.doc).push(bound), this.origin);
  }

  // ---- keeping the doc honest ---------------------------------------------------------------

  private afterTransaction(tr: Y.Transaction): void {
    const objectsRoot = objectsOf(this.options.doc) as unknown as Y.AbstractType<Y.YEvent<Y.Map<unknown>>>;
    if (!tr.changed.has(objectsRoot) && !tr.changedParentTypes.has(objectsRoot)) return;
    const seat = this.options.seat();
    const now = this.readDecks();
    if (seat && seat === this.decksSeat && tr.local && tr.origin !== this.origin) {
      const entries: JournalEntry[] = [];
      // Tagged now, with the game this change was made in (the MAC is written later).
      const scope = auditScope(this.options.doc);
      for (const zone of new Set([...this.decks.keys(), ...now.keys()])) {
        entries.push(...diffDeck(seat, zone, this.decks.get(zone) ?? [], now.get(zone) ?? []).map((entry) => scoped(entry, scope)));
      }
      // Written once bound to the seat (the MAC is async), in order with the keeper's other writes.
      if (entries.length > 0) void this.enqueue(() => this.writeJournal(seat, entries)).catch((error: unknown) => this.options.onProblem?.(error instanceof Error ? error.message : String(error)));
    }
    this.decks = now;
    this.decksSeat = seat;
    // A peer's update (or a reload) that exposes a card of this seat is not this player's play.
    const origin: ExposureOrigin = { local: tr.local, writers: tr.local ? [] : writersOf(tr) };
    this.exposure.update(seat, this.options.live.snapshot.objects, origin);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    void this.enqueue(async () => {
      this.scheduled = false;
      await this.pass();
      await this.publishKeyHash();
    }).catch((error: unknown) => this.options.onProblem?.(error instanceof Error ? error.message : String(error)));
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.then(() => undefined, () => undefined);
    return run;
  }

  /** Seals, reveals and opens what the table now asks for. */
  private async pass(): Promise<void> {
    const seat = this.options.seat();
    if (!seat) return;
    this.refuseExposures(seat);
    const objects = this.options.live.snapshot.objects;
    const zones = zonesIn(objects);
    const toSeal: Card[] = [];
    const toReveal: Card[] = [];
    const toOpen: Card[] = [];
    for (const object of objects.values()) {
      if (object.kind !== 'card') continue;
      const exposure = exposureOf(object, objects, zones);
      const mine = object.sealed?.seat === seat;
      if (exposure.kind === 'sealed' && exposure.seat === seat && !object.sealed) {
        // A joint deck's card is sealed into the hand only once this browser has opened it.
        if (object.ref !== '') { if (!(exposure.place === 'deck' && this.options.joint?.ownsZone(exposure.zone.id))) toSeal.push(object); }
        else if (exposure.place !== 'deck') {
          const ref = this.options.joint?.refOf(object.id);
          if (ref) toSeal.push({ ...object, ref });
        }
      }
      else if (exposure.kind === 'public' && mine) {
        if (this.exposure.originOf(object.id).local) toReveal.push(object);
      }
      else if (mine && !(exposure.kind === 'sealed' && exposure.place === 'deck') && !this.known.has(knownKey(object))) toOpen.push(object);
    }
    if (toSeal.length + toReveal.length + toOpen.length === 0) return;
    const key = await this.options.keys.ensure(seat);
    const sealed = await Promise.all(toSeal.map(async (card) => ({ card, sealed: await sealRef(key, seat, card.id, card.ref) })));
    const opened = await this.openAll(key, [...toReveal, ...toOpen]);
    const current = this.options.live.snapshot.objects;
    const stillSame = (card: Card) => {
      const now = current.get(card.id);
      const ref = now?.kind === 'card' && now.ref === '' && !now.sealed ? this.options.joint?.refOf(card.id) ?? '' : now?.kind === 'card' ? now.ref : undefined;
      return now?.kind === 'card' && ref === card.ref && now.sealed?.iv === card.sealed?.iv;
    };
    const seals = sealed.filter(({ card }) => stillSame(card)).map(({ card, sealed }) => ({ id: card.id, sealed }));
    const reveals = toReveal.filter(stillSame).flatMap((card) => {
      const ref = this.known.get(knownKey(card));
      return ref ? [{ id: card.id, ref }] : [];
    });
    // A deck that arrives entirely in clear (a new table, a seat taken over) had a public order.
    const clearDecks = [...this.readDecks()].filter(([, cards]) => cards.length > 1 && cards.every((c) => !c.sealed)).map(([zone]) => zone);
    if (seals.length + reveals.length > 0) {
      this.options.doc.transact(() => {
        if (seals.length > 0) writeSealed(this.context(seat), { items: seals });
        if (reveals.length > 0) revealSealed(this.context(seat), { items: reveals });
      }, this.origin);
    }
    if (opened > 0) this.notify();
    for (const zone of clearDecks) void this.shuffle(zone).catch(() => undefined);
  }

  /**
   * Turns back face down this seat's sealed cards that another peer exposed (moved or turned face
   * up, or their deck turned over): they stay sealed, never written in clear; logged and told.
   */
  private refuseExposures(seat: Seat): void {
    const objects = this.options.live.snapshot.objects;
    const refused = exposedSealedOf(seat, objects).filter((id) => !this.exposure.originOf(id).local);
    if (refused.length === 0) return;
    const { cards, stacks } = hidingWrites(refused, objects);
    const writers = [...new Set(refused.flatMap((id) => this.exposure.originOf(id).writers))];
    const refusal: ExposureRefusal = { seat, by: this.options.authorOf?.(writers) ?? 'peer', cards: refused.length, deck: stacks.length > 0 };
    const map = objectsOf(this.options.doc);
    this.options.doc.transact(() => {
      for (const id of [...cards, ...stacks]) map.get(id)?.set('faceUp', false);
      writeLog(this.context(seat), 'exposeRefused', { by: refusal.by, count: refusal.cards, what: refusal.deck ? 'deck' : 'card' });
    }, this.origin);
    this.lastRefusal = refusal;
    this.options.onProblem?.(`${refusal.by} turned ${refusal.cards} of ${seat}'s hidden cards face up: refused, kept hidden`);
    this.notify();
  }

  private async openAll(key: CryptoKey, cards: Card[]): Promise<number> {
    let opened = 0;
    await Promise.all(cards.map(async (card) => {
      if (!card.sealed) return;
      try {
        this.known.set(knownKey(card), await openRef(key, card.id, card.sealed));
        opened++;
      } catch (error) {
        this.options.onProblem?.(`${card.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }));
    return opened;
  }

  private async openDeckCard(key: CryptoKey, card: DeckCard): Promise<string> {
    return card.sealed ? openRef(key, card.id, card.sealed) : card.ref;
  }

  private async seatKey(): Promise<{ seat: Seat; key: CryptoKey }> {
    const seat = this.options.seat();
    if (!seat) throw new SecretError('a spectator holds no hidden cards');
    return { seat, key: await this.options.keys.ensure(seat) };
  }

  private context(seat: Seat): TableContext {
    return { doc: this.options.doc, actor: { seat, origin: this.origin } };
  }

  /** This seat's hidden decks that it holds alone (joint decks keep their own record). */
  private readDecks(): Map<string, DeckCard[]> {
    const seat = this.options.seat();
    if (!seat) return new Map();
    const decks = readDecksOf(seat, this.options.live.snapshot.objects);
    const joint = this.options.joint;
    if (joint) for (const [zone, cards] of decks) if (joint.ownsZone(zone) || cards.some((card) => joint.handles(card.id))) decks.delete(zone);
    return decks;
  }

  private notify(): void {
    this.options.onChange?.();
    for (const listener of this.listeners) listener();
  }
}

/** A seat's hidden decks as the doc holds them now, top first. */
export function readDecksOf(seat: Seat, objects: ReadonlyMap<string, TableObject>): Map<string, DeckCard[]> {
  const out = new Map<string, DeckCard[]>();
  for (const [zone, ids] of hiddenDecksOf(seat, objects)) {
    out.set(zone, ids.flatMap((id) => {
      const card = objects.get(id);
      return card?.kind === 'card' ? [{ id, sealed: card.sealed ?? null, ref: card.ref }] : [];
    }));
  }
  return out;
}

function knownKey(card: Card): string {
  return `${card.id}|${card.sealed?.iv ?? ''}`;
}
