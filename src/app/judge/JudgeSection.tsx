// The judge in the players panel (loaded on demand, in rooms only): the desk model of this browser
// and the panel that shows it. The hands are named here, in the reader's language.
import { Suspense, lazy, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedFace } from '../../cards/localizedFace';
import { RULING_TEXT_MAX } from '../../net/judge';
import { browserSeatIdentity } from '../../net/seatKeys';
import { browserJudgeKeys } from '../../secret/judgeKeys';
import { SEATS } from '../../table';
import JudgePanel, { type JudgeHandView } from '../../ui/judge/JudgePanel';
import type { OnlineSession } from '../online';
import { JudgeDesk } from './judgeDesk';

// Rewind proposals sit under the judge's section: its chunk loads with it, in rooms only.
const RewindSection = lazy(() => import('../rewind/RewindSection'));

/** The desk of a room's page: one per online session (main.tsx may have made it to sit at join). */
const desks = new WeakMap<OnlineSession, JudgeDesk>();

export function judgeDeskOf(online: OnlineSession): JudgeDesk {
  let desk = desks.get(online);
  if (!desk) {
    const session = online.session;
    desk = new JudgeDesk({
      doc: session.doc,
      roomId: online.roomId,
      objects: () => session.live.snapshot.objects,
      onObjects: (fn) => session.live.subscribe(fn),
      me: online.me,
      mySeat: () => online.snapshot.mySeat,
      onSeat: (fn) => online.subscribe(fn),
      identity: () => browserSeatIdentity(),
      judgeKeys: () => browserJudgeKeys(),
      seatKey: (seat) => session.keys.ensure(seat),
    });
    desks.set(online, desk);
  }
  return desk;
}

export default function JudgeSection({ online }: { online: OnlineSession }) {
  const { i18n } = useTranslation();
  const desk = useMemo(() => judgeDeskOf(online), [online]);
  const state = useSyncExternalStore((fn) => desk.subscribe(fn), () => desk.snapshot);
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const hands: JudgeHandView[] = state.iAmJudge ? SEATS.map((seat) => {
    const hand = state.hands[seat];
    if (!state.granted.includes(seat)) return { seat, cards: 'locked' };
    if (hand === 'broken') return { seat, cards: 'broken' };
    return { seat, cards: (hand ?? []).map((card) => ({ id: card.id, ref: card.ref, name: card.ref ? localizedFace(online.session.catalog.face(card.ref), lang).name : null })) };
  }) : [];
  return (
    <>
    <JudgePanel
      chair={state.chair ? { name: state.chair.name, color: state.chair.color } : null}
      iAmJudge={state.iAmJudge}
      mySeat={state.mySeat}
      granted={state.granted}
      hands={hands}
      canSit={state.mySeat === null}
      textMax={RULING_TEXT_MAX}
      onSit={() => void desk.sit()}
      onLeave={() => desk.leave()}
      onGrant={() => void desk.grant().catch((error: unknown) => console.error('[fudaba] could not grant the judge the key', error))}
      onWithdraw={() => desk.withdraw()}
      onRule={(ruling) => desk.rule(ruling)}
    />
    <Suspense fallback={null}><RewindSection online={online} /></Suspense>
    </>
  );
}
