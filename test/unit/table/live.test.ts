import * as Y from 'yjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENERIC_MAT, LiveTable, canonical, objectsOf, readTable, runCommand, setupTable, type TableContext } from '../../../src/table';
import { runs } from '../../propertyRuns';

function freshTable(): TableContext {
  const doc = new Y.Doc();
  const ctx: TableContext = { doc, actor: { seat: 'p1', origin: {} } };
  setupTable(ctx, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: ['s:1', 's:2', 's:3', 's:4', 's:5'] }, { seat: 'p2', deck: ['s:6', 's:7'] }], seed: 3 });
  return ctx;
}

describe('LiveTable', () => {
  it('always equals a full read of the doc, whatever the operations', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(8), fc.nat(1000), fc.nat(1300)), { maxLength: 25 }), (steps) => {
        const ctx = freshTable();
        const live = new LiveTable(ctx.doc);
        for (const [op, a, b] of steps) {
          const objects = [...readTable(ctx.doc).objects.values()].filter((o) => o.kind !== 'zone');
          const target = objects[a % Math.max(1, objects.length)];
          if (!target) continue;
          const stack = objects.find((o) => o.kind === 'stack');
          switch (op) {
            case 0: runCommand(ctx, 'move', { id: target.id, x: a, y: b }); break;
            case 1: runCommand(ctx, 'flip', { ids: [target.id] }); break;
            case 2: if (stack) runCommand(ctx, 'draw', { stack: stack.id, count: 1 + (a % 3) }); break;
            case 3: if (stack) runCommand(ctx, 'take', { stack: stack.id, x: a, y: b }); break;
            case 4: runCommand(ctx, 'delete', { ids: [target.id] }); break;
            case 5: runCommand(ctx, 'duplicate', { ids: [target.id] }); break;
            case 6: if (stack) runCommand(ctx, 'shuffle', { stack: stack.id }); break;
            case 7: runCommand(ctx, 'roll', { ids: [target.id] }); break;
            default: {
              const other = objects[b % objects.length];
              if (other) runCommand(ctx, 'move', { id: target.id, x: other.x, y: other.y, onto: other.id });
            }
          }
          expect(canonical(live.snapshot)).toEqual(canonical(readTable(ctx.doc)));
        }
        live.destroy();
      }),
      runs(40),
    );
  });

  it('reports a malformed record once, skips it, and recovers when it is fixed', () => {
    const ctx = freshTable();
    const live = new LiveTable(ctx.doc);
    const reported: string[] = [];
    live.onInvalid((records) => reported.push(...records.map((r) => r.id)));
    const bad = new Y.Map<unknown>();
    ctx.doc.transact(() => {
      bad.set('id', 'evil');
      bad.set('kind', 'card');
      bad.set('x', 'not a number');
      objectsOf(ctx.doc).set('evil', bad);
    });
    expect(live.snapshot.objects.has('evil')).toBe(false);
    expect(live.snapshot.invalid.map((r) => r.id)).toEqual(['evil']);
    expect(reported).toEqual(['evil']);
    ctx.doc.transact(() => objectsOf(ctx.doc).delete('evil'));
    expect(live.snapshot.invalid).toEqual([]);
  });
});
