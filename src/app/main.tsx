// Entry point: load the card sets, open this browser's table (or a shared room), render the app.
import { createRoot, type Root } from 'react-dom/client';
import { CardCatalog, parseCardSet } from '../cards/catalog';
import { GameCatalog } from '../cards/gameCatalog';
import { ROOM_ID_PATTERN } from '../net/roomId';
import { canSignHere } from '../net/seatKeys';
import { loadNetSettings } from '../net/settings';
import { initI18n, storedLanguage, withPanelStrings } from '../ui/i18n';
import type { LobbyResult } from '../ui/Lobby';
// The Japanese web font (CSS and woff2 only, no JS): tables read on machines without a CJK font.
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';
import '../ui/styles.css';
import { App, storedViewer } from './App';
import { configuredRelay, rememberBroadcast } from './broadcasting';
import { BROADCAST_DELAYS } from '../net/relay/config';
import { customSetStore } from './customSets';
import { fetchSetText, loadGameLayer } from './gameLayer';
import { localDeckStore } from './deckStore';
import { PLAYER_COLORS, loadIdentity, loadRoomMemory, saveIdentity, saveRoomMemory, type RoomMemory } from './identity';
import { lobbyNetworkProps, rememberNetwork } from './networkSettings';
import { STARTER_SET, TableSession } from './session';
import { recordLocally } from './replay/recorder';
import { ReplaySwitch } from './replay/ReplaySwitch';


/** The starter set and every game's demo set. */
/** The starter set; the four games' data follows in the game layer (gameLayer.ts). */
async function loadCatalog(): Promise<GameCatalog> {
  const faces = new CardCatalog();
  const games = new GameCatalog([], faces);
  faces.add(parseCardSet(JSON.parse(await fetchSetText(STARTER_SET))));
  return games;
}

/** Waits for the game layer when the table already holds a game; else lets it load behind. */
async function gameLayerFor(session: TableSession): Promise<void> {
  if (session.holdsGame()) await session.gameLayer();
  else afterFirstPaint(() => void session.gameLayer());
}

/** Runs once the page has painted and the browser is idle (the table first, the rest after). */
function afterFirstPaint(fn: () => void): void {
  // The mark tells the benchmark which JS loads behind the table rather than for it (scripts/bench.mjs).
  const run = () => {
    performance.mark('fudaba:behind');
    fn();
  };
  const later = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 200));
  requestAnimationFrame(() => setTimeout(later, 0));
}

function showFatal(root: HTMLElement, error: unknown): void {
  root.innerHTML = '';
  const box = document.createElement('div');
  box.className = 'fatal';
  box.setAttribute('role', 'alert');
  box.textContent = `Fudaba could not start: ${error instanceof Error ? error.message : String(error)}`;
  root.appendChild(box);
}

/** Asks for name, colour, password and seat the first time this browser enters a room. */
async function askToJoin(root: Root, roomId: string): Promise<LobbyResult> {
  const me = loadIdentity(localStorage);
  const { Lobby } = await withPanelStrings(() => import('../ui/Lobby'))();
  return new Promise((resolve) => {
    root.render(
      <Lobby mode="join" roomId={roomId} initial={{ name: me.name, color: me.color }} colors={PLAYER_COLORS} {...lobbyNetworkProps()} onSubmit={resolve} canSign={canSignHere()}
        {...(configuredRelay() ? { broadcastDelays: BROADCAST_DELAYS } : {})} />,
    );
  });
}

async function openRoom(root: Root, catalog: GameCatalog, roomId: string): Promise<void> {
  // The room's code (WebRTC is loaded only by pages that play in a room) and this browser's
  // signing key come while the lobby is open or the table loads, not after.
  const onlineCode = Promise.all([import('./online'), import('../net/seatPins'), import('./seatInvites')]);
  const identity = import('../net/seatKeys').then((keys) => keys.browserSeatIdentity(), () => null);
  onlineCode.catch(() => undefined); // awaited below; a failure is reported there
  let memory: RoomMemory | null = loadRoomMemory(localStorage, roomId);
  let me = loadIdentity(localStorage);
  if (!memory) {
    const choice = await askToJoin(root, roomId);
    rememberNetwork(choice.network);
    me = { ...me, name: choice.name, color: choice.color };
    saveIdentity(localStorage, me);
    memory = { password: choice.password, seat: choice.seat };
    if (choice.broadcast !== undefined && choice.broadcast !== null) rememberBroadcast(roomId, choice.broadcast);
    saveRoomMemory(localStorage, roomId, memory);
  }
  const session = new TableSession(`room:${roomId}`, catalog, 'spectator', false);
  const opened = session.open();
  opened.catch(() => undefined); // awaited below
  const [{ OnlineSession, RoomLink }, { parseInviteFingerprint }, { parseInviteToken }] = await onlineCode;
  // Online while the stored table is read and a game's rules load: the link comes up meanwhile.
  const link = new RoomLink(session.tableName, roomId, memory.password, loadNetSettings(location, localStorage));
  await opened;
  const online = new OnlineSession(session, link, me, identity);
  const params = new URLSearchParams(location.search);
  online.expectInviter(parseInviteFingerprint(params.get('fp')), parseInviteToken(params.get('inv')));
  await gameLayerFor(session);
  root.render(<ReplaySwitch session={session} online={online}><App session={session} online={online} /></ReplaySwitch>);
  // Claim the seat asked for once we know who already sits where.
  const wanted = memory.seat;
  await online.whenSettled();
  await online.signed.idle(); // the seat records the room holds are verified and on the table
  // A page that cannot sign never takes a seat (its writes would be refused by every peer).
  if ((wanted === 'p1' || wanted === 'p2') && canSignHere() && !online.snapshot.mySeat && !online.snapshot.seats[wanted]) online.claim(wanted);
  if (canSignHere()) await online.startSigning();
  // A judge takes the chair once its writes are signed; the players grant it their keys (src/app/judge).
  if (wanted === 'judge') void import('./judge/JudgeSection').then(({ judgeDeskOf }) => judgeDeskOf(online).sit());
  // This seat's half of an agreed rewind is applied even while the side column is closed (src/app/rewind).
  void import('./rewind/rewindDeskOf').then(({ rewindDeskOf }) => rewindDeskOf(online));
}

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root missing from index.html');
  try {
    // The strings and the card sets load side by side.
    const [, catalog] = await Promise.all([initI18n(), loadCatalog()]);
    const params = new URLSearchParams(location.search);
    configuredRelay(); // a ?relay= link is remembered, so the room it leads to offers Broadcast
    const root = createRoot(rootElement);
    if (params.has('decks')) {
      // The deck builder on its own page (also what the browser tests open); loaded only here.
      const { DeckBuilder } = await withPanelStrings(() => import('../ui/deckBuilder/DeckBuilder'))();
      await loadGameLayer(catalog);
      root.render(<DeckBuilder games={catalog} store={localDeckStore()} customSets={customSetStore()} lang={storedLanguage()} onClose={() => location.assign('./')} />);
      return;
    }
    if (params.has('watch')) {
      // A broadcast viewer: its page and the relay client load only here.
      const { openWatch } = await withPanelStrings(() => import('./watchPage'))();
      await openWatch(root, catalog, params);
      return;
    }
    const roomId = params.get('room');
    if (roomId !== null) {
      if (!ROOM_ID_PATTERN.test(roomId)) throw new Error(`"${roomId}" is not a room id (4–40 lowercase letters, digits or dashes)`);
      await openRoom(root, catalog, roomId);
      return;
    }
    const tableName = params.get('table') ?? 'local';
    const session = new TableSession(tableName, catalog, storedViewer());
    await session.open();
    await gameLayerFor(session);
    // A solo table records its own updates for Save replay (a room's replay is its signed log).
    recordLocally(session.doc);
    root.render(<ReplaySwitch session={session}><App session={session} /></ReplaySwitch>);
  } catch (error) {
    console.error(error);
    showFatal(rootElement, error);
  }
}

void start();
