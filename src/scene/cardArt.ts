// Procedural card faces and backs, drawn once per card into a texture.
import { Container, Graphics, Text } from 'pixi.js';
import type { CardFace } from '../cards/face';
import { CARD_H, CARD_W } from '../table/geometry';
import { CARD_COLORS, FONT } from './palette';
import { requestGlyphs, type FontWeight } from './webFont';

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function lighten(color: number, amount: number): number {
  const r = (color >> 16) & 255, g = (color >> 8) & 255, b = color & 255;
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  return (mix(r) << 16) | (mix(g) << 8) | mix(b);
}

function label(text: string, size: number, color: number, extra: Partial<{ bold: boolean; wrap: number }> = {}): Text {
  requestGlyphs(text, extra.bold ? '700' : '400');
  return new Text({
    text,
    style: {
      fontFamily: FONT,
      fontSize: size,
      fill: color,
      fontWeight: extra.bold ? '700' : '400',
      ...(extra.wrap ? { wordWrap: true, wordWrapWidth: extra.wrap, breakWords: true, lineHeight: size * 1.3 } : {}),
    },
  });
}

/** Scales a text down until it fits the width (long Japanese names). */
function fit(text: Text, width: number): Text {
  if (text.width > width) text.scale.set(width / text.width);
  return text;
}

/** Abstract "art" from the card number, so cards tell apart at a glance without images. */
function drawArt(g: Graphics, face: CardFace, color: number, x: number, y: number, w: number, h: number): void {
  const seed = hash(face.number);
  g.rect(x, y, w, h).fill(lighten(color, 0.55));
  for (let i = 0; i < 5; i++) {
    const s = (seed >>> (i * 5)) & 31;
    // Keep every shape inside the art box.
    const r = Math.min(6 + ((s * 7) % 18), h / 2 - 1);
    const cx = x + r + ((s * 37 + i * 53) % Math.max(1, w - 2 * r));
    const cy = y + r + ((s * 17 + i * 29) % Math.max(1, h - 2 * r));
    const shade = lighten(color, 0.15 + ((s % 4) * 0.15));
    if (i % 2 === 0) g.circle(cx, cy, r).fill({ color: shade, alpha: 0.8 });
    else g.poly([cx, cy - r, cx + r, cy + r, cx - r, cy + r]).fill({ color: shade, alpha: 0.7 });
  }
  g.rect(x, y, w, h).stroke({ width: 1, color: 0x000000, alpha: 0.35 });
}

const statsText = (face: CardFace): string => face.stats.map((s) => `${s.label}${s.value}`).join('  ');

/** The texts buildCardFace draws, in their weights: the web-font glyphs a face waits for. */
export function faceTexts(face: CardFace): [string, FontWeight][] {
  return [[face.cost, '700'], [face.name, '700'], [face.type, '400'], [face.text, '400'], [statsText(face), '700'], [face.number, '400']];
}

export function buildCardFace(face: CardFace): Container {
  const color = CARD_COLORS[face.color];
  const root = new Container();
  const g = new Graphics();
  g.roundRect(0, 0, CARD_W, CARD_H, 8).fill(0x1c1e22);
  g.roundRect(3, 3, CARD_W - 6, CARD_H - 6, 6).fill(color);
  g.roundRect(6, 6, CARD_W - 12, 18, 3).fill(0xf7f3e8);
  drawArt(g, face, color, 7, 27, CARD_W - 14, 62);
  g.roundRect(6, 92, CARD_W - 12, 13, 2).fill(0xf7f3e8);
  g.roundRect(6, 107, CARD_W - 12, 44, 2).fill(0xfdfbf5);
  root.addChild(g);

  if (face.cost !== '') {
    const cost = new Graphics().circle(15, 15, 10).fill(0x111111).circle(15, 15, 8.5).fill(lighten(color, 0.2));
    root.addChild(cost);
    const costText = fit(label(face.cost, 10, 0xffffff, { bold: true }), 14);
    costText.anchor.set(0.5);
    costText.position.set(15, 15);
    root.addChild(costText);
  }
  const nameLeft = face.cost !== '' ? 28 : 10;
  const name = fit(label(face.name, 9, 0x111111, { bold: true }), CARD_W - nameLeft - 9);
  name.anchor.set(0, 0.5);
  name.position.set(nameLeft, 15);
  root.addChild(name);

  const type = fit(label(face.type, 7, 0x333333), CARD_W - 16);
  type.anchor.set(0, 0.5);
  type.position.set(9, 98.5);
  root.addChild(type);

  const body = label(face.text, 6.5, 0x1a1a1a, { wrap: CARD_W - 16 });
  body.position.set(8, 109);
  if (body.height > 40) body.scale.set(40 / body.height);
  root.addChild(body);

  if (face.stats.length > 0) {
    const stats = statsText(face);
    const bar = new Graphics().roundRect(CARD_W - 70, CARD_H - 18, 64, 13, 3).fill(0x111111);
    root.addChild(bar);
    const statText = fit(label(stats, 8, 0xffffff, { bold: true }), 60);
    statText.anchor.set(0.5);
    statText.position.set(CARD_W - 38, CARD_H - 11.5);
    root.addChild(statText);
  }
  const number = label(face.number, 5, 0xffffff);
  number.position.set(8, CARD_H - 14);
  root.addChild(number);
  return root;
}

export function buildCardBack(): Container {
  const root = new Container();
  const g = new Graphics();
  g.roundRect(0, 0, CARD_W, CARD_H, 8).fill(0x1c1e22);
  g.roundRect(4, 4, CARD_W - 8, CARD_H - 8, 6).fill(0x23355e);
  for (let x = 10; x < CARD_W - 6; x += 10) {
    for (let y = 10; y < CARD_H - 6; y += 10) g.circle(x + ((y / 10) % 2) * 5, y, 1.4);
  }
  g.fill({ color: 0x4a6bb0, alpha: 0.7 });
  g.roundRect(0, 0, CARD_W, CARD_H, 8).stroke({ width: 3, color: 0x1c1e22 });
  g.roundRect(14, 14, CARD_W - 28, CARD_H - 28, 10).stroke({ width: 2, color: 0xc9a74a });
  g.circle(CARD_W / 2, CARD_H / 2, 30).fill(0x1b2a4a).stroke({ width: 2, color: 0xc9a74a });
  root.addChild(g);
  const mark = label('札場', 18, 0xe8d28a, { bold: true });
  mark.anchor.set(0.5);
  mark.position.set(CARD_W / 2, CARD_H / 2);
  root.addChild(mark);
  return root;
}
