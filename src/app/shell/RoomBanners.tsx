// The room's banners over the table (reconnecting, another build, direct links failed): loaded with
// the first room, not by a table of one's own.
import { BuildBanner, ConnectionBanner } from '../../ui/PeerList';
import type { OnlineSession } from '../online';
import { AbsenceBanner } from '../../ui/AbsenceBanner';
import { elapsedText } from '../absence';
import { useAbsences } from './useAbsences';
import { LinkFailedNotice } from './LinkFailedNotice';
import type { RoomView } from './onlineViews';

export default function RoomBanners({ room, online }: { room: RoomView; online: OnlineSession | null }) {
  const absences = useAbsences(room, online);
  // "You are offline" only where this page is: offline by choice, or cut from the signaling server
  // too. A page that still reaches the server and lost its peers says whom it waits for instead.
  const offlineHere = room.reconnecting && (!room.status.online || !room.status.signaling);
  return (
    <>
      {offlineHere && <ConnectionBanner onReconnect={room.status.online ? undefined : () => online?.connect()} />}
      {!offlineHere && absences.length > 0 && <AbsenceBanner absences={absences} elapsed={elapsedText} />}
      {room.mismatch && !room.reconnecting && <BuildBanner {...room.mismatch} onReload={() => window.location.reload()} />}
      {!room.reconnecting && <LinkFailedNotice online={online} />}
    </>
  );
}
