// Playing in a room: seats from the doc, presence through awareness (cursor, live drag,
// selection, build), connection state and round-trip times. The UI reads one immutable state object.
import { version as APP_VERSION } from '../../package.json';
import { buildMismatch, compareBuild, type Build, type BuildMismatch, type BuildRelation, type RemotePeer } from '../net/presence';
import { PresencePublisher, type PresenceFields } from '../net/presencePublisher';
import { PeerReader } from '../net/presenceLive';
import { RoomConnection, type PeerLink, type RoomStatus } from '../net/room';
import { claimSeat, leaveSeat, readSeats, seatOf, SEATS_MAP, type SeatHolder, type SeatMap } from '../net/seats';
import { SeatPins, localPinStorage, type HolderPresence, type PinStorage, type SeatTakeover } from '../net/seatPins';
import { browserSeatIdentity, fromBase64Url, type SeatIdentity } from '../net/seatKeys';
import { SignedLog, type RefusedChange } from '../net/signed/signedLog';
import { SigningSession } from '../net/signed/session';
import { TAKEOVER_PREFIX } from '../net/signed/policy';
import type { LocalStore } from '../net/persistence';
import type * as Y from 'yjs';
import { PROTOCOL_VERSION, SCHEMA_VERSION, SEATS, type Seat } from '../table';
import type { TableSession } from './session';
import { RoomSettle } from './roomSettle';
import { claimRecord, type InviteToken } from './seatInvites';
import type { RoomLink } from './roomLink';
import { NoteFeed, RefusalBook, nameOfKey, pinConfirmedTakeovers, roleOfKey, type SeatNote, type SignedNote } from './onlineNotes';

export type { SeatNote, SignedNote } from './onlineNotes';
export { RoomLink } from './roomLink';

export interface PeerInfo extends RemotePeer { link: PeerLink; rtt: number | null; relation: BuildRelation }

export interface OnlineState {
  roomId: string;
  me: SeatHolder;
  mySeat: Seat | null;
  seats: SeatMap;
  peers: PeerInfo[];
  status: RoomStatus;
  /** Peers were connected and none is now: show "reconnecting". */
  reconnecting: boolean;
  /** We know who sits where: nobody else is here, or a peer's copy of the room is (roomSettle.ts). */
  settled: boolean;
  /** Peers here on another protocol or schema: their records and ours do not mix. */
  mismatch: BuildMismatch | null;
  /** Seats a new key took while their pinned holder was away, not confirmed yet. */
  unconfirmed: Partial<Record<Seat, SeatTakeover>>;
}

/** What this build announces to the room. */
export const BUILD: Build = { protocol: PROTOCOL_VERSION, schema: SCHEMA_VERSION, app: APP_VERSION };
/** A claim of our seat by another key this soon after ours is a simultaneous claim: Yjs's rule decides. */
const CLAIM_RACE_MS = 5000;

export class OnlineSession {
  readonly room: RoomConnection;
  private state: OnlineState;
  private readonly listeners = new Set<() => void>();
  private readonly cleanup: (() => void)[] = [];
  private rtts = new Map<string, number | null>();
  private hadPeers = false;
  private readonly presence: PresencePublisher;
  private readonly peerReader = new PeerReader();
  private docBytes = 0;
  private readonly settling: RoomSettle;
  /** Messages in this room that our password could not decrypt (a peer with another password). */
  undecryptable = 0;
  private readonly pins: SeatPins;
  private identity: SeatIdentity | null = null;
  private invite: InviteToken | null = null;
  private readonly seatNotes = new NoteFeed<SeatNote>();
  private readonly claimedAt = new Map<Seat, number>();
  /** The doc y-webrtc syncs (roomLink.ts). */
  readonly transport: Y.Doc;
  readonly roomId: string;
  readonly signed: SignedLog;
  private readonly transportStore: LocalStore | null;
  /** Made while the page waits for the room (its keys and certificate depend on nothing there). */
  private readonly signingSession: Promise<SigningSession | null>;
  private readonly signedNotes = new NoteFeed<SignedNote>();
  private readonly refusalBook = new RefusalBook();

  /** `link` may have been online for a while; `session` must hold the stored table by now. */
  constructor(
    readonly session: TableSession, link: RoomLink, readonly me: SeatHolder,
    identity: Promise<SeatIdentity | null> = browserSeatIdentity(), pinStorage: PinStorage | null = localPinStorage(),
  ) {
    const roomId = (this.roomId = link.roomId);
    [this.transport, this.transportStore, this.room] = [link.transport, link.store, link.room];
    this.pins = new SeatPins(roomId, pinStorage);
    this.signingSession = identity
      .then((id) => id && SigningSession.create({ publicKey: fromBase64Url(id.publicKey), privateKey: id.privateKey }, roomId))
      .catch((error: unknown) => {
        console.error('[fudaba] could not start a signing session', error);
        return null;
      });
    this.signed = new SignedLog({
      table: session.doc, transport: this.transport, roomId,
      roleOf: (key) => roleOfKey(session.doc, this.pins, key),
      onRefused: (change) => this.signedNote({ kind: 'writeRefused', change, name: nameOfKey(session.doc, change.browserKey) }),
      onAttributed: (change) => {
        if (change.owner === this.state.mySeat) this.signedNote({ kind: 'changedByOther', change, name: this.state.seats[change.by]?.name ?? null });
      },
    });
    this.state = this.compute(false);
    const awareness = this.room.awareness;
    session.writerOf = (client) => this.writerOf(client);
    // A selected card that goes into a hand stops being published; other peers' marks on cards
    // that went into hiding are dropped.
    this.cleanup.push(session.live.subscribe(() => {
      this.presence.recheck();
      if (this.state.peers.some((p) => p.selection.length > 0 || p.drag)) this.refresh();
    }));
    awareness.setLocalState({
      user: { ...me, peerId: this.room.peerId },
      seat: this.state.mySeat,
      build: BUILD,
      cursor: null,
      drag: null,
      selection: [],
    });
    this.presence = new PresencePublisher(awareness, () => session.live.snapshot.objects);
    const refresh = () => this.refresh();
    awareness.on('change', refresh);
    this.cleanup.push(() => awareness.off('change', refresh));
    this.cleanup.push(this.room.onChange(refresh));
    const seatsMap = session.doc.getMap(SEATS_MAP);
    seatsMap.observe(refresh);
    this.cleanup.push(() => seatsMap.unobserve(refresh));
    const onUpdate = (update: Uint8Array, origin: unknown) => {
      if (origin !== this.room.provider.room) this.docBytes += update.length;
      // Data from a peer proves a link is up, even before y-webrtc reports it.
      else if (this.state.reconnecting) this.refresh();
      if (origin === this.room.provider.room && !this.state.settled) queueMicrotask(() => this.settling.check());
    };
    this.transport.on('update', onUpdate);
    this.cleanup.push(() => this.transport.off('update', onUpdate));
    this.cleanup.push(this.room.onUndecryptable(() => {
      this.undecryptable++;
      if (this.undecryptable === 1) console.warn('[fudaba] ignored a message encrypted with another room password');
    }));
    const rttTimer = setInterval(() => void this.measureRtts(), 1000);
    this.cleanup.push(() => clearInterval(rttTimer));
    this.settling = new RoomSettle(this.room, () => {
      this.state = { ...this.state, settled: true };
      this.emit();
    });
    this.cleanup.push(() => this.settling.destroy());
    this.settling.check(); // the servers may have answered, or a peer synced, before this page read its table
    void identity.then((id) => this.useIdentity(id));
  }

  /**
   * Starts signing this page's changes (after its seat claim, so that the table it brings, if any,
   * goes out under its seat). Until then nothing of this page leaves it.
   */
  async startSigning(): Promise<boolean> {
    const session = await this.signingSession;
    await this.transportStore?.ready;
    if (!session) {
      console.error('[fudaba] no signing key: this browser cannot write in the room');
      return false;
    }
    await this.signed.start(session);
    return true;
  }

  /** Refusals and changes to this seat's objects; those from before the first listener are delivered to it. */
  onSignedNote(fn: (note: SignedNote) => void): () => void {
    return this.signedNotes.on(fn);
  }

  /** Every refusal of this page (the last 500), for the automation API and the tests. */
  get refusals(): readonly RefusedChange[] {
    return this.refusalBook.list;
  }

  private signedNote(note: SignedNote): void {
    if (note.kind === 'writeRefused') {
      if (!this.refusalBook.record(note.change)) return;
      const { code, what } = note.change.refusal;
      console.warn(`[fudaba] refused a signed change (${code}: ${what}) ${note.change.detail ?? ''}`);
    }
    this.signedNotes.say(note);
  }

  /** The key arrived: a seat this browser already holds is bound to it. */
  private useIdentity(id: SeatIdentity | null): void {
    if (!id) return;
    this.identity = id;
    const seat = this.state.mySeat;
    if (seat && this.state.seats[seat]?.key !== id.publicKey) this.claim(seat, true);
  }

  /** The seat record this browser writes: its player, with its public key once known. */
  private holder(): SeatHolder {
    return this.identity ? { ...this.me, key: this.identity.publicKey, fp: this.identity.fingerprint } : { ...this.me };
  }

  /** Seat events to log; those from before the first listener are delivered to it. */
  onSeatNote(fn: (note: SeatNote) => void): () => void {
    return this.seatNotes.on(fn);
  }

  /**
   * The other seat accepts a takeover: the new key is pinned here, and the confirmation is written
   * in this seat's name (signed), so that every peer pins it too.
   */
  confirmTakeover(seat: Seat): void {
    const takeover = this.state.unconfirmed[seat];
    const me = this.state.mySeat;
    if (takeover) {
      this.pins.pin(seat, takeover.holder);
      if (me && me !== seat && takeover.holder.key) {
        this.session.doc.getMap(SEATS_MAP).set(`${TAKEOVER_PREFIX}${seat}`, { key: takeover.holder.key, by: me, t: Date.now() });
      }
    }
    this.refresh();
  }

  /** This seat and its key's fingerprint, for the invite link (null while not seated or keyless). */
  inviter(): { seat: Seat; fp: string } | null {
    const seat = this.state.mySeat;
    return seat && this.identity ? { seat, fp: this.identity.fingerprint } : null;
  }

  /** The invite link this page was opened with: the inviter's key, checked on first sight; the seat it reserves. */
  expectInviter(invite: { seat: Seat; fp: string } | null, token: InviteToken | null = null): void {
    this.pins.expect(invite);
    this.invite = token;
    this.refresh();
  }

  /** The other seat refuses a takeover: the previous holder keeps the seat in this browser. */
  refuseTakeover(seat: Seat): void {
    const key = this.state.unconfirmed[seat]?.holder.key;
    if (key) this.pins.decline(seat, key);
    this.refresh();
  }

  get snapshot(): OnlineState {
    return this.state;
  }

  /**
   * Bytes of doc and awareness updates this peer produced (for the benchmarks), and the size of
   * each of the last awareness updates it sent (marked when sent while dragging).
   */
  get traffic(): { docBytes: number; awarenessBytes: number; awarenessSizes: { bytes: number; dragging: boolean }[] } {
    return { docBytes: this.docBytes, awarenessBytes: this.presence.bytes, awarenessSizes: [...this.presence.sizes] };
  }

  /** Where the pointing publisher writes its field: through presence, which owns the local state. */
  get presenceFields(): PresenceFields {
    return this.presence;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Resolves once we know who sits where: nobody else is here, or a peer's copy of the room is (roomSettle.ts). */
  whenSettled(): Promise<void> {
    return this.settling.whenSettled();
  }

  claim(seat: Seat, force = false): boolean {
    // A seat an invite reserves is claimed with the link's signature; without it, not at all.
    const holder = claimRecord(this.session.doc, seat, this.holder(), this.invite);
    if (!holder) {
      this.note({ kind: 'seatReserved', seat });
      return false;
    }
    const ok = claimSeat(this.session.doc, seat, holder, force);
    if (ok) {
      for (const other of SEATS) if (other !== seat && this.pins.pinnedKey(other) === holder.key) this.pins.unpin(other);
      this.pins.pin(seat, holder);
      if (this.state.seats[seat]?.key !== holder.key) this.claimedAt.set(seat, Date.now());
    }
    this.refresh();
    return ok;
  }

  leave(): void {
    if (this.state.mySeat) this.pins.unpin(this.state.mySeat);
    leaveSeat(this.session.doc, this.me.playerId);
    this.refresh();
  }

  /** Is the seat's holder here now (in awareness)? */
  holderPresent(seat: Seat): boolean {
    const holder = this.state.seats[seat];
    if (!holder) return false;
    if (holder.playerId === this.me.playerId) return true;
    return this.state.peers.some((p) => p.user.playerId === holder.playerId);
  }

  setCursor(point: { x: number; y: number } | null): void {
    this.presence.setCursor(point);
  }

  /** Hidden cards never go out: a drag or selection that holds one is not published at all. */
  setDrag(items: { id: string; x: number; y: number }[] | null): void {
    this.presence.setDrag(items);
  }

  setSelection(ids: string[]): void {
    this.presence.setSelection(ids);
  }
  /** While this seat chooses in secret, its selection stays here entirely. */
  setSecretChoice(secret: boolean): void {
    this.presence.setSecret(secret);
  }

  disconnect(): void {
    this.room.disconnect();
    this.refresh();
  }
  connect(): void {
    this.room.connect();
    this.refresh();
  }

  /** The seat whose session wrote with this Yjs client id (signed logs): 'spectator', or null if unknown. */
  writerOf(client: number): Seat | 'spectator' | null {
    return this.signed.writerOf(client);
  }

  destroy(): void {
    this.session.writerOf = null;
    for (const off of this.cleanup) off();
    this.presence.destroy();
    this.room.destroy();
    this.signed.destroy();
    void this.transportStore?.destroy();
    this.transport.destroy();
  }

  private async measureRtts(): Promise<void> {
    for (const peer of this.state.peers) {
      if (peer.link !== 'webrtc' && peer.link !== 'outOfSync') continue;
      const rtt = await this.room.rtt(peer.user.peerId);
      this.rtts.set(peer.user.peerId, rtt === null ? null : Math.round(rtt));
    }
    this.refresh();
  }

  private compute(settled: boolean): OnlineState {
    pinConfirmedTakeovers(this.session.doc, this.pins);
    const awareness = this.room.awareness;
    const peers = this.peerReader.read(awareness.getStates(), awareness.clientID, this.session.live.snapshot.objects).map((p) => ({
      ...p,
      link: this.room.linkOf(p.user.peerId),
      rtt: this.rtts.get(p.user.peerId) ?? null,
      relation: compareBuild(BUILD, p.build),
    }));
    const presence = (seat: Seat, holder: SeatHolder): HolderPresence => {
      // Our own seat: kept, unless another key won a claim made at the same time as ours.
      if (holder.playerId === this.me.playerId) return Date.now() - (this.claimedAt.get(seat) ?? -Infinity) < CLAIM_RACE_MS ? 'here' : 'holding';
      const peer = peers.find((p) => p.user.playerId === holder.playerId);
      return !peer ? 'gone' : peer.seat === seat ? 'holding' : 'here';
    };
    const view = this.pins.view(readSeats(this.session.doc), presence);
    const seats = view.seats;
    for (const r of view.refused) this.note({ kind: 'seatRefused', seat: r.seat, name: r.by?.name ?? null });
    for (const o of view.takenOver) this.note({ kind: 'seatTakenOver', seat: o.seat, name: o.holder.name, previous: o.previous.name });
    const status = this.room.status();
    if (status.connectedPeers > 0) this.hadPeers = true;
    return {
      roomId: this.roomId,
      me: this.me,
      mySeat: seatOf(seats, this.me.playerId),
      seats,
      peers,
      status,
      reconnecting: this.hadPeers && status.connectedPeers === 0,
      settled,
      mismatch: buildMismatch(BUILD, peers),
      unconfirmed: view.unconfirmed,
    };
  }

  private refresh(): void {
    const next = this.compute(this.state.settled);
    const user = this.presence.field('user') as { peerId?: string } | undefined;
    if (this.presence.field('seat') !== next.mySeat || user?.peerId !== this.room.peerId) {
      this.presence.setLocalStateField('seat', next.mySeat);
      this.presence.setLocalStateField('user', { ...this.me, peerId: this.room.peerId });
    }
    // Nothing visible changed (e.g. the same round-trip time again): no re-render.
    if (JSON.stringify(next) === JSON.stringify(this.state)) return;
    this.state = next;
    this.emit();
  }

  private note(note: SeatNote): void {
    if (note.kind === 'seatRefused') console.warn(`[fudaba] refused a claim of seat ${note.seat} by another key`);
    this.seatNotes.say(note);
  }

  private emit(): void {
    for (const fn of this.listeners) fn();
  }
}
