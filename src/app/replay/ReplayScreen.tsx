// The replay viewer: the app on the viewer's own table (a spectator's view: nothing runs on it)
// with the timeline bar over it.
import { useCallback } from 'react';
import { localizedFace } from '../../cards/localizedFace';
import { useTranslation } from 'react-i18next';
import { App } from '../App';
import { replayApi } from './api';
import type { ReplayView } from './types';
import { TimelineBar } from './TimelineBar';

export default function ReplayScreen({ controller }: { controller: ReplayView }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const { session } = controller;
  const zoneName = useCallback((id: string) => {
    const zone = session.live.snapshot.objects.get(id);
    return zone?.kind === 'zone' ? zone.name[lang] : id;
  }, [session, lang]);
  const cardName = useCallback((ref: string) => localizedFace(session.catalog.face(ref), lang).name, [session, lang]);
  return (
    <div className="replay-screen" data-testid="replay-screen">
      <App session={session} />
      <TimelineBar controller={controller} zoneName={zoneName} cardName={cardName} onLesson={() => void replayApi.openAsLesson()} />
    </div>
  );
}
