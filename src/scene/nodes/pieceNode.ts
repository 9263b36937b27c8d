// Cards, coins and dice: one sprite each, only the texture differs.
import { Sprite, type Container } from 'pixi.js';
import type { CardView, CoinView, DieView } from '../view';
import { place, type NodeContext, type NodeKind, type NodeTextures } from './types';

type PieceView = CardView | CoinView | DieView;

function textureOf(view: PieceView, textures: NodeTextures) {
  switch (view.kind) {
    case 'card': return view.showFace ? textures.cardFace(view.ref) : textures.cardBack();
    case 'coin': return textures.coin(view.coinKind, view.heads);
    case 'die': return textures.die(view.value);
  }
}

function create(view: PieceView, ctx: NodeContext): Container {
  const sprite = new Sprite(textureOf(view, ctx.textures));
  sprite.anchor.set(0.5);
  place(sprite, view);
  return sprite;
}

function update(node: Container, _prev: PieceView, view: PieceView, ctx: NodeContext): void {
  if (node instanceof Sprite) node.texture = textureOf(view, ctx.textures);
  place(node, view);
}

export const cardNode: NodeKind<CardView> = { create, update };
export const coinNode: NodeKind<CoinView> = { create, update };
export const dieNode: NodeKind<DieView> = { create, update };
