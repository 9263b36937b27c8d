// The secret keeper of one browser: it holds this seat's key and keeps the doc honest about what
// is hidden. After every change it seals cards that came into this seat's hand or face-down deck,
// writes in clear this seat's cards that its own player made public (played face up, milled),
// refuses (turns back face down, logs) those another peer exposed, opens this seat's hidden cards
// for its own eyes only, and journals every change to this seat's decks for the audit.
import type * as Y from 'yjs';
import {
  objectsOf, revealSealed, writeLog, writeSealed, zoneAt, zonesIn, type Card, type LiveTable, type Seat, type TableContext, type TableObject,
} from '../table';
import { auditSeat, commitShuffle, withheldAudit, type SeatAudit } from './deckAudit';
import { SecretError } from './encoding';
import { AuditKeys } from './auditKeys';
import { auditScope, bindEntry, diffDecks, entriesInScope, journalMacKey, journalOf, readJournal, type DeckCard, type JournalEntry } from './journal';
import { ExposureWatch, exposedSealedOf, hidingWrites, writersOf, type ExposureOrigin } from './exposure';
import type { KeyRing } from './keyring';
import { openRef, sealRef, secretShuffle } from './sealing';
import { WorkQueue } from './workQueue';
import { unsealCopy } from './unsealCopy';
import { cardsToKeep, decksHeldAlone, knownKey, stillSame, type DeckCardView, type JointDeckView } from './keeperCards';
import { decksToAudit, hasDecks, keepsDecks } from './keeperAudit';

export { AUDIT_KEYS } from './auditKeys';
export { readDecksOf, type DeckCardView, type JointDeckView } from './keeperCards';

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

/** A peer's exposure of this seat's sealed cards that the keeper turned back (logged as 'exposeRefused'). */
export interface ExposureRefusal {
  seat: Seat;
  /** Who wrote it, as far as this browser can tell. */
  by: Seat | 'spectator' | 'peer';
  cards: number;
  /** Whether a whole pile (a deck turned over) was among them. */
  deck: boolean;
}

export class SecretKeeper {
  /** Transaction origin of the keeper's own writes: no seat's undo tracks them. */
  readonly origin = { secretKeeper: true };
  private readonly known = new Map<string, string>();
  private decks = new Map<string, DeckCard[]>();
  private decksSeat: Seat | null = null;
  private readonly work = new WorkQueue(async () => {
    await this.pass();
    await this.publishKeyHash();
  }, (error: unknown) => this.options.onProblem?.(error instanceof Error ? error.message : String(error)));
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
  unsealCopy(copy: Y.Doc): Promise<number> {
    return unsealCopy(this.options.keys, copy);
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
    return this.work.settled();
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
      const items = await Promise.all(before.map(async (card, i) => ({ id: card.id, sealed: await sealRef(key, seat, card.id, order[i] ?? '') })));
      const { hash, entry } = await commitShuffle(seat, zone, key, order, () => auditScope(this.options.doc));
      this.options.doc.transact(() => {
        const now = this.readDecks().get(zone) ?? [];
        if (now.map((c) => c.id).join() !== before.map((c) => c.id).join()) throw new SecretError('the deck changed while shuffling; try again');
        writeSealed(this.context(seat), { items });
        journalOf(this.options.doc).push([entry]);
        writeLog(this.context(seat), 'secretShuffle', { zone, count: order.length, commitment: hash.slice(0, 12) });
      }, this.origin);
      return { hash, count: order.length };
    });
  }

  /** Ids of the top N cards of one of this seat's hidden decks (no identities). */
  topCards(zone: string, count: number): string[] {
    return (this.readDecks().get(zone) ?? []).slice(0, Math.max(0, count)).map((card) => card.id);
  }

  /** The top N cards of a hidden deck, for this seat's eyes; everyone is told that it looked. */
  look(zone: string, count: number): Promise<DeckCardView[]> {
    return this.view(zone, 'look', (cards) => cards.slice(0, Math.max(0, count)));
  }

  /** Every card of a hidden deck, top first; everyone is told that this seat searched it. */
  search(zone: string): Promise<DeckCardView[]> {
    return this.view(zone, 'search', (cards) => cards);
  }

  private view(zone: string, logOp: 'look' | 'search', pick: (cards: DeckCard[]) => DeckCard[]): Promise<DeckCardView[]> {
    return this.enqueue(async () => {
      const { seat, key } = await this.seatKey();
      const cards = pick(this.readDecks().get(zone) ?? []);
      const views = await Promise.all(cards.map(async (card) => ({ id: card.id, ref: await this.openDeckCard(key, card) })));
      this.options.doc.transact(() => writeLog(this.context(seat), logOp, { zone, count: views.length }), this.origin);
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
    return keepsDecks(seat, this.objects(), this.options.joint, () => this.journalInScope());
  }

  /** Whether a seat has a hidden deck in this game, on the table now or journalled: what a withheld key hides. */
  hasDecks(seat: Seat): boolean {
    return hasDecks(seat, this.objects(), () => this.journalInScope());
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
    const journal = this.journalInScope();
    const decks = await decksToAudit(seat, key, this.objects(), this.options.joint, journal);
    return auditSeat(seat, key, journal, decks);
  }

  /** The journal of the current game only: an earlier game's decks are not replayed against this one's. */
  private journalInScope(): JournalEntry[] {
    return entriesInScope(readJournal(this.options.doc).entries, auditScope(this.options.doc));
  }

  /** The hash of this seat's key goes out as soon as the keeper holds the key for this table. */
  private async publishKeyHash(): Promise<void> {
    const seat = this.options.seat();
    const key = seat ? await this.options.keys.find(seat) : undefined;
    if (!seat || !key) return;
    await this.auditKeys.publishKeyHash(seat, key, () => this.options.keys.exportText(seat));
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
      // Tagged now, with the game this change was made in (the MAC is written later).
      const entries = diffDecks(seat, this.decks, now, auditScope(this.options.doc));
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
    this.work.schedule();
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    return this.work.enqueue(task);
  }

  /** Seals, reveals and opens what the table now asks for. */
  private async pass(): Promise<void> {
    const seat = this.options.seat();
    if (!seat) return;
    this.refuseExposures(seat);
    const { toSeal, toReveal, toOpen } = cardsToKeep(seat, this.objects(), this.options.joint, (id) => this.exposure.originOf(id).local, (card) => this.known.has(knownKey(card)));
    if (toSeal.length + toReveal.length + toOpen.length === 0) return;
    const key = await this.options.keys.ensure(seat);
    const sealed = await Promise.all(toSeal.map(async (card) => ({ card, sealed: await sealRef(key, seat, card.id, card.ref) })));
    const opened = await this.openAll(key, [...toReveal, ...toOpen]);
    const current = this.objects();
    const same = (card: Card) => stillSame(card, current, this.options.joint);
    const seals = sealed.filter(({ card }) => same(card)).map(({ card, sealed }) => ({ id: card.id, sealed }));
    const reveals = toReveal.filter(same).flatMap((card) => {
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
    return seat ? decksHeldAlone(seat, this.objects(), this.options.joint) : new Map();
  }

  private objects(): ReadonlyMap<string, TableObject> {
    return this.options.live.snapshot.objects;
  }

  private notify(): void {
    this.options.onChange?.();
    for (const listener of this.listeners) listener();
  }
}
