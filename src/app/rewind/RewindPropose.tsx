// "Propose a rewind to here" in the History viewer of a live room, for the players and the judge.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveTable } from '../replay/api';
import type { ReplayView } from '../replay/types';
import { pointOf } from './point';
import { rewindDeskOf } from './rewindDeskOf';
import { addRewindStrings } from './strings';

addRewindStrings();

// No label: the moment's words would be in the proposer's language; each reader sees its step and time.
export function RewindPropose({ controller }: { controller: ReplayView }) {
  const { t } = useTranslation();
  const [done, setDone] = useState<number | null>(null);
  const online = liveTable()?.online ?? null;
  if (controller.source !== 'history' || !online) return null;
  const desk = rewindDeskOf(online);
  const k = controller.point.moment.k;
  const propose = () => {
    const point = pointOf(controller.loaded.replay, k);
    if (point && desk.propose(point, '')) setDone(k);
  };
  return (
    <button type="button" data-testid="rewind-propose" onClick={propose} disabled={done === k}>
      {done === k ? t('rewind.proposed') : t('rewind.propose')}
    </button>
  );
}
