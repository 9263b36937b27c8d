// Card effects (rule text 10): what a triggered effect does, on whom. Targets come from the plan
// (rule text 7-2 D); when none fits, the engine chooses one the same way on every peer and says so.
import type { Effect, Trigger } from '../../cards/falldown/effects';
import type { Seat } from '../../table';
import type { Board } from './board';
import { effectOp, isRemoval, type EffectOp, type EffectTarget } from './effect-text';
import type { Ledger } from './ledger';
import type { FalldownPlan } from './plan';
import { has, type Live } from './stats';
import { otherSeat } from './state';
import { nameEn, nameJa } from './words';

/** The card an effect belongs to: a unit, or a support card used from the hand. */
export interface EffectCard {
  id: string;
  ref: string;
  name: string;
  nameEn: string;
  owner: Seat;
  supportCards: readonly string[];
}

export interface EffectRun {
  card: EffectCard;
  index: number;
  effect: Effect;
  /** Targets declared in the owner's plan for this effect. */
  declared: readonly string[];
  /** The monster an 攻撃時 effect's unit attacked. */
  attacked?: Live;
  ruling: string;
}

export function effectsWith(effects: readonly Effect[], trigger: Trigger): { index: number; effect: Effect }[] {
  const out: { index: number; effect: Effect }[] = [];
  effects.forEach((effect, index) => {
    if (effect.trigger === trigger) out.push({ index, effect });
  });
  return out;
}

export function declaredFor(plan: FalldownPlan | undefined, card: string, index: number): readonly string[] {
  return plan?.effects.find((e) => e.card === card && e.effect === index)?.targets ?? [];
}

function candidates(board: Board, ledger: Ledger, seat: Seat, target: EffectTarget): Live[] {
  // In the confirmed layer a unit summoned by the other side is not there yet for this side's choices.
  const enemies = () => board.side(otherSeat(seat), { entering: ledger.layer === 'confirmed' ? false : undefined });
  switch (target) {
    case 'ally': return board.side(seat);
    case 'enemy': return enemies();
    case 'any': return [...board.side(seat), ...enemies()];
    default: return [];
  }
}

/** The unit an effect acts on, or undefined when there is none. */
function chooseTarget(board: Board, ledger: Ledger, run: EffectRun, op: EffectOp & { target: EffectTarget }): Live | undefined {
  if (op.target === 'self') return board.live.get(run.card.id);
  if (op.target === 'attacked') return run.attacked;
  const pool = candidates(board, ledger, run.card.owner, op.target);
  const declared = run.declared.map((id) => pool.find((l) => l.unit.id === id)).find((l) => l !== undefined);
  if (declared) return declared;
  if (pool.length === 0) return undefined;
  // Healing goes where it helps most; anything else is drawn with the phase's seed.
  const damaged = op.op === 'heal' ? pool.filter((l) => l.unit.damage > 0) : [];
  const most = damaged.length > 0 ? Math.max(...damaged.map((l) => l.unit.damage)) : 0;
  const chosen = board.pick(damaged.length > 0 ? damaged.filter((l) => l.unit.damage === most) : pool, `${run.card.id}:${run.index}:${ledger.layer}`);
  if (chosen) {
    board.say(
      `${nameJa(run.card)}の効果の対象が指定されていないため、${nameJa(chosen.unit)}を選びます(変更できます)`,
      `No target was declared for ${nameEn(run.card)}'s effect: ${nameEn(chosen.unit)} is chosen (players may change it)`,
      'FD 7-2', [run.card.id, chosen.unit.id],
    );
  }
  return chosen;
}

/** Resolves one effect into the layer's ledger. */
export function runEffect(board: Board, ledger: Ledger, run: EffectRun): void {
  const op = effectOp(run.effect.text);
  const card = run.card;
  const seat = card.owner;
  const ruling = run.ruling || 'FD 7-3';
  const text = { ja: `${nameJa(card)}の効果「${run.effect.text}」`, en: `${nameEn(card)}'s effect "${run.effect.textEn || run.effect.text}"` };
  switch (op.op) {
    case 'manual':
      board.say(`${text.ja}は自動では処理できません。手で処理してください`, `${text.en} is not automated: resolve it by hand`, ruling, [card.id]);
      return;
    case 'at-per-paradox':
      return;
    case 'draw': {
      const drawn = board.draw(seat, op.count, card.id);
      board.say(`${text.ja}: ${drawn}枚引きます`, `${text.en}: draws ${drawn}`, ruling, [card.id]);
      return;
    }
    case 'mana':
      ledger.manaGain[seat] += op.amount;
      board.say(`${text.ja}: マナ +${op.amount}`, `${text.en}: mana +${op.amount}`, ruling, [card.id]);
      return;
    case 'player-damage':
      ledger.lifeLoss[otherSeat(seat)] += op.amount;
      board.say(`${text.ja}: 相手に${op.amount}ダメージ`, `${text.en}: ${op.amount} damage to the opponent`, ruling, [card.id]);
      return;
    case 'support': {
      const setId = card.ref.split(':')[0] ?? '';
      const refs = card.supportCards.map((number) => `${setId}:${number}`);
      const ref = refs.find((r) => board.state.lookup(r)?.name === op.name) ?? refs[0];
      if (!ref) {
        board.say(`${text.ja}: サポートカードが分からないため、手で処理してください`, `${text.en}: the support card is unknown; resolve it by hand`, ruling, [card.id]);
        return;
      }
      for (let i = 0; i < op.count; i++) {
        const id = board.newCardId('sp', `${card.id}:${run.index}:${ledger.layer}:${i}`);
        board.created.push({ id, seat, ref, to: op.to });
        if (op.to === 'hand') board.hands[seat].push({ id, ref, faceUp: false });
        else board.decks[seat] += 1;
      }
      board.say(
        `${text.ja}: 「${op.name}」を${op.count}枚${op.to === 'hand' ? '手札' : 'デッキ'}に加えます`,
        `${text.en}: ${op.count} "${op.name}" into the ${op.to}`,
        ruling, [card.id],
      );
      return;
    }
    default:
      break;
  }
  const target = chooseTarget(board, ledger, run, op);
  if (!target) {
    board.say(`${text.ja}: 対象がいないため何も起きません`, `${text.en}: no target, nothing happens`, ruling, [card.id]);
    return;
  }
  const removal = isRemoval(op);
  switch (op.op) {
    case 'damage': {
      const dealt = ledger.hit(board, target, op.amount, { removal, source: card.id });
      board.say(`${text.ja}: ${nameJa(target.unit)}に${dealt}ダメージ`, `${text.en}: ${dealt} damage to ${nameEn(target.unit)}`, ruling, [card.id, target.unit.id]);
      return;
    }
    case 'heal':
      ledger.mend(target, op.amount);
      board.say(`${text.ja}: ${nameJa(target.unit)}を${op.amount}回復`, `${text.en}: heals ${nameEn(target.unit)} by ${op.amount}`, ruling, [card.id, target.unit.id]);
      return;
    case 'poison':
      if (has(target, 'エンシェント')) {
        board.say(`${nameJa(target.unit)}はエンシェントのため毒になりません`, `${nameEn(target.unit)} has Ancient: it is not poisoned`, 'FD 5', [card.id, target.unit.id]);
        return;
      }
      ledger.poison.add(target.unit.id);
      board.say(`${text.ja}: ${nameJa(target.unit)}を毒状態にします`, `${text.en}: poisons ${nameEn(target.unit)}`, ruling, [card.id, target.unit.id]);
      return;
    case 'return':
      if (has(target, 'エンシェント')) {
        board.say(`${nameJa(target.unit)}はエンシェントのため手札に戻りません`, `${nameEn(target.unit)} has Ancient: it does not return to the hand`, 'FD 5', [card.id, target.unit.id]);
        return;
      }
      ledger.returns.add(target.unit.id);
      board.say(`${text.ja}: ${nameJa(target.unit)}を手札に戻す宣言`, `${text.en}: ${nameEn(target.unit)} is declared to return to the hand`, ruling, [card.id, target.unit.id]);
      return;
  }
}
