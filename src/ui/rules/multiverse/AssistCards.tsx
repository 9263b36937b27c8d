// Assist cards from the hand with a target, which a drag to the assist area cannot name: the card
// (those usable in this phase first), the fighter it acts on, the assist's verdicts (timing, cost,
// per-cost limit) with "Allow", and "Use", which moves it to the assist area, pays its cost and
// applies what the table can show (HP, draws); raises, lowerings and ailments count in the attack.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfState } from '../../../rules/multiverse';
import { otherSeat } from '../../../rules/core';
import type { Seat } from '../../../table';
import type { Lang, RulesAssist } from '../../../rules/core/assist';
import { allowanceFor } from './allow';
import { assistChoices, defaultAssistTarget, standingFighters } from './model';
import { useVersioned } from '../../useVersioned';
import { Verdicts } from './Verdicts';

const USE = { ja: 'アシストの発動', en: 'Use an assist card' };
const NONE = '';

export function AssistCards({ state, me, assist, lang }: { state: MfState; me: Seat; assist: RulesAssist; lang: Lang }) {
  const { t } = useTranslation();
  const choices = assistChoices(state, me);
  const [card, setCard] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const choice = choices.find((c) => c.id === card) ?? choices[0];
  const fighters = [...standingFighters(state, me), ...standingFighters(state, otherSeat(me))];
  const targetId = choice?.targeted ? (fighters.some((f) => f.id === target) ? target : defaultAssistTarget(state, me, choice)) : null;
  // The preview reads the live table: `state` says when it changed.
  const live = useVersioned(assist.preview, state);
  const cardId = choice?.id;
  const proposal = useMemo(
    () => (cardId ? live.source('assist', { card: cardId, ...(targetId ? { target: targetId } : {}) }) : null),
    [live, cardId, targetId],
  );
  if (!choice) return null;
  return (
    <section className="mf-assists" data-testid="mf-assists">
      <h3>{t('mfAssist.assistTitle')}</h3>
      <label className="mf-pick">
        <span>{t('mfAssist.assistCard')}</span>
        <select data-testid="mf-assist-card" value={choice.id} onChange={(e) => { setCard(e.target.value); setTarget(null); }}>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>{c.name[lang]} · {t('mfAssist.costShort', { cost: c.cost })} · {t(`mfAssist.types.${c.type}`)}</option>
          ))}
        </select>
      </label>
      {choice.targeted && (
        <label className="mf-pick">
          <span>{t('mfAssist.assistTarget')}</span>
          <select data-testid="mf-assist-target" value={targetId ?? NONE} onChange={(e) => setTarget(e.target.value || null)}>
            <option value={NONE}>{t('mfAssist.noAssistTarget')}</option>
            {fighters.map((f) => <option key={f.id} value={f.id}>{f.seat.toUpperCase()} {f.name[lang]}</option>)}
          </select>
        </label>
      )}
      {choice.text[lang] && <p className="muted small mf-card-text">{choice.text[lang]}</p>}
      <Verdicts proposal={proposal} lang={lang} onAllow={() => assist.record(allowanceFor(proposal, me))} />
      <div className="buttons">
        <button type="button" className={choice.timely ? 'primary' : ''} data-testid="mf-assist-use" onClick={() => assist.perform('assist', { card: choice.id, ...(targetId ? { target: targetId } : {}) }, USE)}>
          {t('mfAssist.useAssist')}
        </button>
      </div>
    </section>
  );
}
