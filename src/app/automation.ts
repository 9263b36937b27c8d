// window.fudaba: a small, documented API for tests and power users (docs/automation.md).
import * as Y from 'yjs';
import { COMMAND_TYPES, canonical, readMatInfo, type CommandResult, type LogEntry, type TableObject } from '../table';
import type { SceneHandle } from '../scene/TableScene';
import type { SceneModel } from '../scene/view';
import type { TableSession, Viewer } from './session';
import type { OnlineSession } from './online';
import { roomWriteGuard } from './roomWriteGuard';
import { remoteTransactionsOf, type RemoteTransaction } from './transactionLog';
import { rawApi, type RawApi } from './automationRaw';
import type { PointerInfo } from './pointers';
import { replayApi, type ReplayApi } from './replay/api';

/** True only in the browser tests' build (rawWritesIn in vite.config.ts): a constant, so
 * a production bundle drops the raw writes and their module. */
declare const __FUDABA_RAW_WRITES__: boolean;

/** The raw writes (`writeRaw`) are present only in a test build (`vite build --mode e2e`). */
export interface FudabaApi extends Partial<RawApi> {
  readonly version: 1;
  /** Every valid object on the table, sorted by id, plus ids of records that were skipped. */
  snapshot(): { objects: TableObject[]; invalid: { id: string; reason: string }[] };
  /** One object by id (cheaper than a snapshot), or null. */
  object(id: string): TableObject | null;
  /** Runs a table command as the current seat; never throws. */
  run(type: string, args?: unknown): CommandResult;
  commands(): string[];
  /** Client (page) coordinates of an object's centre as drawn now, or null if it is not drawn. */
  screenPosition(id: string): { x: number; y: number } | null;
  /** Client coordinates of a world point (table units). */
  worldToClient(x: number, y: number): { x: number; y: number } | null;
  /** The view now: zoom, a zone label's size on screen (CSS px) and the mat's size (table units). */
  view(): { scale: number; labelPx: number; mat: { width: number; height: number } } | null;
  log(): LogEntry[];
  undo(): boolean;
  redo(): boolean;
  seat(): Viewer;
  setSeat(viewer: Viewer): void;
  selection(): string[];
  select(ids: string[]): void;
  /** The object under the pointer as the page has drawn it (what a preview shows), or null. */
  hovered(): string | null;
  save(): string;
  /** Loads a save file's text; returns the error message instead of throwing. */
  load(text: string): { ok: true } | { ok: false; error: string };
  /** 'continuous' draws every frame (for measuring); the default 'on-demand' draws only on change. */
  setRenderMode(mode: 'continuous' | 'on-demand'): void;
  /** What the last frame drew (occlusion culling): objects drawn of all (trimmed: drawn in part), area painted / view area. */
  frameStats(): { objects: number; drawn: number; coverage: number; trimmed: number } | null;
  /** Occlusion culling on (default) or off, for measuring. */
  setCulling(on: boolean): void;
  /** The canvas's web font: how many times arriving chunks redrew the text, and whether a redraw is still to come. */
  webFont(): { version: number; settling: boolean };
  /** An object's position as the scene holds it now (table units; what the next frame draws), or null. */
  drawnPosition(id: string): { x: number; y: number } | null;
  /** Present when the table is shared in a room. */
  net: NetApi | null;
  /** Hidden information as this browser sees it (its own seat's secrets only). */
  secret: SecretApi;
  /** The whole shared doc as this browser holds it (a Yjs update, base64): what a curious peer could read. */
  docDump(): string;
  /** The last 50 transactions received from peers: the objects each changed and the rules events it appended. */
  remoteTransactions(): RemoteTransaction[];
  /** Replays and the room's history (docs/replays.md): save, open, scrub, step, play. */
  replay: ReplayApi;
}

export interface SecretApi {
  /** The card's identity as this browser may know it, or null. */
  identity(id: string): string | null;
  /** Resolves when pending seals, reveals and journal entries are written. */
  settled(): Promise<void>;
  /** The hidden deck zone of one of this seat's stacks, or null. */
  deckZone(stackId: string): string | null;
  /** Shuffles a hidden deck: jointly when it is a joint deck, else in this browser with a commitment. */
  shuffle(zone: string): Promise<unknown>;
  /** A hidden deck's scheme ('joint' or 'holder') and what it waits for. */
  deckStatus(zone: string): { scheme: 'joint' | 'holder'; waiting: { seat: 'p1' | 'p2'; what: string } | null };
  /** What this browser's joint decks caught (a draw not from the top, a forged opening …). */
  jointProblems(): unknown[];
  /** The joint decks replayed with the revealed keys. */
  jointAudit(): Promise<unknown[]>;
  look(zone: string, count: number): Promise<{ id: string; ref: string }[]>;
  search(zone: string): Promise<{ id: string; ref: string }[]>;
  exportKey(): Promise<string | null>;
  revealKey(): Promise<void>;
  audit(seat: 'p1' | 'p2'): Promise<unknown>;
  openEnvelope(label: string, kind: 'text' | 'number' | 'cards'): string;
  commitEnvelope(round: string, value: string | number | string[]): Promise<void>;
  envelopes(): Promise<unknown[]>;
  /** Joint rolls under way here, and the problems this browser found with anyone's. */
  rolls(): { pending: readonly unknown[]; problems: readonly unknown[] };
}

export interface AutomationHooks {
  session: TableSession;
  scene(): SceneHandle | null;
  model(): SceneModel;
  selection(): string[];
  select(ids: string[]): void;
  /** The object under the pointer in the page's last render. */
  hovered?(): string | null;
  /** The canvas's web font (src/scene/webFont.ts, passed in: this module stays free of PixiJS for Node). */
  webFont?(): { version: number; settling: boolean };
  setViewer(viewer: Viewer): void;
  online: OnlineSession | null;
  /** Pings and arrows on screen now (this browser's and its peers'). */
  pointers?(): PointerInfo[];
}

export interface NetApi {
  roomId(): string;
  /** Connection figures: data channels open over WebRTC and over BroadcastChannel (same browser). */
  status(): { signaling: boolean; connectedPeers: number; webrtcPeers: number; bcPeers: number; online: boolean; settled: boolean };
  peers(): { name: string; seat: string | null; link: string; rtt: number | null; cursor: { x: number; y: number } | null; dragging: string[] }[];
  seats(): Record<string, { name: string; playerId: string }>;
  me(): { playerId: string; name: string; seat: string | null };
  claimSeat(seat: 'p1' | 'p2', force?: boolean): boolean;
  leaveSeat(): void;
  disconnect(): void;
  connect(): void;
  /** Bytes of doc and awareness updates this peer has produced. */
  traffic(): { docBytes: number; awarenessBytes: number; awarenessSizes: { bytes: number; dragging: boolean }[] };
  /** The signed log: entries applied and refused here, sessions waiting, and every refusal. */
  signed(): {
    started: boolean; applied: number; refused: number; waiting: number; signed: number;
    refusals: { code: string; of: string | null; what: string; role: string | null }[];
  };
  /** Pings and arrows on screen now, each with its sender's name and colour and its age (ms). */
  pointers(): PointerInfo[];
}

export function createAutomationApi(h: AutomationHooks): FudabaApi {
  const s = h.session;
  const remote = remoteTransactionsOf(s.doc);
  return {
    remoteTransactions: () => remote.list(),
    replay: replayApi,
    version: 1,
    snapshot: () => ({ objects: canonical(s.live.snapshot), invalid: [...s.live.snapshot.invalid] }),
    object: (id) => s.live.snapshot.objects.get(id) ?? null,
    run: (type, args) => s.runUntrusted(type, args),
    commands: () => [...COMMAND_TYPES],
    screenPosition: (id) => {
      const view = h.model().byId.get(id);
      const scene = h.scene();
      return view && scene ? scene.worldToClient(view.x, view.y) : null;
    },
    worldToClient: (x, y) => h.scene()?.worldToClient(x, y) ?? null,
    view: () => {
      const scene = h.scene();
      if (!scene) return null;
      const mat = readMatInfo(s.doc);
      return { scale: scene.viewport().scale, labelPx: scene.labelPx(), mat: { width: mat.width, height: mat.height } };
    },
    log: () => s.log(),
    undo: () => s.undo(),
    redo: () => s.redo(),
    seat: () => s.viewer,
    setSeat: (viewer) => h.setViewer(viewer),
    selection: () => h.selection(),
    select: (ids) => h.select(ids),
    hovered: () => h.hovered?.() ?? null,
    save: () => s.save(),
    load: (text) => {
      try {
        s.load(text, h.online ? roomWriteGuard(h.online) : undefined);
        return { ok: true };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
    net: h.online ? netApi(h.online, h.pointers ?? (() => [])) : null,
    setRenderMode: (mode) => h.scene()?.setContinuousRendering(mode === 'continuous'),
    frameStats: () => h.scene()?.cullStats() ?? null,
    setCulling: (on) => h.scene()?.setCulling(on),
    drawnPosition: (id) => h.scene()?.drawnAt(id) ?? null,
    webFont: () => h.webFont?.() ?? { version: 0, settling: false },
    secret: {
      identity: (id) => {
        const card = s.live.snapshot.objects.get(id);
        return card?.kind === 'card' ? s.keeper.identity(card) ?? null : null;
      },
      settled: () => s.decks.settled(),
      deckStatus: (zone) => s.decks.status(zone),
      jointProblems: () => s.joint.problems(),
      jointAudit: async () => s.decks.auditJoint(await s.keeper.revealedKeys()),
      deckZone: (stackId) => s.keeper.deckZoneOf(stackId) ?? null,
      shuffle: (zone) => s.decks.shuffle(zone),
      look: (zone, count) => s.decks.look(zone, count),
      search: (zone) => s.decks.search(zone),
      exportKey: async () => (await s.keeper.exportKey()) ?? null,
      revealKey: () => s.keeper.revealKeyForAudit(),
      audit: (seat) => s.keeper.audit(seat),
      openEnvelope: (label, kind) => s.envelopes.open(label, kind),
      commitEnvelope: (round, value) => s.envelopes.commit(round, value),
      envelopes: () => s.envelopes.rounds(),
      rolls: () => ({ pending: s.rolls.pending, problems: s.rolls.problems }),
    },
    docDump: () => {
      const bytes = Y.encodeStateAsUpdate(s.doc);
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    ...(__FUDABA_RAW_WRITES__ ? rawApi(s.doc) : {}),
  };
}

function netApi(o: OnlineSession, pointers: () => PointerInfo[]): NetApi {
  return {
    roomId: () => o.roomId,
    status: () => {
      const room = o.room.provider.room;
      const s = o.snapshot;
      let webrtc = 0;
      room?.webrtcConns.forEach((c) => {
        if ((c as unknown as { connected: boolean }).connected) webrtc++;
      });
      return { ...s.status, webrtcPeers: webrtc, bcPeers: room?.bcConns.size ?? 0, settled: s.settled };
    },
    peers: () => o.snapshot.peers.map((p) => ({
      name: p.user.name, seat: p.seat, link: p.link, rtt: p.rtt, cursor: p.cursor, dragging: (p.drag ?? []).map((d) => d.id),
    })),
    seats: () => Object.fromEntries(Object.entries(o.snapshot.seats).map(([seat, h]) => [seat, { name: h.name, playerId: h.playerId }])),
    me: () => ({ playerId: o.me.playerId, name: o.me.name, seat: o.snapshot.mySeat }),
    claimSeat: (seat, force) => o.claim(seat, force ?? false),
    leaveSeat: () => o.leave(),
    disconnect: () => o.disconnect(),
    connect: () => o.connect(),
    traffic: () => ({ ...o.traffic }),
    signed: () => ({
      started: o.signed.started, ...o.signed.stats,
      refusals: o.refusals.map((r) => ({ code: r.refusal.code, of: r.refusal.of, what: r.refusal.what, role: r.role })),
    }),
    pointers,
  };
}

declare global {
  interface Window { fudaba?: FudabaApi }
}
