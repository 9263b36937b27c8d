// Noticing a missed update and healing it. y-webrtc syncs once, when a link opens; an update lost
// after that (a failed send, a closed channel) is never sent again, and every later update of its
// author then waits in the receiver's pending structs. So, over each link that speaks our
// extension, both sides send a small probe every few seconds: their state vector, a digest of
// their delete set, and whether the other side looked behind. A side that finds the other lacking
// what it has had for a while sends the difference (a standard sync step 2); equal state vectors
// with different deletions, or pending structs that do not resolve, ask for a full sync (step 1).
import * as Y from 'yjs';
import { TAG_PROBE } from './chunking';
import { ByteReader, ByteWriter } from './varint';

/** What resync needs of a link (wire.ts's Link). */
export interface ResyncLink {
  readonly peerId: string;
  readonly open: boolean;
  readonly capable: boolean;
  readonly sendingBulk: boolean;
  readonly lastBulkAt: number;
  /** A y-webrtc message, chunked if large. */
  send(message: Uint8Array): void;
  /** One of our small frames. */
  sendFrame(frame: Uint8Array): void;
}

/** What resync needs of the wire (wire.ts's Wire). */
export interface ResyncWire {
  /** Where probes from peers go. */
  setProbeHandler(fn: (link: ResyncLink, payload: Uint8Array) => void): void;
  scan(): void;
  openLinks(): ResyncLink[];
  link(peerId: string): ResyncLink | undefined;
}

export interface ResyncTiming {
  /** How often the clock runs (pending-struct check, state-vector sample). */
  tickMs: number;
  /** How often each link is probed. */
  probeMs: number;
  /** Something missing for this long counts as lost (not merely in flight). */
  staleMs: number;
}

export const DEFAULT_TIMING: ResyncTiming = { tickMs: 1000, probeMs: 2000, staleMs: 4000 };

/** What a probe carries. */
export interface Probe {
  stateVector: Uint8Array;
  digest: number;
  /** The sender found us behind it at our last probe. */
  youAreBehind: boolean;
}

export function encodeProbe(probe: Probe): Uint8Array {
  return new ByteWriter().uint8(TAG_PROBE).varBytes(probe.stateVector).varUint(probe.digest).uint8(probe.youAreBehind ? 1 : 0).finish();
}

/** A probe's payload (after the tag); null when malformed. */
export function decodeProbe(payload: Uint8Array): (Probe & { clocks: Map<number, number> }) | null {
  try {
    const reader = new ByteReader(payload);
    const stateVector = reader.varBytes();
    const digest = reader.varUint();
    const flags = reader.uint8();
    const clocks = Y.decodeStateVector(stateVector);
    for (const [client, clock] of clocks) if (!Number.isSafeInteger(client) || !Number.isSafeInteger(clock) || clock < 0) return null;
    return { stateVector, digest, youAreBehind: (flags & 1) === 1, clocks };
  } catch {
    return null;
  }
}

/** Does `have` contain everything of `need`? */
export function covers(have: Map<number, number>, need: Map<number, number>): boolean {
  for (const [client, clock] of need) if ((have.get(client) ?? 0) < clock) return false;
  return true;
}

/** FNV-1a over the doc's delete set: equal deletions give equal digests on every peer. */
export function deleteSetDigest(doc: Y.Doc): number {
  // With our own state vector as target the update holds no structs, only the delete set, which
  // Yjs writes in a canonical order (clients sorted, adjacent ranges merged).
  const bytes = Y.encodeStateAsUpdate(doc, Y.encodeStateVector(doc));
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193) >>> 0;
  return hash;
}

/** y-webrtc's messageSync (0) + y-protocols' step 1 (0) / step 2 (1). */
export const syncStep1 = (doc: Y.Doc) => new ByteWriter().varUint(0).varUint(0).varBytes(Y.encodeStateVector(doc)).finish();
export const syncStep2 = (update: Uint8Array) => new ByteWriter().varUint(0).varUint(1).varBytes(update).finish();

export function hasPending(doc: Y.Doc): boolean {
  return doc.store.pendingStructs !== null || doc.store.pendingDs !== null;
}

interface PeerState {
  lastProbeIn: number;
  lastProbeOut: number;
  lastRepair: number;
  /** From its last probe: the peer lacks what we have had for staleMs. */
  peerBehind: boolean;
  /** The peer said we lack what it has had for a while. */
  weAreBehind: boolean;
  /** Consecutive probes with equal state vectors but another delete set. */
  deleteMismatches: number;
}

export type SyncState = 'synced' | 'outOfSync' | 'unknown';

export interface ResyncStats {
  probesSent: number;
  probesReceived: number;
  /** Differences sent because a peer was behind. */
  repairsSent: number;
  /** Full syncs asked for (step 1) because of deletions or pending structs. */
  fullSyncsAsked: number;
}

export class Resync {
  readonly stats: ResyncStats = { probesSent: 0, probesReceived: 0, repairsSent: 0, fullSyncsAsked: 0 };
  private readonly peers = new Map<string, PeerState>();
  /** Our state vector as it was, oldest first, one sample per tick. */
  private history: { at: number; clocks: Map<number, number> }[] = [];
  private pendingSince: number | null = null;
  private lastPendingAsk = 0;
  private digest: number | null = null;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly listeners = new Set<() => void>();
  private lastSummary = '';
  private readonly onUpdate = () => {
    this.digest = null;
  };

  constructor(
    private readonly doc: Y.Doc,
    private readonly wire: ResyncWire,
    private readonly timing: ResyncTiming = DEFAULT_TIMING,
    private readonly now: () => number = Date.now,
  ) {
    wire.setProbeHandler((link, payload) => this.receive(link, payload));
    doc.on('update', this.onUpdate);
    this.timer = setInterval(() => this.tick(), timing.tickMs);
  }

  /** How this peer's copy compares with ours; 'unknown' for a peer without our extension. */
  state(peerId: string): SyncState {
    const link = this.wire.link(peerId);
    const peer = this.peers.get(peerId);
    if (!link?.open || !link.capable || !peer) return 'unknown';
    if (this.pendingTooLong() || peer.peerBehind || peer.weAreBehind || peer.deleteMismatches >= 2) return 'outOfSync';
    return 'synced';
  }

  /** Notifies when some peer's state changes. */
  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  destroy(): void {
    clearInterval(this.timer);
    this.doc.off('update', this.onUpdate);
    this.listeners.clear();
  }

  /** One step of the clock (public for tests). */
  tick(): void {
    const now = this.now();
    this.wire.scan();
    this.history.push({ at: now, clocks: Y.decodeStateVector(Y.encodeStateVector(this.doc)) });
    // Keep the newest sample at least staleMs old, and nothing older.
    while (this.history.length > 1 && now - this.history[1]!.at >= this.timing.staleMs) this.history.shift();

    const links = this.wire.openLinks().filter((link) => link.capable);
    const open = new Set(links.map((link) => link.peerId));
    for (const id of this.peers.keys()) if (!open.has(id)) this.peers.delete(id);

    if (hasPending(this.doc)) this.pendingSince ??= now;
    else this.pendingSince = null;
    if (this.pendingTooLong() && now - this.lastPendingAsk >= this.timing.staleMs) {
      // Something we were sent depends on an update we never got: ask everyone for it.
      this.lastPendingAsk = now;
      for (const link of links) this.askFullSync(link);
    }

    for (const link of links) {
      const peer = this.peerState(link.peerId);
      if (now - peer.lastProbeOut < this.timing.probeMs) continue;
      peer.lastProbeOut = now;
      link.sendFrame(encodeProbe({ stateVector: Y.encodeStateVector(this.doc), digest: this.currentDigest(), youAreBehind: peer.peerBehind }));
      this.stats.probesSent++;
    }
    this.emitIfChanged();
  }

  private receive(link: ResyncLink, payload: Uint8Array): void {
    const now = this.now();
    const probe = decodeProbe(payload);
    if (!probe || !link.capable) return;
    const peer = this.peerState(link.peerId);
    // A peer probing faster than we do gets no extra work out of us.
    if (now - peer.lastProbeIn < this.timing.probeMs / 2) return;
    peer.lastProbeIn = now;
    this.stats.probesReceived++;
    peer.weAreBehind = probe.youAreBehind;

    const ours = Y.decodeStateVector(Y.encodeStateVector(this.doc));
    const old = this.history[0];
    const oldEnough = old !== undefined && now - old.at >= this.timing.staleMs;
    peer.peerBehind = oldEnough && !covers(probe.clocks, old.clocks);
    // Its copy lacks what we have had for a while, and nothing large is on its way to it.
    if (peer.peerBehind && !link.sendingBulk && now - link.lastBulkAt >= this.timing.staleMs && now - peer.lastRepair >= this.timing.staleMs) {
      peer.lastRepair = now;
      link.send(syncStep2(Y.encodeStateAsUpdate(this.doc, probe.stateVector)));
      this.stats.repairsSent++;
    }

    const same = covers(ours, probe.clocks) && covers(probe.clocks, ours);
    if (same && probe.digest !== this.currentDigest()) {
      peer.deleteMismatches++;
      // Twice in a row: not a deletion in flight. Its step 2 carries its whole delete set.
      if (peer.deleteMismatches >= 2 && now - peer.lastRepair >= this.timing.staleMs) {
        peer.lastRepair = now;
        this.askFullSync(link);
      }
    } else if (same) {
      peer.deleteMismatches = 0;
    }
    this.emitIfChanged();
  }

  private askFullSync(link: ResyncLink): void {
    link.send(syncStep1(this.doc));
    this.stats.fullSyncsAsked++;
  }

  private pendingTooLong(): boolean {
    return this.pendingSince !== null && this.now() - this.pendingSince >= this.timing.staleMs;
  }

  private currentDigest(): number {
    this.digest ??= deleteSetDigest(this.doc);
    return this.digest;
  }

  private peerState(peerId: string): PeerState {
    let peer = this.peers.get(peerId);
    if (!peer) {
      peer = { lastProbeIn: 0, lastProbeOut: 0, lastRepair: 0, peerBehind: false, weAreBehind: false, deleteMismatches: 0 };
      this.peers.set(peerId, peer);
    }
    return peer;
  }

  private emitIfChanged(): void {
    const summary = [...this.peers.keys()].sort().map((id) => `${id}:${this.state(id)}`).join(',');
    if (summary === this.lastSummary) return;
    this.lastSummary = summary;
    for (const fn of this.listeners) fn();
  }
}
