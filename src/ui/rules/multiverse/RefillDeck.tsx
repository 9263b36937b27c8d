// An empty assist deck: rebuild it from the used pile for 1 assist cost (not at 0). The assist's
// verdict shows before the press; the press is never blocked.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfState } from '../../../rules/multiverse';
import type { Seat } from '../../../table';
import type { Lang, RulesAssist } from '../../../rules/core/assist';
import { useVersioned } from '../../useVersioned';
import { Verdicts } from './Verdicts';

const REFILL = { ja: '山札を作り直す', en: 'Rebuild the deck' };

export function RefillDeck({ state, me, assist, lang }: { state: MfState; me: Seat; assist: RulesAssist; lang: Lang }) {
  const { t } = useTranslation();
  // The preview reads the live table: `state` says when it changed.
  const live = useVersioned(assist.preview, state);
  const proposal = useMemo(() => live.source('refill', {}, me), [live, me]);
  return (
    <section className="mf-refill" data-testid="mf-refill-box">
      <h3>{t('mfAssist.refillTitle')}</h3>
      <Verdicts proposal={proposal} lang={lang} />
      <div className="buttons">
        <button type="button" data-testid="mf-refill" onClick={() => assist.perform('refill', {}, REFILL, me)}>{t('mfAssist.refill')}</button>
      </div>
    </section>
  );
}
