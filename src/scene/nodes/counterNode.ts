// A life (or any) counter: − and + halves around its label and value.
import { Container, Graphics, Text } from 'pixi.js';
import { COUNTER_H, COUNTER_W } from '../../table/geometry';
import { counterLabel } from '../../text/counterLabels';
import { FONT } from '../palette';
import { withGlyphs } from '../webFont';
import type { CounterView } from '../view';
import { place, type NodeContext, type NodeKind } from './types';

function drawCounter(g: Graphics): void {
  g.roundRect(-COUNTER_W / 2, -COUNTER_H / 2, COUNTER_W, COUNTER_H, 10).fill(0x15181c).stroke({ width: 2, color: 0xc9a74a });
  g.roundRect(-COUNTER_W / 2 + 4, -COUNTER_H / 2 + 4, 26, COUNTER_H - 8, 6).fill(0x3a2d2d);
  g.roundRect(COUNTER_W / 2 - 30, -COUNTER_H / 2 + 4, 26, COUNTER_H - 8, 6).fill(0x2d3a2f);
}

const text = (value: string, x: number, y: number, fontSize: number, fill: number) =>
  new Text({ text: value, x, y, anchor: 0.5, resolution: 3, style: { fontFamily: FONT, fontSize, fontWeight: '700', fill } });

function fill(node: Container, view: CounterView, ctx: NodeContext): void {
  const back = new Graphics();
  drawCounter(back);
  // The doc holds the label as set up (Japanese); a known one reads in the UI language. It is
  // often Japanese (ライフ, 体力): drawn again when web-font glyphs arrive (a fresh context).
  const label = counterLabel(view.label, ctx.lang);
  node.addChild(
    back,
    text(withGlyphs('−', '700'), -COUNTER_W / 2 + 17, 0, 20, 0xff9f9f),
    text('+', COUNTER_W / 2 - 17, 0, 20, 0xa8f0b0),
    text(withGlyphs(label, '700'), 0, -12, 13, 0xeae4d2),
    text(String(view.value), 0, 7, 20, 0xffffff),
  );
}

export const counterNode: NodeKind<CounterView> = {
  create(view, ctx) {
    const node = new Container();
    fill(node, view, ctx);
    place(node, view);
    return node;
  },
  update(node, prev, view, ctx, fresh) {
    const [, , , label, value] = node.children;
    if (fresh || !(label instanceof Text) || !(value instanceof Text)) {
      for (const child of node.removeChildren()) child.destroy();
      fill(node, view, ctx);
    } else {
      // Only the text that changed is drawn again.
      if (prev.label !== view.label) label.text = withGlyphs(counterLabel(view.label, ctx.lang), '700');
      if (prev.value !== view.value) value.text = String(view.value);
    }
    place(node, view);
  },
};
