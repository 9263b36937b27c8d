// The App's dialogs over the table: create a room, help, the deck builder, a deck being looked
// through or searched, and fair play (keys, audits, sealed envelopes). Each loads when first opened.
import { canSignHere } from '../../net/seatKeys';
import { Suspense, lazy, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { withPanelStrings } from '../../ui/i18n';
import { handZoneOf, type CommandResult, type Seat } from '../../table';
import type { AuditState } from '../../ui/auditText';
import type { LobbyResult } from '../../ui/Lobby';
import type { Lang } from '../../rules/core/assist';
import type { TableCommand } from '../../ui/actions';
import type { EnvelopeView } from '../../secret/envelopeBoard';
import { createRoom, roomUrl } from '../createRoom';
import { configuredRelay, rememberBroadcast } from '../broadcasting';
import { BROADCAST_DELAYS } from '../../net/relay/config';
import type { DeckAudit } from '../../secret/poker/audit';
import { customSetStore } from '../customSets';
import { localDeckStore } from '../deckStore';
import { PLAYER_COLORS, loadIdentity } from '../identity';
import { lobbyNetworkProps, rememberNetwork } from '../networkSettings';
import type { DeckView } from '../secrets';
import type { TableSession } from '../session';
import { shareImportedSets } from '../sharedSets';
import type { Dialogs } from './dialogs';
import type { Notify } from './notices';

// The deck builder (and the CSV reader it brings) loads only when opened.
const HelpOverlay = lazy(withPanelStrings(() => import('../../ui/HelpOverlay').then((m) => ({ default: m.HelpOverlay }))));
const Lobby = lazy(withPanelStrings(() => import('../../ui/Lobby').then((m) => ({ default: m.Lobby }))));
const DeckViewer = lazy(() => import('../../ui/DeckViewer').then((m) => ({ default: m.DeckViewer })));
const FairPlayDialog = lazy(() => import('../../ui/FairPlayDialog').then((m) => ({ default: m.FairPlayDialog })));
const LazyDeckBuilder = lazy(withPanelStrings(() => import('../../ui/deckBuilder/DeckBuilder').then((m) => ({ default: m.DeckBuilder }))));
const deckStore = localDeckStore();
const setStore = customSetStore();

export interface AppDialogsProps {
  session: TableSession;
  seat: Seat | null;
  lang: Lang;
  dialogs: Dialogs;
  deckView: DeckView | null;
  setDeckView(update: (view: DeckView | null) => DeckView | null): void;
  runTable(command: TableCommand): CommandResult;
  notify: Notify;
  revealed: readonly Seat[];
  audits: Partial<Record<Seat, AuditState>>;
  jointAudits: readonly DeckAudit[];
  rounds: readonly EnvelopeView[];
  cardName(ref: string): string;
}

export function AppDialogs(props: AppDialogsProps) {
  const { session, seat, lang, dialogs, deckView, setDeckView, runTable, notify } = props;
  const { t } = useTranslation();
  const { open, close } = dialogs;
  const fail = (error: unknown) => notify('error', String(error));

  const onCreateRoom = useCallback(async (choice: LobbyResult) => {
    rememberNetwork(choice.network);
    const me = { ...loadIdentity(localStorage), name: choice.name, color: choice.color };
    const roomId = await createRoom(session.doc, me, choice, (copy) => session.keeper.unsealCopy(copy));
    if (choice.broadcast !== undefined && choice.broadcast !== null) rememberBroadcast(roomId, choice.broadcast);
    location.assign(roomUrl(roomId));
  }, [session]);

  return (
    <>
      {open.lobby && (
        <Suspense fallback={null}>
          <Lobby
            mode="create"
            canSign={canSignHere()}
            initial={{ name: loadIdentity(localStorage).name, color: loadIdentity(localStorage).color }}
            colors={PLAYER_COLORS}
            {...lobbyNetworkProps()}
            onCancel={() => close('lobby')}
            {...(configuredRelay() ? { broadcastDelays: BROADCAST_DELAYS } : {})}
            onSubmit={(choice) => void onCreateRoom(choice).catch(fail)}
          />
        </Suspense>
      )}
      {open.help && <Suspense fallback={null}><HelpOverlay onClose={() => close('help')} /></Suspense>}
      {open.decks && (
        <Suspense fallback={<div className="overlay"><p className="loading">{t('loading')}</p></div>}>
          <LazyDeckBuilder
            games={session.games}
            store={deckStore}
            customSets={setStore}
            lang={lang}
            onClose={() => close('decks')}
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
              const hand = seat ? handZoneOf([...session.live.snapshot.objects.values()], seat) : undefined;
              if (!hand) return;
              const result = runTable({ type: 'move', args: { id, x: hand.x + hand.w - 40, y: hand.y + hand.h / 2 } });
              if (result.ok) setDeckView((v) => (v ? { ...v, cards: v.cards.filter((c) => c.id !== id) } : v));
            }}
            onShuffle={deckView.mode === 'search' ? () => {
              const zone = deckView.zone;
              setDeckView(() => null);
              void session.decks.shuffle(zone).catch(fail);
            } : undefined}
            onClose={() => setDeckView(() => null)}
          />
        </Suspense>
      )}
      {open.fair && (
        <Suspense fallback={null}>
          <FairPlayDialog
            seat={seat}
            revealedSeats={props.revealed}
            audits={props.audits}
            jointAudits={props.jointAudits}
            rounds={props.rounds}
            cardName={props.cardName}
            onExportKey={() => session.keeper.exportKey()}
            onImportKey={(text) => session.keeper.importKey(text)}
            onRevealKey={() => void session.keeper.revealKeyForAudit().catch(fail)}
            onOpenRound={(label, kind) => {
              try {
                session.envelopes.open(label, kind);
              } catch (error) {
                fail(error);
              }
            }}
            onCommit={(round, value) => void session.envelopes.commit(round, value).catch(fail)}
            onClose={() => close('fair')}
          />
        </Suspense>
      )}
    </>
  );
}
