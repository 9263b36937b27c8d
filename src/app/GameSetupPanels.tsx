// Everything about starting a game that shows on screen: the new-game wizard, the seat's setup
// bar (bring deck, mulligan, choose fighters), the fighter choice and the fighters revealed.
import { Suspense, lazy, useMemo, useState } from 'react';
import type { DeckList, GameId } from '../cards/game';
import { readSeatSetup } from '../cards/gameMeta';
import { FIGHTER_COST_TOTAL } from '../cards/multiverse/setup';
import { fighterRoundOf, openedChoice } from '../rules/multiverse/flow/round';
import { metaOf, type Seat } from '../table';
import { BringDeckDialog } from '../ui/BringDeckDialog';
import type { DeckOption } from '../ui/DeckSelect';
import type { RevealedFighter } from '../ui/FighterChoiceDialog';
import { GameSetupBar } from '../ui/GameSetupBar';
import type { Language } from '../ui/i18n';
import type { GameOption, WizardResult } from '../ui/NewGameWizard';

// Dialogs of a game's first minute load when first opened.
const NewGameWizard = lazy(() => import('../ui/NewGameWizard').then((m) => ({ default: m.NewGameWizard })));
const FighterChoiceDialog = lazy(() => import('../ui/FighterChoiceDialog').then((m) => ({ default: m.FighterChoiceDialog })));
const FighterReveal = lazy(() => import('../ui/FighterChoiceDialog').then((m) => ({ default: m.FighterReveal })));
import { localDeckStore } from './deckStore';
import { currentGame, type AnyGame } from './gameContext';
import { bringDeck, startFreeTable, startNewGame } from './gameSetup';
import { useChronoFlow } from './chrono/useChronoFlow';
import { useFlowSaid } from './shell/useFlowDriver';
import { useMultiverseFlow } from './multiverse/useMultiverseFlow';
import { useGameSetupSteps, useSetupVersion } from './useGameSetup';
import { useEnvelopeRounds } from './useSecrets';
import type { TableSession } from './session';


interface DeckChoices { options: DeckOption[]; decks: Map<string, DeckList> }

/** Demo decks and the decks saved in this browser, each checked against the game's deck rules. */
function deckChoices(session: TableSession, game: AnyGame): DeckChoices {
  const lookup = session.games.lookupFor(game);
  const decks = new Map<string, DeckList>();
  const options: DeckOption[] = [];
  const add = (key: string, deck: DeckList, source: DeckOption['source']) => {
    const [problem] = game.validateDeck(deck, lookup);
    decks.set(key, deck);
    options.push({ key, name: deck.name, ...(deck.nameEn === undefined ? {} : { nameEn: deck.nameEn }), source, problem: problem ? { rule: problem.rule, message: problem.message } : null });
  };
  game.demoDecks.forEach((deck, i) => add(`demo:${i}`, deck, 'demo'));
  for (const deck of localDeckStore().list(game.game)) add(`saved:${deck.id}`, deck, 'saved');
  return { options, decks };
}

export interface GameSetupPanelsProps {
  session: TableSession;
  seat: Seat | null;
  lang: Language;
  /** One screen plays both seats (no room). */
  local: boolean;
  wizardOpen: boolean;
  onCloseWizard(): void;
  fail(message: string): void;
}

export function GameSetupPanels({ session, seat, lang, local, wizardOpen, onCloseWizard, fail }: GameSetupPanelsProps) {
  const version = useSetupVersion(session);
  const rounds = useEnvelopeRounds(session);
  useGameSetupSteps(session, seat, version, fail);
  // Multiverse's fighter choice and Chrono's mulligan run in their flows' drivers; what they say is told.
  const flow = useMultiverseFlow(session);
  const chrono = useChronoFlow(session);
  useFlowSaid(flow.snap, fail);
  useFlowSaid(chrono.snap, fail);
  const [bringOpen, setBringOpen] = useState(false);
  const [fightersLater, setFightersLater] = useState<string | null>(null);
  const [revealClosed, setRevealClosed] = useState<string | null>(null);

  const current = currentGame(session);
  const choices = useMemo(() => (wizardOpen || bringOpen) ? new Map(session.games.knownGames().map((g) => [g.game, deckChoices(session, g)])) : null, [session, wizardOpen, bringOpen]);
  const wizardGames: GameOption[] = session.games.knownGames().map((g) => ({ id: g.game, name: g.name, firstPlayer: g.setup.firstPlayer, decks: choices?.get(g.game)?.options ?? [] }));

  const start = (result: WizardResult) => {
    onCloseWizard();
    const game = session.games.knownGames().find((g) => g.game === result.game);
    const decks: Partial<Record<Seat, DeckList>> = {};
    for (const [seatKey, key] of Object.entries(result.decks) as [Seat, string][]) {
      const deck = choices?.get(result.game)?.decks.get(key);
      if (deck) decks[seatKey] = deck;
    }
    try {
      if (game) startNewGame(session, game, decks, result.firstPlayer, { bestOf: result.bestOf, clock: result.clock, by: session.viewer === 'spectator' ? 'system' : session.viewer });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  };

  const record = seat && current ? readSeatSetup(session.doc, seat) : null;
  const offer = seat && chrono.snap?.input?.seat === seat && chrono.snap.effect?.kind === 'mulligan' ? chrono.snap.effect : null;
  const mulliganLeft = current && offer ? offer.left : 0;

  // Every viewer sees the choices open (spectators too); the seat's own part comes from its flow.
  const roundId = current?.game.game === 'multiverse' ? fighterRoundOf((key) => metaOf(session.doc).get(key), current.meta.setupId) : null;
  const round = rounds.find((r) => r.id === roundId);
  const effect = seat && flow.snap?.input?.seat === seat ? flow.snap.effect : null;
  const part = effect && effect.kind !== 'none' ? effect : null;
  const inRound = part !== null;
  const committed = part !== null && part.kind !== 'choose';
  const fighters = part?.kind === 'choose' ? part.reserve : null;
  const fightersOpen = part?.kind === 'choose' && fightersLater !== `${roundId}/${seat}`;
  const revealed = (s: Seat): RevealedFighter[] => (openedChoice(round, s) ?? []).flatMap((ref) => {
    const entry = session.games.lookup(ref);
    const card = entry?.card as { name: string; nameEn?: string; cost?: number; hp?: number } | undefined;
    return card ? [{ name: card.name, nameEn: card.nameEn ?? '', cost: card.cost ?? 0, hp: card.hp ?? 0 }] : [];
  });
  const bothOpen = !!round && round.seats.every((s) => openedChoice(round, s));

  return (
    <Suspense fallback={null}>
      {current && seat && (
        <GameSetupBar
          bringDeck={!record ? () => setBringOpen(true) : undefined}
          mulligan={mulliganLeft > 0 ? {
            left: mulliganLeft,
            busy: chrono.snap?.busy ?? false,
            onClick: () => chrono.driver?.act({ kind: 'mulligan' }),
          } : undefined}
          fighters={inRound && !bothOpen ? { waiting: committed, onClick: () => setFightersLater(null) } : undefined}
        />
      )}
      {fightersOpen && roundId && (
        <FighterChoiceDialog
          key={`${roundId}/${seat}`}
          fighters={fighters}
          need={FIGHTER_COST_TOTAL}
          committed={committed}
          local={local}
          onLater={() => setFightersLater(`${roundId}/${seat}`)}
          onCommit={(ids) => flow.driver?.act({ kind: 'choose', ids })}
        />
      )}
      {bothOpen && round && revealClosed !== round.id && (
        <FighterReveal choices={{ p1: revealed('p1'), p2: revealed('p2') }} lang={lang} onClose={() => setRevealClosed(round.id)} />
      )}
      {wizardOpen && (
        <NewGameWizard
          games={wizardGames}
          lang={lang}
          onStart={start}
          onFreeTable={() => {
            onCloseWizard();
            startFreeTable(session);
          }}
          onCancel={onCloseWizard}
        />
      )}
      {bringOpen && current && seat && (
        <BringDeckDialog
          options={choices?.get(current.game.game as GameId)?.options ?? []}
          lang={lang}
          onCancel={() => setBringOpen(false)}
          onBring={(key) => {
            setBringOpen(false);
            const deck = choices?.get(current.game.game)?.decks.get(key);
            try {
              if (deck) bringDeck(session, seat, deck);
            } catch (error) {
              fail(error instanceof Error ? error.message : String(error));
            }
          }}
        />
      )}
    </Suspense>
  );
}
