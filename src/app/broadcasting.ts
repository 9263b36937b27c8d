// The Broadcast switch of a seat in a room: when on, this browser mirrors the room's signed log
// into the relay (after the chosen delay). Plain state for the panel to subscribe to; the relay
// client (Hocuspocus provider) is imported only when a broadcast starts.
import { relayFromLocation, BROADCAST_DELAYS, type RelaySettings } from '../net/relay/config';
import type { Broadcast } from '../net/relay/broadcast';
import type { SeatIdentity } from '../net/seatKeys';
import type { Seat } from '../table';
import type * as Y from 'yjs';

export type BroadcastStatus = 'off' | 'starting' | 'connecting' | 'live' | 'readOnly' | 'failed';

export interface BroadcastState {
  status: BroadcastStatus;
  delaySeconds: number;
  /** The link viewers open (null until this seat has a key). */
  viewerUrl: string | null;
}

export interface BroadcastHost {
  readonly roomId: string;
  readonly transport: Y.Doc;
  identity(): Promise<SeatIdentity | null>;
  seat(): Seat | null;
}

const RELAY_KEY = 'fudaba.relay';

/** The relay configured for this page (?relay=, else the one saved from an earlier ?relay=), or null. */
export function configuredRelay(loc: { search: string } = location, storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()): RelaySettings | null {
  const relay = relayFromLocation(loc.search, storage?.getItem(RELAY_KEY) ?? null);
  if (relay && new URLSearchParams(loc.search).has('relay')) storage?.setItem(RELAY_KEY, relay.url);
  return relay;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The viewer link: room, relay and the broadcasting seat's key fingerprint (checked by the viewer). */
export function viewerUrl(base: { href: string }, roomId: string, relayUrl: string, seat: Seat, fp: string, delaySeconds: number): string {
  const url = new URL(base.href);
  url.search = '';
  url.hash = '';
  url.searchParams.set('watch', roomId);
  url.searchParams.set('relay', relayUrl);
  url.searchParams.set('fp', `${seat}.${fp}`);
  if (delaySeconds > 0) url.searchParams.set('relayDelay', String(delaySeconds));
  return url.toString();
}

export class BroadcastControl {
  private state: BroadcastState;
  private readonly listeners = new Set<() => void>();
  private running: Broadcast | null = null;
  private offLink: (() => void) | null = null;
  private generation = 0;

  constructor(private readonly host: BroadcastHost, readonly relay: RelaySettings, private readonly base: { href: string } = location) {
    this.state = { status: 'off', delaySeconds: BROADCAST_DELAYS.includes(relay.delaySeconds as never) ? relay.delaySeconds : 0, viewerUrl: null };
    void this.refreshUrl();
  }

  get snapshot(): BroadcastState {
    return this.state;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** The delay applies to the next start (a running broadcast restarts with it). */
  setDelay(seconds: number): void {
    if (!BROADCAST_DELAYS.includes(seconds as never)) return;
    const wasOn = this.running !== null;
    this.set({ delaySeconds: seconds });
    void this.refreshUrl();
    if (wasOn) {
      this.stop();
      void this.start();
    }
  }

  async start(): Promise<void> {
    if (this.running || this.state.status === 'starting') return;
    const generation = ++this.generation;
    this.set({ status: 'starting' });
    const id = await this.host.identity();
    if (!id || !this.host.seat()) {
      this.set({ status: 'failed' });
      return;
    }
    const { startBroadcast } = await import('../net/relay/broadcast');
    if (generation !== this.generation) return; // stopped meanwhile
    this.running = startBroadcast({
      transport: this.host.transport, roomId: this.host.roomId,
      relay: { url: this.relay.url, delaySeconds: this.state.delaySeconds },
      signer: { publicKey: id.publicKey, privateKey: id.privateKey },
    });
    const link = this.running.link;
    const update = () => this.set({ status: link.status() !== 'connected' ? 'connecting' : link.canWrite() ? 'live' : 'readOnly' });
    this.offLink = link.onChange(update);
    update();
    await this.refreshUrl();
  }

  stop(): void {
    this.generation++;
    this.offLink?.();
    this.offLink = null;
    this.running?.stop();
    this.running = null;
    this.set({ status: 'off' });
  }

  private async refreshUrl(): Promise<void> {
    const id = await this.host.identity();
    const seat = this.host.seat();
    const url = id && seat ? viewerUrl(this.base, this.host.roomId, this.relay.url, seat, id.fingerprint, this.state.delaySeconds) : null;
    if (url !== this.state.viewerUrl) this.set({ viewerUrl: url });
  }

  private set(patch: Partial<BroadcastState>): void {
    this.state = { ...this.state, ...patch };
    for (const fn of this.listeners) fn();
  }

  destroy(): void {
    this.stop();
    this.listeners.clear();
  }
}

const CHOICE_PREFIX = 'fudaba.broadcast:';

/** The lobby's Broadcast choice, kept for the room page it leads to (same tab). */
export function rememberBroadcast(roomId: string, delaySeconds: number, storage: Pick<Storage, 'setItem'> | null = safeSession()): void {
  storage?.setItem(CHOICE_PREFIX + roomId, String(delaySeconds));
}

/** The choice made in the lobby for this room, once (null: none). */
export function takeBroadcastChoice(roomId: string, storage: Pick<Storage, 'getItem' | 'removeItem'> | null = safeSession()): number | null {
  const text = storage?.getItem(CHOICE_PREFIX + roomId) ?? null;
  if (text === null) return null;
  storage?.removeItem(CHOICE_PREFIX + roomId);
  const seconds = Number(text);
  return BROADCAST_DELAYS.includes(seconds as never) ? seconds : null;
}

function safeSession(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
