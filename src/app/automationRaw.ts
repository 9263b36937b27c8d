// The automation API's raw writes: records put straight into the doc, past commands and their
// checks, as a misbehaving peer could. Only test builds import this module (`vite build --mode e2e`,
// vite.config.ts); a production bundle leaves it out, so its console has no forging helper.
import * as Y from 'yjs';
import { objectsOf } from '../table';

export interface RawApi {
  /** Writes a raw record straight into the doc, as a misbehaving peer could. For testing robustness. */
  writeRaw(id: string, record: Record<string, unknown>): void;
  /** Deletes records straight from the doc, past commands and their checks. */
  deleteRaw(ids: string[]): void;
}

export function rawApi(doc: Y.Doc): RawApi {
  return {
    writeRaw: (id, record) => {
      doc.transact(() => {
        const map = new Y.Map<unknown>();
        for (const [k, v] of Object.entries(record)) map.set(k, v);
        objectsOf(doc).set(id, map);
      });
    },
    deleteRaw: (ids) => {
      doc.transact(() => {
        for (const id of ids) objectsOf(doc).delete(id);
      });
    },
  };
}
