// What a modified client can write into the transport doc beside its ordinary signed log: a second
// session whose entries it signs (or not) by hand, entries planted in another session's log, and
// deletions of other sessions' records.
import * as Y from 'yjs';
import { encodeEntry } from '../../../../src/net/signed/codec';
import { logNameOf, SigningSession } from '../../../../src/net/signed/session';
import { ROOM, type Peer } from './peers';

/** A session of `peer`'s browser key whose log the test writes record by record. */
export class HandWrittenLog {
  private seq = 0;
  private constructor(readonly peer: Peer, readonly session: SigningSession) {}

  static async open(peer: Peer): Promise<HandWrittenLog> {
    const session = await SigningSession.create(peer.browser, ROOM);
    const log = new HandWrittenLog(peer, session);
    log.array().push([session.certBytes()]);
    return log;
  }

  array(): Y.Array<Uint8Array> {
    return this.peer.transport.getArray<Uint8Array>(logNameOf(this.session.id));
  }

  /** Signs an update as this session's next entry. */
  async signed(update: Uint8Array): Promise<void> {
    const entry = await this.session.sign({ seq: ++this.seq, flags: 0, update });
    this.array().push([encodeEntry(entry)]);
  }

  /** An entry at the next place whose signature is not the session's (the place stays free). */
  badlySigned(update: Uint8Array, signature: Uint8Array): void {
    this.array().push([encodeEntry({ seq: this.seq + 1, flags: 0, update, signature })]);
  }
}

/** Plants an unsigned entry in another session's log. */
export function plantEntry(into: Peer, victim: Peer, seq: number, update: Uint8Array, signature: Uint8Array): void {
  into.transport.getArray<Uint8Array>(logNameOf(victim.session!.id)).push([encodeEntry({ seq, flags: 0, update, signature })]);
}

/** How many entries (not the certificate) a peer's own session has signed. */
export function signedCount(peer: Peer): number {
  return peer.log.stats.signed;
}

/**
 * Deletes, in `peer`'s transport doc, the records of `victim`'s log for which `keep` says yes.
 * Returns how many were deleted.
 */
export function deleteRecords(peer: Peer, victim: Peer, keep: (id: Y.ID, length: number) => boolean): number {
  const log = peer.transport.getArray<Uint8Array>(logNameOf(victim.session!.id));
  const doomed: number[] = [];
  let index = 0;
  for (let item = log._start; item; item = item.right) {
    if (item.deleted || !item.countable) continue;
    for (let i = 0; i < item.length; i++) if (keep(Y.createID(item.id.client, item.id.clock + i), 1)) doomed.push(index + i);
    index += item.length;
  }
  peer.transport.transact(() => {
    for (const at of doomed.reverse()) log.delete(at, 1);
  });
  return doomed.length;
}

/** Whether a doc holds the struct with this id. */
export function holds(doc: Y.Doc, id: Y.ID): boolean {
  return Y.getState(doc.store, id.client) > id.clock;
}

/** A doc at `state` that writes with `clientId`: another client's changes, forged. */
export function forkAs(state: Uint8Array, clientId: number): Y.Doc {
  const fork = new Y.Doc();
  Y.applyUpdate(fork, state);
  // Set after loading: Yjs gives a doc a new client id when a remote update brings its own.
  fork.clientID = clientId;
  return fork;
}
