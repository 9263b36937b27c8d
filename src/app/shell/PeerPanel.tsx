// Who is in the room: me, the peers here (seat, link, round trip, build), and seat holders away.
import { Suspense, lazy, useMemo } from 'react';
import { withPanelStrings } from '../../ui/i18n';
import { PeerList, type PeerRow, type SeatTakeoverRow } from '../../ui/PeerList';
import { configuredRelay } from '../broadcasting';
import { judgePlayerId } from '../../net/judgeKeys';
import { ROOT } from '../../table';
import type { OnlineSession } from '../online';
import type { RoomView } from './onlineViews';
import { useLinkWatch } from './useLinkWatch';
import { useInviteLink } from './useInviteLink';

/** The judge's chair, grants and view: in rooms only, loaded on demand. */
const JudgeSection = lazy(withPanelStrings(() => import('../judge/JudgeSection')));

export function peerRows(room: RoomView, judgeId: string | null = null): PeerRow[] {
  const judge = (playerId: string, seat: unknown) => (!seat && playerId === judgeId ? { judge: true } : {});
  const rows: PeerRow[] = [{ key: 'me', name: room.me.name, color: room.me.color, seat: room.mySeat, link: 'me', rtt: null, ...judge(room.me.playerId, room.mySeat) }];
  for (const p of room.peers) {
    const unconfirmed = !!p.seat && room.unconfirmed[p.seat]?.holder.playerId === p.user.playerId;
    rows.push({ key: String(p.clientId), name: p.user.name, color: p.user.color, seat: p.seat, link: p.link, rtt: p.rtt, ...(p.relation !== 'same' ? { build: p.relation } : {}), ...(unconfirmed ? { unconfirmed } : {}), ...judge(p.user.playerId, p.seat) });
  }
  // Seat holders who are not here are listed as offline.
  for (const seat of ['p1', 'p2'] as const) {
    const holder = room.seats[seat];
    if (holder && holder.playerId !== room.me.playerId && !room.peers.some((p) => p.user.playerId === holder.playerId)) {
      rows.push({ key: `away-${seat}`, name: holder.name, color: holder.color, seat, link: 'offline', rtt: null });
    }
  }
  return rows;
}

/** Seats taken by a new key, to confirm: the player in the other seat decides. */
export function takeoverRows(room: RoomView): SeatTakeoverRow[] {
  return (['p1', 'p2'] as const).flatMap((seat) => {
    const o = room.unconfirmed[seat];
    if (!o) return [];
    return [{ seat, name: o.holder.name, canDecide: !!room.mySeat && room.mySeat !== seat }];
  });
}

// The Broadcast switch and the relay client load only where a relay is configured.
const BroadcastSlot = lazy(withPanelStrings(() => import('./BroadcastSlot')));

export function PeerPanel({ room, online }: { room: RoomView; online: OnlineSession }) {
  const relay = useMemo(() => configuredRelay(), []);
  // The judge's chair, as the doc has it now (a peer says its name; the chair says it judges).
  const judgeId = judgePlayerId(online.session.doc.getMap<unknown>(ROOT.seats.name));
  const rows = useMemo(() => peerRows(room, judgeId), [room, judgeId]);
  const takeovers = useMemo(() => takeoverRows(room), [room]);
  const linkFailed = useLinkWatch(online).length;
  const invite = useInviteLink(online, room);
  return (
    <>
    <PeerList
      rows={rows}
      inviteUrl={invite.url}
      {...(invite.reserves ? { reserves: invite.reserves, onInviteCopied: invite.reserve } : {})}
      online={room.status.online}
      signaling={room.status.signaling}
      onToggleOnline={() => (room.status.online ? online.disconnect() : online.connect())}
      takeovers={takeovers}
      linkFailed={linkFailed}
      onTakeover={(seat, accept) => (accept ? online.confirmTakeover(seat) : online.refuseTakeover(seat))}
    />
    <Suspense fallback={null}><JudgeSection online={online} /></Suspense>
    {relay && <Suspense fallback={null}><BroadcastSlot online={online} relay={relay} seated={!!room.mySeat} /></Suspense>}
    </>
  );
}
