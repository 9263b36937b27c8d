// Signed writes. The table doc is no longer shared directly: y-webrtc syncs a transport doc in
// which every session (one page of one browser in this room) appends to its own array its
// certificate and then one signed entry per local transaction of the table doc. Every peer
// verifies each entry, checks it against the ownership policy, and only then applies it to its own
// table doc; a refused entry is applied as GC structs (its clock range, nothing else). The
// transport doc keeps deleted content (gc off), so a peer that deletes another's entries removes
// nothing a late joiner needs. See docs/protocol.md ("Signed writes").
import * as Y from 'yjs';
import type { Seat } from '../../table/schema';
import { toBase64Url } from '../seatKeys';
import { MalformedError } from '../varint';
import { EMPTY_CHAIN, HeadsNamed, judgeDeps, nextChain, sameDeps, type JudgedLog } from './entryDeps';
import { decodeRecord, encodeEntry, ENTRY_IMPORT, type LogEntry, type SessionCert } from './codec';
import { judgeUpdate, type Attribution, type Refusal, type Role } from './policy';
import { tableView } from './policyView';
import { gcUpdate } from './refusedUpdate';
import { logNameOf, sessionIdOf, verifyCert, verifyEntry, type SigningSession } from './session';
import { readUpdate } from './touches';

export { tableView } from './policyView';

/** Why an entry (or a whole session) was not applied, beyond the policy's reasons. */
export type SignedRefusal =
  | Refusal
  | { code: 'badCert' | 'badSignature' | 'equivocation' | 'foreignClient' | 'malformed'; of: null; what: string };

export interface RefusedChange {
  session: string;
  /** For the console: what was refused, shortened. */
  detail?: string;
  /** Who the author is here: its seat, or a spectator (a verified key holding no seat). */
  role: Role | null;
  browserKey: string | null;
  refusal: SignedRefusal;
}

export interface AttributedChange extends Attribution {
  by: Seat;
  /** The change came with rules events (a rules result the assist shows), not as a bare edit. */
  withRules: boolean;
  /** The change removed every object (a new game, a loaded save): said, not offered for put-back. */
  sweep: boolean;
  /** The records as they were before the change (undefined: the object did not exist). */
  before: Map<string, Record<string, unknown> | undefined>;
}

export interface SignedLogOptions {
  table: Y.Doc;
  /** Must be made with gc: false, and its client id set to the session's. */
  transport: Y.Doc;
  roomId: string;
  /** The seat a browser key holds here ('spectator' for none). */
  roleOf(browserKey: string): Role;
  onRefused?(change: RefusedChange): void;
  onAttributed?(change: AttributedChange): void;
  /** Entries are applied for this long in one task at most, at least one each time (default APPLY_BUDGET_MS). */
  applyBudgetMs?: number;
}

/** The origin of the table transactions that apply verified entries (never a local transaction). */
export const SIGNED_REMOTE = Symbol('signed-remote');

interface Session {
  id: string;
  cert: SessionCert | null;
  key: CryptoKey | null | 'pending' | 'bad';
  browserKey: string | null;
  next: number;
  /** Candidate entries by sequence number (a forged one may sit beside the real one). */
  candidates: Map<number, LogEntry[]>;
  /** Signature checks: true/false once done, 'pending' while WebCrypto works. */
  verified: Map<LogEntry, boolean | 'pending'>;
  stopped: boolean;
  /** The log's chain hash after each judged entry (entryDeps.ts), by seq. */
  chains: Map<number, Uint8Array>;
}

/** Entries are applied for this long in one task at most (at least one each time). */
const APPLY_BUDGET_MS = 8;

/** A new task (not a microtask): rendering and input run before the next entries are applied. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const equalBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

function bytesOf(item: Y.Item): Uint8Array[] {
  const content = item.content;
  if (content instanceof Y.ContentBinary) return [content.content];
  if (content instanceof Y.ContentAny) return content.arr.filter((v): v is Uint8Array => v instanceof Uint8Array);
  return [];
}

export class SignedLog {
  private readonly sessions = new Map<string, Session>();
  private readonly roots = new Map<Y.AbstractType<unknown>, Session | null>();
  /** Yjs client id → the session whose entries brought it (its own id, or an import). */
  private readonly clients = new Map<number, string>();
  /** What the applied entries cover, per client: the table holds nothing else of theirs. */
  private readonly covered = new Map<number, number>();
  private own: SigningSession | null = null;
  private readonly heads = new HeadsNamed();
  private ownSeq = 0;
  private signing: Promise<void> = Promise.resolve();
  private queued: Uint8Array[] = [];
  private running: Promise<void> | null = null;
  private again = false;
  private readonly cleanup: (() => void)[] = [];
  /** Notes made while applying, told once the table transaction is over (a listener may write). */
  private deferred: (() => void)[] = [];
  private applying = false;
  private firstPass: Promise<void>;
  private destroyed = false;
  readonly stats = { applied: 0, refused: 0, signed: 0, signedBytes: 0, waiting: 0, forks: 0 };

  constructor(private readonly options: SignedLogOptions) {
    const { table, transport } = options;
    const onTransport = (tr: Y.Transaction) => {
      let any = false;
      for (const [client, after] of tr.afterState) {
        const before = tr.beforeState.get(client) ?? 0;
        if (after > before) {
          this.readRange(client, before);
          any = true;
        }
      }
      if (any) this.pump();
    };
    transport.on('afterTransaction', onTransport);
    this.cleanup.push(() => transport.off('afterTransaction', onTransport));
    const onTable = (update: Uint8Array, _origin: unknown, _doc: Y.Doc, tr: Y.Transaction) => {
      if (tr.local) this.local(update);
      else {
        this.ownWritesIn(tr);
        if (this.stats.waiting > 0) this.pump();
      }
    };
    table.on('update', onTable);
    this.cleanup.push(() => table.off('update', onTable));
    this.readAll();
    this.firstPass = this.pump();
  }

  /** The session that wrote with a Yjs client id, and the seat its browser key holds here. */
  writerOf(client: number): Role | null {
    if (this.own && client === this.own.clientId) return this.roleOfSession(this.own.id);
    const session = this.clients.get(client);
    return session ? this.roleOfSession(session) : null;
  }

  private roleOfSession(id: string): Role | null {
    const key = id === this.own?.id ? toBase64Url(this.own.cert.browserKey) : this.sessions.get(id)?.browserKey;
    return key ? this.options.roleOf(key) : null;
  }

  /**
   * Starts signing this page's transactions. First, whatever the table holds that no entry covers
   * (the table a room starts from, writes made before the session) goes out as one import entry.
   */
  async start(session: SigningSession): Promise<void> {
    await this.firstPass;
    await this.idle();
    if (this.destroyed || this.own) return;
    this.own = session;
    const { table, transport } = this.options;
    const log = transport.getArray<Uint8Array>(logNameOf(session.id));
    transport.transact(() => log.push([session.certBytes()]));
    // Content of other browsers' sessions is theirs to publish: only clients no such session
    // brought. This browser's own earlier sessions (a page before a reload) are ours: what they
    // wrote but had not yet sent (the page left first) goes out in the import, or every later
    // entry that builds on it would wait for it at the peers for ever.
    const target = new Map(this.covered);
    const browserKey = toBase64Url(session.cert.browserKey);
    for (const [client, owner] of this.clients) {
      if (owner !== session.id && this.sessions.get(owner)?.browserKey !== browserKey) target.set(client, Y.getState(table.store, client));
    }
    const uncovered = Y.encodeStateAsUpdate(table, Y.encodeStateVector(target));
    this.queued = [];
    if (Y.decodeUpdate(uncovered).structs.length > 0) this.publish(uncovered, ENTRY_IMPORT);
    for (const client of readClients(uncovered).keys()) if (!this.clients.has(client)) this.clients.set(client, session.id);
    table.clientID = session.clientId;
    this.clients.set(session.clientId, session.id);
  }

  get started(): boolean {
    return this.own !== null;
  }

  /** Resolves when everything signed so far is in the transport doc. */
  flush(): Promise<void> {
    return this.signing;
  }

  /**
   * A write of this page nested in a transaction that applied a peer's entry (a listener that
   * writes at once) is this page's too: its structs must go out, or every later entry of this
   * session would wait for them at the peers.
   */
  private ownWritesIn(tr: Y.Transaction): void {
    const own = this.own;
    if (!own) return;
    const before = tr.beforeState.get(own.clientId) ?? 0;
    if ((tr.afterState.get(own.clientId) ?? 0) <= before) return;
    const { table } = this.options;
    const target = new Map<number, number>();
    for (const [client, clock] of Y.decodeStateVector(Y.encodeStateVector(table))) target.set(client, clock);
    target.set(own.clientId, before);
    this.publish(Y.encodeStateAsUpdate(table, Y.encodeStateVector(target)), 0);
  }

  private local(update: Uint8Array): void {
    if (!this.own) {
      this.queued.push(update); // covered by the import when the session starts
      return;
    }
    this.publish(update, 0);
  }

  private publish(update: Uint8Array, flags: number): void {
    const session = this.own;
    if (!session) return;
    const seq = ++this.ownSeq;
    for (const [client, range] of readClients(update)) this.cover(client, range);
    // Named now, in the transaction's turn: what this table held when the change was made.
    const deps = this.heads.next([...this.sessions.values()].map((x) => [x.id, x.next - 1, x.chains.get(x.next - 1)]), session.id);
    this.signing = this.signing.then(async () => {
      const entry = await session.sign({ seq, flags, update, deps });
      if (this.destroyed) return;
      const bytes = encodeEntry(entry);
      this.stats.signed++;
      this.stats.signedBytes += bytes.length;
      this.options.transport.getArray<Uint8Array>(logNameOf(session.id)).push([bytes]);
    }).catch((error: unknown) => console.error('[fudaba] could not sign a change', error));
  }

  private cover(client: number, range: { to: number }): void {
    if ((this.covered.get(client) ?? 0) < range.to) this.covered.set(client, range.to);
  }

  /** The session a log's root belongs to (null: not a log, or our own). */
  private sessionOfRoot(type: Y.AbstractType<unknown>): Session | null {
    const cached = this.roots.get(type);
    if (cached !== undefined) return cached;
    const name = Y.findRootTypeKey(type);
    let session: Session | null = null;
    if (name.startsWith('s/') && name.slice(2) !== this.own?.id) {
      const id = name.slice(2);
      session = this.sessions.get(id) ?? null;
      if (!session) {
        session = { id, cert: null, key: null, browserKey: null, next: 1, candidates: new Map(), verified: new Map(), stopped: false, chains: new Map() };
        this.sessions.set(id, session);
      }
    }
    this.roots.set(type, session);
    return session;
  }

  /**
   * Reads every record a transaction brought into the transport, from the struct store: an entry
   * that arrives already deleted (a peer deleted it in the same message) still counts, since the
   * transport keeps deleted content (gc off).
   */
  private readRange(client: number, from: number): void {
    const structs = this.options.transport.store.clients.get(client);
    if (!structs) return;
    let low = 0;
    let high = structs.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      const s = structs[mid]!;
      if (s.id.clock + s.length <= from) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < structs.length; i++) {
      const struct = structs[i];
      if (!(struct instanceof Y.Item) || !(struct.parent instanceof Y.AbstractType) || struct.parent._item !== null) continue;
      const session = this.sessionOfRoot(struct.parent);
      if (session) for (const bytes of bytesOf(struct)) this.take(session, bytes);
    }
  }

  private readAll(): void {
    for (const client of this.options.transport.store.clients.keys()) this.readRange(client, 0);
  }

  private take(session: Session, bytes: Uint8Array): void {
    let record;
    try {
      record = decodeRecord(bytes);
    } catch (error) {
      if (error instanceof MalformedError) return;
      throw error;
    }
    if (record.kind === 'cert') {
      if (session.cert === null) session.cert = record.cert;
      return;
    }
    const entry = record.entry;
    if (entry.seq < session.next) return;
    const list = session.candidates.get(entry.seq) ?? [];
    if (list.some((e) => equalBytes(e.signature, entry.signature) && equalBytes(e.update, entry.update))) return;
    list.push(entry);
    session.candidates.set(entry.seq, list);
  }

  /** Resolves when every entry seen so far has been verified and applied (or must wait). */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private pump(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.verifyAll();
          if (this.destroyed) return;
          if (this.applyReady()) {
            // Stopped for its time budget with entries still ready: the page gets a turn first.
            this.again = true;
            await nextTask();
            if (this.destroyed) return;
          }
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Checks certificates and every candidate's signature, in parallel (WebCrypto). */
  private async verifyAll(): Promise<void> {
    const work: Promise<unknown>[] = [];
    for (const session of this.sessions.values()) {
      if (session.stopped) continue;
      if (session.key === null && session.cert) {
        const cert = session.cert;
        session.key = 'pending';
        work.push(verifyCert(cert, this.options.roomId).then((key) => {
          const idMatches = session.id === sessionIdOf(cert.sessionKey);
          session.key = key && idMatches ? key : 'bad';
          session.browserKey = toBase64Url(cert.browserKey);
          if (session.key === 'bad') this.refuse(session, { code: 'badCert', of: null, what: session.id }, true);
        }));
      }
    }
    await Promise.all(work);
    const checks: Promise<unknown>[] = [];
    for (const session of this.sessions.values()) {
      const key = session.key;
      if (session.stopped || !(key instanceof CryptoKey)) continue;
      for (const list of session.candidates.values()) {
        for (const entry of list) {
          if (!session.verified.has(entry)) {
            session.verified.set(entry, 'pending');
            checks.push(verifyEntry(key, session.id, entry).then((ok) => session.verified.set(entry, ok)));
          }
        }
      }
    }
    await Promise.all(checks);
  }

  /**
   * Applies, in order per session, the verified entries whose dependencies the table holds, for
   * up to the apply budget (at least one entry): true when it stopped with more still ready, so a
   * burst of large entries (a big load, a late joiner's whole log) is applied over several tasks.
   */
  private applyReady(): boolean {
    const { table } = this.options;
    let waiting = 0;
    let paused = false;
    const started = performance.now();
    const ready = [...this.sessions.values()].some(readyNext);
    if (!ready) {
      this.stats.waiting = [...this.sessions.values()].filter((x) => !x.stopped && x.candidates.size > 0).length;
      return false;
    }
    this.applying = true;
    try {
      Y.transact(table, () => {
      let progress = true;
      let applied = 0;
      while (progress && !paused) {
        progress = false;
        for (const session of this.sessions.values()) {
          if (session.stopped || !(session.key instanceof CryptoKey)) continue;
          for (;;) {
            if (applied > 0 && performance.now() - started >= (this.options.applyBudgetMs ?? APPLY_BUDGET_MS)) {
              // The next pass (after the page's turn) finds what is still ready. With nothing ready
              // the pass is over: a turn now would let a whole redraw in before idle() resolves.
              paused = readyNext(session);
              break;
            }
            const entry = this.chosen(session);
            if (entry === 'none' || entry === 'unverified') break;
            const done = this.applyEntry(session, entry);
            if (!done) break;
            session.chains.set(session.next, nextChain(session.chains.get(session.next - 1) ?? EMPTY_CHAIN, entry.signature));
            for (const e of session.candidates.get(session.next) ?? []) session.verified.delete(e);
            session.candidates.delete(session.next);
            session.next++;
            applied++;
            progress = true;
          }
          if (paused) break;
        }
      }
      for (const session of this.sessions.values()) if (!session.stopped && session.candidates.size > 0) waiting++;
      }, SIGNED_REMOTE, false);
    } finally {
      this.applying = false;
    }
    this.stats.waiting = waiting;
    for (const tell of this.deferred.splice(0)) tell();
    return paused;
  }

  private chosen(session: Session): LogEntry | 'none' | 'unverified' {
    const list = session.candidates.get(session.next);
    if (!list) return 'none';
    const valid: LogEntry[] = [];
    for (const entry of list) {
      const result = session.verified.get(entry);
      if (result === undefined || result === 'pending') return 'unverified';
      if (result) valid.push(entry);
    }
    if (valid.length === 0) {
      if (list.length > 0) this.refuse(session, { code: 'badSignature', of: null, what: `${session.id}#${session.next}` });
      session.candidates.delete(session.next);
      return 'none';
    }
    const [first, ...rest] = valid;
    if (rest.some((e) => !equalBytes(e.update, first!.update) || e.flags !== first!.flags || !sameDeps(e.deps, first!.deps))) {
      this.refuse(session, { code: 'equivocation', of: null, what: `${session.id}#${session.next}` }, true);
      return 'none';
    }
    return first!;
  }

  /** Judges and applies one entry; false when it must wait for structs the table lacks. */
  private applyEntry(session: Session, entry: LogEntry): boolean {
    const { table } = this.options;
    const cert = session.cert!;
    const deps = judgeDeps(entry.deps, session.id, (id) => this.judgedLog(id));
    if (deps.wait) return false;
    for (const fork of deps.forks) {
      this.stats.forks++;
      console.warn(`[fudaba] two versions of log ${fork.session} up to #${fork.seq}: this browser holds one, ${session.id} names another`);
    }
    let reading;
    try {
      reading = readUpdate(table, entry.update);
    } catch {
      this.refuse(session, { code: 'malformed', of: null, what: `${session.id}#${entry.seq}` }, true);
      return false;
    }
    if (reading.missing) return false;
    const isImport = (entry.flags & ENTRY_IMPORT) !== 0;
    for (const client of reading.clients.keys()) {
      const owner = this.clients.get(client);
      // An import may carry what another session wrote only if that session is the same browser's
      // (its page before a reload, which left before sending it): the same key vouches for both.
      const ownEarlier = owner !== undefined && this.sameBrowser(owner, session);
      const foreign = client !== cert.clientId && (!isImport || (owner !== undefined && owner !== session.id && !ownEarlier) || (!ownEarlier && this.isSessionClient(client, session.id, session)));
      if (reading.malformed || foreign) {
        this.refuseEntry(session, reading.clients, { code: reading.malformed ? 'malformed' : 'foreignClient', of: null, what: String(client) });
        return true;
      }
    }
    const role = this.options.roleOf(session.browserKey!);
    const view = tableView(table);
    const verdict = judgeUpdate({ role, key: session.browserKey! }, reading.touches, view);
    if (!verdict.ok) {
      this.refuseEntry(session, reading.clients, verdict.refusal, verdict.detail);
      return true;
    }
    const before = new Map<string, Record<string, unknown> | undefined>();
    for (const a of verdict.attributed) for (const id of a.objects) before.set(id, view.object(id));
    Y.applyUpdate(table, entry.update, SIGNED_REMOTE);
    // A client id is owned by the first verified session whose entry bringing it is accepted: a
    // refused entry claims nothing (a stranger's refused import must not starve a late joiner).
    for (const client of reading.clients.keys()) if (!this.clients.has(client)) this.clients.set(client, session.id);
    for (const [client, range] of reading.clients) this.cover(client, range);
    this.stats.applied++;
    const by = this.options.roleOf(session.browserKey!);
    if (by !== 'spectator') {
      for (const a of verdict.attributed) {
        const change = { ...a, by, withRules: verdict.withRules, sweep: verdict.sweep, before: new Map(a.objects.map((id) => [id, before.get(id)])) };
        this.tell(() => this.options.onAttributed?.(change));
      }
    }
    return true;
  }

  /** How far this peer has judged a session's log and its chain there (its own: every entry it signed). */
  private judgedLog(id: string): JudgedLog | null {
    if (this.own?.id === id) return { through: this.ownSeq, chainAt: () => undefined };
    const session = this.sessions.get(id);
    if (!session) return null;
    if (session.stopped) return { through: Infinity, chainAt: () => undefined };
    return { through: session.next - 1, chainAt: (seq) => session.chains.get(seq) };
  }

  private isSessionClient(client: number, except: string, by?: Session): boolean {
    for (const session of this.sessions.values()) {
      if (session.id !== except && session.cert?.clientId === client && !(by && this.sameBrowser(session.id, by))) return true;
    }
    return this.own !== null && this.own.clientId === client;
  }

  /** Whether a session was made by the same browser key as `session` (an earlier page of it). */
  private sameBrowser(sessionId: string, session: Session): boolean {
    const key = this.sessions.get(sessionId)?.browserKey;
    return key !== null && key !== undefined && key === session.browserKey;
  }

  private refuseEntry(session: Session, ranges: Map<number, { from: number; to: number }>, refusal: SignedRefusal, detail?: string): void {
    const { table } = this.options;
    // Only ranges this table does not hold yet (an overlap with held structs is left as it is).
    const open = new Map<number, { from: number; to: number }>();
    for (const [client, range] of ranges) {
      // Only the author's own certified client: filling another client's range would make this
      // peer skip that client's real structs of the same clocks when they arrive.
      if (client !== session.cert?.clientId) continue;
      const from = Math.max(range.from, Y.getState(table.store, client));
      if (range.to > from) open.set(client, { from, to: range.to });
    }
    if (open.size > 0 && [...open].every(([client, r]) => Y.getState(table.store, client) === r.from)) {
      Y.applyUpdate(table, gcUpdate(open), SIGNED_REMOTE);
    }
    for (const [client, range] of open) this.cover(client, range);
    this.stats.refused++;
    this.refuse(session, refusal, false, detail);
  }

  private tell(fn: () => void): void {
    if (this.applying) this.deferred.push(fn);
    else fn();
  }

  private refuse(session: Session, refusal: SignedRefusal, stop = false, detail?: string): void {
    if (stop) {
      session.stopped = true;
      session.candidates.clear();
    }
    const role = session.browserKey ? this.options.roleOf(session.browserKey) : null;
    const change: RefusedChange = { session: session.id, role, browserKey: session.browserKey, refusal, ...(detail ? { detail } : {}) };
    this.tell(() => this.options.onRefused?.(change));
  }

  destroy(): void {
    this.destroyed = true;
    for (const off of this.cleanup) off();
  }
}


/** A session's next entry is here and every candidate for it has been checked. */
function readyNext(session: Session): boolean {
  const list = session.candidates.get(session.next);
  return !session.stopped && list !== undefined && list.every((e) => typeof session.verified.get(e) === 'boolean');
}

function readClients(update: Uint8Array): Map<number, { from: number; to: number }> {
  const out = new Map<number, { from: number; to: number }>();
  for (const struct of Y.decodeUpdate(update).structs) {
    const range = out.get(struct.id.client);
    const to = struct.id.clock + struct.length;
    if (!range) out.set(struct.id.client, { from: struct.id.clock, to });
    else range.to = Math.max(range.to, to);
  }
  return out;
}
