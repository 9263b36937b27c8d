// The rewind proposals in the players panel (loaded on demand, in rooms only). Mounting it starts
// this browser's rewind desk, which applies this seat's half of an agreed rewind.
import { useMemo, useSyncExternalStore } from 'react';
import RewindPanel, { type RewindRow } from '../../ui/rewind/RewindPanel';
import type { OnlineSession } from '../online';
import { rewindDeskOf } from './rewindDeskOf';
import { addRewindStrings } from './strings';

addRewindStrings();

export default function RewindSection({ online }: { online: OnlineSession }) {
  const desk = useMemo(() => rewindDeskOf(online), [online]);
  const state = useSyncExternalStore((fn) => desk.subscribe(fn), () => desk.snapshot);
  const rows: RewindRow[] = state.rewinds.map((r) => ({
    id: r.id, by: r.proposal.by, step: r.proposal.point.k + 1, t: r.proposal.point.t, label: r.proposal.label,
    answers: r.answers, applied: state.mySeat ? r.applied[state.mySeat] === true : r.applied.p1 === true && r.applied.p2 === true,
    unmatched: state.unmatched.includes(r.id),
  }));
  return <RewindPanel rows={rows} mySeat={state.mySeat} onAnswer={(id, answer) => desk.answer(id, answer)} />;
}
