// One rewind desk per room page, shared by the players panel and the History viewer.
import { judgeChairKey } from '../../net/judgeKeys';
import { browserSeatIdentity } from '../../net/seatKeys';
import { currentMatchId } from '../../rules/core/match';
import { ROOT } from '../../table';
import type { OnlineSession } from '../online';
import { RewindDesk } from './rewindDesk';

const desks = new WeakMap<OnlineSession, RewindDesk>();
/** This browser's signing key: the judge in the chair is the browser whose key the chair names. */
let myKey: string | null = null;
void browserSeatIdentity().then((id) => { myKey = id?.publicKey ?? null; }, () => undefined);

export function rewindDeskOf(online: OnlineSession): RewindDesk {
  let desk = desks.get(online);
  if (!desk) {
    const session = online.session;
    desk = new RewindDesk({
      doc: session.doc,
      transport: online.transport,
      roomId: online.roomId,
      match: () => currentMatchId(session.doc),
      mySeat: () => online.snapshot.mySeat,
      onSeat: (fn) => online.subscribe(fn),
      iAmJudge: () => myKey !== null && judgeChairKey(session.doc.getMap<unknown>(ROOT.seats.name)) === myKey,
      origin: (seat) => session.context(seat).actor.origin,
    });
    desks.set(online, desk);
  }
  return desk;
}
