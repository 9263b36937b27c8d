// NoFuture's own controls over the table: the response stack with "resolve" / "does nothing" (the
// game's flow, run by the app's driver: the panel gets it as `stack`), and for the selected card what
// a drag cannot say (activate an effect, pay 追加コスト, 抵抗's target, 念動力's target, damage or a
// modifier from an effect). Each runs a game verb through the assist, whose verdicts appear beside
// the card with "Allow".
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NfState } from '../../../rules/nofuture/types';
import type { GamePanelProps } from '../gamePanel';
import { nofuturePanelModel, type CardChoice, type SelectedCard, type StackEntry } from './nofuturePanelModel';
import { EffectStack } from './EffectStack';
import './nofuture.css';

/** The response stack as the app's flow driver has it: top first, and settling the top. */
export interface NofutureStack {
  entries: StackEntry[];
  settle(outcome: 'done' | 'nothing'): void;
}

export default function NofuturePanel({ assist, selection, lang, stack }: GamePanelProps & { stack: NofutureStack | null }) {
  const { t } = useTranslation();
  const view = assist.view;
  const model = useMemo(() => (view && view.module.game === 'nofuture'
    ? nofuturePanelModel(view.state as NfState, [...selection], assist.seat)
    : null), [view, selection, assist.seat]);
  if (!model || !assist.seat) return null;
  const selected = model.selected;
  const showCard = selected && (selected.effects.length > 0 || selected.extraCost || selected.telekinesis > 0
    || (selected.kind === 'action' && selected.where === 'hand') || (selected.kind === 'character' && selected.where === 'field'));
  const entries = stack?.entries ?? [];
  if (entries.length === 0 && !showCard) return null;
  return (
    <aside className="nf-panel" data-testid="nf-panel" aria-label={t('nfAssist.title')}>
      {stack && entries.length > 0 && <EffectStack stack={entries} lang={lang} onSettle={(outcome) => stack.settle(outcome)} />}
      {showCard && selected && <CardControls card={selected} model={model} assist={assist} lang={lang} />}
    </aside>
  );
}

function TargetPicker({ choices, value, lang, onChange, testId }: {
  choices: CardChoice[]; value: string; lang: 'ja' | 'en'; onChange(id: string): void; testId: string;
}) {
  const { t } = useTranslation();
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} aria-label={t('nfAssist.target')}>
      <option value="">{t('nfAssist.noTarget')}</option>
      {choices.map((c) => <option key={c.id} value={c.id}>{c.name[lang]}</option>)}
    </select>
  );
}

function CardControls({ card, model, assist, lang }: {
  card: SelectedCard; model: ReturnType<typeof nofuturePanelModel>; assist: GamePanelProps['assist']; lang: 'ja' | 'en';
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  const [against, setAgainst] = useState('');
  const [amount, setAmount] = useState(1);
  const [mod, setMod] = useState('+1/±0/±0');
  const others = model.characters.filter((c) => c.id !== card.id);
  const label = (ja: string, en: string) => ({ ja: `${card.name.ja}: ${ja}`, en: `${card.name.en}: ${en}` });
  return (
    <section className="nf-card" data-testid="nf-card" data-card={card.id}>
      <h3>{card.name[lang]}</h3>
      {card.where === 'field' && card.effects.length > 0 && (
        <>
          <ul className="nf-effects">
            {card.effects.map((effect) => (
              <li key={effect.index}>
                <span>{effect.text[lang]}</span>
                <button
                  type="button" data-testid={`nf-activate-${effect.index}`} disabled={!card.mine}
                  title={effect.used ? t('nfAssist.usedThisTurn') : undefined}
                  onClick={() => assist.perform('activate', { card: card.id, effect: effect.index, ...(target ? { target } : {}) }, label('効果の発動', 'activate an effect'))}
                >{t('nfAssist.activate')}{effect.used ? ' ✓' : ''}</button>
              </li>
            ))}
          </ul>
          <label className="nf-row">{t('nfAssist.target')} <TargetPicker choices={others} value={target} lang={lang} onChange={setTarget} testId="nf-effect-target" /></label>
        </>
      )}
      {card.where === 'hand' && card.mine && card.extraCost && (
        <button type="button" data-testid="nf-play-extra" onClick={() => assist.perform('play', { card: card.id, extra: true }, label('追加コストを払ってプレイ', 'play paying its extra cost'))}>
          {t('nfAssist.playExtra', { cost: card.extraCost[lang] })}
        </button>
      )}
      {card.where === 'hand' && card.mine && card.kind === 'action' && (
        <div className="nf-row">
          <TargetPicker choices={model.resisting} value={against} lang={lang} onChange={setAgainst} testId="nf-against" />
          <button type="button" data-testid="nf-play-action" onClick={() => assist.perform('play', { card: card.id, ...(against ? { against } : {}) }, label('アクションをプレイ', 'play the action'))}>
            {t('nfAssist.playAction')}
          </button>
        </div>
      )}
      {card.telekinesis > 0 && card.mine && (
        <label className="nf-row">{t('nfAssist.telekinesis', { x: card.telekinesis })}
          <TargetPicker choices={others} value="" lang={lang} testId="nf-telekinesis"
            onChange={(id) => id && assist.perform('telekinesis', { card: card.id, target: id }, label('念動力の対象', 'telekinesis target'))} />
        </label>
      )}
      {card.kind === 'character' && card.where === 'field' && (
        <>
          <div className="nf-row">
            <input type="number" min={1} max={99} value={amount} aria-label={t('nfAssist.amount')} onChange={(e) => setAmount(Math.max(1, Math.min(99, Number(e.target.value) || 1)))} />
            <button type="button" data-testid="nf-damage" onClick={() => assist.perform('damage', { card: card.id, amount }, label('効果によるダメージ', 'damage from an effect'))}>
              {t('nfAssist.damage')}
            </button>
          </div>
          <div className="nf-row">
            <input type="text" value={mod} maxLength={20} aria-label={t('nfAssist.modifier')} onChange={(e) => setMod(e.target.value)} />
            <button type="button" data-testid="nf-modify" onClick={() => assist.perform('modify', { card: card.id, mod }, label('このターンの補正', 'modifier for this turn'))}>
              {t('nfAssist.modify')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
