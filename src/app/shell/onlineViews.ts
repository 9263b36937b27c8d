// The online session split in two views: the room (seats, peers' names and links, connection) that
// the App shell draws, and the peers' live presence (cursors, drags, selections, ~30 Hz while a
// peer drags) that only the presence layer draws. Each view tells only of its own changes.
import type { RemotePresenceView } from '../../scene/PresenceLayer';
import type { OnlineState, PeerInfo } from '../online';
import { DerivedStore, sameJson, type Store } from './derivedStore';

/** A peer as the shell lists it: everything but what streams while they move. */
export type PeerSummary = Omit<PeerInfo, 'cursor' | 'drag' | 'selection' | 'point'>;

export type RoomView = Omit<OnlineState, 'peers'> & { peers: PeerSummary[] };

export interface OnlineViews {
  room: Store<RoomView>;
  presence: Store<RemotePresenceView[]>;
}

function roomOf(state: OnlineState): RoomView {
  return {
    ...state,
    peers: state.peers.map((p) => {
      const { cursor: _cursor, drag: _drag, selection: _selection, point: _point, ...rest } = p;
      return rest;
    }),
  };
}

function presenceOf(state: OnlineState): RemotePresenceView[] {
  return state.peers.map((p) => ({
    key: String(p.clientId), name: p.user.name, color: p.user.color, cursor: p.cursor, drag: p.drag, selection: p.selection,
  }));
}

export function onlineViews(source: Store<OnlineState>): OnlineViews {
  return {
    room: new DerivedStore(source, roomOf, sameJson),
    presence: new DerivedStore(source, presenceOf, sameJson),
  };
}
