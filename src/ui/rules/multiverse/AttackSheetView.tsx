// The numbers of one attack, each with its ruling: attack and defense, the attribute relation
// (with the colours' names and the wheel), the bonus from the rule text's table, the damage
// formula with numbers, and the minimum when it applies.
import { useTranslation } from 'react-i18next';
import { ATTRIBUTE_NAMES } from '../../../cards/multiverse/labels';
import type { Lang } from '../../../rules/core/assist';
import { WHEEL, type AttackSheet } from './model';

export function AttackSheetView({ sheet, lang }: { sheet: AttackSheet; lang: Lang }) {
  const { t } = useTranslation();
  const { attacker, target } = sheet;
  const a = sheet.attackerColour[lang];
  const b = sheet.targetColour[lang];
  return (
    <div className="mf-sheet" data-testid="mf-sheet" data-damage={sheet.damage} data-relation={sheet.relation}>
      <div className="mf-versus">
        <span className={`mf-attr mf-attr-${attacker.attribute}`}>{attacker.name[lang]}</span>
        <span className="muted">{t('mfAssist.attack')} <b data-testid="mf-sheet-attack">{attacker.attack}</b></span>
        <span aria-hidden="true">→</span>
        <span className={`mf-attr mf-attr-${target.attribute}`}>{target.name[lang]}</span>
        <span className="muted">{t('mfAssist.defense')} <b data-testid="mf-sheet-defense">{target.defense}</b></span>
      </div>
      <div className="mf-row" data-testid="mf-relation">
        <span className="label">{t('mfAssist.relation')}</span>
        <span className={`relation ${sheet.relation}`}>{t(`mfAssist.relations.${sheet.relation}`, { a, b })}</span>
        <span className="ruling">{sheet.rulings.relation}</span>
      </div>
      <div className="mf-wheel muted" title={t('mfAssist.wheel')}>
        {[...WHEEL, WHEEL[0]!].map((attr, i) => (
          <span key={i}>
            {i > 0 && <span aria-hidden="true"> &gt; </span>}
            <span className={`mf-attr mf-attr-${attr}${attr === attacker.attribute || attr === target.attribute ? ' picked' : ''}`}>{ATTRIBUTE_NAMES[attr][lang]}</span>
          </span>
        ))}
      </div>
      <div className="mf-row" data-testid="mf-bonus">
        <span className="label">{t('mfAssist.bonus')}</span>
        <b>{sheet.bonusRow ? `+${sheet.bonus}` : t('mfAssist.noBonus')}</b>
        {sheet.bonusRow && <span className="muted">{t('mfAssist.bonusRow', { row: sheet.bonusRow })}</span>}
        <span className="ruling">{sheet.rulings.bonus}</span>
      </div>
      <div className="mf-formula" data-testid="mf-formula">
        <div className="muted small">{t('mfAssist.formula')}</div>
        {sheet.minimum ? (
          <div data-testid="mf-minimum">
            <s className="muted">({attacker.attack} + {sheet.bonus}) − {target.defense} = {sheet.raw}</s>
            <div>{t('mfAssist.minimum', { attack: attacker.attack, defense: target.defense, damage: sheet.damage })} <span className="ruling">{sheet.rulings.damage}</span></div>
          </div>
        ) : (
          <div>
            <b className="numbers">({attacker.attack} + {sheet.bonus}) − {target.defense} = {sheet.damage}</b>
            {sheet.raw !== sheet.damage && <span className="muted"> ({sheet.raw}: {t('mfAssist.rounded')})</span>}
            {' '}<span className="ruling">{sheet.rulings.damage}</span>
          </div>
        )}
      </div>
      <div className="mf-row">
        <span className="label">{t('mfAssist.damage')}</span>
        <b className="damage" data-testid="mf-damage">{sheet.damage}</b>
        <span className="muted">{t('mfAssist.hpAfter', { hp: target.hp, after: sheet.hpAfter })}{sheet.defeats ? ` · ${t('mfAssist.defeats')}` : ''}</span>
      </div>
    </div>
  );
}
