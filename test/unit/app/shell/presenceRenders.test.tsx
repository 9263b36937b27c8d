// @vitest-environment happy-dom
// A peer dragging streams its presence about 30 times a second: only what draws it re-renders, not
// the whole App. The canvas is replaced by a probe that counts the App's renders (the scene is
// rendered again each time the App is) and subscribes to presence as the real scene does.
import 'fake-indexeddb/auto';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameCatalog } from '../../../../src/cards/gameCatalog';
import { MemoryKeyStore } from '../../../../src/secret/keyring';
import { App } from '../../../../src/app/App';
import type { OnlineSession, OnlineState, PeerInfo } from '../../../../src/app/online';
import { TableSession } from '../../../../src/app/session';
import { ja } from '../../../../src/ui/locales/ja';
import { panelsJa } from '../../../../src/ui/locales/panels.ja';

const counts = vi.hoisted(() => ({ app: 0, presence: 0, peersSeen: 0 }));

vi.mock('../../../../src/scene/TableScene', async () => {
  const { useSyncExternalStore } = await import('react');
  type Peers = readonly unknown[];
  type Source = { subscribe(fn: () => void): () => void; readonly snapshot: Peers };
  const NONE: Source = { subscribe: () => () => undefined, snapshot: [] };
  function Presence({ source }: { source: Source }) {
    const peers = useSyncExternalStore((fn) => source.subscribe(fn), () => source.snapshot);
    counts.presence++;
    counts.peersSeen = peers.length;
    return null;
  }
  function TableScene(props: { presence?: Source; peers?: Peers }) {
    counts.app++;
    // Before the split the App handed the scene an array of peers on every change.
    if (props.peers) {
      counts.presence++;
      counts.peersSeen = props.peers.length;
      return null;
    }
    return <Presence source={props.presence ?? NONE} />;
  }
  return { TableScene };
});

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'ja', resources: { ja: { translation: { ...ja, ...panelsJa } } }, initAsync: false, interpolation: { escapeValue: false } });

const ME = { playerId: 'me-1', name: 'わたし', color: '#3366ff' };

function peer(cursor: { x: number; y: number } | null, name = 'あいて'): PeerInfo {
  return {
    clientId: 7, user: { playerId: 'peer-1', name, color: '#ff6633', peerId: 'rtc-1' }, seat: 'p2',
    build: null, cursor, drag: cursor ? [{ id: 'card-1', x: cursor.x, y: cursor.y }] : null, selection: [],
    link: 'webrtc', rtt: 12, relation: 'same',
  } as PeerInfo;
}

/** What the App reads of an online session, driven by the test. */
class FakeOnline {
  private listeners = new Set<() => void>();
  state: OnlineState = {
    roomId: 'room-test', me: ME, mySeat: 'p1', seats: { p1: ME }, peers: [peer(null)],
    status: { signaling: true, connectedPeers: 1, online: true }, reconnecting: false, settled: true, mismatch: null, unconfirmed: {},
  } satisfies OnlineState;
  get snapshot(): OnlineState {
    return this.state;
  }
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
  push(change: Partial<OnlineState>): void {
    this.state = { ...this.state, ...change };
    for (const fn of this.listeners) fn();
  }
  holderPresent = () => true;
  claim = () => true;
  leave = () => undefined;
  setCursor = () => undefined;
  setDrag = () => undefined;
  setSelection = () => undefined;
  setSecretChoice = () => undefined;
  onSeatNote = () => () => undefined;
  onSignedNote = () => () => undefined;
  inviter = () => null;
  /** What the link watch reads: a room with no signaling-only peers. */
  room = {
    status: () => this.state.status, provider: { room: null }, peerId: 'me',
    awareness: { getStates: () => new Map() }, linkOf: () => 'webrtc', onChange: () => () => undefined,
  };
  connect = () => undefined;
  disconnect = () => undefined;
  /** The table this room feeds (the players panel reads the judge's chair from it). */
  session: TableSession | null = null;
}

let root: Root | null = null;
let session: TableSession | null = null;
afterEach(() => {
  act(() => root?.unmount());
  session?.destroy();
  root = null;
  session = null;
});

async function mount(online: FakeOnline): Promise<void> {
  // A desktop's width: narrower windows start with the side column (the peer list) as a shut drawer.
  Object.defineProperty(window, 'innerWidth', { value: 1440, configurable: true });
  session = new TableSession(`presence-renders-${Math.random()}`, new GameCatalog([]), 'p1', false, new MemoryKeyStore());
  await session.open();
  online.session = session;
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  const s = session;
  await act(async () => {
    root?.render(<I18nextProvider i18n={i18n}><App session={s} online={online as unknown as OnlineSession} /></I18nextProvider>);
  });
  // The players panel loads with the first room (a lazy chunk): let it come in before measuring.
  await act(async () => {
    await import('../../../../src/app/shell/PeerPanel');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('presence and the App', () => {
  it('a peer dragging for one second (30 presence updates) re-renders the presence layer, not the App', async () => {
    const online = new FakeOnline();
    await mount(online);
    const app = counts.app;
    const presence = counts.presence;
    for (let i = 1; i <= 30; i++) act(() => online.push({ peers: [peer({ x: 100 + i * 5, y: 200 })] }));
    const appRenders = counts.app - app;
    const presenceRenders = counts.presence - presence;
    console.log(`[presence] 30 remote presence updates: App rendered ${appRenders} times, the presence layer ${presenceRenders} times`);
    expect(presenceRenders).toBe(30);
    expect(appRenders).toBe(0);
  });

  it('what the App shows of the room (a peer renamed) still re-renders it', async () => {
    const online = new FakeOnline();
    await mount(online);
    const app = counts.app;
    act(() => online.push({ peers: [peer(null, 'べつのなまえ')] }));
    expect(counts.app - app).toBeGreaterThan(0);
    expect(document.body.textContent).toContain('べつのなまえ');
  });
});
