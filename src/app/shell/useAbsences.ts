// The seats this page's table is waiting for (app/absence.ts), re-read as the room changes and
// every second, so that an absence appears once its grace period has passed.
import { useEffect, useRef, useState } from 'react';
import { AbsenceWatch, absencesToShow, type Absence } from '../absence';
import type { OnlineSession } from '../online';
import type { RoomView } from './onlineViews';

export function useAbsences(room: RoomView, online: OnlineSession | null): Absence[] {
  const watch = useRef(new AbsenceWatch());
  const [now, setNow] = useState(() => Date.now());
  const away = online ? watch.current.update(room.seats, room.mySeat, (seat) => online.holderPresent(seat), now) : [];
  const waiting = away.length > 0 && absencesToShow(away, now).length < away.length;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [waiting, now]);
  return absencesToShow(away, Date.now());
}
