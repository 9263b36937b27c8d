// Fair play without a referee: this seat's key (to move to another device), the end-of-game audit
// of every seat's decks, and sealed envelopes for simultaneous choices.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../table/schema';
import type { Choice, EnvelopeView } from '../secret/envelopeBoard';
import { auditText, type AuditState } from './auditText';
import { jointAuditText } from './jointAuditText';
import type { DeckAudit } from '../secret/poker/audit';
import { useEscape } from './useEscape';


export interface FairPlayProps {
  seat: Seat | null;
  revealedSeats: readonly Seat[];
  audits: Partial<Record<Seat, AuditState>>;
  /** The joint decks' audits (once both seats revealed their keys). */
  jointAudits?: readonly DeckAudit[];
  rounds: readonly EnvelopeView[];
  cardName(ref: string): string;
  onExportKey(): Promise<string | undefined>;
  onImportKey(text: string): Promise<void>;
  onRevealKey(): void;
  onOpenRound(label: string, kind: EnvelopeView['kind']): void;
  onCommit(roundId: string, value: Choice): void;
  onClose(): void;
}

export function FairPlayDialog(props: FairPlayProps) {
  const { t } = useTranslation();
  useEscape(props.onClose);
  return (
    <div className="overlay" role="dialog" aria-modal="true" data-testid="fair-play" onClick={props.onClose}>
      <div className="dialog fair-play" onClick={(e) => e.stopPropagation()}>
        <h2>{t('fair.title')}</h2>
        <p className="hint">{t('fair.intro')}</p>
        <Envelopes {...props} />
        <Audit {...props} />
        {props.seat && <KeySection {...props} />}
        <div className="buttons">
          <button type="button" onClick={props.onClose}>{t('errors.dismiss')}</button>
        </div>
      </div>
    </div>
  );
}

function Envelopes({ seat, rounds, cardName, onOpenRound, onCommit }: FairPlayProps) {
  const { t } = useTranslation();
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<EnvelopeView['kind']>('text');
  return (
    <section data-testid="envelopes">
      <h3>{t('fair.envelopes')}</h3>
      <p className="hint">{t('fair.envelopesHint')}</p>
      {seat && (
        <form className="row" onSubmit={(e) => {
          e.preventDefault();
          if (label.trim()) onOpenRound(label.trim(), kind);
          setLabel('');
        }}>
          <input aria-label={t('fair.roundLabel')} placeholder={t('fair.roundLabel')} value={label} maxLength={80} onChange={(e) => setLabel(e.target.value)} data-testid="round-label" />
          <select aria-label={t('fair.kind')} value={kind} onChange={(e) => setKind(e.target.value as EnvelopeView['kind'])}>
            <option value="text">{t('fair.kinds.text')}</option>
            <option value="number">{t('fair.kinds.number')}</option>
            <option value="cards">{t('fair.kinds.cards')}</option>
          </select>
          <button type="submit" data-testid="open-round">{t('fair.openRound')}</button>
        </form>
      )}
      <ul className="rounds">
        {rounds.map((round) => <Round key={round.id} round={round} seat={seat} cardName={cardName} onCommit={onCommit} />)}
      </ul>
    </section>
  );
}

function Round({ round, seat, cardName, onCommit }: { round: EnvelopeView; seat: Seat | null; cardName(ref: string): string; onCommit(id: string, value: Choice): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const canCommit = seat !== null && round.seats.includes(seat) && !round.committed.includes(seat);
  const parse = (): Choice | null => {
    if (round.kind === 'number') return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null;
    if (round.kind === 'cards') return text.split(/[\s,、]+/).filter(Boolean);
    return text.trim() === '' ? null : text.trim();
  };
  const show = (value: Choice) => (Array.isArray(value) ? value.map(cardName).join('、') : String(value));
  const equivocated = round.equivocated ?? [];
  return (
    <li data-testid="round" data-round={round.id} data-equivocated={equivocated.join(' ')} className={equivocated.length > 0 ? 'equivocation' : undefined}>
      <strong>{round.label}</strong>
      {equivocated.length > 0 && (
        <p className="mismatch" role="alert" data-testid="round-equivocation">
          {t('fair.equivocation', { who: equivocated.map((s) => t(`log.seats.${s}`)).join('、') })}
        </p>
      )}
      <ul>
        {round.seats.map((s) => {
          const verdict = round.verdicts[s];
          const value = round.values[s];
          return (
            <li key={s} data-testid={`round-${s}`} data-verdict={verdict ?? ''}>
              {t(`log.seats.${s}`)}:{' '}
              {value !== undefined ? <span className="value">{show(value)}</span>
                : verdict === 'mismatch' ? <span className="mismatch">{t('fair.mismatch')}</span>
                : verdict === 'equivocation' ? <span className="mismatch">{t('fair.equivocated')}</span>
                : round.committed.includes(s) ? t('fair.sealed') : t('fair.waiting')}
              {s === seat && round.mine !== undefined && value === undefined && <small> ({t('fair.yourChoice', { value: show(round.mine) })})</small>}
            </li>
          );
        })}
      </ul>
      {canCommit && (
        <form className="row" onSubmit={(e) => {
          e.preventDefault();
          const value = parse();
          if (value !== null) onCommit(round.id, value);
        }}>
          <input aria-label={t('fair.choice')} placeholder={t(`fair.choiceHint.${round.kind}`)} value={text} onChange={(e) => setText(e.target.value)} data-testid="round-choice" />
          <button type="submit" data-testid="round-commit">{t('fair.commit')}</button>
        </form>
      )}
    </li>
  );
}

function Audit({ seat, revealedSeats, audits, jointAudits, onRevealKey, cardName }: FairPlayProps) {
  const { t } = useTranslation();
  return (
    <section data-testid="audit">
      <h3>{t('fair.audit')}</h3>
      <p className="hint">{t('fair.auditHint')}</p>
      {seat && !revealedSeats.includes(seat) && (
        <button type="button" data-testid="reveal-key" onClick={() => {
          if (window.confirm(t('fair.revealConfirm'))) onRevealKey();
        }}>{t('fair.revealKey')}</button>
      )}
      {(['p1', 'p2'] as const).map((s) => {
        const audit = audits[s];
        // A seat whose decks were all shuffled jointly has only its joint audits (below).
        if (!audit) return revealedSeats.includes(s) && !(jointAudits ?? []).some((j) => j.holder === s) ? <p key={s}>{t('fair.auditing', { seat: t(`log.seats.${s}`) })}</p> : null;
        const text = auditText(t, s, audit, cardName);
        const ok = !('error' in audit) && audit.problems.length === 0;
        return <div key={s} className={`verdict ${ok ? 'ok' : 'bad'}`} data-testid={`audit-${s}`} data-ok={String(ok)}>{text}</div>;
      })}
      {(jointAudits ?? []).map((audit) => (
        <div key={audit.deck} className={`verdict ${audit.ok ? 'ok' : 'bad'}`} data-testid={`joint-audit-${audit.holder}`} data-ok={String(audit.ok)}>
          {jointAuditText(t, audit, cardName)}
        </div>
      ))}
      {revealedSeats.length > 0 && revealedSeats.length < 2 && <p className="hint">{t('jointDeck.audit.waitingKeys')}</p>}
    </section>
  );
}

function KeySection({ onExportKey, onImportKey }: FairPlayProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section data-testid="seat-key">
      <h3>{t('fair.key')}</h3>
      <p className="hint">{t('fair.keyHint')}</p>
      <div className="row">
        <button type="button" data-testid="export-key" onClick={() => void onExportKey().then((k) => setShown(k ?? t('fair.noKey')))}>{t('fair.exportKey')}</button>
      </div>
      {shown && <textarea readOnly value={shown} data-testid="key-text" onFocus={(e) => e.currentTarget.select()} />}
      <form className="row" onSubmit={(e) => {
        e.preventDefault();
        onImportKey(input).then(() => setMessage(t('fair.imported')), (error: unknown) => setMessage(error instanceof Error ? error.message : String(error)));
      }}>
        <input aria-label={t('fair.importKey')} placeholder="fudaba-key-v1:…" value={input} onChange={(e) => setInput(e.target.value)} />
        <button type="submit" disabled={!input.trim()}>{t('fair.importKey')}</button>
      </form>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
