import { describe, expect, it } from 'vitest';
import { flip, rotate180, stackOnto, tap } from '../../../../src/table';
import { add, addCard, get, makeCtx } from '../helpers';

describe('flip', () => {
  it('turns a card over and back', () => {
    const ctx = makeCtx();
    const a = addCard(ctx, { faceUp: false });
    flip(ctx, { ids: [a] });
    expect(get(ctx.doc, a, 'card').faceUp).toBe(true);
    flip(ctx, { ids: [a] });
    expect(get(ctx.doc, a, 'card').faceUp).toBe(false);
  });

  it('turns a stack over as a whole: face toggles and the order reverses', () => {
    const ctx = makeCtx();
    const [a, b, c] = [addCard(ctx), addCard(ctx), addCard(ctx)] as [string, string, string];
    const s = stackOnto(ctx, { ids: [b, c], target: a });
    flip(ctx, { ids: [s] });
    expect(get(ctx.doc, s, 'stack')).toMatchObject({ faceUp: true, order: [c, b, a] });
    flip(ctx, { ids: [s] });
    expect(get(ctx.doc, s, 'stack')).toMatchObject({ faceUp: false, order: [a, b, c] });
  });

  it('shows the other side of a coin', () => {
    const ctx = makeCtx();
    const coin = add(ctx, { kind: 'coin', x: 0, y: 0, coinKind: 'magic', heads: true, attachedTo: null });
    flip(ctx, { ids: [coin] });
    expect(get(ctx.doc, coin, 'coin').heads).toBe(false);
  });

  it('flips several objects at once', () => {
    const ctx = makeCtx();
    const a = addCard(ctx, { faceUp: false });
    const b = addCard(ctx, { faceUp: true });
    flip(ctx, { ids: [a, b] });
    expect(get(ctx.doc, a, 'card').faceUp).toBe(true);
    expect(get(ctx.doc, b, 'card').faceUp).toBe(false);
  });

  it('flips each object once even when named twice', () => {
    const ctx = makeCtx();
    const a = addCard(ctx, { faceUp: false });
    flip(ctx, { ids: [a, a] });
    expect(get(ctx.doc, a, 'card').faceUp).toBe(true);
  });

  it('checks every id before flipping anything', () => {
    const ctx = makeCtx();
    const a = addCard(ctx, { faceUp: false });
    expect(() => flip(ctx, { ids: [a, 'ghost'] })).toThrow(/no valid object ghost/);
    expect(get(ctx.doc, a, 'card').faceUp).toBe(false);
  });

  it('rejects tokens and dice', () => {
    const ctx = makeCtx();
    const die = add(ctx, { kind: 'die', x: 0, y: 0, sides: 6, value: 3, lastRoller: null });
    expect(() => flip(ctx, { ids: [die] })).toThrow(/expected card or stack or coin/);
  });
});

describe('tap / untap / rotate180', () => {
  it('taps an upright card to 90° and untaps it back to 0°', () => {
    const ctx = makeCtx();
    const a = addCard(ctx);
    tap(ctx, { ids: [a] });
    expect(get(ctx.doc, a, 'card').rotation).toBe(90);
    tap(ctx, { ids: [a] });
    expect(get(ctx.doc, a, 'card').rotation).toBe(0);
  });

  it('untaps a card lying at 270°; taps a card standing at 180°', () => {
    const ctx = makeCtx();
    const a = addCard(ctx, { rotation: 270 });
    const b = addCard(ctx, { rotation: 180 });
    tap(ctx, { ids: [a, b] });
    expect(get(ctx.doc, a, 'card').rotation).toBe(0);
    expect(get(ctx.doc, b, 'card').rotation).toBe(90);
  });

  it('rotate180 turns a card upside down and back, keeping it tapped if it was', () => {
    const ctx = makeCtx();
    const a = addCard(ctx);
    const b = addCard(ctx, { rotation: 90 });
    rotate180(ctx, { ids: [a, b] });
    expect(get(ctx.doc, a, 'card').rotation).toBe(180);
    expect(get(ctx.doc, b, 'card').rotation).toBe(270);
    rotate180(ctx, { ids: [a] });
    expect(get(ctx.doc, a, 'card').rotation).toBe(0);
  });

  it('only cards can be tapped', () => {
    const ctx = makeCtx();
    const [a, b] = [addCard(ctx), addCard(ctx)] as [string, string];
    const s = stackOnto(ctx, { ids: [b], target: a });
    expect(() => tap(ctx, { ids: [s] })).toThrow(/expected card/);
  });
});
