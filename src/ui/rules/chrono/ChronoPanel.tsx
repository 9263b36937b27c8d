// Chrono's own assist controls over the table: the EP pools (and the EP the next phase change
// empties), "Check for EP", and the charm from both sides: the attacker declares, the defender
// assigns blockers in its own browser, both see the result and either applies it once every
// attacker is answered (before that only as a logged overrule); the attacker orders the damage to
// several blockers (CC-R10). Moves run through
// the module's verbs (assist.perform); its verdicts show with "Allow" and never stop a move.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CcState } from '../../../rules/chrono';
import type { Verdict } from '../../../rules/core';
import type { Localized } from '../../../cards/game';
import { allowEvents } from '../../../rules/core/assist';
import type { GamePanelProps } from '../gamePanel';
import { BlockSection } from './BlockSection';
import { DeclareSection } from './DeclareSection';
import { EpSection } from './EpSection';
import { LABEL } from './labels';
import { OrderSection } from './OrderSection';
import { panelModel, type CcPanelModel } from './model';
import { ResultSection } from './ResultSection';
import { VerdictList } from './VerdictList';
import '../rules.css';
import './chrono.css';

/** Verdicts on the panel's last move, with the action key an allowance names. */
interface Said {
  key: string;
  verdicts: Verdict[];
}

export default function ChronoPanel({ assist, lang, selection }: GamePanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [said, setSaid] = useState<Said | null>(null);
  const view = assist.view;
  const seat = assist.seat;
  const model = useMemo<CcPanelModel | null>(() => {
    if (!view || view.module.game !== 'chrono' || !view.state) return null;
    try {
      const model = panelModel(view.state as CcState, seat, selection, view.next.steps);
      // Resolved through the phase bar's generic resolver: the charm is settled, not offered again.
      const settled = model.charm && !model.charm.done && view.resolution === null;
      return settled ? { ...model, stage: 'done' } : model;
    } catch (error) {
      // An odd table costs the panel, never the game.
      console.warn('[fudaba] chrono panel:', error);
      return null;
    }
  }, [view, seat, selection]);
  if (!model || model.turn === null) return null;

  const act = (verb: string, args: Record<string, unknown>, label: Localized) => {
    const proposal = assist.perform(verb, args, label);
    const shown = proposal?.verdicts.filter((v) => v.level !== 'ok') ?? [];
    setSaid(proposal?.action && shown.length > 0 ? { key: proposal.action, verdicts: shown } : null);
  };
  const allow = () => {
    if (!said || !seat) return;
    assist.record(allowEvents({ card: null, seat, key: said.key, level: 'illegal', verdicts: said.verdicts, followUp: { actions: [], events: [] } }, seat));
    setSaid(null);
  };
  const preview = (attackers: string[], supporters: string[]): Verdict[] => assist.preview('charm', { cards: attackers, support: supporters })?.verdicts ?? [];
  const charm = model.charm;

  return (
    <aside className={`cc-panel${open ? '' : ' closed'}`} data-testid="cc-panel" data-stage={model.stage}>
      <header>
        <strong>{t('ccAssist.title')}</strong>
        <button type="button" className="cc-toggle" data-testid="cc-toggle" onClick={() => setOpen((o) => !o)} title={open ? t('ccAssist.collapse') : t('ccAssist.expand')}>
          {open ? '−' : '+'}
        </button>
      </header>
      {open && (
        <div className="cc-body">
          <EpSection model={model} seat={seat} lang={lang} onCheck={(cards) => act('check', { cards }, LABEL.check)} />
          {said && <VerdictList verdicts={said.verdicts} lang={lang} onAllow={seat ? allow : undefined} onClose={() => setSaid(null)} />}
          {model.stage === 'declare' && (
            <DeclareSection
              key={`declare-${model.turn}`} own={model.own} selection={selection} lang={lang} preview={preview}
              onCharm={(cards, support) => act('charm', { cards, support }, LABEL.charm)}
            />
          )}
          {model.stage === 'none' && model.phase === 'charm' && model.active !== seat && seat && (
            <p className="muted small" data-testid="cc-wait-charm">{t('ccAssist.waitCharm')}</p>
          )}
          {model.stage === 'block' && charm && (
            <BlockSection key={`block-${model.turn}`} charm={charm} defenders={model.defenders} lang={lang} onBlock={(card, cards) => act('block', { card, cards }, LABEL.block)} />
          )}
          {model.stage === 'result' && charm && (
            <OrderSection key={`order-${model.turn}`} charm={charm} seat={seat} lang={lang} onOrder={(card, cards) => act('order', { card, cards }, LABEL.order)} />
          )}
          {(model.stage === 'block' || model.stage === 'result') && charm && (
            <ResultSection charm={charm} seat={seat} lang={lang} onApply={(overrule) => act('strike', overrule ? { overrule } : {}, overrule ? LABEL.overrule : LABEL.strike)} />
          )}
          {model.stage === 'done' && <p className="muted small" data-testid="cc-charm-done">{t('ccAssist.done')}</p>}
        </div>
      )}
    </aside>
  );
}
