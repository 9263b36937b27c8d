// The judge feature in one browser, outside React: the chair, this seat's grant, and (in the
// judge's browser) the hands it may see. A seat's key is sealed to the judge only by this browser's
// own grant(); the judge's browser opens only grants sealed to its own judge key, and forgets a
// seat's key as soon as that seat withdraws its grant.
import type * as Y from 'yjs';
import {
  claimJudgeChair, leaveJudgeChair, readGrants, readJudgeChair, withdrawGrant, writeGrant, writeRuling,
  type GrantRecord, type JudgeChair, type RulingArgs,
} from '../../net/judge';
import { openGrant, sealGrant, type JudgeKeyPair } from '../../secret/judgeGrant';
import { openHandFor, type JudgeHandCard } from '../../secret/judgeView';
import { ROOT, SEATS, type Seat, type TableObject } from '../../table';

export interface JudgeDeskState {
  chair: JudgeChair | null;
  /** This browser sits in the chair (its signing key and its judge key). */
  iAmJudge: boolean;
  mySeat: Seat | null;
  /** Seats whose grant is sealed to the judge in the chair now. */
  granted: Seat[];
  /** The judge's view, in the judge's browser only: each granted seat's hand, or 'broken'. */
  hands: Partial<Record<Seat, JudgeHandCard[] | 'broken'>>;
}

export interface BrowserIdentity { publicKey: string; fingerprint: string }

export interface JudgeDeskDeps {
  doc: Y.Doc;
  roomId: string;
  objects(): ReadonlyMap<string, TableObject>;
  /** Calls back when the table's objects change; returns the unsubscribe. */
  onObjects(fn: () => void): () => void;
  me: { playerId: string; name: string; color: string };
  mySeat(): Seat | null;
  onSeat(fn: () => void): () => void;
  identity(): Promise<BrowserIdentity | null>;
  judgeKeys(): Promise<JudgeKeyPair>;
  /** This browser's hand key for its seat (made if it has none yet). */
  seatKey(seat: Seat): Promise<CryptoKey>;
}

const EMPTY: JudgeDeskState = { chair: null, iAmJudge: false, mySeat: null, granted: [], hands: {} };

export class JudgeDesk {
  private state: JudgeDeskState = EMPTY;
  private readonly listeners = new Set<() => void>();
  private readonly cleanup: (() => void)[] = [];
  private identity: BrowserIdentity | null = null;
  private judgeKeys: JudgeKeyPair | null = null;
  /** Opened grants, by the grant record as written: a new or withdrawn grant drops the old key. */
  private opened = new Map<Seat, { record: string; key: Promise<CryptoKey | null> }>();
  private readVersion = 0;
  readonly ready: Promise<void>;

  constructor(private readonly deps: JudgeDeskDeps) {
    const seats = deps.doc.getMap<unknown>(ROOT.seats.name);
    const refresh = () => this.refresh();
    seats.observe(refresh);
    this.cleanup.push(() => seats.unobserve(refresh));
    this.cleanup.push(deps.onObjects(() => {
      if (this.state.iAmJudge && this.state.granted.length > 0) this.refresh();
    }));
    this.cleanup.push(deps.onSeat(refresh));
    this.ready = Promise.all([deps.identity(), deps.judgeKeys()]).then(([id, keys]) => {
      this.identity = id;
      this.judgeKeys = keys;
    }).catch(() => undefined).then(() => this.refresh());
  }

  get snapshot(): JudgeDeskState {
    return this.state;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Takes the judge's chair (a browser that holds no seat, and only a free chair or its own). */
  async sit(): Promise<boolean> {
    await this.ready;
    const id = this.identity;
    const keys = this.judgeKeys;
    const chair = readJudgeChair(this.deps.doc);
    if (!id || !keys || this.deps.mySeat() !== null || (chair && chair.key !== id.publicKey)) return false;
    const { playerId, name, color } = this.deps.me;
    claimJudgeChair(this.deps.doc, { playerId, name, color, key: id.publicKey, fp: id.fingerprint, jpk: keys.publicKey });
    return true;
  }

  /** The judge stands up, or a player sends the judge away. */
  leave(): void {
    leaveJudgeChair(this.deps.doc);
  }

  /** This seat's key, sealed to the judge in the chair: only on this player's own click. */
  async grant(): Promise<void> {
    const seat = this.deps.mySeat();
    const chair = readJudgeChair(this.deps.doc);
    if (!seat || !chair) return;
    const key = await this.deps.seatKey(seat);
    const grant = await sealGrant(key, this.deps.roomId, seat, chair.jpk);
    const record: GrantRecord = { jpk: chair.jpk, grant: grant as unknown as Record<string, unknown>, t: Date.now() };
    writeGrant(this.deps.doc, seat, record, chair.name);
  }

  withdraw(): void {
    const seat = this.deps.mySeat();
    if (!seat) return;
    withdrawGrant(this.deps.doc, seat, readJudgeChair(this.deps.doc)?.name ?? '');
  }

  /** A ruling into the log (the policy lets only the judge in the chair write it). */
  rule(ruling: Omit<RulingArgs, 'name'>): boolean {
    const chair = readJudgeChair(this.deps.doc);
    if (!chair || !this.state.iAmJudge) return false;
    writeRuling(this.deps.doc, { ...ruling, name: chair.name });
    return true;
  }

  destroy(): void {
    for (const off of this.cleanup) off();
    this.listeners.clear();
  }

  private refresh(): void {
    const { doc } = this.deps;
    const chair = readJudgeChair(doc);
    const grants = readGrants(doc);
    const granted = chair ? SEATS.filter((seat) => grants[seat]?.jpk === chair.jpk) : [];
    const iAmJudge = !!chair && !!this.identity && !!this.judgeKeys && chair.key === this.identity.publicKey && chair.jpk === this.judgeKeys.publicKey;
    // A seat key is kept only while its grant stands (withdrawn: forgotten here at once).
    for (const seat of SEATS) {
      const record = grants[seat];
      if (!iAmJudge || !record || record.jpk !== chair?.jpk) this.opened.delete(seat);
      else if (this.opened.get(seat)?.record !== JSON.stringify(record)) this.opened.set(seat, { record: JSON.stringify(record), key: this.open(seat, record) });
    }
    const hands = iAmJudge ? this.state.hands : {};
    const next = { chair, iAmJudge, mySeat: this.deps.mySeat(), granted, hands: Object.fromEntries(Object.entries(hands).filter(([seat]) => this.opened.has(seat as Seat))) };
    this.set(next);
    if (iAmJudge) void this.readHands();
  }

  private open(seat: Seat, record: GrantRecord): Promise<CryptoKey | null> {
    const keys = this.judgeKeys;
    if (!keys) return Promise.resolve(null);
    return openGrant(record.grant, keys, this.deps.roomId, seat).catch(() => null);
  }

  private async readHands(): Promise<void> {
    const version = ++this.readVersion;
    const objects = this.deps.objects();
    const hands: JudgeDeskState['hands'] = {};
    for (const [seat, { key }] of this.opened) {
      const opened = await key;
      hands[seat] = opened ? await openHandFor(opened, seat, objects) : 'broken';
    }
    if (version !== this.readVersion || !this.state.iAmJudge) return;
    this.set({ ...this.state, hands });
  }

  private set(next: JudgeDeskState): void {
    if (JSON.stringify(next) === JSON.stringify(this.state)) return;
    this.state = next;
    for (const fn of this.listeners) fn();
  }
}
