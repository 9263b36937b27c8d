// The rules assist over the table: the phase bar, the tallies, the popover after a move and the
// winner banner. Renders nothing for a table whose game has no rules module.
import { useState } from 'react';
import type { Lang, RulesAssist } from '../../rules/core/assist';
import { PhaseBar } from './PhaseBar';
import { TallyBoard } from './TallyBoard';
import { VerdictPopover } from './VerdictPopover';
import { WinnerBanner } from './WinnerBanner';
import { MatchBar } from './MatchBar';
import type { Seat } from '../../table';
import { ClockBar } from '../clock/ClockBar';
import type { ClockSource } from '../clock/clockView';

export interface RulesLayerProps {
  assist: RulesAssist;
  seated: boolean;
  lang: Lang;
  /** Client coordinates of a table object's centre, or null. */
  anchor(id: string): { x: number; y: number } | null;
  /** The next game with the same decks (the app lays it out). */
  onRematch?(): void;
  /** The last game's loser picks who starts. */
  onChooseFirst?(first: Seat): void;
  /** Between games: this seat's side change, where the game has one. */
  onSideSwap?(): void;
  sideSwapSet?: boolean;
  /** The match's clocks (null: none, or not loaded yet). */
  clock?: ClockSource | null;
}

export function RulesLayer({ assist, seated, lang, anchor, onRematch, onChooseFirst, onSideSwap, sideSwapSet, clock }: RulesLayerProps) {
  const [winnerClosed, setWinnerClosed] = useState<string | null>(null);
  const view = assist.view;
  if (!view) return null;
  const winKey = view.winner ? `${view.winner.winner}/${view.winner.ruling}` : null;
  // The way on is offered while the match is played: not before its first player is chosen, nor after its end.
  const playing = seated && (assist.match === null || assist.match.state === 'playing');
  return (
    <>
      <PhaseBar
        phases={view.module.phases} position={view.position} next={view.next} resolution={view.resolution}
        pending={assist.pending} seated={playing} auto={assist.auto} lang={lang} ownFlow={view.module.ownFlow === true}
        onAuto={assist.setAuto} onAdvance={assist.advance} onResolve={assist.resolve} resolutionHash={assist.resolutionHash} onPending={assist.applyPending}
      />
      <TallyBoard figures={view.tallies} lang={lang} />
      {assist.popover && (
        <VerdictPopover
          popover={assist.popover} lang={lang} at={assist.popover.card ? anchor(assist.popover.card) : null}
          onUndo={assist.undo} onAllow={assist.allow} onApply={assist.applyFollowUp} onClose={assist.dismiss}
        />
      )}
      {assist.match && clock && <ClockBar clock={clock} seat={assist.seat} />}
      {assist.match ? (
        <MatchBar
          match={assist.match} seat={assist.seat} speaksFor={assist.speaksFor} lang={lang}
          onConfirm={assist.confirmEnd} onOverrule={assist.overruleEnd} onConcede={assist.concede}
          onOfferDraw={assist.offerDraw} onWithdraw={assist.withdrawClaim}
          {...(onRematch ? { onRematch } : {})} {...(onChooseFirst ? { onChooseFirst } : {})}
          {...(onSideSwap ? { onSideSwap, sideSwapSet: sideSwapSet === true } : {})}
        />
      ) : view.winner && winKey !== winnerClosed && <WinnerBanner win={view.winner} lang={lang} onClose={() => setWinnerClosed(winKey)} />}
    </>
  );
}
