// The invite link of the players panel. While this player is seated and the other seat is free,
// the link carries an invite for that seat (app/seatInvites.ts); copying it reserves the seat in
// the room, so that a stranger who knows only the room id cannot take it (issue 28, attack #8).
import { useCallback, useMemo } from 'react';
import { roomUrl } from '../createRoom';
import type { OnlineSession } from '../online';
import { inviteFor, inviteParam, invitableSeat, reserveSeat } from '../seatInvites';
import type { Seat } from '../../table/schema';
import type { RoomView } from './onlineViews';

export interface InviteLink { url: string; reserves: Seat | null; reserve(): void }

export function useInviteLink(online: OnlineSession, room: RoomView): InviteLink {
  const mySeat = room.mySeat;
  const seat = invitableSeat(online.session.doc, mySeat);
  const token = useMemo(() => (seat ? inviteFor(online.roomId, seat, localStorage) : null), [online, seat]);
  const base = roomUrl(online.roomId, location, online.inviter() ?? undefined);
  const url = token ? `${base}&inv=${encodeURIComponent(inviteParam(token))}` : base;
  const reserve = useCallback(() => {
    if (token && mySeat) reserveSeat(online.session.doc, mySeat, token);
  }, [online, token, mySeat]);
  return { url, reserves: token?.seat ?? null, reserve };
}
