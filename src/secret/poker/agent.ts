// This browser's part in the joint decks of its room. It reads the `poker` map (pinning the first
// value of every key), folds each deck, and does only what its own seat's role asks: plays its
// shuffle rounds, releases its layer on a card that the protocol says left the top of a deck (never
// on a peer's say-so), opens the cards shown to it, and, for the holder, turns its own table moves
// into deck operations. Nothing a peer writes makes this browser reveal or move anything else.
import * as Y from 'yjs';
import { exposureOf, hiddenDecksOf, objectsOf, revealSealed, writeLog, zonesIn, type LiveTable, type Seat, type TableContext, type TableObject } from '../../table';
import { ROOT } from '../../table/layout';
import type { Sealed } from '../cipher';
import type { KeyRing } from '../keyring';
import { openRef } from '../sealing';
import { cardPoint, decodePoint, decodeScalar, encodePoint, encodeScalar, multiply, randomScalar, type GroupPoint } from './group';
import { encryptJson } from '../cipher';
import { bindingId, bindingPoint, foldDeck, layersOf, type Binding, type CardOut, type DeckProblem, type DeckState } from './deck';
import { openDeckList, openInsertSecret, openRoundSecret, sealSecret, type RoundSecret } from './secrets';
import { identify, type Identity } from './open';
import { auditDeck, type DeckAudit } from './audit';
import { readOpenings, recordOpenings } from './openings';
import {
  insertSecretContext, listContext, opKey, readPoker, releaseId, releaseKey, revealKey, roundId, roundKey, roundSecretContext,
  type DeckOp, type DeckRecords, type PokerRecords,
} from './records';
import { freshScalars, layerFactors, randomPermutation, round1Factors, round2Factors, transform } from './rounds';

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

export type JointProblem =
  | (DeckProblem & { deck: string; zone: string })
  | { code: 'equivocation'; deck: string; zone: string; key: string }
  | { code: 'forgedOpen'; deck: string; zone: string; seat: Seat; card: string }
  | { code: 'publicMismatch' | 'notASlot'; deck: string; zone: string; seat: Seat; card: string };

export interface JointStatus {
  scheme: 'joint';
  deck: string;
  cards: number;
  /** Who the deck waits for now, and for what. */
  waiting: { seat: Seat; what: 'shuffle' | 'release' } | null;
}

export interface CardView { id: string; ref: string }

/** How soon a pass that owed the other seat something and could not do it looks again. */
const OWED_RETRY_MS = 1500;

export class JointDecks {
  readonly origin = { jointDecks: true };
  private readonly pins = new Map<string, unknown>();
  private readonly equivocated = new Set<string>();
  private records: PokerRecords = { decks: new Map(), ignored: 0 };
  private states = new Map<string, DeckState>();
  /** Identities this browser knows, by card id and binding: its holder's opened cards, public ones. */
  private readonly opened = new Map<string, Identity>();
  /** The holder's own deck lists, opened with its key. */
  private readonly lists = new Map<string, Promise<string[] | null>>();
  /** The last ref each card showed in clear before a joint deck took it (the audit checks the opening against it). */
  private readonly seenRefs = new Map<string, string>();
  private readonly secrets = new Map<string, Promise<RoundSecret | null>>();
  private readonly reported = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private queue: Promise<void> = Promise.resolve();
  private scheduled = false;
  private stopped = true;
  /** A later look while the other seat waits on this one (see lookAgainIfOwed). */
  private retry: ReturnType<typeof setTimeout> | null = null;
  private readonly onTransaction = (tr: Y.Transaction) => {
    if (tr.origin === this.origin) return;
    this.rememberRefsOf(tr);
    this.schedule();
  };

  /** Stops writing the lists this browser lays decks out with (openings.ts). */
  private stopRecording: () => void = () => undefined;

  constructor(private readonly options: JointDeckOptions) {}

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
    return this.queue;
  }

  // ---- what the rest of the app asks ------------------------------------------------------

  /** The live joint deck lying in a zone: one whose cards are on the table now. */
  deckOfZone(zone: string): DeckState | undefined {
    const objects = this.options.live.snapshot.objects;
    let found: DeckState | undefined;
    for (const state of this.states.values()) {
      if (state.zone !== zone) continue;
      const live = state.busy ? state.busy.ids : state.order;
      if (live.some((id) => objects.has(id)) || (live.length === 0 && state.outs.some((o) => objects.has(o.card)))) found = state;
    }
    return found;
  }

  /** Whether a card's identity is carried by a joint deck (the keeper leaves it alone until it is opened). */
  handles(cardId: string): boolean {
    for (const state of this.states.values()) if (state.bindings.has(cardId)) return true;
    return false;
  }

  /** A joint deck lies in this zone, or is about to. */
  ownsZone(zone: string): boolean {
    return this.deckOfZone(zone) !== undefined || this.claims(zone);
  }

  /** Whether the keeper should leave a deck to a joint opening: this seat's, in clear, both seats held. */
  claims(zone: string): boolean {
    const seat = this.options.seat();
    if (!seat || !this.options.bothSeated() || this.deckOfZone(zone)) return false;
    const cards = this.clearDeck(seat, zone);
    return cards !== null;
  }

  /** The identity of a joint-deck card as this browser may know it. */
  refOf(cardId: string): string | undefined {
    const state = this.deckOfCard(cardId);
    const binding = state?.bindings.get(cardId);
    return binding ? this.opened.get(`${cardId}|${bindingId(binding)}`)?.ref : undefined;
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
    if (!state) return null;
    let waiting: JointStatus['waiting'] = null;
    if (state.busy) waiting = { seat: state.busy.waitingFor, what: 'shuffle' };
    else if (this.pendingReleases(state).length > 0) waiting = { seat: state.other, what: 'release' };
    return { scheme: 'joint', deck: state.id, cards: state.busy ? state.busy.ids.length : state.order.length, waiting };
  }

  /** Problems seen so far, for tests and the audit panel. */
  problems(): JointProblem[] {
    return [...this.reportedProblems];
  }
  private readonly reportedProblems: JointProblem[] = [];

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
    const objects = this.options.live.snapshot.objects;
    const recorded = readOpenings(this.pins);
    for (const [id, state] of this.states) {
      const records = this.records.decks.get(id);
      // An earlier game's deck (its cards swept off the table) is not this game's to audit.
      if (!records || ![...state.openIds, ...state.order, ...state.outs.map((o) => o.card)].some((card) => objects.has(card))) continue;
      const equivocated = [...this.equivocated].filter((key) => key.split('/')[1] === id);
      out.push(await auditDeck({ state, records, keys, objects: this.options.live.snapshot.objects, equivocated, seen: this.seenRefs, recorded }));
    }
    return out;
  }

  // ---- the holder's deck actions ------------------------------------------------------------

  /** Starts a joint reshuffle of one of this seat's joint decks; resolves when this seat's first round is out. */
  shuffle(zone: string): Promise<void> {
    return this.enqueue(async () => {
      this.read();
      let state = this.requireOwn(zone);
      if (state.busy) return;
      // Cards just put in (a mulligan, a search's card back) join the deck before it is shuffled.
      const synced = this.syncTable(state, state.holder);
      if (synced.inserts.length > 0) await this.insert(state.id, state.holder, synced.inserts);
      state = this.requireOwn(zone);
      if (state.busy || state.order.length === 0) return;
      const shuffleId = newId();
      this.writeOps(state, [{ op: 'shuffle', shuffle: shuffleId }], 'jointShuffle', { zone, count: state.order.length });
      await this.passNow();
    });
  }

  /** Asks to be shown the top N; resolves with them once the other seat has released its layers. */
  async look(zone: string, count: number, timeoutMs = 30_000): Promise<CardView[]> {
    const ids = await this.enqueue(async () => {
      const state = this.requireOwn(zone);
      if (state.busy) throw new Error('the deck is being shuffled');
      const top = state.order.slice(0, count);
      this.writeOps(state, [{ op: 'peek', count: top.length }], 'look', { zone, count: top.length });
      await this.passNow(); // cards that need no other layer (put back by the holder) open at once
      return top;
    });
    return this.waitOpened(ids, timeoutMs);
  }

  /** Asks to see the whole deck (a search); the caller reshuffles it jointly afterwards. */
  async search(zone: string, timeoutMs = 30_000): Promise<CardView[]> {
    const ids = await this.enqueue(async () => {
      const state = this.requireOwn(zone);
      if (state.busy) throw new Error('the deck is being shuffled');
      const order = [...state.order];
      this.writeOps(state, [{ op: 'search' }], 'search', { zone, count: order.length });
      await this.passNow();
      return order;
    });
    return this.waitOpened(ids, timeoutMs);
  }

  private async waitOpened(ids: string[], timeoutMs: number): Promise<CardView[]> {
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
    if (this.scheduled || this.stopped) return;
    this.scheduled = true;
    void this.enqueue(async () => {
      this.scheduled = false;
      await this.passNow();
    }).catch((error: unknown) => console.warn('[fudaba] joint deck:', error));
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.then(() => undefined, () => undefined);
    return run;
  }

  private async passNow(): Promise<void> {
    this.read();
    const seat = this.options.seat();
    this.rememberClearRefs();
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
      this.report(deck.state);
      // Only the deck that lies in its zone now follows the table (an earlier game's is over).
      if (seat === deck.state.holder && !deck.state.busy && this.deckOfZone(deck.state.zone) === deck.state) {
        const synced = this.syncTable(deck.state, seat);
        changed = synced.wrote || changed;
        if (synced.inserts.length > 0) void this.enqueue(() => this.insert(id, seat, synced.inserts)).catch((error: unknown) => console.warn('[fudaba] joint deck insert:', error));
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
    const owed = [...this.states.values()].some((state) => state.busy?.waitingFor === seat || (state.other === seat && this.pendingReleases(state).length > 0));
    if (!owed) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.schedule();
    }, OWED_RETRY_MS);
  }

  /** Reads the poker map through the pins and folds every deck. */
  private read(): void {
    const map = this.map();
    for (const [key, value] of map.entries()) {
      if (!this.pins.has(key)) { this.pins.set(key, value); continue; }
      if (JSON.stringify(this.pins.get(key)) !== JSON.stringify(value) && !this.equivocated.has(key)) this.equivocated.add(key);
    }
    this.records = readPoker(this.pins.entries());
    const states = new Map<string, DeckState>();
    for (const [id, records] of this.records.decks) {
      const state = foldDeck(id, records);
      if (state) states.set(id, state);
    }
    this.states = states;
  }

  private report(state: DeckState): void {
    for (const problem of state.problems) {
      const key = `${state.id}/${problem.code}/${problem.n ?? ''}/${problem.card ?? ''}/${problem.round ?? ''}`;
      if (this.reported.has(key)) continue;
      this.reported.add(key);
      const full: JointProblem = { ...problem, deck: state.id, zone: state.zone };
      this.reportedProblems.push(full);
      this.options.onProblem?.(full);
    }
    for (const key of this.equivocated) {
      if (!key.split('/')[1]?.startsWith(state.id) || this.reported.has(`eq/${key}`)) continue;
      this.reported.add(`eq/${key}`);
      const full: JointProblem = { code: 'equivocation', deck: state.id, zone: state.zone, key };
      this.reportedProblems.push(full);
      this.options.onProblem?.(full);
    }
  }

  private problem(problem: JointProblem): void {
    const key = JSON.stringify(problem);
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.reportedProblems.push(problem);
    this.options.onProblem?.(problem);
  }

  // ---- opening a deck jointly ------------------------------------------------------------------

  /** A deck of this seat in clear (a new game's deck) is opened jointly instead of sealed by its holder. */
  private async openNewDecks(seat: Seat): Promise<boolean> {
    const other: Seat = seat === 'p1' ? 'p2' : 'p1';
    let opened = false;
    for (const zone of hiddenDecksOf(seat, this.options.live.snapshot.objects).keys()) {
      if (this.deckOfZone(zone)) continue;
      const before = this.deckFingerprint(seat, zone);
      const cards = this.clearDeck(seat, zone) ?? await this.sealedDeck(seat, zone);
      if (!cards) continue;
      const deck = newId();
      const shuffle = newId();
      const key = await this.options.keys.ensure(seat);
      const refs = cards.map((c) => c.ref);
      // The deck list is sealed for the holder, and the cards go out already under its deck key
      // (round 1): their bare points never enter the doc, so nobody else can test names against them.
      const deckKey = randomScalar();
      const out = transform(cards.map((c) => cardPoint(deck, c.ref, c.id)), round1Factors(deckKey, cards.map(() => 1n)));
      const context = roundSecretContext(deck, shuffle, 1, seat);
      const [list, sec] = await Promise.all([encryptJson(key, refs, listContext(deck, seat)), sealSecret(key, { key: deckKey }, context)]);
      // The table may have moved on while the keys were at work (a draw, the keeper resealing).
      if (this.deckFingerprint(seat, zone) !== before || this.deckOfZone(zone)) continue;
      const open: DeckOp = { op: 'open', zone, holder: seat, other, ids: cards.map((c) => c.id), list };
      const map = this.map();
      const objects = objectsOf(this.options.doc);
      this.lists.set(deck, Promise.resolve(refs));
      this.secrets.set(context, Promise.resolve({ key: deckKey }));
      this.options.doc.transact(() => {
        map.set(opKey(deck, 1, seat), open);
        map.set(opKey(deck, 2, seat), { op: 'shuffle', shuffle });
        map.set(roundKey(deck, shuffle, 1, seat), { out: out.map(encodePoint), sec });
        // On the table the cards are now unknown to all, their holder included.
        for (const card of cards) {
          const object = objects.get(card.id);
          object?.set('ref', '');
          if (object?.get('sealed')) object.set('sealed', null);
          object?.set('joint', deck);
        }
        writeLog(this.context(seat), 'jointOpen', { zone, count: cards.length });
      }, this.origin);
      opened = true;
    }
    if (opened) this.read();
    return opened;
  }

  /** The cards of a deck zone of this seat, top first, when every one is in clear; else null. */
  private clearDeck(seat: Seat, zone: string): { id: string; ref: string }[] | null {
    const objects = this.options.live.snapshot.objects;
    const ids = hiddenDecksOf(seat, objects).get(zone) ?? [];
    if (ids.length < 2) return null;
    const cards: { id: string; ref: string }[] = [];
    for (const id of ids) {
      const card = objects.get(id);
      if (card?.kind !== 'card' || card.sealed || card.ref === '' || this.handles(id)) return null;
      cards.push({ id, ref: card.ref });
    }
    return cards;
  }

  /**
   * A deck this seat sealed alone (its game began before the other seat's key was known), now
   * that both seats are held: its holder opens its own cards and the deck is shuffled jointly, so
   * from here on neither seat knows or chose the order. Null unless every card is this seat's sealed one.
   */
  private async sealedDeck(seat: Seat, zone: string): Promise<{ id: string; ref: string }[] | null> {
    const objects = this.options.live.snapshot.objects;
    const ids = hiddenDecksOf(seat, objects).get(zone) ?? [];
    if (ids.length < 2) return null;
    const sealed: { id: string; seal: NonNullable<Extract<TableObject, { kind: 'card' }>['sealed']> }[] = [];
    for (const id of ids) {
      const card = objects.get(id);
      if (card?.kind !== 'card' || !card.sealed || card.sealed.seat !== seat || this.handles(id)) return null;
      sealed.push({ id, seal: card.sealed });
    }
    const key = await this.options.keys.ensure(seat);
    const refs = await Promise.all(sealed.map(({ id, seal }) => openRef(key, id, seal).catch(() => null)));
    if (refs.some((ref) => ref === null)) return null;
    return sealed.map(({ id }, i) => ({ id, ref: refs[i] as string }));
  }

  /** What a deck zone holds now, to tell whether it changed during an await. */
  private deckFingerprint(seat: Seat, zone: string): string {
    const objects = this.options.live.snapshot.objects;
    return (hiddenDecksOf(seat, objects).get(zone) ?? []).map((id) => {
      const card = objects.get(id);
      return card?.kind === 'card' ? `${id}=${card.ref}/${card.sealed?.ct ?? ''}/${card.joint ?? ''}` : id;
    }).join();
  }

  /** Cards written in clear by this transaction, caught before any later one hides them again. */
  private rememberRefsOf(tr: Y.Transaction): void {
    const objects = objectsOf(this.options.doc);
    const remember = (map: unknown) => {
      if (!(map instanceof Y.Map)) return;
      const id: unknown = map.get('id');
      const ref: unknown = map.get('ref');
      if (typeof id === 'string' && typeof ref === 'string' && ref !== '' && !this.handles(id)) this.seenRefs.set(id, ref);
    };
    // New objects show as keys of the root; changed ones as their own maps.
    for (const key of [...tr.changed].find(([type]) => (type as unknown) === objects)?.[1] ?? []) if (key) remember(objects.get(key));
    for (const type of tr.changed.keys()) if (type.parent === objects) remember(type);
  }

  private rememberClearRefs(): void {
    for (const object of this.options.live.snapshot.objects.values()) {
      if (object.kind === 'card' && object.ref !== '' && !this.handles(object.id)) this.seenRefs.set(object.id, object.ref);
    }
  }

  // ---- shuffle rounds ------------------------------------------------------------------------

  private async playRound(state: DeckState, records: DeckRecords, seat: Seat): Promise<boolean> {
    const busy = state.busy;
    if (!busy) return false;
    const key = await this.options.keys.ensure(seat);
    const n = busy.ids.length;
    const context = roundSecretContext(state.id, busy.shuffle, busy.round, seat);
    let out: GroupPoint[];
    let secret: RoundSecret;
    if (busy.round === 1 || busy.round === 2) {
      const layers = await Promise.all(busy.ids.map((card) => this.myLayer(state, records, seat, card)));
      const inputs = busy.round === 1
        ? await Promise.all(busy.ids.map((card) => this.currentPoint(state, records, card)))
        : (records.rounds.get(roundId(busy.shuffle, 1, state.holder))?.out ?? []).map(decodePoint);
      if (inputs.some((p) => p === null) || layers.some((l) => l === null)) return false;
      const deckKey = randomScalar();
      if (busy.round === 1) {
        secret = { key: deckKey };
        out = transform(inputs as GroupPoint[], round1Factors(deckKey, layers as bigint[]));
      } else {
        const perm = randomPermutation(n);
        secret = { key: deckKey, perm };
        out = transform(inputs as GroupPoint[], round2Factors(deckKey, layers as bigint[], perm), perm);
      }
    } else {
      const earlier = await this.roundSecret(state, records, busy.shuffle, busy.round - 2, seat);
      const input = (records.rounds.get(roundId(busy.shuffle, busy.round - 1, busy.round === 3 ? state.other : state.holder))?.out ?? []).map(decodePoint);
      if (!earlier?.key || input.some((p) => p === null)) return false;
      const fresh = freshScalars(n);
      if (busy.round === 3) {
        const perm = randomPermutation(n);
        secret = { perm, layers: fresh };
        out = transform(input as GroupPoint[], layerFactors(earlier.key, fresh), perm);
      } else {
        secret = { layers: fresh };
        out = transform(input as GroupPoint[], layerFactors(earlier.key, fresh));
      }
    }
    const sec: Sealed = await sealSecret(key, secret, context);
    const map = this.map();
    const record = roundKey(state.id, busy.shuffle, busy.round, seat);
    if (map.has(record)) return false;
    this.secrets.set(context, Promise.resolve(secret));
    this.options.doc.transact(() => map.set(record, { out: out.map(encodePoint), sec }), this.origin);
    this.read();
    return true;
  }

  /** The holder's deck list (only its own browser can open it). */
  private listOf(state: DeckState, records: DeckRecords): Promise<string[] | null> {
    const seat = this.options.seat();
    const open = records.ops.get(1)?.op;
    if (seat !== state.holder || open?.op !== 'open') return Promise.resolve(null);
    let list = this.lists.get(state.id);
    if (!list) {
      list = this.options.keys.ensure(seat).then((key) => openDeckList(key, open.list, listContext(state.id, seat), open.ids.length));
      this.lists.set(state.id, list);
    }
    return list;
  }

  /** Every identity the holder knows its deck may hold: its list, and the cards it put in since. */
  private async candidates(state: DeckState, records: DeckRecords): Promise<Identity[]> {
    const seat = this.options.seat();
    const list = await this.listOf(state, records);
    const out: Identity[] = (list ?? []).map((ref, i) => ({ ref, origin: state.openIds[i] ?? '' }));
    for (const [n, { op }] of records.ops) {
      if (op.op !== 'in') continue;
      if (op.ref !== undefined) out.push({ ref: op.ref, origin: op.card });
      else if (op.sec && seat === state.holder) {
        const opened = await openInsertSecret(await this.options.keys.ensure(seat), op.sec, insertSecretContext(state.id, n, seat));
        if (opened) out.push({ ref: opened.ref, origin: opened.origin });
      }
    }
    return out;
  }

  /** A card's point as the deck holds it now (before the running shuffle). */
  private async currentPoint(state: DeckState, records: DeckRecords, card: string): Promise<GroupPoint | null> {
    const binding = state.bindings.get(card);
    return binding ? bindingPoint(records, state, binding, (await this.listOf(state, records)) ?? undefined) : null;
  }

  /** This seat's own layer on a card's current binding (1n where it has none). */
  private async myLayer(state: DeckState, records: DeckRecords, seat: Seat, card: string): Promise<bigint | null> {
    const binding = state.bindings.get(card);
    if (!binding) return null;
    return this.layerOn(state, records, seat, binding);
  }

  private async layerOn(state: DeckState, records: DeckRecords, seat: Seat, binding: Binding): Promise<bigint | null> {
    const has = layersOf(binding);
    if (seat === state.holder ? !has.holder : !has.other) return 1n;
    if (binding.kind === 'shuffle') {
      const secret = await this.roundSecret(state, records, binding.shuffle, seat === state.holder ? 3 : 4, seat);
      return secret?.layers?.[binding.index] ?? null;
    }
    if (binding.kind === 'in') {
      const op = records.ops.get(binding.n)?.op;
      if (op?.op !== 'in' || !op.sec) return null;
      const key = await this.options.keys.ensure(seat);
      return (await openInsertSecret(key, op.sec, insertSecretContext(state.id, binding.n, seat)))?.layer ?? null;
    }
    return 1n;
  }

  private roundSecret(state: DeckState, records: DeckRecords, shuffle: string, round: number, seat: Seat): Promise<RoundSecret | null> {
    const context = roundSecretContext(state.id, shuffle, round, seat);
    let found = this.secrets.get(context);
    if (!found) {
      const record = records.rounds.get(roundId(shuffle, round, seat));
      found = record
        ? this.options.keys.ensure(seat).then((key) => openRoundSecret(key, record.sec, round as 1 | 2 | 3 | 4, context))
        : Promise.resolve(null);
      if (record) this.secrets.set(context, found);
    }
    return found;
  }

  // ---- releases ------------------------------------------------------------------------------

  /** Cards whose other-seat layer the protocol now asks for and that are not released yet. */
  private pendingReleases(state: DeckState): { card: string; binding: Binding }[] {
    const records = this.records.decks.get(state.id);
    if (!records) return [];
    const wanted = new Map<string, Binding>();
    for (const out of state.outs) if (out.fromTop) wanted.set(out.card, out.binding);
    for (const card of state.shown) {
      const binding = state.bindings.get(card);
      if (binding && state.order.includes(card)) wanted.set(card, binding);
    }
    return [...wanted].filter(([card, binding]) => layersOf(binding).other && !records.releases.has(releaseId(bindingId(binding), card, state.other)))
      .map(([card, binding]) => ({ card, binding }));
  }

  /** Releases this seat's layers that the deck's own history asks for (and only those). */
  private async release(state: DeckState, records: DeckRecords, seat: Seat): Promise<boolean> {
    const writes: [string, string][] = [];
    if (seat === state.other) {
      for (const { card, binding } of this.pendingReleases(state)) {
        const layer = await this.layerOn(state, records, seat, binding);
        if (layer !== null) writes.push([releaseKey(state.id, bindingId(binding), card, seat), encodeScalar(layer)]);
      }
    } else if (seat === state.holder) {
      for (const out of state.outs) {
        if (!this.isPublicOut(out) || !out.fromTop || !layersOf(out.binding).holder) continue;
        if (records.releases.has(releaseId(bindingId(out.binding), out.card, seat))) continue;
        const layer = await this.layerOn(state, records, seat, out.binding);
        if (layer !== null) writes.push([releaseKey(state.id, bindingId(out.binding), out.card, seat), encodeScalar(layer)]);
      }
    }
    const map = this.map();
    const fresh = writes.filter(([key]) => !map.has(key));
    if (fresh.length === 0) return false;
    this.options.doc.transact(() => { for (const [key, value] of fresh) map.set(key, value); }, this.origin);
    this.read();
    return true;
  }

  // ---- opening cards --------------------------------------------------------------------------

  /** Opens what this browser may see: the holder its draws and shown cards, everyone the public ones. */
  private async openCards(state: DeckState, records: DeckRecords, seat: Seat | null): Promise<boolean> {
    let learned = false;
    const candidates = new Map<string, { binding: Binding; public: boolean }>();
    for (const out of state.outs) candidates.set(out.card, { binding: out.binding, public: this.isPublicOut(out) });
    // A card shown to the holder in the deck now (it may have left and come back before) is opened as it lies now.
    for (const card of state.shown) {
      const binding = state.bindings.get(card);
      if (binding && state.order.includes(card)) candidates.set(card, { binding, public: false });
    }
    const reveals: { id: string; ref: string; origin: string }[] = [];
    for (const [card, { binding, public: isPublic }] of candidates) {
      const key = `${card}|${bindingId(binding)}`;
      let known = this.opened.get(key);
      if (!known) {
        const holder = seat === state.holder;
        const reveal = records.reveals.get(card);
        if (!holder && !(isPublic && reveal?.seat === state.holder)) continue;
        const point = bindingPoint(records, state, binding);
        const layers = await this.layersFor(state, records, seat, card, binding, isPublic && !holder);
        if (!point || !layers) continue;
        const found = identify(state.id, point, layers, holder ? await this.candidates(state, records) : [reveal as Identity]);
        if (!found) {
          this.problem(holder
            ? { code: 'notASlot', deck: state.id, zone: state.zone, seat: state.other, card }
            : { code: 'publicMismatch', deck: state.id, zone: state.zone, seat: state.holder, card });
          continue;
        }
        known = { ref: found.ref, origin: found.origin };
        this.opened.set(key, known);
        learned = true;
      }
      if (isPublic) {
        const object = this.options.live.snapshot.objects.get(card);
        if (object?.kind !== 'card') continue;
        if (object.ref === '' && seat === state.holder && object.faceUp && object.joint) reveals.push({ id: card, ...known });
        else if (object.ref !== '' && object.ref !== known.ref) this.problem({ code: 'publicMismatch', deck: state.id, zone: state.zone, seat: state.holder, card });
      }
    }
    if (reveals.length > 0 && seat) {
      const map = this.map();
      this.options.doc.transact(() => {
        // The identity and its origin go out with the card: everyone checks them against the point.
        for (const { id, ref, origin } of reveals) map.set(revealKey(state.id, id, seat), { ref, origin });
        revealSealed(this.context(seat), { items: reveals.map(({ id, ref }) => ({ id, ref })), why: 'jointDeck' });
      }, this.origin);
    }
    return learned || reveals.length > 0;
  }

  /** The layers to strip from a card: this seat's own and the released ones; null while one is missing. */
  private async layersFor(state: DeckState, records: DeckRecords, seat: Seat | null, card: string, binding: Binding, isPublic: boolean): Promise<bigint[] | null> {
    const out: bigint[] = [];
    const has = layersOf(binding);
    for (const [holds, who] of [[has.holder, state.holder], [has.other, state.other]] as const) {
      if (!holds) continue;
      if (seat === who && !isPublic) {
        const mine = await this.layerOn(state, records, who, binding);
        if (mine === null) return null;
        out.push(mine);
        continue;
      }
      const released = records.releases.get(releaseId(bindingId(binding), card, who));
      const scalar = released ? decodeScalar(released) : null;
      if (scalar === null) {
        if (seat === who) {
          const mine = await this.layerOn(state, records, who, binding);
          if (mine === null) return null;
          out.push(mine);
          continue;
        }
        return null;
      }
      out.push(scalar);
    }
    return out;
  }

  /** A card that left the deck and lies face up for everyone while still unknown (milled, turned over). */
  private isPublicOut(out: CardOut): boolean {
    if (out.to === 'public') return true;
    const objects = this.options.live.snapshot.objects;
    const object = objects.get(out.card);
    return object?.kind === 'card' && Boolean(object.joint) && isPublicNow(object, objects);
  }

  // ---- the holder's table → deck operations -----------------------------------------------------

  /** Turns this seat's own moves of joint-deck cards into operations: cards that left, cards put in. */
  private syncTable(state: DeckState, seat: Seat): { wrote: boolean; inserts: { card: string; at: 'top' | 'bottom' }[] } {
    const objects = this.options.live.snapshot.objects;
    const inZone = hiddenDecksOf(seat, objects).get(state.zone) ?? [];
    const present = new Set(inZone);
    const ops: DeckOp[] = [];
    for (const card of state.order) {
      if (present.has(card) || !objects.has(card)) continue;
      ops.push({ op: 'out', card, to: isPublicNow(objects.get(card), objects) ? 'public' : 'hand' });
    }
    const order = new Set(state.order);
    const inserts = inZone.filter((card) => !order.has(card));
    const pendingInserts = inserts.map((card) => ({ card, at: (inZone[0] === card ? 'top' : 'bottom') as 'top' | 'bottom' }));
    // Inserting needs the card's identity (async): outs are written now, inserts by the caller.
    if (ops.length > 0) this.writeOps(state, ops, null, {});
    return { wrote: ops.length > 0, inserts: pendingInserts };
  }

  private async insert(deckId: string, seat: Seat, cards: { card: string; at: 'top' | 'bottom' }[]): Promise<void> {
    this.read();
    const state = this.states.get(deckId);
    if (!state || state.busy) return;
    const key = await this.options.keys.ensure(seat);
    const objects = this.options.live.snapshot.objects;
    const ops: DeckOp[] = [];
    let n = state.applied;
    const clear: string[] = [];
    for (const { card, at } of cards) {
      if (state.order.includes(card)) continue;
      const object = objects.get(card);
      if (object?.kind !== 'card') continue;
      const ref = object.ref !== '' ? object.ref : object.sealed?.seat === seat ? await openRef(key, card, object.sealed).catch(() => '') : this.refOf(card) ?? '';
      if (!ref) continue;
      n++;
      const known = [...this.opened.entries()].find(([k]) => k.startsWith(`${card}|`))?.[1];
      if (known && known.ref === ref && object.ref === '') {
        // A card of this deck coming back unseen by others: under a fresh layer of the holder's.
        const layer = randomScalar();
        const sec = await sealSecret(key, { layer, ref, origin: known.origin }, insertSecretContext(state.id, n, seat));
        ops.push({ op: 'in', card, at, point: encodePoint(multiply(cardPoint(state.id, ref, known.origin), layer)), sec });
      } else {
        ops.push({ op: 'in', card, at, ref });
      }
      clear.push(card);
    }
    if (ops.length === 0) return;
    const map = this.map();
    const table = objectsOf(this.options.doc);
    const chained = this.chained(state, ops);
    this.options.doc.transact(() => {
      chained.forEach((op, i) => map.set(opKey(state.id, state.applied + 1 + i, seat), op));
      for (const card of clear) {
        const object = table.get(card);
        object?.set('ref', '');
        object?.set('sealed', null);
        object?.set('joint', state.id);
      }
    }, this.origin);
    this.read();
  }

  /** The op written right after a shuffle names the shuffle's first resulting point (see records.ts). */
  private chained(state: DeckState, ops: DeckOp[]): DeckOp[] {
    const records = this.records.decks.get(state.id);
    const previous = records?.ops.get(state.applied)?.op;
    if (!records || previous?.op !== 'shuffle' || ops.length === 0) return ops;
    const first = records.rounds.get(roundId(previous.shuffle, 4, state.other))?.out[0];
    const [head, ...rest] = ops;
    return first && head && head.op !== 'open' ? [{ ...head, after: first }, ...rest] : ops;
  }

  private writeOps(state: DeckState, ops: DeckOp[], logOp: string | null, args: Record<string, string | number>): void {
    const map = this.map();
    const chained = this.chained(state, ops);
    this.options.doc.transact(() => {
      chained.forEach((op, i) => map.set(opKey(state.id, state.applied + 1 + i, state.holder), op));
      if (logOp) writeLog(this.context(state.holder), logOp, args);
    }, this.origin);
    this.read();
  }

  private requireOwn(zone: string): DeckState {
    const seat = this.options.seat();
    const state = this.deckOfZone(zone);
    if (!seat || !state || state.holder !== seat) throw new Error('not a joint deck of this seat');
    return state;
  }

  private deckOfCard(cardId: string): DeckState | undefined {
    let found: DeckState | undefined;
    for (const state of this.states.values()) if (state.bindings.has(cardId)) found = state;
    return found;
  }

  private map(): Y.Map<unknown> {
    return this.options.doc.getMap<unknown>(POKER);
  }

  private context(seat: Seat): TableContext {
    return { doc: this.options.doc, actor: { seat, origin: this.origin } };
  }

  private notify(): void {
    this.options.onChange?.();
    for (const listener of this.listeners) listener();
  }
}

/** Whether a card lies face up outside any hand (a mill, a reveal): then everyone may know it. */
function isPublicNow(card: TableObject | undefined, objects: ReadonlyMap<string, TableObject>): boolean {
  return card?.kind === 'card' && exposureOf(card, objects, zonesIn(objects)).kind === 'public';
}

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('').slice(0, 14);
}
