// The defender's side of a charm: each attacker with a chooser of its blockers (several allowed,
// damage in the order picked; each blocker blocks one attacker), "Block" or "No block" per attacker.
// A new answer for an attacker replaces the last one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../rules/core/assist';
import { FighterLabel } from './FighterLabel';
import { blockerOptions, toggleOrdered, type CcCharmView, type CcFighter } from './model';

export interface BlockSectionProps {
  charm: CcCharmView;
  defenders: readonly CcFighter[];
  lang: Lang;
  onBlock(attacker: string, blockers: string[]): void;
}

export function BlockSection({ charm, defenders, lang, onBlock }: BlockSectionProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, string[]>>({});
  const [editing, setEditing] = useState(false);
  const nameOf = (id: string | null) => charm.attackers.find((a) => a.fighter.id === id)?.fighter.name[lang] ?? '';
  const answerOf = (blockers: readonly CcFighter[], answered: boolean) => (!answered ? t('ccAssist.notAnswered')
    : blockers.length === 0 ? t('ccAssist.unblocked') : t('ccAssist.blockedBy', { names: blockers.map((b) => b.name[lang]).join(' → ') }));
  // Every attacker answered: one line each, so that the result below stays in view.
  if (!editing && charm.attackers.every((a) => a.answered)) {
    return (
      <section className="cc-section" data-testid="cc-block" data-answered="all">
        <h3>{t('ccAssist.blockTitle')}</h3>
        <ul className="cc-list">
          {charm.attackers.map(({ fighter, blockers, answered }) => (
            <li key={fighter.id} data-testid={`cc-answer-${fighter.id}`}><span className="cc-arrow">▶</span> <b>{fighter.name[lang]}</b>: {answerOf(blockers, answered)}</li>
          ))}
        </ul>
        <div className="cc-buttons"><button type="button" data-testid="cc-block-edit" onClick={() => setEditing(true)}>{t('ccAssist.changeBlocks')}</button></div>
      </section>
    );
  }
  return (
    <section className="cc-section" data-testid="cc-block">
      <h3>{t('ccAssist.blockTitle')}</h3>
      <div className="muted small">{t('ccAssist.blockHint')}</div>
      {charm.attackers.map(({ fighter, blockers, answered }) => {
        const picked = draft[fighter.id] ?? blockers.map((b) => b.id);
        const options = blockerOptions(charm, defenders, fighter.id);
        return (
          <div key={fighter.id} className="cc-attack" data-testid={`cc-block-${fighter.id}`}>
            <div className="cc-attack-head"><span className="cc-arrow">▶</span><FighterLabel fighter={fighter} lang={lang} /></div>
            <div className={`cc-answer small${answered ? '' : ' pending'}`} data-testid={`cc-answer-${fighter.id}`}>
              {answerOf(blockers, answered)}
            </div>
            {options.length === 0 ? <div className="muted small">{t('ccAssist.noBlockers')}</div> : (
              <div className="cc-choices">
                {options.map(({ fighter: b, busyWith, usable }) => {
                  const at = picked.indexOf(b.id);
                  return (
                    <button
                      type="button" key={b.id} className={`cc-choice${at >= 0 ? ' on' : ''}${usable ? '' : ' unusable'}`}
                      data-testid={`cc-blocker-${fighter.id}-${b.id}`} aria-pressed={at >= 0}
                      title={busyWith ? t('ccAssist.busy', { name: nameOf(busyWith) }) : undefined}
                      onClick={() => setDraft((d) => ({ ...d, [fighter.id]: toggleOrdered(picked, b.id) }))}
                    >
                      {at >= 0 && <span className="cc-order">{at + 1}</span>}
                      <FighterLabel fighter={b} lang={lang} compact />
                      {busyWith && <span className="cc-tag cc-why">{t('ccAssist.busyShort')}</span>}
                    </button>
                  );
                })}
              </div>
            )}
            <div className="cc-buttons">
              <button type="button" data-testid={`cc-noblock-${fighter.id}`} onClick={() => { setDraft((d) => ({ ...d, [fighter.id]: [] })); setEditing(false); onBlock(fighter.id, []); }}>{t('ccAssist.noBlock')}</button>
              <button type="button" className="primary" data-testid={`cc-block-apply-${fighter.id}`} disabled={picked.length === 0} onClick={() => { setEditing(false); onBlock(fighter.id, picked); }}>{t('ccAssist.block')}</button>
            </div>
          </div>
        );
      })}
    </section>
  );
}
