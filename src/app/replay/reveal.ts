// Hidden cards in a replay: once the end-of-game audit revealed a seat's key (checked against the
// hash it published at the start), every card sealed for that seat can be shown at every moment.
// Only the replay's own doc is changed, never a shared one. Joint-deck cards are not opened here.
import * as Y from 'yjs';
import { AuditKeys, auditKeyHash } from '../../secret/auditKeys';
import { importSeatKey } from '../../secret/keys';
import { openRef } from '../../secret/sealing';
import { ROOT, SEATS, sealedRefSchema, type Seat } from '../../table';

export type SeatKeys = Map<Seat, CryptoKey>;

/** The seats' keys the final table reveals (or that the file carries and the table's hash confirms). */
export async function revealedKeys(finalTable: Y.Doc, carried: Partial<Record<Seat, string>> = {}): Promise<SeatKeys> {
  const audit = new AuditKeys(finalTable, {});
  const map = finalTable.getMap<unknown>(ROOT.auditKeys.name);
  const keys: SeatKeys = new Map();
  for (const seat of SEATS) {
    try {
      keys.set(seat, await audit.verifiedKey(seat));
      continue;
    } catch {
      // not revealed in the table: perhaps the file carries it
    }
    const text = carried[seat];
    if (!text) continue;
    const published = [...map.entries()].filter(([name]) => name.startsWith(`hash/${seat}/`)).map(([, value]) => value);
    if (published.length !== 1 || published[0] !== (await auditKeyHash(seat, text))) continue;
    try {
      keys.set(seat, await importSeatKey(text));
    } catch {
      // a key that does not import opens nothing
    }
  }
  return keys;
}

/** Opens, in this doc, every card sealed for a seat whose key is known; returns how many. */
export async function revealHidden(doc: Y.Doc, keys: SeatKeys): Promise<number> {
  if (keys.size === 0) return 0;
  const objects = doc.getMap<unknown>(ROOT.objects.name);
  const opened: [Y.Map<unknown>, string][] = [];
  for (const [id, value] of objects) {
    if (!(value instanceof Y.Map) || value.get('kind') !== 'card') continue;
    const sealed = sealedRefSchema.safeParse(value.get('sealed'));
    if (!sealed.success) continue;
    const key = keys.get(sealed.data.seat);
    if (!key) continue;
    try {
      opened.push([value, await openRef(key, id, sealed.data)]);
    } catch {
      // a card its key does not open stays hidden (the audit says why)
    }
  }
  doc.transact(() => {
    for (const [card, ref] of opened) {
      card.set('ref', ref);
      card.set('sealed', null);
    }
  });
  return opened.length;
}
