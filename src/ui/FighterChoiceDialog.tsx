// Multiverse Fighters' secret fighter choice: the seat's reserve with costs and stats, the running
// total against the rule (exactly 5), and Seal, which commits the choice to the envelope. Once
// both seats have sealed, FighterReveal shows both choices to everyone.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../table/schema';
import type { Language } from './i18n';
import { useEscape } from './useEscape';
import './gameSetup.css';

export interface FighterOption {
  id: string;
  name: string;
  nameEn: string;
  cost: number;
  hp: number;
  attack: number;
  defense: number;
}

export interface FighterChoiceProps {
  /** The reserve as this seat's browser knows it; null while its cards are still being opened. */
  fighters: readonly FighterOption[] | null;
  need: number;
  committed: boolean;
  /** One screen plays both seats: say how to choose for the other. */
  local: boolean;
  onCommit(ids: string[]): void;
  onLater(): void;
}

export function FighterChoiceDialog({ fighters, need, committed, local, onCommit, onLater }: FighterChoiceProps) {
  const { t, i18n } = useTranslation();
  useEscape(onLater);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const picked = (fighters ?? []).filter((f) => chosen.has(f.id));
  const total = picked.reduce((sum, f) => sum + f.cost, 0);
  const en = i18n.language === 'en';
  const toggle = (id: string) => setChosen((set) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="fighters-title" data-testid="fighter-choice" onClick={onLater}>
      <div className="dialog fighter-choice" onClick={(e) => e.stopPropagation()}>
        <h2 id="fighters-title">{t('wizard.fightersTitle')}</h2>
        <p className="hint">{t('wizard.fightersRule', { need })}</p>
        {committed ? <p role="status" data-testid="fighters-committed">{t('wizard.committed')}</p>
          : fighters === null ? <p role="status">{t('wizard.opening')}</p>
          : (
            <>
              <table className="fighters">
                <thead>
                  <tr><th /><th className="num">{t('wizard.cost')}</th><th /><th className="num">{t('wizard.hp')}</th><th className="num">{t('wizard.attack')}</th><th className="num">{t('wizard.defense')}</th></tr>
                </thead>
                <tbody>
                  {fighters.map((f) => (
                    <tr key={f.id} className={chosen.has(f.id) ? 'chosen' : ''} onClick={() => toggle(f.id)}>
                      <td><input type="checkbox" aria-label={en && f.nameEn ? f.nameEn : f.name} checked={chosen.has(f.id)} data-testid="fighter-option" data-cost={f.cost} onChange={() => toggle(f.id)} onClick={(e) => e.stopPropagation()} /></td>
                      <td className="num">{f.cost}</td>
                      <td>{en && f.nameEn ? <>{f.nameEn}<small lang="ja" data-original="">{f.name}</small></> : f.name}</td>
                      <td className="num">{f.hp}</td>
                      <td className="num">{f.attack}</td>
                      <td className="num">{f.defense}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={`fighters-total ${total === need ? 'ok' : total > need ? 'bad' : ''}`} data-testid="fighters-total">{t('wizard.total', { total, need })}</p>
            </>
          )}
        {local && <p className="hint">{t('wizard.localHint')}</p>}
        <div className="buttons">
          <button type="button" data-testid="fighters-later" onClick={onLater}>{committed ? t('wizard.close') : t('wizard.later')}</button>
          {!committed && (
            <button type="button" className="primary" data-testid="fighters-commit" disabled={picked.length === 0 || total !== need} onClick={() => onCommit(picked.map((f) => f.id))}>
              {t('wizard.commit')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

export interface RevealedFighter {
  name: string;
  /** The set's English gloss of the name; English mode shows it, else the name as written. */
  nameEn?: string;
  cost: number;
  hp: number;
}

/** Both seats' opened choices, side by side, for everyone at the table. */
export function FighterReveal({ choices, lang, onClose }: { choices: Partial<Record<Seat, readonly RevealedFighter[]>>; lang: Language; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <section className="fighter-reveal" aria-label={t('wizard.revealTitle')} data-testid="fighter-reveal" lang={lang}>
      <h3>{t('wizard.revealTitle')}</h3>
      {(['p1', 'p2'] as const).map((seat) => (
        <div key={seat} data-testid={`fighter-reveal-${seat}`}>
          <strong>{t(`seat.${seat}`)}</strong>
          <ul>{(choices[seat] ?? []).map((f, i) => <li key={i}>{lang === 'en' && f.nameEn ? f.nameEn : f.name} <small>{t('wizard.cost')} {f.cost} · {t('wizard.hp')} {f.hp}</small></li>)}</ul>
        </div>
      ))}
      <button type="button" onClick={onClose}>{t('wizard.close')}</button>
    </section>
  );
}
