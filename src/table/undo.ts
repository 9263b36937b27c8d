// Undo/redo per seat: each seat's manager tracks only that seat's transaction origin, so a seat
// never undoes another seat's move.
import * as Y from 'yjs';
import { objectsOf } from './doc';

export function createUndoManager(doc: Y.Doc, origin: object): Y.UndoManager {
  return new Y.UndoManager(objectsOf(doc), { trackedOrigins: new Set([origin]), captureTimeout: 0 });
}
