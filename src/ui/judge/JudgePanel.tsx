// The judge in the players panel: who sits in the chair; for a player, granting (or withdrawing)
// its key; for the judge, both hands as its browser opened them and the ruling form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../table/schema';
import { searchRulings } from './rulingsList';
import './judge.css';

export interface JudgeHandView {
  seat: Seat;
  /** locked: no grant from this seat; broken: its grant does not open here. */
  cards: { id: string; name: string | null; ref: string | null }[] | 'locked' | 'broken';
}

export interface JudgePanelProps {
  chair: { name: string; color: string } | null;
  iAmJudge: boolean;
  mySeat: Seat | null;
  granted: readonly Seat[];
  hands: readonly JudgeHandView[];
  canSit: boolean;
  textMax: number;
  onSit(): void;
  onLeave(): void;
  onGrant(): void;
  onWithdraw(): void;
  onRule(ruling: { ruling?: string; text?: string }): void;
}

const SEATS: readonly Seat[] = ['p1', 'p2'];

export default function JudgePanel(props: JudgePanelProps) {
  const { t } = useTranslation();
  const { chair, iAmJudge, mySeat, granted } = props;
  return (
    <section className="judge" data-testid="judge" aria-label={t('judge.title')}>
      <h3>{t('judge.title')}</h3>
      {!chair ? (
        <p className="judge-chair">
          <span data-testid="judge-none">{t('judge.none')}</span>
          {props.canSit && <button type="button" data-testid="judge-sit" onClick={props.onSit}>{t('judge.sit')}</button>}
        </p>
      ) : (
        <>
          <p className="judge-chair" data-testid="judge-chair">
            <span className="dot" style={{ background: chair.color }} />
            <span>{t('judge.chair', { name: chair.name })}</span>
            {iAmJudge && <button type="button" data-testid="judge-leave" onClick={props.onLeave}>{t('judge.leave')}</button>}
            {mySeat && <button type="button" data-testid="judge-dismiss" onClick={props.onLeave}>{t('judge.dismiss')}</button>}
          </p>
          <ul className="judge-grants">
            {SEATS.map((seat) => (
              <li key={seat} data-testid={`judge-grant-${seat}`} data-granted={granted.includes(seat)}>
                {t(granted.includes(seat) ? 'judge.granted' : 'judge.notGranted', { seat: t(`log.seats.${seat}`) })}
              </li>
            ))}
          </ul>
          {mySeat && !granted.includes(mySeat) && (
            <p>
              <button type="button" data-testid="judge-grant" onClick={props.onGrant}>{t('judge.grant')}</button>
              <span className="hint"> {t('judge.grantHint')}</span>
            </p>
          )}
          {mySeat && granted.includes(mySeat) && (
            <p>
              <button type="button" data-testid="judge-withdraw" onClick={props.onWithdraw}>{t('judge.withdraw')}</button>
              <span className="hint"> {t('judge.withdrawHint')}</span>
            </p>
          )}
          {iAmJudge && props.hands.map((hand) => <JudgeHand key={hand.seat} hand={hand} />)}
          {iAmJudge && <p className="hint">{t('judge.arrows')}</p>}
          {iAmJudge && <RulingForm textMax={props.textMax} onRule={props.onRule} />}
        </>
      )}
    </section>
  );
}

function JudgeHand({ hand }: { hand: JudgeHandView }) {
  const { t } = useTranslation();
  const seat = t(`log.seats.${hand.seat}`);
  return (
    <div className="judge-hand" data-testid={`judge-hand-${hand.seat}`} data-state={typeof hand.cards === 'string' ? hand.cards : 'open'}>
      <h4>
        <span>{t('judge.handTitle', { seat })}</span>
        {typeof hand.cards !== 'string' && <span className="seen">{t('judge.seenBy')}</span>}
      </h4>
      {hand.cards === 'locked' && <p className="hint">{t('judge.handLocked', { seat })}</p>}
      {hand.cards === 'broken' && <p className="hint">{t('judge.grantBroken', { seat })}</p>}
      {typeof hand.cards !== 'string' && (hand.cards.length === 0 ? <p className="hint">{t('judge.handEmpty')}</p> : (
        <ol>
          {hand.cards.map((card) => <li key={card.id} data-testid="judge-hand-card" data-card={card.id} data-ref={card.ref ?? undefined}>{card.name ?? t('judge.unknownCard')}</li>)}
        </ol>
      ))}
    </div>
  );
}

function RulingForm({ textMax, onRule }: { textMax: number; onRule: JudgePanelProps['onRule'] }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [written, setWritten] = useState(false);
  const results = query.trim() === '' ? [] : searchRulings(query);
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const canWrite = picked !== null || text.trim() !== '';
  return (
    <form className="judge-ruling" data-testid="judge-ruling" onSubmit={(e) => {
      e.preventDefault();
      if (!canWrite) return;
      onRule({ ...(picked ? { ruling: picked } : {}), ...(text.trim() ? { text: text.trim() } : {}) });
      setPicked(null);
      setText('');
      setQuery('');
      setWritten(true);
    }}>
      <h4>{t('judge.rulingTitle')}</h4>
      <input type="search" data-testid="judge-ruling-search" value={query} placeholder={t('judge.search')} aria-label={t('judge.search')}
        onChange={(e) => { setQuery(e.target.value); setWritten(false); }} />
      {query.trim() !== '' && (results.length === 0 ? <p className="hint">{t('judge.noMatch')}</p> : (
        <ul className="judge-results">
          {results.map((r) => (
            <li key={r.id}>
              <button type="button" data-testid="judge-ruling-option" data-ruling={r.id} aria-pressed={picked === r.id} onClick={() => setPicked(r.id)}>
                <b>{r.id}</b>{r[lang]}
              </button>
            </li>
          ))}
        </ul>
      ))}
      {picked && (
        <p className="hint" data-testid="judge-ruling-picked">
          {t('judge.picked', { id: picked })} <button type="button" onClick={() => setPicked(null)}>{t('judge.clear')}</button>
        </p>
      )}
      <textarea data-testid="judge-ruling-text" rows={2} maxLength={textMax} value={text} placeholder={t('judge.freeText', { max: textMax })}
        aria-label={t('judge.freeText', { max: textMax })} onChange={(e) => { setText(e.target.value); setWritten(false); }} />
      <button type="submit" data-testid="judge-ruling-write" disabled={!canWrite}>{t('judge.write')}</button>
      {written && <span className="hint" role="status"> {t('judge.written')}</span>}
    </form>
  );
}
