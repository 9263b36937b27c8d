// The combat arithmetic of a charm (CC-R3), apart from the table commands that apply it: an
// unblocked attacker deals its AP as damage points; a blocked one deals its AP to its blockers in
// the order the attacking player chose (CC-R10; until then the defender's listing), each absorbing
// up to its current DP; each blocker deals its AP to the attacker; pierce sends the AP left over
// to the player. Damage lowers DP (CC-R11): a character whose current DP reaches 0 is destroyed.
import { characterData, hasPierce, supportValue } from './stats';
import type { CcCard, CcCharm, CcState } from './types';

export interface CombatLine {
  attacker: string;
  ap: number;
  /** In the order damage is dealt to them; `dp` is the blocker's DP before the charm. */
  blockers: { id: string; dp: number; absorbed: number; destroyed: boolean }[];
  toPlayer: number;
  attackerDamage: number;
  attackerDestroyed: boolean;
  /** The attacking player chose this order (CC-R10); false: the defender's listing stands. */
  ordered: boolean;
}

type Changes = ReadonlyMap<string, { ap: number; dp: number }>;

/** Printed AP/DP with this turn's changes, before any damage. */
export function baseStats(card: CcCard, changes: Changes): { ap: number; dp: number } | null {
  const data = characterData(card);
  if (!data) return null;
  const change = changes.get(card.id) ?? { ap: 0, dp: 0 };
  return { ap: Math.max(0, data.ap + change.ap), dp: Math.max(0, data.dp + change.dp) };
}

/** The blockers of an attacker in damage order: the attacker's order when it names exactly them (CC-R10). */
export function damageOrder(charm: CcCharm, attacker: string): { blockers: string[]; ordered: boolean } {
  const listed = charm.blocks.get(attacker) ?? [];
  const chosen = charm.orders.get(attacker);
  return chosen && sameMembers(chosen, listed) ? { blockers: [...chosen], ordered: true } : { blockers: [...listed], ordered: false };
}

export function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));
}

/**
 * The combat of each attacker. The stats are those before the charm's own damage: the AP/DP changes
 * recorded when the charm was applied (`charm.changesAtDone`), or this turn's changes while it is pending.
 */
export function combatLines(state: Pick<CcState, 'charm' | 'cards' | 'statChanges'>): CombatLine[] {
  const charm = state.charm;
  if (!charm) return [];
  const changes = charm.changesAtDone ?? state.statChanges;
  const support = charm.supporters.reduce((n, id) => {
    const card = state.cards.get(id);
    return card ? n + supportValue(card) : n;
  }, 0);
  return charm.attackers.flatMap((id) => {
    const card = state.cards.get(id);
    const stats = card ? baseStats(card, changes) : null;
    if (!card || !stats) return [];
    const ap = stats.ap + (card.heroine ? support : 0);
    const order = damageOrder(charm, id);
    const blockers = order.blockers.map((b) => state.cards.get(b)).filter((b): b is CcCard => b !== undefined);
    let left = ap;
    let attackerDamage = 0;
    const lines = blockers.map((blocker) => {
      const bs = baseStats(blocker, changes) ?? { ap: 0, dp: 0 };
      const absorbed = Math.min(left, bs.dp);
      left -= absorbed;
      attackerDamage += bs.ap;
      // DP lowered to 0 destroys (CC-R11); a DP-0 blocker that absorbs nothing was never lowered.
      return { id: blocker.id, dp: bs.dp, absorbed, destroyed: absorbed > 0 && absorbed >= bs.dp };
    });
    const toPlayer = blockers.length === 0 ? ap : hasPierce(card) ? left : 0;
    return [{
      attacker: id, ap, blockers: lines, toPlayer, attackerDamage,
      attackerDestroyed: attackerDamage > 0 && attackerDamage >= stats.dp, ordered: order.ordered,
    }];
  });
}

/** Damage each character took from the charm applied this turn (CC-R11: it lowers their DP until the end of the turn). */
export function charmDamage(state: Pick<CcState, 'charm' | 'cards' | 'statChanges'>): Map<string, number> {
  const out = new Map<string, number>();
  if (!state.charm?.done) return out;
  const add = (id: string, n: number) => { if (n > 0) out.set(id, (out.get(id) ?? 0) + n); };
  for (const line of combatLines(state)) {
    add(line.attacker, line.attackerDamage);
    for (const b of line.blockers) add(b.id, b.absorbed);
  }
  return out;
}
