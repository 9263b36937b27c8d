// The active seat's charm: choose the attackers together (a checklist of its characters, or the
// cards selected on the table), supporters for an attacking heroine, then "Charm". The assist's
// verdicts on the choice show as it is made; nothing is ever refused.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Verdict } from '../../../rules/core';
import type { Lang } from '../../../rules/core/assist';
import { FighterLabel } from './FighterLabel';
import { supportOptions, whyNoAttack, type CcFighter } from './model';
import { VerdictList } from './VerdictList';

export interface DeclareSectionProps {
  own: readonly CcFighter[];
  selection: ReadonlySet<string>;
  lang: Lang;
  preview(attackers: string[], supporters: string[]): Verdict[];
  onCharm(attackers: string[], supporters: string[]): void;
}

function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const out = new Set(set);
  if (out.has(id)) out.delete(id);
  else out.add(id);
  return out;
}

export function DeclareSection({ own, selection, lang, preview, onCharm }: DeclareSectionProps) {
  const { t } = useTranslation();
  // Those that can attack are ticked to start with: the usual charm is everyone able.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(own.filter((f) => whyNoAttack(f) === null).map((f) => f.id)));
  const [support, setSupport] = useState<ReadonlySet<string>>(new Set());
  const attackers = useMemo(() => own.filter((f) => chosen.has(f.id)).map((f) => f.id), [own, chosen]);
  const supportable = useMemo(() => supportOptions(own, chosen), [own, chosen]);
  const supporters = useMemo(() => supportable.filter((f) => support.has(f.id)).map((f) => f.id), [supportable, support]);
  const fromTable = own.filter((f) => selection.has(f.id)).map((f) => f.id);
  // The preview reads the live table (a new function each render): the choice and the list of
  // characters are what change its answer, so the latest one is read through a ref.
  const previewRef = useRef(preview);
  previewRef.current = preview;
  const verdicts = useMemo(
    () => (attackers.length > 0 ? previewRef.current(attackers, supporters).filter((v) => v.level !== 'ok') : []),
    [attackers, supporters],
  );
  return (
    <section className="cc-section" data-testid="cc-declare">
      <h3>{t('ccAssist.charmTitle')}</h3>
      {own.length === 0 ? <p className="muted">{t('ccAssist.noCharacters')}</p> : (
        <>
          <div className="muted small">{t('ccAssist.chooseAttackers')}</div>
          <ul className="cc-list">
            {own.map((f) => (
              <li key={f.id}>
                <label>
                  <input type="checkbox" checked={chosen.has(f.id)} onChange={() => setChosen((s) => toggled(s, f.id))} data-testid={`cc-attacker-${f.id}`} />
                  <FighterLabel fighter={f} lang={lang} showWhy />
                </label>
              </li>
            ))}
          </ul>
          {fromTable.length > 0 && (
            <button type="button" className="cc-link" data-testid="cc-use-selection" onClick={() => setChosen(new Set(fromTable))}>{t('ccAssist.useSelection')}</button>
          )}
          {supportable.length > 0 && (
            <>
              <div className="muted small">{t('ccAssist.supporters')}</div>
              <ul className="cc-list">
                {supportable.map((f) => (
                  <li key={f.id}>
                    <label>
                      <input type="checkbox" checked={support.has(f.id)} onChange={() => setSupport((s) => toggled(s, f.id))} data-testid={`cc-supporter-${f.id}`} />
                      <FighterLabel fighter={f} lang={lang} />
                    </label>
                  </li>
                ))}
              </ul>
            </>
          )}
          <VerdictList verdicts={verdicts} lang={lang} testId="cc-charm-preview" />
          <div className="cc-buttons">
            <button type="button" className="primary" data-testid="cc-charm" disabled={attackers.length === 0} onClick={() => onCharm(attackers, supporters)}>
              {t('ccAssist.charm', { count: attackers.length })}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
