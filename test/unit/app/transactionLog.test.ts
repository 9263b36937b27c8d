// What the automation API reports of the transactions a peer sent: each one's objects and rules events.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { ROOT, objectsOf } from '../../../src/table';
import { recordRemoteTransactions } from '../../../src/app/transactionLog';

describe('remote transactions', () => {
  it('lists one entry per remote transaction with the objects it changed and the rules kinds it appended; local ones are left out', () => {
    const here = new Y.Doc();
    const there = new Y.Doc();
    const recorder = recordRemoteTransactions(here);
    there.on('update', (update: Uint8Array) => Y.applyUpdate(here, update, 'peer'));
    there.transact(() => {
      const card = new Y.Map<unknown>();
      card.set('x', 1);
      objectsOf(there).set('c1', card);
      there.getArray(ROOT.rules.name).push([{ kind: 'resolved' }]);
    });
    there.transact(() => (objectsOf(there).get('c1') as Y.Map<unknown>).set('x', 2));
    here.transact(() => objectsOf(here).set('c2', new Y.Map()));
    expect(recorder.list()).toEqual([{ objects: ['c1'], rules: ['resolved'] }, { objects: ['c1'], rules: [] }]);
    recorder.stop();
  });
});
