// The match at the table: the series score, the end the rules propose (each seat confirms it, or
// the players play on, logged), concede and draw by agreement, the result once both seats agree,
// a rematch, and the last game's loser choosing who starts. Shown to seats and spectators alike;
// only a seated browser gets the buttons.
import { useTranslation } from 'react-i18next';
import type { MatchSummary } from '../../rules/core';
import type { Seat } from '../../table';
import type { Lang } from '../../rules/core/assist';
import './rules.css';
import { Ruling } from '../Ruling';

export interface MatchBarProps {
  match: MatchSummary;
  /** The seat this browser plays; null for a spectator. */
  seat: Seat | null;
  /** Seats this browser speaks for (both at a local table). */
  speaksFor: readonly Seat[];
  lang: Lang;
  onConfirm(): void;
  onOverrule(): void;
  onConcede(): void;
  onOfferDraw(): void;
  onWithdraw(): void;
  /** The next game of the series (or a new series once it is decided), same decks. */
  onRematch?(): void;
  /** The last game's loser picks who starts. */
  onChooseFirst?(first: Seat): void;
  /** Between games: this seat's side change (Multiverse); absent where the game has none. */
  onSideSwap?(): void;
  /** This seat already chose its deck for the next game. */
  sideSwapSet?: boolean;
}

const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');

export function MatchBar({ match, seat, speaksFor, lang, ...on }: MatchBarProps) {
  const { t } = useTranslation();
  const { view, state, score, proposal } = match;
  const { record, result, claims } = view;
  const seatName = (s: Seat) => t(`seat.${s}`);
  const resultText = (winner: Seat | 'draw') => (winner === 'draw' ? t('rules.draw') : t('rules.winner', { seat: seatName(winner) }));
  const mine = seat ? claims[seat] : undefined;
  const theirs = seat ? claims[other(seat)] : undefined;
  const seated = seat !== null && speaksFor.length > 0;
  const scoreLine = record.bestOf > 1 && score
    ? t('match.score', { p1: score.wins.p1, p2: score.wins.p2, game: record.number, bestOf: record.bestOf })
    : null;

  if (result) {
    const how = result.how === 'conceded' ? t('match.how.conceded', { seat: seatName(result.decidedBy === 'p1' ? 'p1' : 'p2') }) : t(`match.how.${result.how}`);
    const seriesOver = score?.winner ?? null;
    return (
      <div className="match-bar finished" role="status" data-testid="match-result" data-winner={result.winner} data-how={result.how}>
        <strong>{resultText(result.winner)}</strong>
        <span>{how}{result.reason && <> · {result.reason[lang]}</>}{result.ruling && <>{' '}<Ruling ruling={result.ruling} /></>}</span>
        {scoreLine && <span data-testid="match-score">{scoreLine}</span>}
        {seriesOver && record.bestOf > 1 && <span className="series-winner">{t('match.seriesWinner', { seat: seatName(seriesOver) })}</span>}
        {seated && on.onSideSwap && (
          <button type="button" data-testid="match-side-swap" onClick={on.onSideSwap}>{on.sideSwapSet ? t('match.sideSwapSet') : t('match.sideSwap')}</button>
        )}
        {seated && on.onRematch && (
          <button type="button" className="primary" data-testid="match-rematch" onClick={on.onRematch}>
            {seriesOver || record.bestOf === 1 ? t('match.rematch') : t('match.nextGame', { number: record.number + 1 })}
          </button>
        )}
      </div>
    );
  }

  const chooser = state === 'setup' ? record.chooser : null;
  return (
    <div className="match-bar" data-testid="match-bar" data-state={state}>
      {scoreLine && <span data-testid="match-score">{scoreLine}</span>}
      {chooser && (speaksFor.includes(chooser) && on.onChooseFirst ? (
        <span className="match-choose" data-testid="match-choose-first">
          {t('match.youChoose')}
          <button type="button" data-testid="match-first-me" onClick={() => on.onChooseFirst?.(chooser)}>{t('match.meFirst')}</button>
          <button type="button" data-testid="match-first-them" onClick={() => on.onChooseFirst?.(other(chooser))}>{t('match.themFirst')}</button>
        </span>
      ) : <span className="muted">{t('match.waitChooser', { seat: seatName(chooser) })}</span>)}
      {proposal && (
        <span className="match-proposal" data-testid="match-proposal">
          <strong>{resultText(proposal.winner)}?</strong> {proposal.reason[lang]} <Ruling ruling={proposal.ruling} />
          {seated && !mine && <button type="button" className="primary" data-testid="match-confirm" onClick={on.onConfirm}>{t('match.confirm')}</button>}
          {seated && !mine && <button type="button" data-testid="match-overrule" onClick={on.onOverrule}>{t('match.playOn')}</button>}
        </span>
      )}
      {mine && mine.how !== 'conceded' && (
        <span className="muted" data-testid="match-claimed">
          {mine.how === 'draw' ? t('match.drawOffered') : t('match.waitAgree', { result: resultText(mine.winner) })}
          <button type="button" data-testid="match-withdraw" onClick={on.onWithdraw}>{t('match.withdraw')}</button>
        </span>
      )}
      {theirs && !mine && (
        <span data-testid="match-their-claim">
          {theirs.how === 'draw' ? t('match.theyOfferDraw', { seat: seatName(other(seat!)) }) : t('match.theyClaim', { seat: seatName(other(seat!)), result: resultText(theirs.winner) })}
          {theirs.how === 'draw' && seated && <button type="button" className="primary" data-testid="match-accept-draw" onClick={on.onOfferDraw}>{t('match.acceptDraw')}</button>}
        </span>
      )}
      {seated && state !== 'finished' && (
        <span className="match-actions">
          {!mine && !(theirs?.how === 'draw') && <button type="button" data-testid="match-offer-draw" onClick={on.onOfferDraw}>{t('match.offerDraw')}</button>}
          <button
            type="button" data-testid="match-concede"
            onClick={() => { if (globalThis.confirm?.(t('match.concedeSure')) ?? true) on.onConcede(); }}
          >{t('match.concede')}</button>
        </span>
      )}
    </div>
  );
}
