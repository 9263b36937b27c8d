// The attacking player's side of a blocked charm (CC-R10): for each attacker with several blockers,
// the order its AP goes to them. The defender's listing stands until the attacker chooses; ↑ moves
// a blocker earlier, "Use this order" records it (the result above follows it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../table';
import type { Lang } from '../../../rules/core/assist';
import { FighterLabel } from './FighterLabel';
import { moveEarlier, orderable, type CcCharmView } from './model';

export interface OrderSectionProps {
  charm: CcCharmView;
  seat: Seat | null;
  lang: Lang;
  onOrder(attacker: string, blockers: string[]): void;
}

export function OrderSection({ charm, seat, lang, onOrder }: OrderSectionProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, string[]>>({});
  const attackers = orderable(charm, seat);
  if (attackers.length === 0) return null;
  return (
    <section className="cc-section" data-testid="cc-order">
      <h3>{t('ccAssist.orderTitle')}</h3>
      <div className="muted small">{t('ccAssist.orderHint')}</div>
      {attackers.map(({ fighter, order, ordered }) => {
        const now = order.map((b) => b.id);
        // A draft that no longer names exactly the blockers (the defender changed them) is dropped.
        const kept = draft[fighter.id];
        const picked = kept && kept.length === now.length && kept.every((id) => now.includes(id)) ? kept : now;
        const byId = new Map(order.map((b) => [b.id, b]));
        const changed = picked.some((id, i) => id !== now[i]);
        return (
          <div key={fighter.id} className="cc-attack" data-testid={`cc-order-${fighter.id}`} data-ordered={ordered}>
            <div className="cc-attack-head"><span className="cc-arrow">▶</span><FighterLabel fighter={fighter} lang={lang} compact /></div>
            <div className={`cc-answer small${ordered ? '' : ' pending'}`}>{ordered ? t('ccAssist.orderChosen') : t('ccAssist.orderProposal')}</div>
            <ol className="cc-lines">
              {picked.map((id, i) => {
                const blocker = byId.get(id);
                return blocker ? (
                  <li key={id} data-testid={`cc-order-row-${fighter.id}-${id}`}>
                    <FighterLabel fighter={blocker} lang={lang} compact />{' '}
                    <button type="button" className="cc-link" data-testid={`cc-order-up-${fighter.id}-${id}`} disabled={i === 0} title={t('ccAssist.orderUp')}
                      onClick={() => setDraft((d) => ({ ...d, [fighter.id]: moveEarlier(picked, id) }))}>↑</button>
                  </li>
                ) : null;
              })}
            </ol>
            <div className="cc-buttons">
              <button type="button" className={changed || !ordered ? 'primary' : ''} data-testid={`cc-order-apply-${fighter.id}`} disabled={ordered && !changed}
                onClick={() => onOrder(fighter.id, picked)}>{t('ccAssist.orderApply')}</button>
            </div>
          </div>
        );
      })}
    </section>
  );
}
