// One table in this browser: the doc, its validated live view, local persistence, and per-seat
// undo. Everything the UI does to the table goes through run().
import * as Y from 'yjs';
import {
  GENERIC_MAT, LiveTable, ROOT, createUndoManager, logTime, loadTable, objectsOf, parseSaveFile, readLog,
  parseCommand, runParsed, saveTable, setupTable, shuffle, type Command, type CommandResult, type LogEntry, type Seat, type TableContext,
} from '../table';
import { persistLocally, type LocalStore } from '../net/persistence';
import type { CardCatalog } from '../cards/catalog';
import type { GameCatalog } from '../cards/gameCatalog';
import { EnvelopeBoard } from '../secret/envelopeBoard';
import { JointRollBoard } from '../secret/jointRollBoard';
import { rollPieces } from './jointRolls';
import { SecretKeeper } from '../secret/keeper';
import type { JointProblem } from '../secret/poker/agent';
import { LazyJointDecks } from '../secret/poker/lazyAgent';
import { readSeats } from '../net/seats';
import type { Refusal } from '../net/signed/policy';
import { DeckActions } from './decks';
import { KeyRing, type KeyStore } from '../secret/keyring';
import { indexedDbKeyStore } from '../secret/keyStore';
import { loadSharedSets, shareImportedSets, syncSharedSets } from './sharedSets';
import { loadGameLayer } from './gameLayer';
import { readGameMeta } from '../cards/gameMeta';
import { undoneEntry } from '../ui/logLines';

export type Viewer = Seat | 'spectator';
export const STARTER_SET = 'starter';

/** Runs a change on a copy of the table and says what the room's peers would refuse of it (null: nothing). */
export type WriteGuard = (write: (copy: Y.Doc) => void) => Refusal | null;

/** A Load the room's peers would refuse, refused here before anything was written. */
export class LoadRefusedError extends Error {
  override name = 'LoadRefusedError';
  constructor(readonly refusal: Refusal) {
    super(`the room's peers would refuse this save (${refusal.code})`);
  }
}


export class TableSession {
  readonly doc = new Y.Doc();
  readonly live: LiveTable;
  readonly store: LocalStore;
  private readonly origins: Record<Seat, { seat: Seat }> = { p1: { seat: 'p1' }, p2: { seat: 'p2' } };
  private readonly systemOrigin = { seat: 'system' };
  readonly undoManagers: Record<Seat, Y.UndoManager>;
  readonly keys: KeyRing;
  /** Seals this seat's hand and decks, reveals its plays, opens its hidden cards for it alone. */
  readonly keeper: SecretKeeper;
  /** Decks both seats shuffle (in a room with both seats held); see secret/poker. Its code loads when a room or the doc needs it. */
  readonly joint: LazyJointDecks;
  /** A hidden deck's actions, whichever scheme it uses. */
  readonly decks: DeckActions;
  readonly envelopes: EnvelopeBoard;
  /** Joint dice and coins in a room of two seats (shares committed in envelope rounds). */
  readonly rolls: JointRollBoard;
  private viewerNow: Viewer;
  private readonly secretProblemListeners = new Set<(message: string) => void>();
  private readonly setsListeners = new Set<() => void>();
  private readonly jointProblemListeners = new Set<(problem: JointProblem) => void>();

  /** What the joint decks caught a peer doing (a draw not from the top, a forged opening …). */
  onJointProblem(listener: (problem: JointProblem) => void): () => void {
    this.jointProblemListeners.add(listener);
    return () => this.jointProblemListeners.delete(listener);
  }
  private stopSharedSets: (() => void) | null = null;
  /** In a room: the seat that wrote with a Yjs client id (set by the online session). */
  writerOf: ((client: number) => Seat | 'spectator' | null) | null = null;
  /** Bumped whenever card sets are added (faces must be drawn again). */
  setsVersion = 0;

  /** Card faces for the renderer (every loaded set). */
  readonly catalog: CardCatalog;

  constructor(
    readonly tableName: string,
    /** The game sets loaded in this browser, typed per game. */
    readonly games: GameCatalog,
    viewer: Viewer,
    /** A room's table comes from its peers: only its creator lays out a new one. */
    private readonly seedWhenEmpty = true,
    keyStore: KeyStore = indexedDbKeyStore,
  ) {
    this.viewerNow = viewer;
    this.catalog = games.faces;
    this.store = persistLocally(this.doc, tableName);
    this.live = new LiveTable(this.doc);
    this.keys = new KeyRing(keyStore, tableName);
    const seat = () => (this.viewerNow === 'spectator' ? null : this.viewerNow);
    this.joint = new LazyJointDecks({
      doc: this.doc, live: this.live, keys: this.keys, seat,
      bothSeated: () => {
        const seats = readSeats(this.doc);
        return Boolean(seats.p1?.key && seats.p2?.key && seats.p1.key !== seats.p2.key);
      },
      onProblem: (problem) => {
        console.warn(`[fudaba] joint deck: ${problem.code} (${JSON.stringify(problem)})`);
        for (const listener of this.jointProblemListeners) listener(problem);
      },
    });
    this.keeper = new SecretKeeper({
      doc: this.doc, live: this.live, keys: this.keys, seat, joint: this.joint,
      // Who exposed this seat's cards, for the log line of a refusal: one seat, else unknown.
      authorOf: (clients) => {
        const writers = new Set(clients.map((client) => this.writerOf?.(client) ?? null));
        const [only] = [...writers];
        return writers.size === 1 && only !== undefined ? only : null;
      },
      onProblem: (message) => {
        console.warn(`[fudaba] hidden information: ${message}`);
        for (const listener of this.secretProblemListeners) listener(message);
      },
    });
    this.decks = new DeckActions(this.keeper, this.joint);
    this.joint.subscribe(() => this.keeper.refresh());
    this.envelopes = new EnvelopeBoard(this.doc, this.keys, seat);
    this.rolls = new JointRollBoard(this.doc, this.envelopes, seat, (s) => this.context(s));
    this.undoManagers = {
      p1: createUndoManager(this.doc, this.origins.p1),
      p2: createUndoManager(this.doc, this.origins.p2),
    };
  }

  /** Waits for the stored table; sets up a fresh one when there is none. */
  async open(): Promise<void> {
    await this.store.ready;
    // A large stored table is read now, before anything acts on the live view.
    this.live.flush();
    this.keeper.start();
    this.joint.start();
    // A stored table with joint decks (or held seats) opens with the joint decks' code in place.
    await this.joint.ready();
    this.envelopes.start();
    this.rolls.start();
    this.stopSharedSets = syncSharedSets(this.doc, this.games, () => this.setsChanged());
    if (this.seedWhenEmpty && objectsOf(this.doc).size === 0) this.setUpNewTable();
  }

  private gameLayerLoad: Promise<void> | null = null;

  /** Loads the four games' data once; then the sets the doc carries, and redraws the faces. */
  gameLayer(): Promise<void> {
    this.gameLayerLoad ??= loadGameLayer(this.games).then(() => {
      loadSharedSets(this.doc, this.games);
      shareImportedSets(this.doc, this.games);
      // Faces are drawn again only if the table shows cards of the sets just loaded (a free table
      // of starter cards keeps its textures).
      if (this.holdsGame()) this.setsChanged();
    }, (error: unknown) => {
      console.error('[fudaba] the game data did not load', error);
      this.gameLayerLoad = null;
    });
    return this.gameLayerLoad;
  }

  /** True when the table is set up for one of the games (it needs the game layer to be drawn right). */
  holdsGame(): boolean {
    if (readGameMeta(this.doc)) return true;
    for (const object of this.live.snapshot.objects.values()) {
      if (object.kind === 'card' && object.ref !== '' && !object.ref.startsWith(`${STARTER_SET}:`)) return true;
    }
    return false;
  }

  /** Card sets were added (imported here, or carried in by the doc): share them and redraw faces. */
  setsChanged(): void {
    this.setsVersion++;
    for (const listener of this.setsListeners) listener();
  }

  onSetsChanged(listener: () => void): () => void {
    this.setsListeners.add(listener);
    return () => this.setsListeners.delete(listener);
  }

  /** Problems of the secret layer (a hidden card that does not open with this seat's key …). */
  onSecretProblem(listener: (message: string) => void): () => void {
    this.secretProblemListeners.add(listener);
    return () => this.secretProblemListeners.delete(listener);
  }

  get viewer(): Viewer {
    return this.viewerNow;
  }

  /** Switching seats makes the keeper work for the new seat (it seals and opens that seat's cards). */
  set viewer(viewer: Viewer) {
    if (viewer === this.viewerNow) return;
    this.viewerNow = viewer;
    this.keeper.seatChanged();
    this.joint.refresh();
    this.envelopes.seatChanged();
    this.rolls.seatChanged();
  }

  context(seat: Seat): TableContext {
    return { doc: this.doc, actor: { seat, origin: this.origins[seat] } };
  }

  /** Runs a typed command as the viewer's seat; never throws. */
  run(command: Command): CommandResult {
    if (this.viewer === 'spectator') return { ok: false, error: 'spectators cannot change the table' };
    // A roll whose faces the caller does not give is rolled jointly (two seats) or locally, never from the doc's seed.
    if (command.type === 'roll' && command.args.faces === undefined) return rollPieces(this.context(this.viewer), this.rolls, this.live.snapshot.objects, command.args.ids);
    return runParsed(this.context(this.viewer), command);
  }

  /** The same for a command from outside (the automation API): its arguments are checked first. */
  runUntrusted(type: string, args: unknown): CommandResult {
    if (this.viewer === 'spectator') return { ok: false, error: 'spectators cannot change the table' };
    const parsed = parseCommand(type, args);
    return parsed.ok ? this.run(parsed.command) : parsed;
  }

  undo(): boolean {
    return this.history('undo');
  }

  redo(): boolean {
    return this.history('redo');
  }

  private history(which: 'undo' | 'redo'): boolean {
    if (this.viewer === 'spectator') return false;
    const manager = this.undoManagers[this.viewer];
    // The undo line names the act it took back (its op and arguments, flattened under `undone`).
    const undone = which === 'undo' ? undoneEntry(this.log(), this.viewer) : null;
    const done = which === 'undo' ? manager.undo() !== null : manager.redo() !== null;
    const args = undone ? { ...undone.args, undone: undone.op } : {};
    if (done) this.doc.getArray<unknown>(ROOT.log.name).push([{ t: logTime(), seat: this.viewer, op: which, args }]);
    return done;
  }

  log(limit = 200): LogEntry[] {
    return readLog(this.doc, limit).entries;
  }

  save(): string {
    return saveTable(this.doc);
  }

  /**
   * Loads a save file's text; throws SaveFileError and leaves the table untouched on any problem.
   * In a room, `guard` judges the Load's batches as the peers will (src/net/signed/prejudge.ts):
   * one they would refuse throws LoadRefusedError before anything is written.
   */
  load(text: string, guard?: WriteGuard): void {
    const parsed = parseSaveFile(text);
    const seat = this.viewer === 'spectator' ? 'p1' : this.viewer;
    const refusal = guard?.((doc) => loadTable({ ...this.context(seat), doc }, parsed));
    if (refusal) throw new LoadRefusedError(refusal);
    // Written in batches (each a short task for a peer), shown here once.
    this.live.batch(() => loadTable(this.context(seat), parsed, this.undoManagers[seat]));
    // A saved game's cards are drawn from the game data (loaded once; a no-op when it is).
    if (parsed.game) void this.gameLayer();
  }

  /** Clears the table and lays out the default one: the generic mat and a starter deck per seat. */
  setUpNewTable(): void {
    const ctx: TableContext = { doc: this.doc, actor: { seat: 'p1', origin: this.systemOrigin, system: true } };
    const deck = this.catalog.refsOf(STARTER_SET);
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
    this.doc.transact(() => {
      const objects = objectsOf(this.doc);
      for (const key of [...objects.keys()]) objects.delete(key);
      setupTable(ctx, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck }, { seat: 'p2', deck }], seed });
    }, this.systemOrigin);
    // The live view updates when a transaction ends: shuffle the decks it now shows.
    this.doc.transact(() => {
      for (const object of this.live.snapshot.objects.values()) {
        if (object.kind === 'stack') shuffle(ctx, { stack: object.id });
      }
    }, this.systemOrigin);
    // The seeded shuffle above is public; the keeper shuffles each deck again in secret, with a
    // commitment, as soon as its holder's browser seals it.
    for (const manager of Object.values(this.undoManagers)) manager.clear();
  }

  destroy(): void {
    this.keeper.stop();
    this.joint.stop();
    this.envelopes.stop();
    this.rolls.stop();
    this.stopSharedSets?.();
    this.live.destroy();
    void this.store.destroy();
    this.doc.destroy();
  }
}
