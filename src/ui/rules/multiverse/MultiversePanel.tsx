// Multiverse's own assist controls over the table (docs/rules/multiverse.md, "At the table"): each
// seat's assist cost as stones; in the active seat's battle phase the attack with its numbers and
// rulings; the pending attack's evasion roll and its damage, in both browsers; ▲ abilities in the
// main phase; assist cards with a target (support in the main phase, counter against an attack);
// and rebuilding an empty deck.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfState } from '../../../rules/multiverse';
import type { GamePanelProps } from '../gamePanel';
import { AssistCards } from './AssistCards';
import { AttackForm } from './AttackForm';
import { CostStones } from './CostStones';
import { FighterAbilities } from './FighterAbilities';
import { panelParts, pendingView } from './model';
import { PanelBoundary } from './PanelBoundary';
import { PendingAttack } from './PendingAttack';
import { RefillDeck } from './RefillDeck';
import '../rules.css';
import './multiverse.css';

function multiverseState(props: GamePanelProps): MfState | null {
  const view = props.assist.view;
  return view?.module.game === 'multiverse' && view.state ? (view.state as MfState) : null;
}

export default function MultiversePanel(props: GamePanelProps) {
  return (
    <PanelBoundary>
      <Panel {...props} />
    </PanelBoundary>
  );
}

function Panel(props: GamePanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const state = multiverseState(props);
  // From the setup on (the cost counters are laid out), before the first phase too.
  if (!state || (!state.position && !state.seats.p1.cost && !state.seats.p2.cost)) return null;
  const { assist, lang, selection } = props;
  const me = assist.seat;
  const parts = panelParts(state, me);
  const pending = parts.pending ? pendingView(state) : null;
  return (
    <aside className="mf-panel" data-testid="mf-panel" aria-label={t('mfAssist.title')}>
      <header>
        <strong>{t('mfAssist.title')}</strong>
        <button type="button" className="mf-toggle" data-testid="mf-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)} title={open ? t('mfAssist.collapse') : t('mfAssist.expand')}>
          {open ? '▾' : '▸'}
        </button>
      </header>
      <CostStones state={state} />
      {open && (
        <div className="mf-body">
          {pending && <PendingAttack state={state} pending={pending} me={me} assist={assist} lang={lang} run={props.run} anchor={props.anchor} />}
          {me && parts.attack && <AttackForm state={state} me={me} assist={assist} selection={selection} lang={lang} anchor={props.anchor} />}
          {me && parts.abilities && <FighterAbilities state={state} me={me} assist={assist} selection={selection} lang={lang} />}
          {me && parts.assists && <AssistCards state={state} me={me} assist={assist} lang={lang} />}
          {me && parts.refill && <RefillDeck state={state} me={me} assist={assist} lang={lang} />}
        </div>
      )}
    </aside>
  );
}
