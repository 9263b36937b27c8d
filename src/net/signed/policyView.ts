// What the ownership policy reads of a table doc as it is before a change (src/net/signed/policy.ts).
import * as Y from 'yjs';
import { objectsOf } from '../../table/doc';
import { ROOT, SEATS_KEYS } from '../../table/layout';
import { inviteRecordSchema } from '../seatInvite';
import { parseObject, type Zone } from '../../table/schema';
import { zoneAt } from '../../table/ops/zones';
import { JUDGE_CHAIR_KEY } from '../judge';
import type { TableView } from './policy';

/** The policy's view of a table doc (also read by a rewind, which writes only what this seat may). */
export function tableView(table: Y.Doc): TableView {
  const objects = objectsOf(table);
  const seats = table.getMap<unknown>(ROOT.seats.name);
  let zones: Zone[] | null = null;
  return {
    deckZoneAt(x, y) {
      zones ??= [...objects.values()].flatMap((m) => {
        if (!(m instanceof Y.Map) || m.get('kind') !== 'zone') return [];
        const parsed = parseObject(m.toJSON());
        return parsed.ok && parsed.value.kind === 'zone' ? [parsed.value] : [];
      });
      const zone = zoneAt(zones, x, y);
      return zone?.owner && zone.visibility === 'hidden-order' ? zone.owner : null;
    },
    object(id) {
      const value = objects.get(id);
      return value instanceof Y.Map ? value.toJSON() as Record<string, unknown> : undefined;
    },
    objectCount: () => objects.size,
    seatKey(seat) {
      const record = seats.get(seat);
      if (record === undefined) return undefined;
      const key = (record as { key?: unknown } | null)?.key;
      return typeof key === 'string' ? key : null;
    },
    judgeKey() {
      const key = (seats.get(JUDGE_CHAIR_KEY) as { key?: unknown } | undefined)?.key;
      return typeof key === 'string' ? key : null;
    },
    seatInvite(seat) {
      const record = inviteRecordSchema.safeParse(seats.get(SEATS_KEYS.invite(seat)));
      return record.success ? record.data.pub : null;
    },
    metaValue: (key) => table.getMap<unknown>(ROOT.meta.name).get(key),
    entriesOf(root, prefix) {
      return [...table.getMap<unknown>(root).entries()].filter(([key]) => key.startsWith(prefix));
    },
  };
}
