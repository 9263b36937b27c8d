// The active seat's attack in its battle phase: the attacker (own standing fighter) and the target
// (enemy standing fighter), picked from the lists or by clicking the cards on the table; the attack
// sheet; the assist's verdicts with "Allow"; and "Declare", which records the attack.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfState } from '../../../rules/multiverse';
import { otherSeat } from '../../../rules/core';
import type { Seat } from '../../../table';
import type { Lang, RulesAssist } from '../../../rules/core/assist';
import { allowanceFor } from './allow';
import { AttackSheetView } from './AttackSheetView';
import { attackSheet, pickFromSelection, standingFighters } from './model';
import { PickMarkers } from './PickMarkers';
import { useVersioned } from '../../useVersioned';
import { Verdicts } from './Verdicts';

export interface AttackFormProps {
  state: MfState;
  me: Seat;
  assist: RulesAssist;
  selection: ReadonlySet<string>;
  lang: Lang;
  anchor(id: string): { x: number; y: number } | null;
}

const DECLARE = { ja: '攻撃を宣言', en: 'Declare an attack' };

export function AttackForm({ state, me, assist, selection, lang, anchor }: AttackFormProps) {
  const { t } = useTranslation();
  const own = standingFighters(state, me);
  const enemies = standingFighters(state, otherSeat(me));
  const turn = state.position?.turn;
  const attacked = new Set(state.attacks.filter((a) => a.turn === turn).map((a) => a.attacker));
  const [attacker, setAttacker] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);

  // A card clicked on the table picks it: own fighter = attacker, enemy fighter = target. Only a
  // new selection picks (the state changing under it does not); on opening, a fighter still
  // selected from its earlier attack is not picked again.
  const opened = useRef(false);
  const current = useRef({ state, attacked });
  current.current = { state, attacked };
  useEffect(() => {
    const picked = pickFromSelection(current.current.state, me, selection);
    const first = !opened.current;
    opened.current = true;
    if (picked.attacker && !(first && current.current.attacked.has(picked.attacker))) setAttacker(picked.attacker);
    if (picked.target) setTarget(picked.target);
  }, [selection, me]);

  // Picks that no longer stand fall back to the first fighter that may still attack / be attacked.
  const attackerId = own.some((f) => f.id === attacker) ? attacker : (own.find((f) => !attacked.has(f.id)) ?? own[0])?.id ?? null;
  const targetId = enemies.some((f) => f.id === target) ? target : enemies[0]?.id ?? null;
  const sheet = attackSheet(state, attackerId, targetId);
  // The verdicts as they stand now (allowances included); nothing runs.
  // The preview reads the live table: `state` says when it changed.
  const live = useVersioned(assist.preview, state);
  const proposal = useMemo(
    () => (attackerId && targetId ? live.source('attack', { card: attackerId, target: targetId }) : null),
    [live, attackerId, targetId],
  );

  if (own.length === 0 || enemies.length === 0) {
    return <p className="muted" data-testid="mf-attack-none">{own.length === 0 ? t('mfAssist.noAttacker') : t('mfAssist.noTarget')}</p>;
  }
  return (
    <section className="mf-attack" data-testid="mf-attack">
      <h3>{t('mfAssist.attackTitle')}</h3>
      <PickMarkers attacker={attackerId} target={targetId} anchor={anchor} />
      <label className="mf-pick">
        <span>{t('mfAssist.attacker')}</span>
        <select data-testid="mf-attacker" value={attackerId ?? ''} onChange={(e) => setAttacker(e.target.value)}>
          {own.map((f) => <option key={f.id} value={f.id}>{f.name[lang]}{attacked.has(f.id) ? ` (${t('mfAssist.attacked')})` : ''}</option>)}
        </select>
      </label>
      <label className="mf-pick">
        <span>{t('mfAssist.target')}</span>
        <select data-testid="mf-target" value={targetId ?? ''} onChange={(e) => setTarget(e.target.value)}>
          {enemies.map((f) => <option key={f.id} value={f.id}>{f.name[lang]} ({t('mfAssist.hp')} {f.hp})</option>)}
        </select>
      </label>
      <p className="muted small">{t('mfAssist.pickHint')}</p>
      {sheet && <AttackSheetView sheet={sheet} lang={lang} />}
      <Verdicts proposal={proposal} lang={lang} onAllow={() => assist.record(allowanceFor(proposal, me))} />
      <div className="buttons">
        <button
          type="button" className="primary" data-testid="mf-declare" disabled={!attackerId || !targetId}
          onClick={() => attackerId && targetId && assist.perform('attack', { card: attackerId, target: targetId }, DECLARE)}
        >
          {t('mfAssist.declare')}
        </button>
      </div>
    </section>
  );
}
