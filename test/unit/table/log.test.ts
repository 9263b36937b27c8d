import { describe, expect, it } from 'vitest';
import { appendSystemLog, flip, readLog } from '../../../src/table';
import { addCard, makeCtx } from './helpers';

describe('table log', () => {
  it('records who did what, oldest first', () => {
    const ctx = makeCtx('p2');
    const a = addCard(ctx);
    flip(ctx, { ids: [a] });
    appendSystemLog(ctx.doc, 'connected', { peer: 'x' });
    const { entries, skipped } = readLog(ctx.doc);
    expect(skipped).toBe(0);
    expect(entries.map((e) => [e.seat, e.op])).toEqual([['p2', 'create'], ['p2', 'flip'], ['system', 'connected']]);
    expect(entries[1]!.args).toEqual({ count: 1, id: a });
    expect(typeof entries[0]!.t).toBe('number');
  });

  it('skips malformed entries any peer may have appended, and returns only the last N', () => {
    const ctx = makeCtx();
    const log = ctx.doc.getArray<unknown>('log');
    log.push([{ t: 1, seat: 'p3', op: 'x', args: {} }, 'junk', null, { t: 2, seat: 'p1', op: '', args: {} }]);
    for (let i = 0; i < 5; i++) appendSystemLog(ctx.doc, `op${i}`);
    expect(readLog(ctx.doc)).toMatchObject({ skipped: 4 });
    const last = readLog(ctx.doc, 3);
    expect(last.entries.map((e) => e.op)).toEqual(['op2', 'op3', 'op4']);
    expect(last.skipped).toBe(0);
  });

  it('marks the lines of a step that has its own line (a rules payment) as its part', () => {
    const ctx = makeCtx('p1');
    const a = addCard(ctx);
    flip({ ...ctx, actor: { ...ctx.actor, part: 'pay' } }, { ids: [a] });
    const { entries } = readLog(ctx.doc);
    expect(entries.map((e) => e.args['part'])).toEqual([undefined, 'pay']);
  });
});
