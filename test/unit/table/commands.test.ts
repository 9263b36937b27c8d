import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import fc from 'fast-check';
import { COMMAND_TYPES, commandSchemas, parseCommand, readTable, runCommand, runParsed, stackOnto, type TableContext } from '../../../src/table';
import { add, addCard, exists, get, makeCtx } from './helpers';
import { runs } from '../../propertyRuns';

function state(ctx: TableContext): string {
  return JSON.stringify([...readTable(ctx.doc).objects.entries()].sort());
}

describe('runCommand: bad input', () => {
  it('refuses an unknown command type', () => {
    const ctx = makeCtx();
    expect(runCommand(ctx, 'teleport', {})).toEqual({ ok: false, error: 'unknown command "teleport"' });
    expect(runCommand(ctx, '', {})).toMatchObject({ ok: false });
  });

  it('refuses names that only exist on Object.prototype, without throwing', () => {
    const ctx = makeCtx();
    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf']) {
      let result: ReturnType<typeof runCommand> | undefined;
      expect(() => (result = runCommand(ctx, type, {}))).not.toThrow();
      expect(result).toEqual({ ok: false, error: `unknown command "${type}"` });
    }
  });

  it('reports the first bad argument with its path', () => {
    const ctx = makeCtx();
    const id = addCard(ctx);
    expect(runCommand(ctx, 'move', { id, x: 'left', y: 0 })).toMatchObject({ ok: false, error: expect.stringMatching(/^move: x /) });
    expect(runCommand(ctx, 'move', { id, x: Number.NaN, y: 0 })).toMatchObject({ ok: false, error: expect.stringMatching(/^move: x /) });
    expect(runCommand(ctx, 'move', { id, x: Infinity, y: 0 })).toMatchObject({ ok: false, error: expect.stringMatching(/^move: x /) });
    expect(runCommand(ctx, 'move', { x: 0, y: 0 })).toMatchObject({ ok: false, error: expect.stringMatching(/^move: id /) });
    expect(runCommand(ctx, 'flip', { ids: [] })).toMatchObject({ ok: false, error: expect.stringMatching(/^flip: ids /) });
    expect(runCommand(ctx, 'flip', { ids: [''] })).toMatchObject({ ok: false, error: expect.stringMatching(/^flip: ids\.0 /) });
    expect(runCommand(ctx, 'draw', { stack: 's', count: 0 })).toMatchObject({ ok: false, error: expect.stringMatching(/^draw: count /) });
    expect(runCommand(ctx, 'draw', { stack: 's', count: 1.5 })).toMatchObject({ ok: false });
    expect(runCommand(ctx, 'draw', { stack: 's', seat: 'p3' })).toMatchObject({ ok: false, error: expect.stringMatching(/^draw: seat /) });
    expect(runCommand(ctx, 'deal', { stack: 's', count: 1, seats: [] })).toMatchObject({ ok: false });
    expect(runCommand(ctx, 'adjust', { id, delta: 1000 })).toMatchObject({ ok: false, error: expect.stringMatching(/^adjust: delta /) });
    expect(runCommand(ctx, 'take', { stack: 's', from: 'middle' })).toMatchObject({ ok: false, error: expect.stringMatching(/^take: from /) });
  });

  it('treats missing, null and non-object arguments as bad arguments, never throwing', () => {
    const ctx = makeCtx();
    for (const type of COMMAND_TYPES) {
      for (const args of [undefined, null, 'x', 42, [], true]) {
        let result: ReturnType<typeof runCommand> | undefined;
        expect(() => (result = runCommand(ctx, type, args))).not.toThrow();
        expect(result, `${type} ${JSON.stringify(args)}`).toMatchObject({ ok: false, error: expect.stringContaining(`${type}: `) });
      }
    }
  });

  it('never throws and never leaves an invalid record, whatever the arguments', () => {
    const ctx = makeCtx();
    const ids = [addCard(ctx), addCard(ctx), add(ctx, { kind: 'token', x: 0, y: 0, color: 'red', count: 3 })];
    const s = stackOnto(ctx, { ids: [ids[1]!], target: addCard(ctx) });
    ids.push(s, 'missing');
    const idArb = fc.constantFrom(...ids);
    const argArb = fc.dictionary(
      fc.constantFrom('id', 'ids', 'x', 'y', 'stack', 'count', 'target', 'host', 'delta', 'value', 'at', 'seat', 'seats', 'onto', 'object', 'items'),
      fc.oneof(idArb, fc.array(idArb, { maxLength: 3 }), fc.integer(), fc.double(), fc.constantFrom('p1', 'p2', null), fc.jsonValue({ maxDepth: 1 })),
      { maxKeys: 5 },
    );
    fc.assert(
      fc.property(fc.constantFrom(...COMMAND_TYPES), argArb, (type, args) => {
        const result = runCommand(ctx, type, args);
        expect(typeof result.ok).toBe('boolean');
        expect(readTable(ctx.doc).invalid).toEqual([]);
      }),
      runs(400),
    );
  });

  it('refuses coordinates outside the table rather than writing a record every peer would skip', () => {
    const ctx = makeCtx();
    const id = addCard(ctx);
    const result = runCommand(ctx, 'move', { id, x: 5_000_000, y: 0 });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/^move: x /) });
    expect(readTable(ctx.doc).invalid).toEqual([]);
    expect(get(ctx.doc, id, 'card').x).toBe(0);
  });
});

describe('runCommand: errors from operations', () => {
  it('names the missing object', () => {
    const ctx = makeCtx();
    expect(runCommand(ctx, 'flip', { ids: ['ghost'] })).toEqual({ ok: false, error: 'no valid object ghost' });
    expect(runCommand(ctx, 'move', { id: 'ghost', x: 0, y: 0 })).toEqual({ ok: false, error: 'no valid object ghost' });
    expect(runCommand(ctx, 'shuffle', { stack: 'ghost' })).toEqual({ ok: false, error: 'no valid object ghost' });
    expect(runCommand(ctx, 'attach', { id: 'ghost', host: 'ghost2' })).toMatchObject({ ok: false, error: expect.stringMatching(/ghost/) });
    expect(runCommand(ctx, 'adjust', { id: 'ghost', delta: 1 })).toEqual({ ok: false, error: 'no valid object ghost' });
  });

  it('names the wrong kind', () => {
    const ctx = makeCtx();
    const card = addCard(ctx);
    expect(runCommand(ctx, 'shuffle', { stack: card })).toEqual({ ok: false, error: `${card} is a card, expected stack` });
    expect(runCommand(ctx, 'roll', { ids: [card] })).toEqual({ ok: false, error: `${card} is a card, expected die or coin` });
  });

  it('a failing command changes nothing on the table', () => {
    const ctx = makeCtx();
    const a = addCard(ctx);
    const b = addCard(ctx);
    const c = addCard(ctx);
    const d = add(ctx, { kind: 'die', x: 0, y: 0, sides: 6, value: 1, lastRoller: null });
    const s = stackOnto(ctx, { ids: [b], target: addCard(ctx) });
    const t = add(ctx, { kind: 'token', x: 0, y: 0, color: 'red', count: 2 });
    const before = state(ctx);
    const failing: [string, unknown][] = [
      ['flip', { ids: [a, 'ghost'] }],
      ['tap', { ids: [a, s] }],
      ['rotate180', { ids: [a, 'ghost'] }],
      ['roll', { ids: [d, a] }],
      ['duplicate', { ids: [a, 'ghost'] }],
      ['toFront', { ids: [a, 'ghost'] }],
      ['stackOnto', { ids: [c, 'ghost'], target: a }],
      ['stackOnto', { ids: [c, t], target: a }],
      ['moveGroup', { items: [{ id: a, x: 5, y: 5 }, { id: 'ghost', x: 0, y: 0 }] }],
      ['move', { id: b, x: 0, y: 0, onto: 'ghost' }],
      ['move', { id: b, x: 0, y: 0, onto: t }],
      ['move', { id: t, x: 0, y: 0, onto: a }],
    ];
    for (const [type, args] of failing) {
      const result = runCommand(ctx, type, args);
      expect(result.ok, `${type} ${JSON.stringify(args)}`).toBe(false);
      expect(state(ctx), `${type} ${JSON.stringify(args)}`).toBe(before);
    }
  });
});

describe('runCommand: dispatch', () => {
  it('has a schema for every command type', () => {
    expect(COMMAND_TYPES.sort()).toEqual(Object.keys(commandSchemas).sort());
  });

  it('runs each command type', () => {
    const ctx = makeCtx('p2');
    const run = (type: string, args: unknown) => {
      const result = runCommand(ctx, type, args);
      if (!result.ok) throw new Error(`${type}: ${result.error}`);
      return result.value;
    };
    const created = run('create', { object: { kind: 'card', x: 0, y: 0, ref: 'r:1', faceUp: false, rotation: 0, owner: null, stack: null, attachedTo: null } });
    expect(typeof created).toBe('string');
    const a = created as string;
    const cards = [a, addCard(ctx), addCard(ctx), addCard(ctx), addCard(ctx), addCard(ctx)];
    run('move', { id: a, x: 10, y: 20 });
    expect(get(ctx.doc, a, 'card')).toMatchObject({ x: 10, y: 20 });
    run('moveGroup', { items: [{ id: a, x: 11, y: 21 }] });
    expect(get(ctx.doc, a, 'card')).toMatchObject({ x: 11, y: 21 });
    run('flip', { ids: [a] });
    expect(get(ctx.doc, a, 'card').faceUp).toBe(true);
    run('tap', { ids: [a] });
    expect(get(ctx.doc, a, 'card').rotation).toBe(90);
    run('rotate180', { ids: [a] });
    expect(get(ctx.doc, a, 'card').rotation).toBe(270);
    const s = run('stackOnto', { ids: cards.slice(2), target: cards[1] }) as string;
    expect(get(ctx.doc, s, 'stack').order).toEqual(cards.slice(1));
    run('fan', { stack: s });
    expect(get(ctx.doc, s, 'stack').layout).toBe('fanned');
    run('gather', { stack: s });
    expect(get(ctx.doc, s, 'stack').layout).toBe('neat');
    run('cut', { stack: s, at: 1 });
    expect(get(ctx.doc, s, 'stack').order[0]).toBe(cards[5]);
    run('shuffle', { stack: s });
    expect(run('take', { stack: s, count: 1, from: 'bottom' })).toHaveLength(1);
    expect(run('draw', { stack: s })).toHaveLength(1);
    expect(run('deal', { stack: s, count: 1, seats: ['p1', 'p2'] })).toMatchObject({ p1: [expect.any(String)], p2: [expect.any(String)] });
    expect(exists(ctx.doc, s)).toBe(false);
    const host = cards[1]!;
    run('attach', { id: a, host });
    expect(get(ctx.doc, a, 'card').attachedTo).toBe(host);
    run('detach', { id: a });
    expect(get(ctx.doc, a, 'card').attachedTo).toBeNull();
    const die = add(ctx, { kind: 'die', x: 0, y: 0, sides: 6, value: 1, lastRoller: null });
    run('roll', { ids: [die] });
    expect(get(ctx.doc, die, 'die').lastRoller).toBe('p2');
    const counter = add(ctx, { kind: 'counter', x: 0, y: 0, label: 'L', value: 0, owner: null });
    run('adjust', { id: counter, delta: -3 });
    run('setValue', { id: die, value: 2 });
    expect(get(ctx.doc, counter, 'counter').value).toBe(-3);
    expect(get(ctx.doc, die, 'die').value).toBe(2);
    const [copy] = run('duplicate', { ids: [a] }) as string[];
    expect(get(ctx.doc, copy!, 'card').ref).toBe('r:1');
    run('toBack', { ids: [copy] });
    run('toFront', { ids: [die] });
    const zs = [...readTable(ctx.doc).objects.values()].filter((o) => o.kind !== 'zone').map((o) => o.z);
    expect(get(ctx.doc, copy!, 'card').z).toBe(Math.min(...zs));
    expect(get(ctx.doc, die, 'die').z).toBe(Math.max(...zs));
    run('delete', { ids: [copy, die] });
    expect(exists(ctx.doc, copy!)).toBe(false);
    expect(exists(ctx.doc, die)).toBe(false);
    expect(readTable(ctx.doc).invalid).toEqual([]);
  });

  it('create validates the record, with or without a known kind', () => {
    const ctx = makeCtx();
    expect(runCommand(ctx, 'create', { object: { kind: 'dragon' } })).toEqual({ ok: false, error: 'create: unknown kind dragon' });
    expect(runCommand(ctx, 'create', { object: {} })).toEqual({ ok: false, error: 'create: unknown kind undefined' });
    expect(runCommand(ctx, 'create', { object: { kind: 'token', x: 0, y: 0, color: 'red', count: 1e6 } }))
      .toMatchObject({ ok: false, error: expect.stringMatching(/^invalid token: /) });
    expect(runCommand(ctx, 'create', { object: { kind: 'token', x: 0, y: 0, color: 'red', count: 3, id: 42 } })).toMatchObject({ ok: false });
    expect(readTable(ctx.doc).objects.size).toBe(0);
    expect(runCommand(ctx, 'create', { object: { kind: 'token', x: 0, y: 0, color: 'red', count: 3 } })).toMatchObject({ ok: true });
  });

  it('returns null for commands without a result', () => {
    const ctx = makeCtx();
    const a = addCard(ctx);
    expect(runCommand(ctx, 'flip', { ids: [a] })).toEqual({ ok: true, value: null });
  });

  it('works on any doc, one transaction per command', () => {
    const ctx = makeCtx('p1', new Y.Doc());
    const a = addCard(ctx);
    let n = 0;
    ctx.doc.on('afterTransaction', () => n++);
    runCommand(ctx, 'flip', { ids: [a] });
    expect(n).toBe(1);
  });
});

describe('parseCommand and runParsed', () => {
  it('parses once: a valid command comes back typed, with the schema applied (unknown keys dropped)', () => {
    const parsed = parseCommand('move', { id: 'a', x: 1, y: 2, extra: true });
    expect(parsed).toEqual({ ok: true, command: { type: 'move', args: { id: 'a', x: 1, y: 2 } } });
  });

  it('gives the same errors as runCommand, never throwing', () => {
    const ctx = makeCtx();
    for (const [type, args] of [['teleport', {}], ['toString', {}], ['move', { x: 'left', y: 0 }], ['flip', null], ['flip', 'x']] as const) {
      const parsed = parseCommand(type, args);
      expect(parsed.ok).toBe(false);
      expect(runCommand(ctx, type, args)).toEqual(parsed);
    }
  });

  it('runs a typed command, and reports an operation error instead of throwing', () => {
    const ctx = makeCtx();
    const id = addCard(ctx);
    expect(runParsed(ctx, { type: 'move', args: { id, x: 100, y: 120 } })).toEqual({ ok: true, value: null });
    expect(get(ctx.doc, id, 'card').x).toBe(100);
    expect(runParsed(ctx, { type: 'flip', args: { ids: ['missing'] } })).toEqual({ ok: false, error: 'no valid object missing' });
  });
});
