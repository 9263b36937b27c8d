// This browser's part in the joint decks of its room. It reads the `poker` map (pinning the first
// value of every key), folds each deck, and does only what its own seat's role asks: plays its
// shuffle rounds, releases its layer on a card that the protocol says left the top of a deck (never
// on a peer's say-so), opens the cards shown to it, and, for the holder, turns its own table moves
// into deck operations. Nothing a peer writes makes this browser reveal or move anything else.
// The agent coordinates: what a deck asks next (duties.ts), what the table shows (tableDecks.ts),
// this seat's secrets (seatSecrets.ts, knownCards.ts) and what the holder writes (writes.ts,
// writer.ts) are worked out in their own parts.
import type * as Y from 'yjs';
import { hiddenDecksOf, objectsOf, type LiveTable, type Seat, type TableObject } from '../../table';
import { ROOT } from '../../table/layout';
import type { KeyRing } from '../keyring';
import { WorkQueue } from '../workQueue';
import { encodePoint, encodeScalar } from './group';
import { bindingId, foldDecks, type DeckState } from './deck';
import { openDeckList, sealSecret } from './secrets';
import { auditDeck, type DeckAudit } from './audit';
import { readOpenings, recordOpenings } from './openings';
import { listContext, newId, readPoker, releaseKey, roundKey, roundSecretContext, type DeckOp, type DeckRecords, type PokerRecords } from './records';
import { ProblemLog, type JointProblem } from './problems';
import { Pins } from './pins';
import { deckStatus, owesAny, releasesOwed, type JointStatus } from './duties';
import { clearDeck, clearRefsOn, clearRefsWritten, deckInZone, deckOfCard, isPublicOut, onTable } from './tableDecks';
import { SeatSecrets } from './seatSecrets';
import { KnownCards } from './knownCards';
import { insertOps, readyToOpen, tableMoves, type Insert } from './writes';
import { PokerWriter } from './writer';

export type { JointProblem } from './problems';
export type { JointStatus } from './duties';

export const POKER = ROOT.poker.name;

export interface JointDeckOptions {
  doc: Y.Doc;
  live: LiveTable;
  keys: KeyRing;
  seat: () => Seat | null;
  /** Whether both seats are held now: only then is a new deck shuffled jointly. */
  bothSeated: () => boolean;
  onChange?: () => void;
  onProblem?: (problem: JointProblem) => void;
}

export interface CardView { id: string; ref: string }

/** How soon a pass that owed the other seat something and could not do it looks again. */
const OWED_RETRY_MS = 1500;

export class JointDecks {
  readonly origin = { jointDecks: true };
  private readonly pins = new Pins();
  private records: PokerRecords = { decks: new Map(), ignored: 0 };
  private states = new Map<string, DeckState>();
  private readonly secrets: SeatSecrets;
  private readonly known: KnownCards;
  private readonly writer: PokerWriter;
  /** The last ref each card showed in clear before a joint deck took it (the audit checks the opening against it). */
  private readonly seenRefs = new Map<string, string>();
  private readonly log = new ProblemLog((problem) => this.options.onProblem?.(problem));
  private readonly listeners = new Set<() => void>();
  private readonly work = new WorkQueue(() => this.passNow(), (error: unknown) => console.warn('[fudaba] joint deck:', error));
  private stopped = true;
  /** A later look while the other seat waits on this one (see lookAgainIfOwed). */
  private retry: ReturnType<typeof setTimeout> | null = null;
  private readonly onTransaction = (tr: Y.Transaction) => {
    if (tr.origin === this.origin) return;
    // Cards written in clear by this transaction, caught before any later one hides them again.
    this.rememberRefs(clearRefsWritten(tr, objectsOf(this.options.doc)));
    this.schedule();
  };

  /** Stops writing the lists this browser lays decks out with (openings.ts). */
  private stopRecording: () => void = () => undefined;

  constructor(private readonly options: JointDeckOptions) {
    this.secrets = new SeatSecrets(options);
    this.known = new KnownCards(this.secrets);
    this.writer = new PokerWriter(options.doc, this.origin);
  }

  start(): void {
    this.stopped = false;
    this.options.doc.on('afterTransaction', this.onTransaction);
    this.stopRecording = recordOpenings(this.options.doc, this.options.seat, this.origin);
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    this.options.doc.off('afterTransaction', this.onTransaction);
    this.stopRecording();
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  /** The seat or the room changed: look again. */
  refresh(): void {
    this.schedule();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves when the work queued so far is done. */
  settled(): Promise<void> {
    return this.work.settled();
  }

  // ---- what the rest of the app asks ------------------------------------------------------

  /** The live joint deck lying in a zone: one whose cards are on the table now. */
  deckOfZone(zone: string): DeckState | undefined {
    return deckInZone(this.states.values(), zone, this.objects());
  }

  /** Whether a card's identity is carried by a joint deck (the keeper leaves it alone until it is opened). */
  handles(cardId: string): boolean {
    return deckOfCard(this.states.values(), cardId) !== undefined;
  }

  /** A joint deck lies in this zone, or is about to. */
  ownsZone(zone: string): boolean {
    return this.deckOfZone(zone) !== undefined || this.claims(zone);
  }

  /** Whether the keeper should leave a deck to a joint opening: this seat's, in clear, both seats held. */
  claims(zone: string): boolean {
    const seat = this.options.seat();
    if (!seat || !this.options.bothSeated() || this.deckOfZone(zone)) return false;
    return clearDeck(seat, zone, this.objects(), (id) => this.handles(id)) !== null;
  }

  /** The identity of a joint-deck card as this browser may know it. */
  refOf(cardId: string): string | undefined {
    return this.known.refOf(cardId, deckOfCard(this.states.values(), cardId)?.bindings.get(cardId));
  }

  /** The cards the joint deck in a zone was opened with, read with its holder's key (the keeper's audit, keeper.ts). */
  async openingOf(zone: string, key: CryptoKey): Promise<CardView[] | null> {
    const state = this.deckOfZone(zone);
    const open = state ? this.records.decks.get(state.id)?.ops.get(1)?.op : undefined;
    if (!state || open?.op !== 'open') return null;
    const refs = await openDeckList(key, open.list, listContext(state.id, state.holder), open.ids.length).catch(() => null);
    return refs ? open.ids.map((id, i) => ({ id, ref: refs[i] ?? '' })) : null;
  }

  status(zone: string): JointStatus | null {
    const state = this.deckOfZone(zone);
    return state ? deckStatus(state, this.records.decks.get(state.id)) : null;
  }

  /** Problems seen so far, for tests and the audit panel. */
  problems(): JointProblem[] {
    return this.log.list();
  }

  /** All decks as folded here (the audit replays them with revealed keys). */
  decks(): ReadonlyMap<string, DeckState> {
    return this.states;
  }

  pokerRecords(): PokerRecords {
    return this.records;
  }

  /** Replays every joint deck with the seats' revealed keys (each browser for itself). */
  async audit(keys: Partial<Record<Seat, CryptoKey>>): Promise<DeckAudit[]> {
    await this.settled();
    const out: DeckAudit[] = [];
    const objects = this.objects();
    const recorded = readOpenings(this.pins.entries());
    for (const [id, state] of this.states) {
      const records = this.records.decks.get(id);
      // An earlier game's deck (its cards swept off the table) is not this game's to audit.
      if (!records || !onTable(state, objects)) continue;
      out.push(await auditDeck({ state, records, keys, objects: this.objects(), equivocated: this.pins.equivocatedIn(id), seen: this.seenRefs, recorded }));
    }
    return out;
  }

  // ---- the holder's deck actions ------------------------------------------------------------

  /** Starts a joint reshuffle of one of this seat's joint decks; resolves when this seat's first round is out. */
  shuffle(zone: string): Promise<void> {
    return this.work.enqueue(async () => {
      this.read();
      let state = this.requireOwn(zone);
      if (state.busy) return;
      // Cards just put in (a mulligan, a search's card back) join the deck before it is shuffled.
      const synced = this.syncTable(state, state.holder);
      if (synced.inserts.length > 0) await this.insert(state.id, state.holder, synced.inserts);
      state = this.requireOwn(zone);
      if (state.busy || state.order.length === 0) return;
      this.writeOps(state, [{ op: 'shuffle', shuffle: newId() }], 'jointShuffle', { zone, count: state.order.length });
      await this.passNow();
    });
  }

  /** Asks to be shown the top N; resolves with them once the other seat has released its layers. */
  look(zone: string, count: number, timeoutMs = 30_000): Promise<CardView[]> {
    return this.askToSee(zone, timeoutMs, (order) => order.slice(0, count), (top) => ({ op: 'peek', count: top.length }), 'look');
  }

  /** Asks to see the whole deck (a search); the caller reshuffles it jointly afterwards. */
  search(zone: string, timeoutMs = 30_000): Promise<CardView[]> {
    return this.askToSee(zone, timeoutMs, (order) => [...order], () => ({ op: 'search' }), 'search');
  }

  /** Writes a look or a search of some cards of the deck, then waits until they open here. */
  private async askToSee(zone: string, timeoutMs: number, pick: (order: string[]) => string[], op: (ids: string[]) => DeckOp, logOp: string): Promise<CardView[]> {
    const ids = await this.work.enqueue(async () => {
      const state = this.requireOwn(zone);
      if (state.busy) throw new Error('the deck is being shuffled');
      const picked = pick(state.order);
      this.writeOps(state, [op(picked)], logOp, { zone, count: picked.length });
      await this.passNow(); // cards that need no other layer (put back by the holder) open at once
      return picked;
    });
    const end = Date.now() + timeoutMs;
    for (;;) {
      await this.settled();
      const views = ids.map((id) => ({ id, ref: this.refOf(id) ?? '' }));
      if (views.every((v) => v.ref !== '')) return views;
      if (Date.now() > end) throw new Error('the other seat has not released these cards yet');
      await new Promise<void>((resolve) => {
        const off = this.subscribe(() => { off(); resolve(); });
        setTimeout(() => { off(); resolve(); }, 500);
      });
    }
  }

  // ---- the pass ----------------------------------------------------------------------------

  private schedule(): void {
    if (!this.stopped) this.work.schedule();
  }

  private async passNow(): Promise<void> {
    this.read();
    const seat = this.options.seat();
    this.rememberRefs(clearRefsOn(this.objects()));
    let changed = false;
    for (const id of [...this.records.decks.keys()]) {
      // Each step reads the deck afresh: the one before may have written to it.
      const current = () => {
        const state = this.states.get(id);
        const records = this.records.decks.get(id);
        return state && records ? { state, records } : null;
      };
      let deck = current();
      if (!deck) continue;
      this.log.reportDeck(deck.state, this.pins.equivocated);
      // Only the deck that lies in its zone now follows the table (an earlier game's is over).
      if (seat === deck.state.holder && !deck.state.busy && this.deckOfZone(deck.state.zone) === deck.state) {
        const synced = this.syncTable(deck.state, seat);
        changed = synced.wrote || changed;
        if (synced.inserts.length > 0) void this.work.enqueue(() => this.insert(id, seat, synced.inserts)).catch((error: unknown) => console.warn('[fudaba] joint deck insert:', error));
      }
      if ((deck = current()) && seat && deck.state.busy?.waitingFor === seat) changed = (await this.playRound(deck.state, deck.records, seat)) || changed;
      if ((deck = current()) && seat) changed = (await this.release(deck.state, deck.records, seat)) || changed;
      if ((deck = current())) changed = (await this.openCards(deck.state, deck.records, seat)) || changed;
    }
    if (seat && this.options.bothSeated()) changed = (await this.openNewDecks(seat)) || changed;
    this.notify();
    if (changed) this.schedule();
    else this.lookAgainIfOwed(seat);
  }

  /**
   * While a deck waits on this seat (its round to play, or its layer to release) and this pass
   * could not do it (its key or a record not loaded yet, e.g. just after a reload), look again in
   * a moment: no later transaction may come to wake the agent, and the other seat would wait for
   * ever.
   */
  private lookAgainIfOwed(seat: Seat | null): void {
    if (!seat || this.retry || this.stopped) return;
    if (!owesAny(this.states.values(), this.records, seat)) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.schedule();
    }, OWED_RETRY_MS);
  }

  /** Reads the poker map through the pins and folds every deck. */
  private read(): void {
    this.pins.read(this.writer.map());
    this.records = readPoker(this.pins.entries());
    this.states = foldDecks(this.records);
  }

  /** Remembers refs seen in clear, but not of cards a joint deck already carries. */
  private rememberRefs(refs: [string, string][]): void {
    for (const [id, ref] of refs) if (!this.handles(id)) this.seenRefs.set(id, ref);
  }

  // ---- what each deck asks of this seat ----------------------------------------------------------

  /** A deck of this seat in clear (a new game's deck) is opened jointly instead of sealed by its holder. */
  private async openNewDecks(seat: Seat): Promise<boolean> {
    let opened = false;
    for (const zone of hiddenDecksOf(seat, this.objects()).keys()) {
      if (this.deckOfZone(zone)) continue;
      const isJoint = (z: string) => this.deckOfZone(z) !== undefined;
      const ready = await readyToOpen(seat, zone, () => this.objects(), isJoint, (id) => this.handles(id), () => this.options.keys.ensure(seat));
      if (!ready) continue;
      this.secrets.keepList(ready.opening.deck, ready.opening.refs);
      this.secrets.keep(ready.opening.context, ready.opening.secret);
      this.writer.opening(ready.opening, ready.cards, seat, zone);
      opened = true;
    }
    if (opened) this.read();
    return opened;
  }

  private async playRound(state: DeckState, records: DeckRecords, seat: Seat): Promise<boolean> {
    const busy = state.busy;
    if (!busy) return false;
    const key = await this.options.keys.ensure(seat);
    const turn = await this.secrets.turn(state, records, seat);
    if (!turn) return false;
    const context = roundSecretContext(state.id, busy.shuffle, busy.round, seat);
    const sec = await sealSecret(key, turn.secret, context);
    const record = roundKey(state.id, busy.shuffle, busy.round, seat);
    if (this.writer.has(record)) return false;
    this.secrets.keep(context, turn.secret);
    this.writer.fresh([[record, { out: turn.out.map(encodePoint), sec }]]);
    this.read();
    return true;
  }

  /** Releases this seat's layers that the deck's own history asks for (and only those). */
  private async release(state: DeckState, records: DeckRecords, seat: Seat): Promise<boolean> {
    const writes: [string, string][] = [];
    for (const { card, binding } of releasesOwed(state, records, seat, (out) => isPublicOut(out, this.objects()))) {
      const layer = await this.secrets.layerOn(state, records, seat, binding);
      if (layer !== null) writes.push([releaseKey(state.id, bindingId(binding), card, seat), encodeScalar(layer)]);
    }
    if (!this.writer.fresh(writes)) return false;
    this.read();
    return true;
  }

  /** Opens what this browser may see: the holder its draws and shown cards, everyone the public ones. */
  private async openCards(state: DeckState, records: DeckRecords, seat: Seat | null): Promise<boolean> {
    const { learned, reveals } = await this.known.open(state, records, seat, () => this.objects(), (problem) => this.log.add(problem));
    if (reveals.length > 0 && seat) this.writer.reveals(state, seat, reveals);
    return learned || reveals.length > 0;
  }

  // ---- the holder's table → deck operations -----------------------------------------------------

  /** Turns this seat's own moves of joint-deck cards into operations: cards that left, cards put in. */
  private syncTable(state: DeckState, seat: Seat): { wrote: boolean; inserts: Insert[] } {
    const { ops, inserts } = tableMoves(state, seat, this.objects());
    // Inserting needs the card's identity (async): outs are written now, inserts by the caller.
    if (ops.length > 0) this.writeOps(state, ops, null, {});
    return { wrote: ops.length > 0, inserts };
  }

  private async insert(deckId: string, seat: Seat, cards: Insert[]): Promise<void> {
    this.read();
    const state = this.states.get(deckId);
    if (!state || state.busy) return;
    const key = await this.options.keys.ensure(seat);
    const { ops, clear } = await insertOps(state, seat, key, cards, this.objects(), (card) => this.known.anyOf(card), (card) => this.refOf(card));
    if (ops.length === 0) return;
    this.writer.inserts(state, this.records.decks.get(state.id), seat, ops, clear);
    this.read();
  }

  private writeOps(state: DeckState, ops: DeckOp[], logOp: string | null, args: Record<string, string | number>): void {
    this.writer.ops(state, this.records.decks.get(state.id), ops, logOp, args);
    this.read();
  }

  private requireOwn(zone: string): DeckState {
    const seat = this.options.seat();
    const state = this.deckOfZone(zone);
    if (!seat || !state || state.holder !== seat) throw new Error('not a joint deck of this seat');
    return state;
  }

  private objects(): ReadonlyMap<string, TableObject> {
    return this.options.live.snapshot.objects;
  }

  private notify(): void {
    this.options.onChange?.();
    for (const listener of this.listeners) listener();
  }
}
