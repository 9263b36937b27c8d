import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { GENERIC_MAT, readTable, runCommand, setupTable, type TableContext } from '../../../src/table';
import { buildSceneModel, hitTest, objectsInRect, viewRect } from '../../../src/scene/view';

function table(): TableContext {
  const doc = new Y.Doc();
  const ctx: TableContext = { doc, actor: { seat: 'p1', origin: {} } };
  setupTable(ctx, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: ['s:1', 's:2', 's:3', 's:4'] }, { seat: 'p2', deck: ['s:5', 's:6'] }], seed: 7 });
  return ctx;
}

function stackOf(ctx: TableContext, seat: 'p1' | 'p2'): string {
  const stack = [...readTable(ctx.doc).objects.values()].find((o) => o.kind === 'stack' && o.owner === seat);
  if (!stack) throw new Error('no stack');
  return stack.id;
}

describe('scene model', () => {
  it('shows a hand card face to its owner and its back to the other seat and spectators', () => {
    const ctx = table();
    const drawn = runCommand(ctx, 'draw', { stack: stackOf(ctx, 'p1'), count: 1 });
    expect(drawn.ok).toBe(true);
    const id = (drawn as { value: string[] }).value[0] ?? '';
    const snap = readTable(ctx.doc);
    const mine = buildSceneModel(snap, 'p1').byId.get(id);
    const theirs = buildSceneModel(snap, 'p2').byId.get(id);
    const watcher = buildSceneModel(snap, null).byId.get(id);
    expect(mine?.kind === 'card' && mine.showFace).toBe(true);
    expect(theirs?.kind === 'card' && theirs.showFace).toBe(false);
    expect(watcher?.kind === 'card' && watcher.showFace).toBe(false);
  });

  it('draws objects in z order and hides cards that lie in a stack', () => {
    const ctx = table();
    const model = buildSceneModel(readTable(ctx.doc), 'p1');
    const z = model.objects.map((o) => o.zIndex);
    expect([...z].sort((a, b) => a - b)).toEqual(z);
    expect(model.objects.some((o) => o.kind === 'card')).toBe(false);
    const stack = model.byId.get(stackOf(ctx, 'p1'));
    expect(stack?.kind === 'stack' && stack.count).toBe(4);
  });

  it('places attachments at their host plus offset, just below the host', () => {
    const ctx = table();
    const taken = runCommand(ctx, 'take', { stack: stackOf(ctx, 'p1'), count: 2, x: 400, y: 800 }) as { ok: true; value: string[] };
    const [host, item] = taken.value;
    runCommand(ctx, 'attach', { id: item, host });
    runCommand(ctx, 'move', { id: host, x: 600, y: 850 });
    const model = buildSceneModel(readTable(ctx.doc), 'p1');
    const h = model.byId.get(host ?? '');
    const a = model.byId.get(item ?? '');
    expect(h && a && a.kind === 'card' && a.hostId).toBe(host);
    expect(a && h && a.x === h.x && a.y < h.y).toBe(true);
    expect(a && h && a.zIndex < h.zIndex).toBe(true);
  });

  it('hit-tests the topmost object and selects by rectangle', () => {
    const ctx = table();
    const taken = runCommand(ctx, 'take', { stack: stackOf(ctx, 'p1'), count: 2, x: 400, y: 800 }) as { ok: true; value: string[] };
    const model = buildSceneModel(readTable(ctx.doc), 'p1');
    // take lays the cards 24 units apart; the later one lies on top.
    expect(hitTest(model, 420, 800)?.id).toBe(taken.value[1]);
    expect(hitTest(model, 420, 800, new Set([taken.value[1] ?? '']))?.id).toBe(taken.value[0]);
    expect(hitTest(model, 5, 5)).toBeUndefined();
    const inRect = objectsInRect(model, { x: 300, y: 700, w: 200, h: 200 }).map((o) => o.id);
    expect(inRect).toEqual(expect.arrayContaining(taken.value));
  });

  it('turns a tapped card sideways in its footprint', () => {
    const ctx = table();
    const taken = runCommand(ctx, 'take', { stack: stackOf(ctx, 'p1'), count: 1, x: 400, y: 800 }) as { ok: true; value: string[] };
    runCommand(ctx, 'tap', { ids: taken.value });
    const view = buildSceneModel(readTable(ctx.doc), 'p1').byId.get(taken.value[0] ?? '');
    expect(view && viewRect(view).w).toBe(168);
  });
});

describe('the far seat’s view', () => {
  it('turns the table half round for p2 and keeps every object upright for them', () => {
    const ctx = table();
    const snap = readTable(ctx.doc);
    const p1 = buildSceneModel(snap, 'p1');
    const p2 = buildSceneModel(snap, 'p2');
    expect(p1.flipped).toBe(false);
    expect(p2.flipped).toBe(true);
    expect(p2.objects.every((o) => Math.abs(o.spin - Math.PI) < 1e-9)).toBe(true);
    expect(p1.objects.every((o) => o.spin === 0)).toBe(true);
  });
});
