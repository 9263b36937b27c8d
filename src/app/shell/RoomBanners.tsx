// The room's banners over the table (reconnecting, another build, direct links failed): loaded with
// the first room, not by a table of one's own.
import { BuildBanner, ConnectionBanner } from '../../ui/PeerList';
import type { OnlineSession } from '../online';
import { LinkFailedNotice } from './LinkFailedNotice';
import type { RoomView } from './onlineViews';

export default function RoomBanners({ room, online }: { room: RoomView; online: OnlineSession | null }) {
  return (
    <>
      {room.reconnecting && <ConnectionBanner onReconnect={room.status.online ? undefined : () => online?.connect()} />}
      {room.mismatch && !room.reconnecting && <BuildBanner {...room.mismatch} onReload={() => window.location.reload()} />}
      {!room.reconnecting && <LinkFailedNotice online={online} />}
    </>
  );
}
