// The node builder of each kind of table object.
import { counterNode } from './counterNode';
import { cardNode, coinNode, dieNode } from './pieceNode';
import { stackNode } from './stackNode';
import { tokenNode } from './tokenNode';
import type { NodeBuilders } from './types';

export const NODE_BUILDERS: NodeBuilders = {
  card: cardNode, coin: coinNode, die: dieNode, stack: stackNode, token: tokenNode, counter: counterNode,
};
