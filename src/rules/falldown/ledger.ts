// One layer's bookkeeping: every damage and heal is only written down while the layer is computed
// from its starting state, then summed per unit at its end (FD-R2). Units that fall to 0 are
// destroyed; lethal damage healed back to a positive HP is a heal paradox; a unit both returned to
// the hand and destroyed is a hand paradox (rule text 8, FD-R9).
import { SEATS, type Seat } from '../../table';
import type { Board } from './board';
import { defended, has, maxHp, currentHp, refresh, type Live } from './stats';
import { PARADOX_ID_PREFIX, type Unit } from './state';
import { nameEn, nameJa, seatEn, seatJa } from './words';

export class Ledger {
  readonly damage = new Map<string, number>();
  readonly heal = new Map<string, number>();
  readonly lifeLoss: Record<Seat, number> = { p1: 0, p2: 0 };
  readonly manaGain: Record<Seat, number> = { p1: 0, p2: 0 };
  readonly returns = new Set<string>();
  readonly poison = new Set<string>();
  readonly attacked = new Set<string>();

  /** `tag` tells apart several rounds of one layer (chains of 破壊時 effects). */
  constructor(readonly layer: 'confirmed' | 'unconfirmed' | 'phase-end', readonly tag: string = layer) {}

  /**
   * Writes down damage to a unit: ディフェンス takes 1 off each damage (rule text 12); a removal
   * effect does nothing to an エンシェント unit (rule text 5). Returns the damage written.
   */
  hit(board: Board, target: Live, amount: number, opts: { removal?: boolean; source: string }): number {
    if (amount <= 0) return 0;
    if (opts.removal && has(target, 'エンシェント')) {
      board.say(`${nameJa(target.unit)}はエンシェントのため除去効果を受けません`, `${nameEn(target.unit)} has Ancient: removal effects do not affect it`, 'FD 5', [target.unit.id, opts.source]);
      return 0;
    }
    const dealt = defended(target, board.phase) ? Math.max(0, amount - 1) : amount;
    if (dealt < amount) {
      board.say(`ディフェンス: ${nameJa(target.unit)}へのダメージ ${amount}を1減らします`, `Defense: damage ${amount} to ${nameEn(target.unit)} is 1 less`, 'FD 12', [target.unit.id, opts.source]);
    }
    if (dealt > 0) this.damage.set(target.unit.id, (this.damage.get(target.unit.id) ?? 0) + dealt);
    return dealt;
  }

  /** Takes back damage written to a unit (a distributor's excess moved to another unit). */
  lift(target: Live, amount: number): void {
    const now = this.damage.get(target.unit.id) ?? 0;
    if (amount > 0 && now > 0) this.damage.set(target.unit.id, Math.max(0, now - amount));
  }

  mend(target: Live, amount: number): void {
    if (amount > 0) this.heal.set(target.unit.id, (this.heal.get(target.unit.id) ?? 0) + amount);
  }
}

/** A unit destroyed in a layer, or a paradox copy placed: their 破壊時 effects fire next. */
export interface Fallen {
  unit: Unit;
  paradox: 'heal' | 'hand' | null;
}

export function paradoxId(board: Board, unit: Unit, layer: string): string {
  return board.newCardId(PARADOX_ID_PREFIX, `${unit.id}:${layer}`);
}

/** Sums the layer per unit (FD-R2), applies destruction, paradoxes and returns; returns the fallen. */
export function settle(board: Board, ledger: Ledger): Fallen[] {
  const fallen: Fallen[] = [];
  const touched = new Set([...ledger.damage.keys(), ...ledger.heal.keys()]);
  const destroyed = new Set<string>();
  const paradoxes = new Set<string>();
  for (const live of board.live.values()) {
    const id = live.unit.id;
    if (!touched.has(id)) continue;
    const start = currentHp(live);
    const damage = ledger.damage.get(id) ?? 0;
    const heal = ledger.heal.get(id) ?? 0;
    const final = Math.min(maxHp(live), start - damage + heal);
    const figures = [
      { id: `hp:${id}`, label: { ja: 'HP', en: 'HP' }, value: `${start} − ${damage} + ${heal} → ${final}`, seat: live.unit.owner, card: id, ruling: 'FD-R2' },
    ];
    if (final <= 0) {
      destroyed.add(id);
      board.say(
        `${nameJa(live.unit)}: HP ${start} − ダメージ ${damage} + 回復 ${heal} = ${final}で破壊されます`,
        `${nameEn(live.unit)}: HP ${start} − damage ${damage} + heal ${heal} = ${final}: destroyed`,
        'FD-R2', [id], figures,
      );
      board.show({ kind: 'hp', unit: id, delta: final - start, destroyed: true });
    } else {
      if (damage >= start && damage > 0) paradoxes.add(id);
      live.unit.damage = maxHp(live) - final;
      // FD-R15: the heals of the layer add up, then stop at the maximum HP (at full HP they do nothing).
      const capped = heal > 0 && start - damage + heal > final;
      board.say(
        capped ? `${nameJa(live.unit)}: HP ${start} − ダメージ ${damage} + 回復 ${heal} は最大HP ${maxHp(live)}で止まり ${final}${final === start && damage === 0 ? '(満タンなので回復は何もしません)' : ''}`
          : `${nameJa(live.unit)}: HP ${start} − ダメージ ${damage} + 回復 ${heal} = ${final}`,
        capped ? `${nameEn(live.unit)}: HP ${start} − damage ${damage} + heal ${heal} stops at its maximum HP ${maxHp(live)}: ${final}${final === start && damage === 0 ? ' (at full HP the heal does nothing)' : ''}`
          : `${nameEn(live.unit)}: HP ${start} − damage ${damage} + heal ${heal} = ${final}`,
        capped ? 'FD-R15' : 'FD-R2', [id], figures,
      );
      board.show({ kind: 'hp', unit: id, delta: final - start, destroyed: false });
    }
  }

  for (const id of ledger.poison) {
    const live = board.live.get(id);
    if (live && !destroyed.has(id)) live.unit.poison = true;
  }

  const layer = ledger.tag;
  for (const live of [...board.live.values()]) {
    const unit = live.unit;
    const id = unit.id;
    const returning = ledger.returns.has(id);
    if (destroyed.has(id)) {
      board.live.delete(id);
      if (returning) {
        // FD-R9: the real card goes to the hand, a paradox copy of it to the graveyard.
        board.hands[unit.owner].push({ id, ref: unit.ref, faceUp: true });
        const copy = paradoxId(board, unit, layer);
        board.toGraveyard(unit.owner, copy, unit.ref);
        board.say(
          `手札パラドクス: ${nameJa(unit)}は手札に戻り、同名のパラドクスカードを墓地に置きます`,
          `Hand paradox: ${nameEn(unit)} returns to the hand and a paradox copy goes to the graveyard`,
          'FD-R9', [id, copy],
        );
        fallen.push({ unit, paradox: 'hand' });
      } else {
        board.toGraveyard(unit.owner, id, unit.ref);
        fallen.push({ unit, paradox: null });
      }
      continue;
    }
    if (paradoxes.has(id)) {
      const copy = paradoxId(board, unit, layer);
      board.toGraveyard(unit.owner, copy, unit.ref);
      board.say(
        `回復パラドクス: ${nameJa(unit)}は致死ダメージと回復を同時に受けて場に残り、同名のパラドクスカードを墓地に置きます`,
        `Heal paradox: ${nameEn(unit)} took lethal damage and healing at once and stays; a paradox copy goes to the graveyard`,
        'FD-R2', [id, copy],
      );
      fallen.push({ unit, paradox: 'heal' });
    }
    if (returning) {
      board.live.delete(id);
      board.hands[unit.owner].push({ id, ref: unit.ref, faceUp: true });
      board.say(`${nameJa(unit)}を手札に戻します`, `${nameEn(unit)} returns to the hand`, 'FD 7-3', [id]);
    }
  }

  for (const seat of SEATS) {
    if (ledger.lifeLoss[seat] !== 0) {
      const before = board.life[seat];
      board.life[seat] -= ledger.lifeLoss[seat];
      board.say(
        `${seatJa(seat)}のライフ ${before} − ${ledger.lifeLoss[seat]} = ${board.life[seat]}`,
        `${seatEn(seat)} life ${before} − ${ledger.lifeLoss[seat]} = ${board.life[seat]}`,
        'FD 9', [], [{ id: `life:${seat}`, label: { ja: 'ライフ', en: 'Life' }, value: board.life[seat], seat }],
      );
      board.show({ kind: 'life', seat, delta: -ledger.lifeLoss[seat] });
    }
    if (ledger.manaGain[seat] !== 0) {
      board.mana[seat] += ledger.manaGain[seat];
    }
  }
  for (const live of board.live.values()) refresh(live, board.phase, board.state.pool);
  return fallen;
}
