// Shuffle commitments and the end-of-game audit: a shuffle publishes a commitment to the new
// order; afterwards every draw must have taken the card the committed order had on top.
import { commit, opens } from './commit';

export const shufflePurpose = (stackId: string, shuffleNo: number) => `shuffle:${stackId}:${shuffleNo}`;

export async function commitOrder(stackId: string, shuffleNo: number, order: readonly string[]) {
  return commit(shufflePurpose(stackId, shuffleNo), [...order]);
}

export interface DrawRecord { shuffleNo: number; index: number; card: string }

export type AuditVerdict =
  | { ok: true; draws: number }
  | { ok: false; draws: number; problem: string };

/**
 * Checks the revealed orders against their commitments, then each draw against its order:
 * draw k after shuffle n must be the k-th card from the top of that order (the order is bottom
 * first, as stacks store it).
 */
export async function auditDraws(
  stackId: string,
  shuffles: { shuffleNo: number; hash: string; order: string[]; salt: string }[],
  draws: DrawRecord[],
): Promise<AuditVerdict> {
  const orders = new Map<number, string[]>();
  for (const s of shuffles) {
    if (!(await opens({ hash: s.hash }, shufflePurpose(stackId, s.shuffleNo), s.order, { salt: s.salt }))) {
      return { ok: false, draws: 0, problem: `shuffle ${s.shuffleNo}: the revealed order does not match its commitment` };
    }
    orders.set(s.shuffleNo, s.order);
  }
  for (const [i, draw] of draws.entries()) {
    const order = orders.get(draw.shuffleNo);
    if (!order) return { ok: false, draws: i, problem: `draw ${i + 1}: no revealed order for shuffle ${draw.shuffleNo}` };
    const expected = order[order.length - 1 - draw.index];
    if (expected !== draw.card) {
      return { ok: false, draws: i, problem: `draw ${i + 1} does not match: expected ${expected ?? 'nothing'}, got ${draw.card}` };
    }
  }
  return { ok: true, draws: draws.length };
}
