import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { copyTable } from '../../../../src/app/replay/copy';

function table(x: number): Y.Doc {
  const doc = new Y.Doc();
  for (const id of ['a', 'b']) {
    const map = new Y.Map<unknown>();
    map.set('id', id);
    map.set('x', id === 'a' ? x : 5);
    doc.getMap('objects').set(id, map);
  }
  doc.getArray('log').push([{ t: 1, seat: 'p1', op: 'move', args: {} }]);
  return doc;
}

describe('copying a moment onto the viewer\'s doc', () => {
  it('writes the moment\'s content, and only the objects that differ', () => {
    const view = new Y.Doc();
    copyTable(table(1), view);
    expect(view.getMap('objects').toJSON()).toEqual(table(1).getMap('objects').toJSON());
    const changed: string[] = [];
    view.getMap('objects').observe((e) => changed.push(...e.keysChanged));
    copyTable(table(2), view);
    expect(changed).toEqual(['a']);
    expect((view.getMap('objects').toJSON() as Record<string, { x: number }>).a?.x).toBe(2);
    expect(view.getArray('log').length).toBe(1);
  });
});
