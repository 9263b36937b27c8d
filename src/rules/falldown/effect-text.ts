// What the engine can do with a card's own effect text: a small vocabulary of the phrases Falldown
// cards use (draw, damage, heal, poison, return to hand, mana, support cards, a static AT bonus).
// Anything else is left to the players, named in the resolution's steps.

/** Whom an effect acts on: chosen among allies, enemies or any unit, the unit itself, or the attacked one. */
export type EffectTarget = 'self' | 'attacked' | 'ally' | 'enemy' | 'any';

export type EffectOp =
  | { op: 'draw'; count: number }
  | { op: 'damage'; amount: number; target: EffectTarget }
  | { op: 'player-damage'; amount: number }
  | { op: 'heal'; amount: number; target: EffectTarget }
  | { op: 'poison'; target: EffectTarget }
  | { op: 'return'; target: EffectTarget }
  | { op: 'mana'; amount: number }
  | { op: 'support'; to: 'hand' | 'deck'; name: string; count: number }
  | { op: 'at-per-paradox'; amount: number }
  | { op: 'manual' };

const FULL_WIDTH_DIGIT = /[０-９]/g;
const normalise = (text: string): string =>
  text.replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[[\]\s]/g, '');

function targetOf(text: string): EffectTarget {
  if (/このモンスター|自身/.test(text)) return 'self';
  if (/攻撃対象の?モンスター/.test(text)) return 'attacked';
  if (/味方の?モンスター/.test(text)) return 'ally';
  if (/相手の?モンスター/.test(text)) return 'enemy';
  return 'any';
}

const cache = new Map<string, EffectOp>();

/** Reads one effect text; 'manual' when the engine does not know the phrase. */
export function effectOp(text: string): EffectOp {
  const known = cache.get(text);
  if (known) return known;
  const op = parse(normalise(text));
  if (cache.size < 1000) cache.set(text, op);
  return op;
}

function parse(text: string): EffectOp {
  let m: RegExpExecArray | null;
  if ((m = /パラドクスカード1枚につき.*AT(?:を)?(\d+)(?:ポイント)?(?:増やす|増加)/.exec(text))) return { op: 'at-per-paradox', amount: Number(m[1]) };
  if ((m = /サポートカード「(.+?)」を(\d+)枚(手札|デッキ)に加え/.exec(text))) {
    return { op: 'support', name: m[1] ?? '', count: Number(m[2]), to: m[3] === '手札' ? 'hand' : 'deck' };
  }
  if ((m = /カードを(\d+)枚(?:引く|ドローする)/.exec(text))) return { op: 'draw', count: Number(m[1]) };
  if ((m = /相手プレイヤーに(\d+)(?:ポイントの)?ダメージ/.exec(text))) return { op: 'player-damage', amount: Number(m[1]) };
  if ((m = /(\d+)(?:ポイントの)?ダメージを与える/.exec(text))) return { op: 'damage', amount: Number(m[1]), target: targetOf(text) };
  if ((m = /HPを(\d+)(?:ポイント)?回復/.exec(text))) return { op: 'heal', amount: Number(m[1]), target: targetOf(text) };
  if (/毒状態にする/.test(text)) return { op: 'poison', target: targetOf(text) };
  if (/手札に戻す/.test(text)) return { op: 'return', target: targetOf(text) };
  if ((m = /マナを(\d+)(?:ポイント)?(?:増やす|回復)/.exec(text))) return { op: 'mana', amount: Number(m[1]) };
  return { op: 'manual' };
}

/** True for effects that remove a unit in the sense of エンシェント (rule text 5): damage, poison, return. */
export function isRemoval(op: EffectOp): boolean {
  return op.op === 'damage' || op.op === 'poison' || op.op === 'return';
}
