// A refused entry must not reach the table, but its clock range must: Yjs integrates a client's
// structs in clock order, so a gap would hold back every later change of that author. The entry
// is replaced by GC structs of the same ranges (what Yjs itself writes for garbage-collected
// content): the range is filled, nothing is inserted or deleted, and later items that build on the
// refused ones are dropped by Yjs as well.
import { ByteWriter } from '../varint';

/** A Yjs update (v1) holding one GC struct per client range, and no deletions. */
export function gcUpdate(ranges: ReadonlyMap<number, { from: number; to: number }>): Uint8Array {
  const clients = [...ranges].filter(([, r]) => r.to > r.from).sort(([a], [b]) => b - a);
  const writer = new ByteWriter().varUint(clients.length);
  for (const [client, { from, to }] of clients) {
    writer.varUint(1).varUint(client).varUint(from);
    writer.uint8(0).varUint(to - from); // info 0 = GC, then its length
  }
  return writer.varUint(0).finish(); // an empty delete set
}
