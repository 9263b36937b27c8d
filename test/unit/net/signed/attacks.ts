// What a modified client writes, attack by attack: signed changes to other seats' things through
// its own (valid, spectator) session, a second session whose browser key claims a held seat,
// entries planted in other sessions' logs, entries under another session's Yjs client id,
// deletions of other sessions' records, and raw writes into the transport doc beside the logs.
// One module for both places that run them: the hostile Node peer of the browser journey
// (test/net/hostile-peer.ts, over real WebRTC) and the in-memory peers of hostileAttacks.test.ts.
import * as Y from 'yjs';
import { decodeRecord, encodeEntry, ENTRY_IMPORT } from '../../../../src/net/signed/codec';
import { logNameOf, SigningSession, type BrowserSigner } from '../../../../src/net/signed/session';
import { readSeats } from '../../../../src/net/seats';
import { toBase64Url } from '../../../../src/net/seatKeys';
import { ROOT } from '../../../../src/table/layout';
import { SEATS, type Seat } from '../../../../src/table/schema';
import { ByteWriter } from '../../../../src/net/varint';

export type AttackArgs = Record<string, unknown> & { id?: string; ids?: string[]; round?: string; seat?: Seat };
export type Attack = (args: AttackArgs) => Promise<Record<string, unknown>>;

export const ATTACK_NAMES = [
  'moveSealed', 'deckFaceUp', 'queueWork', 'replaceCommitment', 'forgeReveal', 'auditKey', 'journal', 'deleteCards',
  'takeSeat', 'badSignature', 'foreignClient', 'deleteLogs', 'transportObjects', 'replaceSeat', 'claimClients',
] as const;
export type AttackName = typeof ATTACK_NAMES[number];

/** The attacker's docs: `table` is signed by its own spectator session; `transport` is what it sends. */
export interface Attacker { table: Y.Doc; transport: Y.Doc; roomId: string }

export interface SessionSeen { id: string; seat: Seat | null; clientId: number; created: number; lastSeq: number; records: number }

export async function newBrowserKey(): Promise<BrowserSigner> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  return { publicKey: new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)), privateKey: pair.privateKey };
}

const tag = () => Math.random().toString(36).slice(2, 10);
const randomBytes = (n: number) => crypto.getRandomValues(new Uint8Array(n));

export function makeAttacks({ table, transport, roomId }: Attacker): { attacks: Record<AttackName, Attack>; sessions: () => SessionSeen[] } {
  /** A session whose log the attacker writes record by record (its own sequence numbers). */
  class HandLog {
    private seq = 0;
    private constructor(readonly session: SigningSession, readonly key: string) {}
    static async open(browser: BrowserSigner): Promise<HandLog> {
      const session = await SigningSession.create(browser, roomId);
      transport.getArray<Uint8Array>(logNameOf(session.id)).push([session.certBytes()]);
      return new HandLog(session, toBase64Url(browser.publicKey));
    }
    async sign(update: Uint8Array, flags = 0): Promise<number> {
      const entry = await this.session.sign({ seq: ++this.seq, flags, update });
      transport.getArray<Uint8Array>(logNameOf(this.session.id)).push([encodeEntry(entry)]);
      return entry.seq;
    }
  }

  /** The sessions in the transport, as the attacker reads them: cert, seat of its browser key, entries. */
  function sessions(): SessionSeen[] {
    const seats = readSeats(table);
    const out: SessionSeen[] = [];
    for (const [name, type] of transport.share) {
      if (!name.startsWith('s/')) continue;
      let cert = null;
      let lastSeq = 0;
      let records = 0;
      // Deleted records count too (the struct store keeps them, gc is off).
      for (let item = type._start; item; item = item.right) {
        const content = item.content;
        const values = content instanceof Y.ContentBinary ? [content.content] : content instanceof Y.ContentAny ? content.arr : [];
        for (const value of values) {
          if (!(value instanceof Uint8Array)) continue;
          records++;
          try {
            const record = decodeRecord(value);
            if (record.kind === 'cert') cert ??= record.cert;
            else lastSeq = Math.max(lastSeq, record.entry.seq);
          } catch { /* not a record */ }
        }
      }
      if (!cert) continue;
      const key = toBase64Url(cert.browserKey);
      out.push({ id: name.slice(2), seat: SEATS.find((s) => seats[s]?.key === key) ?? null, clientId: cert.clientId, created: cert.created, lastSeq, records });
    }
    return out;
  }

  function sessionOf(seat: Seat): SessionSeen {
    const found = sessions().filter((s) => s.seat === seat).sort((x, y) => y.created - x.created)[0];
    if (!found) throw new Error(`no session of ${seat}`);
    return found;
  }

  /** Copies of the table that hand-written sessions write on (they keep their own earlier structs). */
  const forks = new Map<number, Y.Doc>();

  /** An update that `change` makes on a copy of the attacker's table, written with Yjs client id `clientId`. */
  function forged(clientId: number, change: (doc: Y.Doc) => void, fresh = false): Uint8Array {
    const fork = (!fresh && forks.get(clientId)) || new Y.Doc();
    if (!fresh) forks.set(clientId, fork);
    Y.applyUpdate(fork, Y.encodeStateAsUpdate(table));
    fork.clientID = clientId; // after loading: Yjs renames a doc whose id a remote update brings
    // Only this change's own update (encodeStateAsUpdate would add the fork's whole delete set).
    const updates: Uint8Array[] = [];
    const collect = (update: Uint8Array) => updates.push(update);
    fork.on('update', collect);
    fork.transact(() => change(fork));
    fork.off('update', collect);
    return Y.mergeUpdates(updates);
  }

  const objectOf = (doc: Y.Doc, id: string): Y.Map<unknown> => {
    const map = doc.getMap<Y.Map<unknown>>(ROOT.objects.name).get(id);
    if (!(map instanceof Y.Map)) throw new Error(`no object ${id}`);
    return map;
  };

  let intruder: HandLog | null = null;
  let forger: HandLog | null = null;
  let thief: HandLog | null = null;

  /** Each attack writes through the attacker's own (valid, spectator) session unless it says otherwise. */
  const attacks: Record<AttackName, Attack> = {
    async moveSealed({ id }) {
      table.transact(() => { const m = objectOf(table, id!); m.set('x', 10); m.set('y', 10); m.set('stack', null); });
      return { moved: id };
    },
    async deckFaceUp({ id }) {
      objectOf(table, id!).set('faceUp', true);
      return { turned: id };
    },
    async queueWork({ seat }) {
      table.getArray(ROOT.pending.name).push([{ by: seat, match: 'm-forged', step: { kind: 'draw', count: 40 }, t: Date.now() }]);
      return { queued: seat };
    },
    async replaceCommitment({ round, seat }) {
      const envelopes = table.getMap<unknown>(ROOT.envelopes.name);
      const keys = [...envelopes.keys()].filter((k) => k.startsWith(`c/${round}/`));
      table.transact(() => {
        for (const k of keys) envelopes.set(k, toBase64Url(randomBytes(32))); // replaces the committed hashes
        envelopes.set(`c/${round}/${seat}/${tag()}`, toBase64Url(randomBytes(32))); // a placeholder for the other seat
      });
      return { replaced: keys };
    },
    async forgeReveal({ round, seat, id }) {
      table.getMap<unknown>(ROOT.envelopes.name).set(`v/${round}/${seat}`, { text: 'forged', salt: toBase64Url(randomBytes(16)) });
      // And a card's identity written in clear, as if its owner had revealed it.
      if (id) table.transact(() => { const m = objectOf(table, id); m.set('sealed', null); m.set('ref', 'starter:ST-001'); m.set('faceUp', true); });
      return { forged: round };
    },
    async auditKey({ seat }) {
      table.getMap<unknown>(ROOT.auditKeys.name).set(`key/${seat}/${tag()}`, toBase64Url(randomBytes(32)));
      return { wrote: seat };
    },
    async journal({ seat }) {
      table.getArray(ROOT.journal.name).push([{ seat, kind: 'reorder', zone: `${seat}-deck`, t: Date.now(), hmac: toBase64Url(randomBytes(32)) }]);
      return { wrote: seat };
    },
    async deleteCards({ ids }) {
      table.transact(() => { for (const id of ids ?? []) table.getMap(ROOT.objects.name).delete(id); });
      return { deleted: ids?.length ?? 0 };
    },
    /** A second session, of a new browser key, that writes itself into a held seat and then acts as it. */
    async takeSeat({ seat, id }) {
      intruder ??= await HandLog.open(await newBrowserKey());
      const held = readSeats(table)[seat!];
      const claim = forged(intruder.session.clientId, (doc) => {
        doc.getMap(ROOT.seats.name).set(seat!, { playerId: 'intruder', name: 'いたずら', color: '#aa0000', key: intruder!.key });
      });
      const seqs = [await intruder.sign(claim)];
      // The holder's record, word for word but another player id: a key that is not the author's.
      if (held) seqs.push(await intruder.sign(forged(intruder.session.clientId, (doc) => doc.getMap(ROOT.seats.name).set(seat!, { ...held, playerId: 'intruder' }))));
      if (id) seqs.push(await intruder.sign(forged(intruder.session.clientId, (doc) => objectOf(doc, id).set('x', 5))));
      return { session: intruder.session.id, seqs };
    },
    /** Entries with a bad signature at the next place of each seat's log. */
    async badSignature({ id }) {
      const planted = [];
      for (const seat of SEATS) {
        const victim = sessionOf(seat);
        const update = forged(victim.clientId, (doc) => objectOf(doc, id!).set('x', 1), true);
        transport.getArray<Uint8Array>(logNameOf(victim.id)).push([encodeEntry({ seq: victim.lastSeq + 1, flags: 0, update, signature: randomBytes(64) })]);
        planted.push({ session: victim.id, seq: victim.lastSeq + 1 });
      }
      return { planted };
    },
    /** A validly signed entry of a session of ours whose structs carry a seat's Yjs client id. */
    async foreignClient({ seat, id }) {
      forger ??= await HandLog.open(await newBrowserKey());
      const victim = sessionOf(seat!);
      const seq = await forger.sign(forged(victim.clientId, (doc) => objectOf(doc, id!).set('x', 2), true));
      return { session: forger.session.id, client: victim.clientId, seq };
    },
    /** Deletes every record of both seats' logs in the transport doc. */
    async deleteLogs() {
      let deleted = 0;
      transport.transact(() => {
        for (const seat of SEATS) {
          const array = transport.getArray<Uint8Array>(logNameOf(sessionOf(seat).id));
          deleted += array.length;
          array.delete(0, array.length);
        }
      });
      return { deleted };
    },
    /** Writes straight into a root named `objects` of the transport doc, as if it were the table. */
    async transportObjects({ id }) {
      transport.transact(() => {
        const map = new Y.Map<unknown>();
        for (const [k, v] of Object.entries({ id, kind: 'counter', x: 0, y: 0, z: 0, label: 'ライフ', value: 1, owner: 'p2' })) map.set(k, v);
        transport.getMap(ROOT.objects.name).set(id!, map);
        transport.getArray(ROOT.log.name).push([{ t: Date.now(), seat: 'p2', op: 'set', args: {} }]);
      });
      return { wrote: id };
    },
    /**
     * A session of a new key writes itself into a held seat in an update without a delete set: Yjs
     * still replaces the holder's record (the new item integrates after it), unnamed.
     */
    async replaceSeat({ seat }) {
      thief ??= await HandLog.open(await newBrowserKey());
      const record = { playerId: 'thief', name: 'どろぼう', color: '#aa0000', key: thief.key };
      const update = forged(thief.session.clientId, (doc) => doc.getMap(ROOT.seats.name).set(seat!, record), true);
      const seq = await thief.sign(withoutDeletes(update));
      return { session: thief.session.id, seq };
    },
    /**
     * A session of a new key signs an import that brings, from clock 0, every Yjs client id of the
     * table that no session certifies (the seats' writes from before their sessions): a peer that
     * reads it before the seats' own imports would take those ids as this session's.
     */
    async claimClients() {
      const claimer = await HandLog.open(await newBrowserKey());
      const certified = new Set(sessions().map((s) => s.clientId));
      const clients = [...table.store.clients.keys()].filter((c) => !certified.has(c));
      const updates = clients.map((client) => {
        const doc = new Y.Doc();
        doc.clientID = client;
        return updateOf(doc, () => doc.getMap(ROOT.meta.name).set('claimed', client));
      });
      const seq = await claimer.sign(Y.mergeUpdates(updates), ENTRY_IMPORT);
      return { session: claimer.session.id, clients, seq };
    },
  };
  return { attacks, sessions };
}

/** The one update a change of `doc` makes. */
function updateOf(doc: Y.Doc, change: () => void): Uint8Array {
  const updates: Uint8Array[] = [];
  doc.once('update', (u: Uint8Array) => updates.push(u));
  change();
  if (!updates[0]) throw new Error('no update');
  return updates[0];
}

/** The same update (v1) with an empty delete set: it must end with the encoding of its own. */
export function withoutDeletes(update: Uint8Array): Uint8Array {
  const clients = [...Y.decodeUpdate(update).ds.clients].sort(([a], [b]) => b - a);
  const ds = new ByteWriter().varUint(clients.length);
  for (const [client, ranges] of clients) {
    ds.varUint(client).varUint(ranges.length);
    for (const { clock, len } of ranges) ds.varUint(clock).varUint(len);
  }
  const tail = ds.finish();
  const at = update.length - tail.length;
  if (at < 0 || !tail.every((b, i) => update[at + i] === b)) throw new Error('unexpected delete set encoding');
  const out = new Uint8Array(at + 1);
  out.set(update.subarray(0, at));
  out[at] = 0; // no clients in the delete set
  return out;
}
