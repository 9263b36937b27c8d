// Wires the table session to the scene and the UI around it.
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOT, SaveFileError, handZoneOf, logTime, readMatInfo, type LogEntry, type Seat, type TableObject, type TableSnapshot } from '../table';
import { readGameMeta } from '../cards/setupGame';
import { TableScene, type SceneHandle } from '../scene/TableScene';
import { buildSceneModel } from '../scene/view';
import type { SelectMode, ScreenPoint } from '../scene/interaction';
import { actionsFor, commandForKey, type Action, type TableCommand } from '../ui/actions';
import { CardPreview } from '../ui/CardPreview';
import { ContextMenu } from '../ui/ContextMenu';
import { LogPanel } from '../ui/LogPanel';
import { Notices, type Notice } from '../ui/Notices';
import { PromptDialog } from '../ui/PromptDialog';
import { Toolbar, type AddKind } from '../ui/Toolbar';
import { ensureAssistStrings, setLanguage, type Language } from '../ui/i18n';
import { createAutomationApi } from './automation';
import { createRoom, roomUrl } from './createRoom';
import { PLAYER_COLORS, loadIdentity } from './identity';
import { lobbyNetworkProps, rememberNetwork } from './networkSettings';
import type { OnlineSession, OnlineState } from './online';
import { BuildBanner, ConnectionBanner, PeerList, type PeerRow } from '../ui/PeerList';
import type { LobbyResult } from '../ui/Lobby';
import type { RemotePresenceView } from '../scene/PresenceLayer';
import { addPiece } from './pieces';
import { auditText, type AuditState } from '../ui/auditText';
import { runSecretCommand, secrecyFor, type DeckView } from './secrets';
import { useAudits, useEnvelopeRounds, useKeeperVersion } from './useSecrets';
import { HandTray } from '../ui/HandTray';
import { customSetStore } from './customSets';
import { localDeckStore } from './deckStore';
import { shareImportedSets } from './sharedSets';

// The deck builder (and the CSV reader it brings) loads only when opened.
const HelpOverlay = lazy(() => import('../ui/HelpOverlay').then((m) => ({ default: m.HelpOverlay })));
const Lobby = lazy(() => import('../ui/Lobby').then((m) => ({ default: m.Lobby })));
const DeckViewer = lazy(() => import('../ui/DeckViewer').then((m) => ({ default: m.DeckViewer })));
const FairPlayDialog = lazy(() => import('../ui/FairPlayDialog').then((m) => ({ default: m.FairPlayDialog })));
const LazyDeckBuilder = lazy(() => import('../ui/deckBuilder/DeckBuilder').then((m) => ({ default: m.DeckBuilder })));
const LessonLayer = lazy(() => Promise.all([import('./lesson/LessonLayer'), ensureAssistStrings()]).then(([m]) => m));
const deckStore = localDeckStore();
const setStore = customSetStore();
import { opponentHandCount, reorderTarget, trayCards } from './handTray';
import type { TableSession, Viewer } from './session';
import { GameSetupPanels } from './GameSetupPanels';
import { useRulesAssist } from './useRulesAssist';
import { RulesLayer } from '../ui/rules/RulesLayer';
import { chooseFirst, rematch } from './match/matchActions';
import { HintPanel } from '../ui/rules/HintPanel';
import { GamePanel } from './GamePanel';

const VIEWER_KEY = 'fudaba.viewer';

export function storedViewer(): Viewer {
  try {
    const v = localStorage.getItem(VIEWER_KEY);
    if (v === 'p1' || v === 'p2' || v === 'spectator') return v;
  } catch {
    // Storage unavailable: default seat.
  }
  return 'p1';
}

const NO_ONLINE = { subscribe: () => () => undefined, snapshot: null };

function useOnline(online: OnlineSession | null): OnlineState | null {
  const source = online ?? NO_ONLINE;
  return useSyncExternalStore(
    useCallback((fn: () => void) => source.subscribe(fn), [source]),
    () => source.snapshot,
  );
}

function useSnapshot(session: TableSession): TableSnapshot {
  return useSyncExternalStore(
    useCallback((fn) => session.live.subscribe(fn), [session]),
    () => session.live.snapshot,
  );
}

export function App({ session, online = null }: { session: TableSession; online?: OnlineSession | null }) {
  const { t, i18n } = useTranslation();
  const snapshot = useSnapshot(session);
  const net = useOnline(online);
  const [localViewer, setViewerState] = useState<Viewer>(session.viewer);
  // In a room the seat comes from the doc (who holds which seat); alone, from the seat picker.
  const viewer: Viewer = net ? net.mySeat ?? 'spectator' : localViewer;
  session.viewer = viewer;
  const [lobbyOpen, setLobbyOpen] = useState(false);
  const seat: Seat | null = viewer === 'spectator' ? null : viewer;
  const keeperVersion = useKeeperVersion(session);
  // keeperVersion changes when this browser opens one of its hidden cards.
  const model = useMemo(() => buildSceneModel(snapshot, seat, (card) => session.keeper.identity(card)), [snapshot, seat, session, keeperVersion]);
  const secrecy = useMemo(() => secrecyFor(session, seat), [session, seat, snapshot]);
  const [deckView, setDeckView] = useState<DeckView | null>(null);
  const [fairOpen, setFairOpen] = useState(false);
  const rounds = useEnvelopeRounds(session);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [hover, setHover] = useState<{ id: string; point: ScreenPoint } | null>(null);
  const [menu, setMenu] = useState<{ ids: string[]; point: ScreenPoint } | null>(null);
  const [asking, setAsking] = useState<Action | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [wizardOpen, setWizardOpen] = useState(false);
  const [decksOpen, setDecksOpen] = useState(false);
  const [lessonsOpen, setLessonsOpen] = useState(false);
  // The lessons' code loads the first time they are opened, and stays for the lesson panel.
  const [lessonsUsed, setLessonsUsed] = useState(false);
  const setsVersion = useSyncExternalStore(
    useCallback((fn: () => void) => session.onSetsChanged(fn), [session]),
    () => session.setsVersion,
  );
  const [logOpen, setLogOpen] = useState(true);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [localLog, setLocalLog] = useState<LogEntry[]>([]);
  const [logEntries, setLogEntries] = useState<LogEntry[]>(() => session.log());
  const [, setHistoryTick] = useState(0);
  const sceneRef = useRef<SceneHandle | null>(null);
  const lang = (i18n.language === 'en' ? 'en' : 'ja') as Language;

  const notify = useCallback((kind: Notice['kind'], text: string, detail?: string[]) => {
    setNotices((list) => [...list.slice(-4), { id: Date.now() + Math.random(), kind, text, ...(detail ? { detail } : {}) }]);
  }, []);

  const setViewer = useCallback((v: Viewer) => {
    setSelection(new Set());
    if (online) {
      if (v === 'spectator') online.leave();
      else if (!online.claim(v)) {
        const holder = online.snapshot.seats[v];
        if (online.holderPresent(v)) notify('warning', t('peers.seatTaken', { seat: t(`seat.${v}`), name: holder?.name ?? '?' }));
        else if (window.confirm(t('peers.takeOver', { name: holder?.name ?? '?' }))) online.claim(v, true);
      }
      return;
    }
    session.viewer = v;
    setViewerState(v);
    try {
      localStorage.setItem(VIEWER_KEY, v);
    } catch {
      // Not remembered; still switched.
    }
  }, [session, online, notify, t]);

  // Keep the selection to objects that still exist.
  useEffect(() => {
    setSelection((sel) => {
      const kept = [...sel].filter((id) => model.byId.has(id));
      return kept.length === sel.size ? sel : new Set(kept);
    });
  }, [model]);

  // Log: the doc's shared log, plus local warnings about invalid records.
  useEffect(() => {
    const array = session.doc.getArray(ROOT.log.name);
    const update = () => setLogEntries(session.log());
    array.observe(update);
    return () => array.unobserve(update);
  }, [session]);
  useEffect(() => session.live.onInvalid((records) => {
    for (const r of records) console.warn(`[fudaba] skipped invalid record ${r.id}: ${r.reason}`);
    setLocalLog((list) => [
      ...list.slice(-50),
      ...records.map((r) => ({ t: logTime(), seat: 'system' as const, op: 'invalid', args: { id: r.id, reason: r.reason } })),
    ]);
  }), [session]);
  useEffect(() => {
    const bump = () => setHistoryTick((n) => n + 1);
    const managers = Object.values(session.undoManagers);
    for (const m of managers) {
      m.on('stack-item-added', bump);
      m.on('stack-item-popped', bump);
      m.on('stack-cleared', bump);
    }
    return () => {
      for (const m of managers) {
        m.off('stack-item-added', bump);
        m.off('stack-item-popped', bump);
        m.off('stack-cleared', bump);
      }
    };
  }, [session]);

  const assist = useRulesAssist({ session, snapshot, seat, keeperVersion, lang, solo: online === null, fail: (error) => notify('error', t('errors.command', { error })) });
  // Every local command is checked by the rules assist against the table before it; none is blocked.
  const runTable = useMemo(() => assist.guard((command: TableCommand) => {
    const result = session.run(command.type, command.args);
    if (!result.ok) notify('error', t('errors.command', { error: result.error }));
    return result;
  }), [assist.guard, session, notify, t]);
  const run = useCallback((command: TableCommand) => {
    const secret = runSecretCommand(session, seat, command, {
      run: runTable,
      show: setDeckView,
      fail: (error) => notify('error', t('errors.command', { error })),
    });
    return secret ? { ok: true as const, value: null } : runTable(command);
  }, [session, seat, runTable, notify, t]);
  const cardName = useCallback((ref: string) => session.catalog.face(ref).name, [session]);
  const localNote = useCallback((op: string, text: string) => {
    setLocalLog((list) => [...list.slice(-50), { t: logTime(), seat: 'system' as const, op, args: { text } }]);
  }, []);
  const { revealed, audits } = useAudits(session, useCallback((auditSeat: Seat, audit: AuditState) => {
    const ok = !('error' in audit) && audit.problems.length === 0;
    const text = auditText(t, auditSeat, audit, cardName);
    notify(ok ? 'info' : 'error', text);
    localNote(ok ? 'auditOk' : 'auditFailed', text);
  }, [notify, t, cardName, localNote]));
  useEffect(() => session.onSecretProblem((message) => {
    notify('error', t('fair.secretProblem'), [message]);
    localNote('secretProblem', message);
  }), [session, notify, t, localNote]);
  // A reveal that does not match its sealed commitment is rejected, and said once in the log.
  const mismatches = useRef(new Set<string>());
  useEffect(() => {
    for (const round of rounds) {
      for (const [roundSeat, verdict] of Object.entries(round.verdicts)) {
        const key = `${round.id}/${roundSeat}`;
        if (verdict !== 'mismatch' || mismatches.current.has(key)) continue;
        mismatches.current.add(key);
        const text = t('fair.mismatchLog', { who: t(`log.seats.${roundSeat}`), label: round.label });
        notify('error', text);
        localNote('envelopeMismatch', text);
      }
    }
  }, [rounds, notify, t, localNote]);

  const objectsById = snapshot.objects;
  const targetsOf = useCallback((ids: Iterable<string>): TableObject[] => {
    return [...ids].flatMap((id) => {
      const o = objectsById.get(id);
      return o ? [o] : [];
    });
  }, [objectsById]);

  const ownDeck = useMemo(() => {
    if (!seat) return null;
    const zones = model.zones.filter((z) => z.owner === seat && z.snap === 'stack' && z.visibility === 'hidden-order');
    for (const zone of zones) {
      const stack = model.objects.find((o) => o.kind === 'stack' && o.x >= zone.x && o.x <= zone.x + zone.w && o.y >= zone.y && o.y <= zone.y + zone.h);
      if (stack) return stack.id;
    }
    return null;
  }, [model, seat]);

  const select = useCallback((ids: string[], mode: SelectMode) => {
    setSelection((sel) => {
      if (mode === 'replace') return new Set(ids);
      const next = new Set(sel);
      for (const id of ids) {
        if (mode === 'toggle' && next.has(id)) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }, []);

  useEffect(() => online?.setSelection([...selection]), [online, selection]);

  // A seat lost to someone else's simultaneous claim (or a take-over) is said out loud.
  const previousSeat = useRef<Seat | null>(null);
  useEffect(() => {
    const before = previousSeat.current;
    const now = net?.mySeat ?? null;
    previousSeat.current = now;
    if (before && !now && net) {
      const holder = net.seats[before];
      if (holder) notify('warning', t('peers.seatTaken', { seat: t(`seat.${before}`), name: holder.name }));
    }
  }, [net, notify, t]);

  const peerViews = useMemo<RemotePresenceView[]>(() => (net?.peers ?? []).map((p) => ({
    key: String(p.clientId), name: p.user.name, color: p.user.color, cursor: p.cursor, drag: p.drag, selection: p.selection,
  })), [net?.peers]);

  const peerRows = useMemo<PeerRow[]>(() => {
    if (!net) return [];
    const rows: PeerRow[] = [{ key: 'me', name: net.me.name, color: net.me.color, seat: net.mySeat, link: 'me', rtt: null }];
    for (const p of net.peers) rows.push({ key: String(p.clientId), name: p.user.name, color: p.user.color, seat: p.seat, link: p.link, rtt: p.rtt, ...(p.relation !== 'same' ? { build: p.relation } : {}) });
    // Seat holders who are not here are listed as offline.
    for (const seat of ['p1', 'p2'] as const) {
      const holder = net.seats[seat];
      if (holder && holder.playerId !== net.me.playerId && !net.peers.some((p) => p.user.playerId === holder.playerId)) {
        rows.push({ key: `away-${seat}`, name: holder.name, color: holder.color, seat, link: 'offline', rtt: null });
      }
    }
    return rows;
  }, [net]);

  const onCreateRoom = useCallback(async (choice: LobbyResult) => {
    rememberNetwork(choice.network);
    const me = { ...loadIdentity(localStorage), name: choice.name, color: choice.color };
    const roomId = await createRoom(session.doc, me, choice, (copy) => session.keeper.unsealCopy(copy));
    location.assign(roomUrl(roomId));
  }, [session]);

  const undo = useCallback(() => session.undo(), [session]);
  const redo = useCallback(() => session.redo(), [session]);

  // Keyboard shortcuts act on the selection, or else on the object under the pointer.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)) return;
      if (asking || helpOpen || wizardOpen || decksOpen || lessonsOpen) return;
      const ctrl = e.ctrlKey || e.metaKey;
      const key = e.key;
      if (ctrl && key.toLowerCase() === 'z') {
        e.preventDefault();
        if (e.shiftKey) redo();
        else undo();
        return;
      }
      if (ctrl && key.toLowerCase() === 'y') {
        e.preventDefault();
        redo();
        return;
      }
      if (ctrl && key.toLowerCase() === 'a') {
        e.preventDefault();
        setSelection(new Set(model.objects.map((o) => o.id)));
        return;
      }
      if (key === 'Escape') {
        setSelection(new Set());
        setMenu(null);
        return;
      }
      if (key === '?' || (key === '/' && e.shiftKey)) {
        setHelpOpen(true);
        return;
      }
      const ids = selection.size > 0 ? [...selection] : hover ? [hover.id] : [];
      const command = commandForKey(key, ctrl, targetsOf(ids), seat, ownDeck, secrecy);
      if (command) {
        e.preventDefault();
        run(command);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [asking, helpOpen, wizardOpen, decksOpen, lessonsOpen, model, selection, hover, seat, ownDeck, run, undo, redo, targetsOf, secrecy]);

  // The automation API sees the latest state through refs.
  const latest = useRef({ model, selection });
  latest.current = { model, selection };
  useEffect(() => {
    window.fudaba = createAutomationApi({
      session,
      scene: () => sceneRef.current,
      model: () => latest.current.model,
      selection: () => [...latest.current.selection],
      select: (ids) => setSelection(new Set(ids)),
      setViewer,
      online,
    });
    document.body.dataset['ready'] = 'true';
  }, [session, setViewer, online]);

  const onDoubleClick = useCallback((id: string) => {
    const object = objectsById.get(id);
    if (!object) return;
    if (object.kind === 'stack' && seat) run({ type: 'draw', args: { stack: id, count: 1, seat } });
    else if (object.kind === 'card' || object.kind === 'stack') run({ type: 'flip', args: { ids: [id] } });
    else if (object.kind === 'die' || object.kind === 'coin') run({ type: 'roll', args: { ids: [id] } });
  }, [objectsById, run, seat]);

  const onContextMenu = useCallback((target: { id: string | null; point: ScreenPoint }) => {
    if (!target.id) return setMenu(null);
    const ids = selection.has(target.id) ? [...selection] : [target.id];
    setMenu({ ids, point: target.point });
  }, [selection]);

  const pick = useCallback((action: Action) => {
    setMenu(null);
    if (action.ask) setAsking(action);
    else if (action.command) run(action.command);
  }, [run]);

  const onLoadFile = useCallback(async (file: File) => {
    try {
      session.load(await file.text());
    } catch (error) {
      const detail = error instanceof SaveFileError ? error.problems : [String(error)];
      notify('error', t('errors.loadFailed'), detail);
    }
  }, [session, notify, t]);

  const onSave = useCallback(() => {
    const blob = new Blob([session.save()], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
    a.href = url;
    a.download = `fudaba-table-${stamp}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }, [session]);

  const onAdd = useCallback((kind: AddKind) => {
    if (!seat) return;
    const hand = handZoneOf([...objectsById.values()], seat);
    const id = addPiece(session, kind, seat, hand);
    if (id) setSelection(new Set([id]));
  }, [session, seat, objectsById]);

  const zoneName = useCallback((id: string) => {
    const zone = objectsById.get(id);
    return zone?.kind === 'zone' ? zone.name[lang] : id;
  }, [objectsById, lang]);

  const faces = useMemo(() => session.catalog.face.bind(session.catalog), [session]);
  const matInfo = useMemo(() => readMatInfo(session.doc), [session, snapshot]);
  const mat = useMemo(() => ({ width: matInfo.width, height: matInfo.height }), [matInfo.width, matInfo.height]);
  // A new game (a new setup id) frames the seat's side again, even on a mat of the same size.
  const frameKey = readGameMeta(session.doc)?.setupId ?? matInfo.id;
  const hovered = hover ? model.byId.get(hover.id) : undefined;
  const previewRef = hovered?.kind === 'card' && hovered.showFace ? hovered.ref
    : hovered?.kind === 'stack' && hovered.showFace ? hovered.cards[hovered.cards.length - 1]?.ref : undefined;
  const undoManager = seat ? session.undoManagers[seat] : null;
  const objectList = useMemo(() => [...objectsById.values()], [objectsById]);
  const hand = useMemo(() => (seat ? trayCards(objectList, model, seat, session.catalog) : []), [objectList, model, seat, session]);
  const lastTrayDrag = useRef(0);

  return (
    <div className={`app ${logOpen ? 'with-log' : ''} ${seat ? 'seated' : ''}`}>
      <Toolbar
        viewer={viewer}
        onViewer={setViewer}
        canUndo={!!undoManager && undoManager.undoStack.length > 0}
        canRedo={!!undoManager && undoManager.redoStack.length > 0}
        onUndo={undo}
        onRedo={redo}
        onZoom={(f) => sceneRef.current?.zoomBy(f)}
        onFit={() => sceneRef.current?.fit()}
        onAdd={onAdd}
        onSave={onSave}
        onLoadFile={(f) => void onLoadFile(f)}
        onNewTable={() => void session.gameLayer().then(() => setWizardOpen(true))}
        onDecks={() => void session.gameLayer().then(() => setDecksOpen(true))}
        onLessons={() => {
          setLessonsUsed(true);
          setLessonsOpen(true);
        }}
        lang={lang}
        onLanguage={(next) => void setLanguage(next)}
        onHelp={() => setHelpOpen(true)}
        logOpen={logOpen}
        onToggleLog={() => setLogOpen((o) => !o)}
        onFairPlay={() => setFairOpen(true)}
        online={net ? { roomId: net.roomId } : null}
        onPlayOnline={() => setLobbyOpen(true)}
      />
      <main className="table-area">
        <TableScene
          model={model}
          selection={selection}
          lang={lang}
          faces={faces}
          facesVersion={setsVersion}
          mat={mat}
          frameKey={frameKey}
          onCommand={(type, args) => run({ type, args })}
          onSelect={select}
          onHover={setHover}
          onContextMenu={onContextMenu}
          onDoubleClick={onDoubleClick}
          onReady={(handle) => (sceneRef.current = handle)}
          peers={peerViews}
          onPointerWorld={online ? (p) => online.setCursor(p) : undefined}
          onDragMove={online ? (items) => online.setDrag(items) : undefined}
          onDragEnd={online ? () => online.setDrag(null) : undefined}
        />
        {seat && (
          <HandTray
            cards={hand}
            opponentCount={opponentHandCount(objectList, seat)}
            selected={selection}
            onPlay={(id, clientX, clientY, faceDown) => {
              const at = sceneRef.current?.clientToWorld(clientX, clientY);
              const card = objectsById.get(id);
              if (!at || card?.kind !== 'card') return;
              if (faceDown === card.faceUp) runTable({ type: 'flip', args: { ids: [id] } });
              runTable({ type: 'move', args: { id, x: at.x, y: at.y } });
            }}
            onReorder={(id, toIndex) => {
              const at = reorderTarget(objectList, seat, id, toIndex);
              if (at) runTable({ type: 'move', args: { id, x: at.x, y: at.y } });
            }}
            onDragMove={(id, clientX, clientY) => {
              // Other players see the card (its back) follow the hand, about 30 times a second.
              const now = performance.now();
              const at = sceneRef.current?.clientToWorld(clientX, clientY);
              if (!online || !at || now - lastTrayDrag.current < 33) return;
              lastTrayDrag.current = now;
              online.setDrag([{ id, x: at.x, y: at.y }]);
            }}
            onDragEnd={() => online?.setDrag(null)}
            onHover={(id, clientX, clientY) => setHover(id ? { id, point: { clientX, clientY } } : null)}
            onSelect={(id, additive) => select([id], additive ? 'toggle' : 'replace')}
            onContextMenu={(id, clientX, clientY) => setMenu({ ids: [id], point: { clientX, clientY } })}
          />
        )}
        {net?.reconnecting && <ConnectionBanner onReconnect={net.status.online ? undefined : () => online?.connect()} />}
        {net?.mismatch && !net.reconnecting && <BuildBanner {...net.mismatch} onReload={() => window.location.reload()} />}
        {net && net.settled && snapshot.objects.size === 0 && <div className="waiting" data-testid="waiting">{t('lobby.waiting')}</div>}
        <GameSetupPanels
          session={session} seat={seat} lang={lang} local={!online} wizardOpen={wizardOpen}
          onCloseWizard={() => setWizardOpen(false)} fail={(error) => notify('error', t('errors.command', { error }))}
        />
        <RulesLayer
          assist={assist} seated={!!seat} lang={lang}
          anchor={(id) => {
            const o = model.byId.get(id);
            return o ? sceneRef.current?.worldToClient(o.x, o.y) ?? null : null;
          }}
          onRematch={() => rematch(session)} onChooseFirst={(first) => chooseFirst(session, first)}
        />
        <GamePanel
          session={session} assist={assist} snapshot={snapshot} lang={lang} selection={selection} run={run}
          anchor={(id) => {
            const o = model.byId.get(id);
            return o ? sceneRef.current?.worldToClient(o.x, o.y) ?? null : null;
          }}
          cardName={assist.cardName}
        />
        {lessonsUsed && (
          <Suspense fallback={null}>
            <LessonLayer session={session} lang={lang} local={!online} seat={seat} dialogOpen={lessonsOpen} onCloseDialog={() => setLessonsOpen(false)} logOpen={logOpen} />
          </Suspense>
        )}
        {selection.size > 1 && <div className="selection-count">{t('selected', { count: selection.size })}</div>}
      </main>
      {logOpen && (
        <aside className="side">
          {net && online && (
            <PeerList
              rows={peerRows}
              inviteUrl={roomUrl(net.roomId)}
              online={net.status.online}
              signaling={net.status.signaling}
              onToggleOnline={() => (net.status.online ? online.disconnect() : online.connect())}
            />
          )}
          <LogPanel entries={[...assist.logEntries, ...logEntries, ...localLog].sort((a, b) => a.t - b.t)} zoneName={zoneName} cardName={cardName} />
          {assist.view && (
            <HintPanel phase={assist.view.module.phases.find((p) => p.id === assist.view?.position?.phase)} hints={assist.view.hints}
              quiet={assist.quiet} lang={lang} ms={assist.view.ms} onQuiet={assist.setQuiet} onApply={(hint) => assist.apply(hint.actions ?? [])} />
          )}
        </aside>
      )}
      {lobbyOpen && (
        <Suspense fallback={null}>
        <Lobby
          mode="create"
          initial={{ name: loadIdentity(localStorage).name, color: loadIdentity(localStorage).color }}
          colors={PLAYER_COLORS}
          {...lobbyNetworkProps()}
          onCancel={() => setLobbyOpen(false)}
          onSubmit={(choice) => void onCreateRoom(choice).catch((error: unknown) => notify('error', String(error)))}
        />
        </Suspense>
      )}
      {previewRef && hover && !menu && <CardPreview face={session.catalog.face(previewRef)} x={hover.point.clientX} y={hover.point.clientY} />}
      {menu && (
        <ContextMenu
          x={menu.point.clientX}
          y={menu.point.clientY}
          actions={actionsFor(targetsOf(menu.ids), seat, secrecy)}
          onPick={pick}
          onClose={() => setMenu(null)}
        />
      )}
      {asking?.ask && (
        <PromptDialog
          label={t(`prompt.${asking.ask.prompt}`)}
          initial={asking.ask.initial}
          onCancel={() => setAsking(null)}
          onSubmit={(n) => {
            const build = asking.ask?.build;
            setAsking(null);
            if (build) run(build(n));
          }}
        />
      )}
      {helpOpen && <Suspense fallback={null}><HelpOverlay onClose={() => setHelpOpen(false)} /></Suspense>}
      {decksOpen && (
        <Suspense fallback={<div className="overlay"><p className="loading">{t('loading')}</p></div>}>
          <LazyDeckBuilder
            games={session.games}
            store={deckStore}
            customSets={setStore}
            lang={lang}
            onClose={() => setDecksOpen(false)}
            onSetImported={() => {
              shareImportedSets(session.doc, session.games);
              session.setsChanged();
            }}
          />
        </Suspense>
      )}
      {deckView && (
        <Suspense fallback={null}>
        <DeckViewer
          mode={deckView.mode}
          cards={deckView.cards.map((c) => ({ id: c.id, face: session.catalog.face(c.ref) }))}
          onTake={(id) => {
            const hand = seat ? handZoneOf([...objectsById.values()], seat) : undefined;
            if (!hand) return;
            const result = runTable({ type: 'move', args: { id, x: hand.x + hand.w - 40, y: hand.y + hand.h / 2 } });
            if (result.ok) setDeckView((v) => (v ? { ...v, cards: v.cards.filter((c) => c.id !== id) } : v));
          }}
          onShuffle={deckView.mode === 'search' ? () => {
            const zone = deckView.zone;
            setDeckView(null);
            void session.keeper.shuffle(zone).catch((error: unknown) => notify('error', String(error)));
          } : undefined}
          onClose={() => setDeckView(null)}
        />
        </Suspense>
      )}
      {fairOpen && (
        <Suspense fallback={null}>
        <FairPlayDialog
          seat={seat}
          revealedSeats={revealed}
          audits={audits}
          rounds={rounds}
          cardName={cardName}
          onExportKey={() => session.keeper.exportKey()}
          onImportKey={(text) => session.keeper.importKey(text)}
          onRevealKey={() => void session.keeper.revealKeyForAudit().catch((error: unknown) => notify('error', String(error)))}
          onOpenRound={(label, kind) => {
            try {
              session.envelopes.open(label, kind);
            } catch (error) {
              notify('error', String(error));
            }
          }}
          onCommit={(round, value) => void session.envelopes.commit(round, value).catch((error: unknown) => notify('error', String(error)))}
          onClose={() => setFairOpen(false)}
        />
        </Suspense>
      )}
      <Notices notices={notices} onDismiss={(id) => setNotices((list) => list.filter((n) => n.id !== id))} />
    </div>
  );
}
