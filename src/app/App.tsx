// Wires the table session to the scene and the UI around it.
import { Suspense, lazy, startTransition, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { handZoneOf, readMatInfo, type Seat, type TableObject, type TableSnapshot } from '../table';
import { localizedFace } from '../cards/localizedFace';
import { leadingThrottle } from './remoteRender';
import { readGameMeta } from '../cards/gameMeta';
import { TableScene, type SceneHandle } from '../scene/TableScene';
import { buildSceneModel, viewRect } from '../scene/view';
import type { SelectMode, ScreenPoint } from '../scene/interaction';
import { webFontSettling, webFontVersion } from '../scene/webFont';
import { actionsFor, type Action, type MenuCommand, type TableCommand } from '../ui/actions';
import { CardPreview } from '../ui/CardPreview';
import { ContextMenu } from '../ui/ContextMenu';
import { PromptDialog } from '../ui/PromptDialog';
import { Toolbar, type AddKind } from '../ui/Toolbar';
import { ensureAssistStrings, setLanguage, withPanelStrings, type Language } from '../ui/i18n';
import { createAutomationApi } from './automation';
import { openHistory, pickReplay, replayApi } from './replay/api';
import type { OnlineSession } from './online';
import { FirstVisitGuide } from '../ui/FirstVisitGuide';
import { TableFxLayer } from '../ui/TableFxLayer';
import { useTableFx } from './shell/useTableFx';
import { RollingBadges } from '../ui/RollingBadges';
import { useJointAudits } from './useJointAudits';
import { jointAuditText } from '../ui/jointAuditText';
import type { DeckAudit } from '../secret/poker/audit';
import { DeckBadges } from '../ui/DeckBadges';
import { useDeckBadges } from './useDeckBadges';
import { useJointRolls } from './useJointRolls';
import { addPiece } from './pieces';
import { auditText, type AuditState } from '../ui/auditText';
import { runSecretCommand, secrecyFor, type DeckView } from './secrets';
import { useAudits, useEnvelopeRounds, useKeeperVersion } from './useSecrets';
import { HandTray } from '../ui/HandTray';
import { useVersioned } from '../ui/useVersioned';
import { AppDialogs } from './shell/AppDialogs';
import { keysBlocked, useDialogs } from './shell/dialogs';
import { LiveNotices } from './shell/LiveNotices';
import { LocalLog } from './shell/localLog';
import { useSignedNotes } from './shell/useSignedNotes';
import { LogColumn } from './shell/LogColumn';
import { NoticeStore } from './shell/notices';
import { useRoom } from './shell/useRoom';
import { useShortcuts } from './shell/useShortcuts';
import { useUndoState } from './shell/useUndo';
import { useLayoutPrefs } from './shell/useLayoutPrefs';
import { dockInsets, useDockRefit } from './shell/dockInsets';
import { SideToggle } from '../ui/SideToggle';
import { TurnSidewaysBanner } from '../ui/TurnSidewaysBanner';
import { TableMenu } from '../ui/TableMenu';
import { usePointers } from './shell/usePointers';

// The lessons' code (and their strings) load the first time they are opened.
const LessonLayer = lazy(withPanelStrings(() => Promise.all([import('./lesson/LessonLayer'), ensureAssistStrings()]).then(([m]) => m)));
// The game setup (wizard, bring-a-deck, mulligan, fighter choice) loads with a game or the wizard.
// A room's banners load with the room.
const RoomBanners = lazy(() => import('./shell/RoomBanners'));
const GameSetupPanels = lazy(withPanelStrings(() => import('./GameSetupPanels').then((m) => ({ default: m.GameSetupPanels }))));
/** The match bar's rematch and first-player choice, loaded when clicked (they lay out a game). */
const matchActions = () => import('./match/matchActions');
import { opponentHandCount, reorderTarget, trayCards } from './handTray';
import type { TableSession, Viewer } from './session';
import { loadNotice } from './loadNotice';
import { roomWriteGuard } from './roomWriteGuard';
import { useRulesAssist } from './useRulesAssist';
import { useClock } from './match/useClock';
import { RulesLayer } from './rulesLayerLoader';
import { useSideSwap } from './shell/useSideSwap';
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

/** A peer's large changes (a load arriving entry by entry) render at most this often. */
const REMOTE_RENDER_MS = 100;
/** A peer's change of this many records or more counts as large. */
const LARGE_CHANGE = 50;

/**
 * The live table. This page's own changes render at once; a peer's render as a transition, which
 * React does in slices and drops for a newer one, so a big remote change does not block the page;
 * a burst of large ones renders, and draws, every REMOTE_RENDER_MS (the first at once). A peer's
 * small change (a move) is never held back.
 */
function useSnapshot(session: TableSession): TableSnapshot {
  const [snapshot, setSnapshot] = useState(() => session.live.snapshot);
  useEffect(() => {
    setSnapshot(session.live.snapshot);
    const remote = leadingThrottle(() => startTransition(() => setSnapshot(session.live.snapshot)), REMOTE_RENDER_MS);
    const off = session.live.subscribe((next, change) => {
      if (!change.local && change.records >= LARGE_CHANGE) return remote.request();
      remote.cancel();
      if (change.local) setSnapshot(next);
      else startTransition(() => setSnapshot(next));
    });
    return () => {
      off();
      remote.cancel();
    };
  }, [session]);
  return snapshot;
}

/** watching: a broadcast viewer's page (watchPage.tsx): a spectator's table that writes nowhere. */
export function App({ session, online = null, watching = false }: { session: TableSession; online?: OnlineSession | null; watching?: boolean }) {
  const { t, i18n } = useTranslation();
  const snapshot = useSnapshot(session);
  // The room without the peers' live presence, which only the scene's presence layer reads.
  const { room: net, presence } = useRoom(online);
  const pointers = usePointers(online);
  const [localViewer, setViewerState] = useState<Viewer>(session.viewer);
  // In a room the seat comes from the doc (who holds which seat); alone, from the seat picker.
  const viewer: Viewer = watching ? 'spectator' : net ? net.mySeat ?? 'spectator' : localViewer;
  session.viewer = viewer;
  const [lobbyOpen, setLobbyOpen] = useState(false);
  const seat: Seat | null = viewer === 'spectator' ? null : viewer;
  const keeperVersion = useKeeperVersion(session);
  // keeperVersion changes when this browser opens one of its hidden cards.
  const keeper = useVersioned(session.keeper, keeperVersion);
  const model = useMemo(() => buildSceneModel(snapshot, seat, (card) => keeper.source.identity(card)), [snapshot, seat, keeper]);
  // The session reads the live table: the snapshot says when it changed.
  const table = useVersioned(session, snapshot);
  const secrecy = useMemo(() => secrecyFor(table.source, seat), [table, seat]);
  const [deckView, setDeckView] = useState<DeckView | null>(null);
  const rounds = useEnvelopeRounds(session);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [hover, setHover] = useState<{ id: string; point: ScreenPoint } | null>(null);
  const [menu, setMenu] = useState<{ ids: string[]; point: ScreenPoint } | null>(null);
  const [asking, setAsking] = useState<Action | null>(null);
  const dialogs = useDialogs();
  const { show, close } = dialogs;
  // The lessons' code loads the first time they are opened, and stays for the lesson panel.
  const [lessonsUsed, setLessonsUsed] = useState(false);
  const setsVersion = useSyncExternalStore(
    useCallback((fn: () => void) => session.onSetsChanged(fn), [session]),
    () => session.setsVersion,
  );
  // The side column and the hand tray fold away (remembered); the docked panels shape the fit.
  const layout = useLayoutPrefs();
  const logOpen = layout.sideOpen;
  const areaRef = useRef<HTMLElement>(null);
  const dockInsetsNow = useCallback(() => dockInsets(areaRef.current), []);
  useDockRefit(areaRef, useCallback(() => sceneRef.current, []));
  // Notices and this browser's log lines live in stores: adding one re-renders only what shows it.
  const [notices] = useState(() => new NoticeStore());
  const [localLog] = useState(() => new LocalLog());
  const notify = notices.notify;
  const localNote = localLog.note;
  const sceneRef = useRef<SceneHandle | null>(null);
  const lang = (i18n.language === 'en' ? 'en' : 'ja') as Language;

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

  // Records skipped as invalid are said in this browser's log (the doc's log is read by the column).
  useEffect(() => session.live.onInvalid(localLog.invalid), [session, localLog]);
  const { canUndo, canRedo } = useUndoState(session, seat);

  const assist = useRulesAssist({ session, snapshot, seat, keeperVersion, lang, solo: online === null, fail: (error) => notify('error', t('errors.command', { error })) });
  const clock = useClock({ session, seat, solo: online === null, hasMatch: assist.match !== null, advance: assist.advance });
  const sideSwap = useSideSwap(session, lang);
  // Falldown is planned in secret: what this seat selects (the units it aims at) never goes out.
  const simultaneous = assist.view?.module.game === 'falldown';
  useEffect(() => online?.setSecretChoice(simultaneous), [online, simultaneous]);
  // Every local command is checked by the rules assist against the table before it; none is blocked.
  const { guard } = assist;
  const runTable = useMemo(() => guard((command: TableCommand) => {
    const result = session.run(command);
    if (!result.ok) notify('error', t('errors.command', { error: result.error }));
    return result;
  }), [guard, session, notify, t]);
  const run = useCallback((command: MenuCommand) => {
    const ordinary = runSecretCommand(session, seat, command, {
      run: runTable,
      show: setDeckView,
      fail: (error) => notify('error', t('errors.command', { error })),
    });
    return ordinary ? runTable(ordinary) : { ok: true as const, value: null };
  }, [session, seat, runTable, notify, t]);
  const cardName = useCallback((ref: string) => localizedFace(session.catalog.face(ref), lang).name, [session, lang]);
  const { revealed, audits } = useAudits(session, useCallback((auditSeat: Seat, audit: AuditState) => {
    const ok = !('error' in audit) && audit.problems.length === 0;
    const text = auditText(t, auditSeat, audit, cardName);
    notify(ok ? 'info' : 'error', text);
    localNote(ok ? 'auditOk' : 'auditFailed', text);
  }, [notify, t, cardName, localNote]));
  const jointAudits = useJointAudits(session, useCallback((audit: DeckAudit) => {
    const text = jointAuditText(t, audit, cardName);
    notify(audit.ok ? 'info' : 'error', text);
    localNote(audit.ok ? 'auditOk' : 'auditFailed', text);
  }, [notify, t, cardName, localNote]));
  useEffect(() => session.onSecretProblem((message) => {
    notify('error', t('fair.secretProblem'), [message]);
    localNote('secretProblem', message);
  }), [session, notify, t, localNote]);
  useSignedNotes(online ?? null, session, notify, localNote, t);
  // A refused seat claim, or a takeover by a new key, is said once in this browser's log.
  useEffect(() => online?.onSeatNote((note) => {
    const seat = t(`seat.${note.seat}`);
    const text = note.kind === 'seatTakenOver' ? t('peers.seatTakenOver', { seat, name: note.name })
      : note.kind === 'seatReserved' ? t('peers.seatReserved', { seat })
      : note.name ? t('peers.seatRefused', { seat, name: note.name }) : t('peers.seatRefusedAnon', { seat });
    notify('warning', text);
    localNote(note.kind, text);
  }), [online, notify, t, localNote]);
  // A reveal that does not match its sealed commitment is rejected, and a seal seen in two versions
  // (equivocation) keeps the envelope shut: each is said once, as a notice and in the log.
  const mismatches = useRef(new Set<string>());
  useEffect(() => {
    for (const round of rounds) {
      for (const [roundSeat, verdict] of Object.entries(round.verdicts)) {
        const key = `${round.id}/${roundSeat}/${verdict}`;
        if ((verdict !== 'mismatch' && verdict !== 'equivocation') || mismatches.current.has(key)) continue;
        mismatches.current.add(key);
        const text = t(verdict === 'mismatch' ? 'fair.mismatchLog' : 'fair.equivocationLog', { who: t(`log.seats.${roundSeat}`), label: round.label });
        notify('error', text);
        localNote(verdict === 'mismatch' ? 'envelopeMismatch' : 'envelopeEquivocation', text);
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

  const undo = useCallback(() => session.undo(), [session]);
  const redo = useCallback(() => session.redo(), [session]);

  // Keyboard shortcuts act on the selection, or else on the object under the pointer.
  const closeMenu = useCallback(() => setMenu(null), []);
  const openHelp = useCallback(() => show('help'), [show]);
  useShortcuts({
    blocked: !!asking || keysBlocked(dialogs.open),
    selection, hoverId: hover?.id ?? null, seat, ownDeck, secrecy,
    allIds: () => model.objects.map((o) => o.id),
    targetsOf, run, undo, redo, select: setSelection, closeMenu, openHelp,
    explain: (reason) => notify('info', t(reason)),
  });

  // The automation API sees the latest state through refs.
  const latest = useRef({ model, selection, hover });
  latest.current = { model, selection, hover };
  // Rolls and shuffles (anyone's) play a brief effect at the object.
  const fxPlace = useCallback((id: string) => {
    const view = latest.current.model.byId.get(id);
    const scene = sceneRef.current;
    if (!view || !scene) return null;
    const r = viewRect(view);
    return scene.worldToClient(r.x + r.w / 2, r.y + r.h / 2);
  }, []);
  const tableFx = useTableFx(session.doc, fxPlace);
  // Joint rolls under way show at their pieces; a roll that its shares do not give is said here.
  const sayRollProblem = useCallback((_problem: unknown, text: string) => {
    notify('warning', text);
    localNote('rollProblem', text);
  }, [notify, localNote]);
  const jointRolls = useJointRolls(session, fxPlace, sayRollProblem, t);
  const sayDeckProblem = useCallback((_problem: unknown, text: string) => {
    notify('warning', text);
    localNote('deckProblem', text);
  }, [notify, localNote]);
  const deckBadges = useDeckBadges(session, Boolean(online), seat, fxPlace, sayDeckProblem, t);
  useEffect(() => {
    window.fudaba = createAutomationApi({
      session,
      scene: () => sceneRef.current,
      model: () => latest.current.model,
      selection: () => [...latest.current.selection],
      select: (ids) => setSelection(new Set(ids)),
      hovered: () => latest.current.hover?.id ?? null,
      webFont: () => ({ version: webFontVersion(), settling: webFontSettling() }),
      setViewer,
      online,
      pointers: () => pointers.list(),
    });
    document.body.dataset['ready'] = 'true';
  }, [session, setViewer, online, pointers]);

  const onDoubleClick = useCallback((id: string) => {
    const object = objectsById.get(id);
    if (!object) return;
    if (object.kind === 'stack' && seat) run({ type: 'draw', args: { stack: id, count: 1, seat } });
    else if (object.kind === 'card' || object.kind === 'stack') run({ type: 'flip', args: { ids: [id] } });
    else if (object.kind === 'die' || object.kind === 'coin') run({ type: 'roll', args: { ids: [id] } });
  }, [objectsById, run, seat]);

  const onContextMenu = useCallback((target: { id: string | null; point: ScreenPoint }) => {
    // The bare table (right-click or long press) gets the table menu: view and new pieces.
    if (!target.id) return setMenu({ ids: [], point: target.point });
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
      session.load(await file.text(), online ? roomWriteGuard(online) : undefined);
    } catch (error) {
      const { title, detail } = loadNotice(error, t);
      notify('error', title, detail);
    }
  }, [session, online, notify, t]);

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

  // Faces on the canvas read in the UI language (the set's English gloss in English mode); a new
  // lookup draws every face again.
  const faces = useMemo(() => (ref: string) => localizedFace(session.catalog.face(ref), lang), [session, lang]);
  const matInfo = useMemo(() => readMatInfo(table.source.doc), [table]);
  const mat = useMemo(() => ({ width: matInfo.width, height: matInfo.height }), [matInfo.width, matInfo.height]);
  // A new game (a new setup id) frames the seat's side again, even on a mat of the same size.
  const frameKey = readGameMeta(session.doc)?.setupId ?? matInfo.id;
  const hovered = hover ? model.byId.get(hover.id) : undefined;
  const previewRef = hovered?.kind === 'card' && hovered.showFace ? hovered.ref
    : hovered?.kind === 'stack' && hovered.showFace ? hovered.cards[hovered.cards.length - 1]?.ref : undefined;
  const objectList = useMemo(() => [...objectsById.values()], [objectsById]);
  const hand = useMemo(() => (seat ? trayCards(objectList, model, seat, session.catalog) : []), [objectList, model, seat, session]);
  const lastTrayDrag = useRef(0);

  return (
    <div className={`app ${logOpen ? 'with-log' : ''} ${seat ? 'seated' : ''} ${layout.trayOpen ? '' : 'tray-collapsed'}`}>
      <Toolbar
        viewer={viewer}
        onViewer={setViewer}
        canUndo={canUndo}
        canRedo={canRedo}
        onUndo={undo}
        onRedo={redo}
        onZoom={(f) => sceneRef.current?.zoomBy(f)}
        onFit={() => sceneRef.current?.fit()}
        onAdd={onAdd}
        onSave={onSave}
        onLoadFile={(f) => void onLoadFile(f)}
        onNewTable={() => void session.gameLayer().then(() => show('wizard'))}
        onDecks={() => void session.gameLayer().then(() => show('decks'))}
        onLessons={() => {
          setLessonsUsed(true);
          show('lessons');
        }}
        onSaveReplay={() => void replayApi.download()}
        onOpenReplay={() => pickReplay((problems) => notify('error', t('replay.problems', { problems: problems.join('; ') })))}
        onHistory={() => openHistory((problems) => notify('error', t('replay.problems', { problems: problems.join('; ') })))}
        lang={lang}
        onLanguage={(next) => void setLanguage(next)}
        onHelp={openHelp}
        logOpen={logOpen}
        onToggleLog={layout.toggleSide}
        onFairPlay={() => show('fair')}
        online={net ? { roomId: net.roomId } : null}
        onPlayOnline={() => show('lobby')}
        watching={watching}
      />
      <main className="table-area" ref={areaRef}>
        <TableScene
          model={model}
          selection={selection}
          lang={lang}
          faces={faces}
          facesVersion={setsVersion}
          mat={mat}
          frameKey={frameKey}
          onCommand={run}
          onSelect={select}
          onHover={setHover}
          onContextMenu={onContextMenu}
          onDoubleClick={onDoubleClick}
          onReady={(handle) => (sceneRef.current = handle)}
          insets={dockInsetsNow}
          presence={presence}
          onPointerWorld={online ? (p) => online.setCursor(p) : undefined}
          onDragMove={online ? (items) => online.setDrag(items) : undefined}
          onDragEnd={online ? () => online.setDrag(null) : undefined}
          pointers={pointers}
          pointerColor={pointers.color}
          onPing={(at) => pointers.ping(at)}
          onArrow={(from, to) => pointers.arrow(from, to)}
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
            collapsed={!layout.trayOpen}
            onToggleCollapsed={layout.toggleTray}
          />
        )}
        <SideToggle open={logOpen} onToggle={layout.toggleSide} />
        <TurnSidewaysBanner />
        {net && <Suspense fallback={null}><RoomBanners room={net} online={online} /></Suspense>}
        {net && net.settled && snapshot.objects.size === 0 && <div className="waiting" data-testid="waiting">{t('lobby.waiting')}</div>}
        {!online && !watching && <FirstVisitGuide />}
        <TableFxLayer effects={tableFx} />
        <RollingBadges rolls={jointRolls} />
        <DeckBadges decks={deckBadges} />
        {(dialogs.open.wizard || readGameMeta(session.doc)) && (
          <Suspense fallback={null}>
            <GameSetupPanels
              session={session} seat={seat} lang={lang} local={!online} wizardOpen={dialogs.open.wizard}
              onCloseWizard={() => close('wizard')} fail={(error) => notify('error', t('errors.command', { error }))}
            />
          </Suspense>
        )}
        {/* The rules panels dock in two columns the fit keeps the mat clear of (shell/dockInsets.ts). */}
        <div className="dock dock-right" data-testid="dock-right">
        {/* Its code loads with the game's rules, before the assist has a view to show. */}
        {assist.view && (
          <Suspense fallback={null}>
            <RulesLayer
              assist={assist} seated={!!seat} lang={lang}
              anchor={(id) => {
                const o = model.byId.get(id);
                return o ? sceneRef.current?.worldToClient(o.x, o.y) ?? null : null;
              }}
              onRematch={() => void matchActions().then((m) => m.rematch(session))}
              onChooseFirst={(first) => void matchActions().then((m) => m.chooseFirst(session, first))} {...sideSwap.props} clock={clock}
            />
          </Suspense>
        )}
        </div>
        {sideSwap.dialog}
        <div className="dock dock-left" data-testid="dock-left">
        <GamePanel
          session={session} assist={assist} snapshot={snapshot} lang={lang} selection={selection} run={run}
          anchor={(id) => {
            const o = model.byId.get(id);
            return o ? sceneRef.current?.worldToClient(o.x, o.y) ?? null : null;
          }}
          cardName={assist.cardName}
        />
        </div>
        {lessonsUsed && (
          <Suspense fallback={null}>
            <LessonLayer session={session} lang={lang} local={!online} seat={seat} dialogOpen={dialogs.open.lessons} onCloseDialog={() => close('lessons')} logOpen={logOpen} />
          </Suspense>
        )}
        {selection.size > 1 && <div className="selection-count">{t('selected', { count: selection.size })}</div>}
      </main>
      {logOpen && (
        <LogColumn session={session} assist={assist} localLog={localLog} lang={lang} room={net} online={online} watching={watching} zoneName={zoneName} cardName={cardName} />
      )}
      {previewRef && hover && !menu && <CardPreview face={session.catalog.face(previewRef)} drawn={sceneRef.current?.faceImage(previewRef) ?? null} x={hover.point.clientX} y={hover.point.clientY} />}
      {menu && menu.ids.length === 0 && (
        <TableMenu
          x={menu.point.clientX}
          y={menu.point.clientY}
          onFit={() => sceneRef.current?.fit()}
          onZoom={(f) => sceneRef.current?.zoomBy(f)}
          onAdd={seat ? onAdd : undefined}
          onClose={() => setMenu(null)}
        />
      )}
      {menu && menu.ids.length > 0 && (
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
      <AppDialogs
        session={session} seat={seat} lang={lang} dialogs={dialogs} deckView={deckView} setDeckView={setDeckView}
        runTable={runTable} notify={notify} revealed={revealed} audits={audits} jointAudits={jointAudits} rounds={rounds} cardName={cardName}
      />
      <LiveNotices store={notices} />
    </div>
  );
}
