// A new room starts from a copy of this table's doc: every sealed card this browser holds a key
// for is written there in clear, and each seat's browser seals its own cards again in the room.
import type * as Y from 'yjs';
import { objectsOf, sealedRefSchema } from '../table';
import type { KeyRing } from './keyring';
import { openRef } from './sealing';

/** Unseals what it can in the copy; resolves with the number of sealed cards it tried. */
export async function unsealCopy(keys: KeyRing, copy: Y.Doc): Promise<number> {
  const objects = objectsOf(copy);
  const work: Promise<void>[] = [];
  for (const [id, map] of objects.entries()) {
    const sealed = sealedRefSchema.safeParse(map.get('sealed'));
    if (!sealed.success) continue;
    work.push((async () => {
      const key = await keys.find(sealed.data.seat);
      const ref = key ? await openRef(key, id, sealed.data).catch(() => undefined) : undefined;
      if (ref) copy.transact(() => {
        map.set('ref', ref);
        map.set('sealed', null);
      });
    })());
  }
  await Promise.all(work);
  return work.length;
}
