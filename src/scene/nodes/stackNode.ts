// A deck: its edge (deeper the more cards) and top card, or its cards fanned; a count badge.
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { CARD_H, CARD_W, FAN_STEP } from '../../table/geometry';
import { FONT } from '../palette';
import type { StackView } from '../view';
import { place, type NodeContext, type NodeKind } from './types';

function drawEdge(g: Graphics, depth: number): void {
  for (let i = depth; i >= 1; i--) {
    g.roundRect(-CARD_W / 2 + i * 1.2, -CARD_H / 2 + i * 1.6, CARD_W, CARD_H, 8).fill(i % 2 ? 0xdad4c4 : 0x8d8777);
  }
}

function fill(node: Container, view: StackView, ctx: NodeContext): void {
  const faceOf = (ref: string) => (view.showFace && ref !== '' ? ctx.textures.cardFace(ref) : ctx.textures.cardBack());
  if (view.layout === 'fanned') {
    // A fan runs to the right in table terms, whichever way the view is turned.
    view.cards.forEach((card, i) => {
      const sprite = new Sprite(faceOf(card.ref));
      sprite.anchor.set(0.5);
      sprite.x = (view.spin === 0 ? 1 : -1) * i * FAN_STEP;
      node.addChild(sprite);
    });
  } else {
    const edge = new Graphics();
    drawEdge(edge, Math.min(6, Math.ceil(view.count / 6)));
    node.addChild(edge);
    const top = view.cards[view.cards.length - 1];
    if (top) {
      const sprite = new Sprite(faceOf(top.ref));
      sprite.anchor.set(0.5);
      node.addChild(sprite);
    }
  }
  node.addChild(new Graphics().roundRect(CARD_W / 2 - 30, -CARD_H / 2 - 10, 36, 20, 10).fill(0x111111).stroke({ width: 1.5, color: 0xffffff }));
  node.addChild(new Text({
    text: String(view.count), x: CARD_W / 2 - 12, y: -CARD_H / 2, anchor: 0.5, resolution: 3,
    style: { fontFamily: FONT, fontSize: 12, fontWeight: '700', fill: 0xffffff },
  }));
}

/** Whether two views of a stack draw the same inside (position and depth aside). */
function sameInside(a: StackView, b: StackView): boolean {
  return a.count === b.count && a.layout === b.layout && a.showFace === b.showFace && a.spin === b.spin
    && a.cards.length === b.cards.length && a.cards.every((c, i) => c.id === b.cards[i]?.id && c.ref === b.cards[i]?.ref);
}

export const stackNode: NodeKind<StackView> = {
  create(view, ctx) {
    const node = new Container();
    fill(node, view, ctx);
    place(node, view);
    return node;
  },
  update(node, prev, view, ctx, fresh) {
    if (!sameInside(prev, view)) {
      for (const child of node.removeChildren()) child.destroy();
      fill(node, view, ctx);
    } else if (fresh) {
      // New textures (card sets, glyphs): the cards' sprites take theirs again, in the order made.
      const top = view.cards[view.cards.length - 1];
      const refs = view.layout === 'fanned' ? view.cards.map((card) => card.ref) : top ? [top.ref] : [];
      const sprites = node.children.filter((child): child is Sprite => child instanceof Sprite);
      sprites.forEach((sprite, i) => {
        const ref = refs[i] ?? '';
        sprite.texture = view.showFace && ref !== '' ? ctx.textures.cardFace(ref) : ctx.textures.cardBack();
      });
    }
    place(node, view);
  },
};
