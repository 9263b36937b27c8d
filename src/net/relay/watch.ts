// A broadcast viewer's side: the relay document is a transport doc like the room's, and its entries
// go through SignedLog exactly as a mesh spectator's do (certificates, signatures, ownership policy).
// The relay is a stranger: a forged or tampered entry is refused and reported, never applied.
import * as Y from 'yjs';
import { SEATS, type Seat } from '../../table/schema';
import { readSeats } from '../seats';
import { fingerprintOfKey } from '../seatPins';
import type { Role } from '../signed/policy';
import { SignedLog, type RefusedChange } from '../signed/signedLog';

/** The viewer link may name the broadcasting seat's key fingerprint: only that key counts as that seat. */
export interface ExpectedSeat {
  seat: Seat;
  fp: string;
}

export interface WatchOptions {
  table: Y.Doc;
  roomId: string;
  expect?: ExpectedSeat | null;
  onRefused?(change: RefusedChange): void;
}

export class BroadcastWatch {
  /** What the relay sends: certificates and signed entries (deleted ones kept, as in the room). */
  readonly relayDoc = new Y.Doc({ gc: false });
  readonly log: SignedLog;
  /** Every refusal (the last 500). */
  readonly refusals: RefusedChange[] = [];
  private readonly fingerprints = new Map<string, string | null>();

  constructor(private readonly options: WatchOptions) {
    this.log = new SignedLog({
      table: options.table,
      transport: this.relayDoc,
      roomId: options.roomId,
      roleOf: (key) => this.roleOf(key),
      onRefused: (change) => {
        this.refusals.push(change);
        if (this.refusals.length > 500) this.refusals.shift();
        options.onRefused?.(change);
      },
    });
  }

  /** The seat a key holds on the verified table, unless the link pinned that seat to another key. */
  roleOf(key: string): Role {
    const seats = readSeats(this.options.table);
    const seat = SEATS.find((s) => seats[s]?.key === key);
    if (!seat) return 'spectator';
    const expected = this.options.expect;
    if (expected && expected.seat === seat) {
      if (!this.fingerprints.has(key)) this.fingerprints.set(key, fingerprintOfKey(key));
      if (this.fingerprints.get(key) !== expected.fp) return 'spectator';
    }
    return seat;
  }

  idle(): Promise<void> {
    return this.log.idle();
  }

  destroy(): void {
    this.log.destroy();
    this.relayDoc.destroy();
  }
}
