// The active seat's ▲ abilities in its main phase: one button per standing fighter with a ▲
// ability (the one selected on the table first). Using it records that the fighter may not attack
// this turn; the ability's own effect is carried out by the players on the table. Its verdicts
// show beside the card, as any verb's do.
import { useTranslation } from 'react-i18next';
import type { MfState } from '../../../rules/multiverse';
import type { Seat } from '../../../table';
import type { Lang, RulesAssist } from '../../../rules/core/assist';
import { standingFighters } from './model';

const ABILITY = { ja: '▲能力', en: '▲ ability' };

export function FighterAbilities({ state, me, assist, selection, lang }: { state: MfState; me: Seat; assist: RulesAssist; selection: ReadonlySet<string>; lang: Lang }) {
  const { t } = useTranslation();
  const turn = state.position?.turn;
  const used = new Set(state.mainAbilities.filter((m) => m.turn === turn).map((m) => m.card));
  const fighters = standingFighters(state, me).filter((f) => f.mainAbility).sort((a, b) => Number(selection.has(b.id)) - Number(selection.has(a.id)));
  if (fighters.length === 0) return null;
  return (
    <section className="mf-abilities" data-testid="mf-abilities">
      <h3>{t('mfAssist.abilityTitle')}</h3>
      <ul>
        {fighters.map((f) => (
          <li key={f.id} className={selection.has(f.id) ? 'selected' : ''}>
            <span className={`mf-attr mf-attr-${f.attribute}`}>{f.name[lang]}</span>
            {used.has(f.id)
              ? <span className="muted small">{t('mfAssist.abilityUsed')}</span>
              : <button type="button" data-testid="mf-ability" data-id={f.id} onClick={() => assist.perform('ability', { card: f.id }, ABILITY)}>{t('mfAssist.useAbility')}</button>}
          </li>
        ))}
      </ul>
      <p className="muted small">{t('mfAssist.abilityHint')}</p>
    </section>
  );
}
