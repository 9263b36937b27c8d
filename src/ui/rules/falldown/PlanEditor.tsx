// The plan being drafted (rule text 7-2 A–D): summons from the hand, support cards used from the
// hand with their targets, system cards from the shared pool with the monster using them and their
// target, each attacker's targets (one per attack) and a distributor's spill, the targets of
// own-choice effects; the bill against the mana, the assist's concerns, and Lock in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addSystem, removeSystem, setAttack, setEffect, toggleSummon, ENVELOPE_LINES,
  type AttackerOption, type DraftCheck, type EffectOption, type FalldownPlan, type HandOption, type TargetOption,
} from '../../../rules/falldown';
import { setSpill, type Aim, type SupportOption } from '../../../rules/falldown/draft';
import type { Lang } from '../../../rules/core/assist';
import { SupportList } from './SupportList';
import { TargetChips } from './TargetChips';
import { Ruling } from '../../Ruling';

export interface PoolOption { id: string; name: string; nameEn: string; cost: number; system: string }
export interface UnitOption { id: string; name: string; nameEn: string; mine: boolean }

export interface PlanEditorProps {
  lang: Lang;
  plan: FalldownPlan;
  check: DraftCheck;
  hand: HandOption[];
  /** Support cards of the hand to use (rule text 10). */
  supports: SupportOption[];
  pool: PoolOption[];
  units: UnitOption[];
  attackers: AttackerOption[];
  targets: TargetOption[];
  effects: EffectOption[];
  /** Whom an effect that names `aim` may choose (allies include this plan's summons). */
  targetsFor(aim: Aim): TargetOption[];
  aiming: string | null;
  onAim(unit: string | null): void;
  onChange(plan: FalldownPlan): void;
  onLockIn(): void;
  busy: boolean;
}

export function PlanEditor(props: PlanEditorProps) {
  const { t } = useTranslation();
  const { lang, plan, check } = props;
  const name = (o: { name: string; nameEn: string }) => (lang === 'ja' ? o.name : o.nameEn);
  const [system, setSystem] = useState('');
  const [user, setUser] = useState('');
  const [target, setTarget] = useState('');
  const [discard, setDiscard] = useState('');
  const chosen = props.pool.find((p) => p.id === system);
  // エクスチェンジ draws 1 and discards the hand card the plan names (else one by hand).
  const exchange = !!chosen && /エクスチェンジ$/.test(chosen.name);
  const handCards = [...props.hand, ...props.supports];
  const unitName = (id: string) => {
    const unit = props.units.find((u) => u.id === id) ?? props.attackers.find((a) => a.id === id) ?? props.hand.find((h) => h.id === id) ?? props.supports.find((h) => h.id === id);
    return unit ? name(unit) : id;
  };
  const mine = new Set([...props.units.filter((u) => u.mine).map((u) => u.id), ...plan.summons.map((s) => s.card)]);
  const chipsOf = (aim: Aim) => props.targetsFor(aim).map((o) => ({ id: o.id, label: `${name(o)}${mine.has(o.id) ? '' : ' ★'}` }));
  const foes = props.targets.filter((o) => o.id !== 'player').map((o) => ({ id: o.id, label: name(o) }));
  const over = check.cost > check.mana;
  // Only what a declaration changes: an 即時 effect happens only when declared; others only take targets.
  const effects = props.effects.filter((e) => e.immediate || e.aim !== 'none');
  return (
    <div className="fd-editor" data-testid="fd-editor">
      <h3>{t('fdPlan.summons')}</h3>
      {props.hand.length === 0 && <p className="muted small">{t('fdPlan.noMonsters')}</p>}
      <ul className="fd-list">
        {props.hand.map((card) => (
          <li key={card.id}>
            <label>
              <input
                type="checkbox" data-testid="fd-summon" data-id={card.id}
                checked={plan.summons.some((s) => s.card === card.id)}
                onChange={() => props.onChange(toggleSummon(plan, card.id, card.ref))}
              />
              {name(card)} <span className="muted small">{t('fdPlan.cost', { cost: card.cost })}</span>
            </label>
          </li>
        ))}
      </ul>

      <SupportList lang={lang} plan={plan} supports={props.supports} chipsOf={chipsOf} name={unitName} onChange={props.onChange} />

      <h3>{t('fdPlan.system')}</h3>
      <ul className="fd-list">
        {plan.system.map((entry, i) => {
          const pooled = props.pool.find((p) => p.id === entry.card);
          return (
            <li key={i} className="fd-row">
              <span>
                {pooled ? name(pooled) : entry.card}
                {entry.user && <span className="muted"> · {unitName(entry.user)}</span>}
                {entry.target && <span className="muted"> → {unitName(entry.target)}</span>}
                {entry.discard && <span className="muted"> · {t('fdPlan.discard')}: {unitName(entry.discard)}</span>}
              </span>
              <button type="button" className="fd-x" data-testid="fd-system-remove" title={t('fdPlan.remove')} onClick={() => props.onChange(removeSystem(plan, i))}>✕</button>
            </li>
          );
        })}
      </ul>
      <div className="fd-system-form">
        <select data-testid="fd-system-card" value={system} onChange={(e) => setSystem(e.target.value)}>
          <option value="">{t('fdPlan.none')}</option>
          {props.pool.map((p) => <option key={p.id} value={p.id}>{name(p)} ({p.cost})</option>)}
        </select>
        {chosen?.system === 'action' && (
          <select data-testid="fd-system-user" value={user} onChange={(e) => setUser(e.target.value)} aria-label={t('fdPlan.user')}>
            <option value="">{t('fdPlan.user')}</option>
            {props.units.filter((u) => u.mine).map((u) => <option key={u.id} value={u.id}>{name(u)}</option>)}
          </select>
        )}
        {exchange && (
          <select data-testid="fd-system-discard" value={discard} onChange={(e) => setDiscard(e.target.value)} aria-label={t('fdPlan.discard')}>
            <option value="">{t('fdPlan.discard')}</option>
            {handCards.map((c) => <option key={c.id} value={c.id}>{name(c)}</option>)}
          </select>
        )}
        {chosen && chosen.system !== 'mana-cast' && !exchange && (
          <select data-testid="fd-system-target" value={target} onChange={(e) => setTarget(e.target.value)} aria-label={t('fdPlan.target')}>
            <option value="">{t('fdPlan.target')}</option>
            {props.units.map((u) => <option key={u.id} value={u.id}>{name(u)}{u.mine ? '' : ' ★'}</option>)}
          </select>
        )}
        <button
          type="button" data-testid="fd-system-add" disabled={!chosen}
          onClick={() => {
            if (!chosen) return;
            const aimed = target && !exchange ? { target } : {};
            props.onChange(addSystem(plan, { card: chosen.id, ...(user ? { user } : {}), ...aimed, ...(discard && exchange ? { discard } : {}) }));
            setSystem('');
            setUser('');
            setTarget('');
            setDiscard('');
          }}
        >{t('fdPlan.add')}</button>
      </div>

      <h3>{t('fdPlan.attacks')}</h3>
      {props.attackers.length === 0 ? <p className="muted small">{t('fdPlan.noAttackers')}</p> : <p className="muted small">{t('fdPlan.dragHint')}</p>}
      <ul className="fd-list">
        {props.attackers.map((attacker) => {
          const entry = plan.attacks.find((a) => a.unit === attacker.id);
          const targets = entry?.targets ?? [];
          return (
            <li key={attacker.id} className={props.aiming === attacker.id ? 'fd-attacker aiming' : 'fd-attacker'}>
              <button type="button" className="fd-aim" data-testid="fd-aim" data-id={attacker.id} onClick={() => props.onAim(props.aiming === attacker.id ? null : attacker.id)}>⚔</button>
              <span className="fd-attacker-name">
                {name(attacker)}
                {attacker.summoned && <span className="fd-tag" title={t('fdPlan.fastHint')}>{t('fdPlan.fastSummon')}</span>}
              </span>
              {Array.from({ length: attacker.attacks }, (_, n) => (
                <select
                  key={n} data-testid="fd-attack" data-unit={attacker.id} data-n={n} aria-label={t('fdPlan.attackN', { n: n + 1 })}
                  value={targets[n] ?? ''} disabled={n > targets.length}
                  onChange={(e) => props.onChange(setAttack(plan, attacker.id, n, e.target.value === '' ? null : e.target.value))}
                >
                  <option value="">{t('fdPlan.none')}</option>
                  {props.targets.map((target) => <option key={target.id} value={target.id}>{target.id === 'player' ? t('fdPlan.player') : name(target)}</option>)}
                </select>
              ))}
              {attacker.distributor && entry && (
                <TargetChips
                  testId="fd-spill" owner={attacker.id} label={t('fdPlan.spill')} max={40}
                  chosen={entry.spill} options={foes} name={unitName}
                  onChange={(next) => props.onChange(setSpill(plan, attacker.id, next))}
                />
              )}
            </li>
          );
        })}
      </ul>

      {effects.length > 0 && (
        <>
          <h3>{t('fdPlan.effects')}</h3>
          {effects.some((e) => e.aim !== 'none') && <p className="muted small">{t('fdPlan.orderHint')}</p>}
          <ul className="fd-list">
            {effects.map((effect) => {
              const declared = plan.effects.find((e) => e.card === effect.card && e.effect === effect.index);
              return (
                <li key={`${effect.card}:${effect.index}`} className="fd-effect">
                  <label>
                    <input
                      type="checkbox" data-testid="fd-effect" data-for={`${effect.card}:${effect.index}`} checked={!!declared}
                      onChange={() => props.onChange(setEffect(plan, effect.card, effect.index, declared ? null : []))}
                    />
                    {unitName(effect.card)}: <span className="small">{lang === 'ja' ? effect.text : effect.textEn}</span>
                  </label>
                  {declared && effect.aim !== 'none' && (
                    <TargetChips
                      testId="fd-effect-targets" owner={`${effect.card}:${effect.index}`} max={3}
                      chosen={declared.targets} options={chipsOf(effect.aim)} name={unitName}
                      onChange={(next) => props.onChange(setEffect(plan, effect.card, effect.index, next))}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}

      <div className={over ? 'fd-bill over' : 'fd-bill'} data-testid="fd-cost" data-cost={check.cost} data-mana={check.mana}>
        <strong>{t('fdPlan.bill', { cost: check.cost, mana: check.mana })}</strong>
        {over && <div>{t('fdPlan.overMana')}</div>}
      </div>
      {check.lines.length === 0 && <p className="muted small">{t('fdPlan.empty')}</p>}
      {check.verdicts.length > 0 && (
        <ul className="fd-verdicts" data-testid="fd-verdicts">
          {check.verdicts.map((v, i) => (
            <li key={i} className={`level-${v.level}`}>{v.reason[lang]} <Ruling ruling={v.ruling} /></li>
          ))}
        </ul>
      )}
      {!check.fits && <p className="fd-error">{t('fdPlan.tooLong', { max: ENVELOPE_LINES })}</p>}
      <button type="button" className="primary fd-lock" data-testid="fd-lock-in" disabled={props.busy || !check.fits} onClick={props.onLockIn}>
        {props.busy ? t('fdPlan.locking') : t('fdPlan.lockIn')}
      </button>
    </div>
  );
}
