// A token: its coloured disc, and its count when it stands for more than one.
import { Container, Sprite, Text } from 'pixi.js';
import { TOKEN_R } from '../../table/geometry';
import { FONT, tokenColor } from '../palette';
import type { TokenView } from '../view';
import { place, type NodeContext, type NodeKind } from './types';

function fill(node: Container, view: TokenView, ctx: NodeContext): void {
  const disc = new Sprite(ctx.textures.token(view.color));
  disc.anchor.set(0.5);
  node.addChild(disc);
  if (view.count <= 1) return;
  node.addChild(new Text({
    text: `×${view.count}`, x: TOKEN_R - 2, y: TOKEN_R - 4, resolution: 3,
    style: { fontFamily: FONT, fontSize: 13, fontWeight: '700', fill: 0xffffff, stroke: { color: tokenColor(view.color) === 0x2a2a2a ? 0x888888 : 0x111111, width: 3 } },
  }));
}

export const tokenNode: NodeKind<TokenView> = {
  create(view, ctx) {
    const node = new Container();
    fill(node, view, ctx);
    place(node, view);
    return node;
  },
  update(node, prev, view, ctx, fresh) {
    const [disc] = node.children;
    if (prev.color !== view.color || prev.count !== view.count || !(disc instanceof Sprite)) {
      for (const child of node.removeChildren()) child.destroy();
      fill(node, view, ctx);
    } else if (fresh) {
      // New textures (card sets, glyphs): the disc takes its own again; the count stays as drawn.
      disc.texture = ctx.textures.token(view.color);
    }
    place(node, view);
  },
};
