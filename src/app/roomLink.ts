// A room's transport doc (the signed logs y-webrtc syncs), kept in this browser and linked to the
// peers. It is made before the table is read from storage, so that signaling and the WebRTC link
// come up while the page loads; OnlineSession takes it over once the table is there (its signed
// log must judge entries against the stored table, never an empty one).
import * as Y from 'yjs';
import { persistLocally, type LocalStore } from '../net/persistence';
import { RoomConnection } from '../net/room';
import type { NetSettings } from '../net/settings';

export class RoomLink {
  /** The doc y-webrtc syncs: per-session signed logs, merged (verified) into the table doc. */
  readonly transport = new Y.Doc({ gc: false });
  readonly store: LocalStore | null;
  readonly room: RoomConnection;

  constructor(tableName: string, readonly roomId: string, password: string | null, settings: NetSettings) {
    this.store = typeof indexedDB === 'undefined' ? null : persistLocally(this.transport, `${tableName}#signed`);
    this.room = new RoomConnection(this.transport, { roomId, password, settings });
  }
}
