// A change this page makes in several transactions (a Load) is judged first as the room's peers
// will judge it (src/net/signed/prejudge.ts): one they would refuse is refused here, up front,
// and nothing of it is written, so the room never splits between peers that took part of it.
import { prejudge } from '../net/signed/prejudge';
import type { OnlineSession } from './online';
import type { WriteGuard } from './session';

export function roomWriteGuard(online: OnlineSession): WriteGuard {
  return (write) => {
    const { mySeat, seats } = online.snapshot;
    // The peers judge this page by its seat's key; without a seat, as a spectator.
    const author = { role: mySeat ?? ('spectator' as const), key: (mySeat && seats[mySeat]?.key) || '' };
    const verdict = prejudge(online.session.doc, author, write);
    return verdict.ok ? null : verdict.refusal;
  };
}
