// Procedural tokens, coins and dice.
import { Container, Graphics, Text } from 'pixi.js';
import { COIN_R, DIE_SIZE, TOKEN_R } from '../table/geometry';
import { FONT, tokenColor } from './palette';
import { requestGlyphs } from './webFont';

export function buildToken(color: string): Container {
  const c = tokenColor(color);
  const g = new Graphics();
  g.circle(TOKEN_R, TOKEN_R, TOKEN_R).fill(0x111111);
  g.circle(TOKEN_R, TOKEN_R, TOKEN_R - 2).fill(c);
  g.circle(TOKEN_R, TOKEN_R, TOKEN_R - 7).stroke({ width: 2, color: 0xffffff, alpha: 0.55 });
  g.circle(TOKEN_R - 5, TOKEN_R - 6, 4).fill({ color: 0xffffff, alpha: 0.35 });
  const root = new Container();
  root.addChild(g);
  return root;
}

export function buildCoin(kind: string, heads: boolean): Container {
  // A damage coin must read as damage at a glance: red, marked 傷, on either side.
  if (kind === 'damage') return buildDamageCoin();
  const g = new Graphics();
  g.circle(COIN_R, COIN_R, COIN_R).fill(0x6b4e12);
  g.circle(COIN_R, COIN_R, COIN_R - 2).fill(heads ? 0xe8b83a : 0xb98f2a);
  g.circle(COIN_R, COIN_R, COIN_R - 6).stroke({ width: 1.5, color: 0x7a5a14 });
  const root = new Container();
  root.addChild(g);
  root.addChild(coinMark(heads ? (kind === 'magic' ? '魔' : '表') : '裏', 0x5a3f08));
  return root;
}

function buildDamageCoin(): Container {
  const g = new Graphics();
  g.circle(COIN_R, COIN_R, COIN_R).fill(0x4a0d0d);
  g.circle(COIN_R, COIN_R, COIN_R - 2).fill(0xd62828);
  g.circle(COIN_R, COIN_R, COIN_R - 6).stroke({ width: 1.5, color: 0xffffff, alpha: 0.7 });
  const root = new Container();
  root.addChild(g);
  root.addChild(coinMark('傷', 0xffffff));
  return root;
}

function coinMark(text: string, fill: number): Text {
  requestGlyphs(text, '700');
  const mark = new Text({ text, style: { fontFamily: FONT, fontSize: 16, fontWeight: '700', fill } });
  mark.anchor.set(0.5);
  mark.position.set(COIN_R, COIN_R);
  return mark;
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [[0.25, 0.25], [0.75, 0.75]],
  3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  4: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
  5: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
  6: [[0.25, 0.22], [0.75, 0.22], [0.25, 0.5], [0.75, 0.5], [0.25, 0.78], [0.75, 0.78]],
};

export function buildDie(value: number): Container {
  const s = DIE_SIZE;
  const g = new Graphics();
  g.roundRect(0, 0, s, s, 8).fill(0x222222);
  g.roundRect(1.5, 1.5, s - 3, s - 3, 7).fill(0xf6f1e4);
  for (const [px, py] of PIPS[value] ?? []) {
    g.circle(px * s, py * s, value === 1 ? 6 : 4).fill(value === 1 ? 0xc0392b : 0x1a1a1a);
  }
  const root = new Container();
  root.addChild(g);
  return root;
}
