// The texture that shows an object as one sprite (a stack by its top card; a counter has none).
import type { Texture } from 'pixi.js';
import type { NodeTextures } from './nodes/types';
import type { ObjectView } from './view';

export function textureOf(view: ObjectView, textures: NodeTextures): Texture | null {
  switch (view.kind) {
    case 'card': return view.showFace ? textures.cardFace(view.ref) : textures.cardBack();
    case 'stack': {
      const top = view.cards[view.cards.length - 1];
      return top && view.showFace ? textures.cardFace(top.ref) : textures.cardBack();
    }
    case 'token': return textures.token(view.color);
    case 'coin': return textures.coin(view.coinKind, view.heads);
    case 'die': return textures.die(view.value);
    case 'counter': return null;
  }
}
