// Attacks of one side in the confirmed layer (rule text 11): who may attack (FD-R1), how many times
// (double/triple attack), where each attack may go (taunt FD-R4, transporter FD-R8), counters and
// counter break (FD-R3), distributor (FD-R5), advance draw and the attacker's 攻撃時 effects.
import type { Seat } from '../../table';
import type { Board } from './board';
import { effectOp } from './effect-text';
import type { Ledger } from './ledger';
import { PLAYER, type AttackEntry, type FalldownPlan } from './plan';
import { attackCount, attackPower, classChangeGrants, currentHp, has, type Live } from './stats';
import { otherSeat } from './state';
import { declaredFor, effectsWith, runEffect, type EffectRun } from './triggers';
import { nameEn, nameJa, seatEn, seatJa } from './words';

/** AT from the unit's own static effects: +N per paradox card in its owner's graveyard. */
export function staticAt(board: Board, live: Live): number {
  let extra = 0;
  for (const effect of live.unit.effects) {
    if (effect.trigger !== 'static') continue;
    const op = effectOp(effect.text);
    if (op.op === 'at-per-paradox') extra += op.amount * board.paradoxCount(live.unit.owner);
  }
  return extra;
}

export function powerOf(board: Board, live: Live): number {
  return attackPower(live, board.phase, staticAt(board, live));
}

/** Effects that resolve in the unconfirmed layer, found while attacking. */
export type Deferred = EffectRun;

/** The attacker may attack now: its own, on the field, not summoned this phase unless it has fast move. */
function mayAttack(board: Board, seat: Seat, entry: AttackEntry): Live | undefined {
  const live = board.live.get(entry.unit);
  if (!live || live.unit.owner !== seat) {
    board.say('攻撃するモンスターが自分の場にいないため、この攻撃は行われません', 'The attacking monster is not on its side of the field: no attack', 'FD 11', [entry.unit]);
    return undefined;
  }
  if (live.entering && !has(live, 'ファストムーブ')) {
    const waiting = live.unit.classChanges.some((name) => classChangeGrants(name, board.state.pool).some((g) => g.keyword === 'ファストムーブ'));
    board.say(
      waiting ? `${nameJa(live.unit)}のファストムーブはこのフェイズのクラスチェンジで得たもので、次のレイヤーから効きます。召喚したフェイズには攻撃できません`
        : `${nameJa(live.unit)}はこのフェイズに召喚されたためファストムーブなしでは攻撃できません`,
      waiting ? `${nameEn(live.unit)}'s Fast Move comes from this phase's class change and counts from the next layer: it cannot attack in the phase it is summoned`
        : `${nameEn(live.unit)} was summoned this phase and cannot attack without Fast Move`,
      waiting ? 'FD-R16' : 'FD-R1', [live.unit.id],
    );
    return undefined;
  }
  if (live.entering) {
    board.say(`${nameJa(live.unit)}はファストムーブで召喚されたフェイズに攻撃します`, `${nameEn(live.unit)} attacks in the phase it was summoned (Fast Move)`, 'FD-R1', [live.unit.id]);
  }
  return live;
}

export function resolveAttacks(board: Board, ledger: Ledger, seat: Seat, plan: FalldownPlan, deferred: Deferred[]): void {
  const foe = otherSeat(seat);
  // Only what was on the field when the layer began can be attacked.
  const defenders = board.side(foe, { entering: false });
  const byId = new Map(defenders.map((l) => [l.unit.id, l]));
  const lacking = defenders.filter((l) => has(l, 'タウント'));
  /** Damage this side's plan has already assigned to each defender, for the distributor's excess. */
  const assigned = new Map<string, number>();
  const attacked = new Set<string>();

  for (const entry of plan.attacks) {
    if (attacked.has(entry.unit)) {
      board.say('同じモンスターの攻撃は1回の宣言にまとめます。2つ目の宣言は無視します', 'A monster’s attacks are one declaration; the second one is ignored', 'FD 11', [entry.unit]);
      continue;
    }
    attacked.add(entry.unit);
    const attacker = mayAttack(board, seat, entry);
    if (!attacker) continue;
    const count = attackCount(attacker);
    if (entry.targets.length > count) {
      board.say(
        `${nameJa(attacker.unit)}の攻撃は${count}回までです。余分な対象は無視します`,
        `${nameEn(attacker.unit)} attacks at most ${count} time(s); extra targets are ignored`,
        'FD 11', [attacker.unit.id],
      );
    }
    if (ledger.returns.has(attacker.unit.id)) {
      board.say(
        `${nameJa(attacker.unit)}はこのレイヤーで手札に戻りますが、宣言した攻撃は行います(同時処理)`,
        `${nameEn(attacker.unit)} returns to the hand in this layer but still makes its declared attacks (simultaneity)`,
        'FD-R14', [attacker.unit.id],
      );
    }
    const transporter = has(attacker, 'トランスポーター');
    const power = powerOf(board, attacker);
    let attacks = 0;
    entry.targets.slice(0, count).forEach((declared, n) => {
      let target: string = declared;
      const arriving = target !== PLAYER ? board.live.get(target) : undefined;
      if (arriving?.entering && arriving.unit.owner === foe) {
        board.say(
          `${nameJa(arriving.unit)}はこのフェイズに召喚されたため、まだ相手の場にいません。この攻撃は行われません`,
          `${nameEn(arriving.unit)} was summoned this phase and is not on the opposing field yet: this attack does not happen`,
          'FD 11', [attacker.unit.id, arriving.unit.id],
        );
        return;
      }
      if (target !== PLAYER && !byId.has(target)) {
        board.say(`攻撃対象 ${target}は相手の場にいないため、この攻撃は行われません`, `Target ${target} is not on the opposing field: this attack does not happen`, 'FD 11', [attacker.unit.id]);
        return;
      }
      const targetsTaunt = target !== PLAYER && lacking.some((l) => l.unit.id === target);
      if (!transporter && lacking.length > 0 && !targetsTaunt) {
        const redirected = lacking[0] as Live;
        board.say(
          `タウント: ${nameJa(redirected.unit)}にまだ攻撃が割り当てられていないため、${nameJa(attacker.unit)}の${n + 1}回目の攻撃はそちらへ向かいます`,
          `Taunt: ${nameEn(redirected.unit)} has no attack assigned yet, so ${nameEn(attacker.unit)}'s attack ${n + 1} goes to it`,
          'FD-R4', [attacker.unit.id, redirected.unit.id],
        );
        target = redirected.unit.id;
      } else if (transporter && lacking.length > 0 && !targetsTaunt) {
        board.say(`${nameJa(attacker.unit)}はトランスポーターのためタウントを無視します`, `${nameEn(attacker.unit)} has Transporter and ignores Taunt`, 'FD-R8', [attacker.unit.id]);
      }
      const covered = lacking.findIndex((l) => l.unit.id === target);
      if (covered >= 0) lacking.splice(covered, 1);
      attacks++;
      if (target === PLAYER) {
        ledger.lifeLoss[foe] += power;
        board.say(
          `${nameJa(attacker.unit)}が${seatJa(foe)}に直接攻撃: ${power}ダメージ`,
          `${nameEn(attacker.unit)} attacks ${seatEn(foe)} directly: ${power} damage`,
          'FD-R8', [attacker.unit.id],
        );
        board.show({ kind: 'attack', from: attacker.unit.id, to: `${PLAYER}:${foe}`, amount: power });
        return;
      }
      strike(board, ledger, attacker, byId.get(target) as Live, power, entry.spill, byId, assigned, deferred);
    });
    if (attacks > 0 && has(attacker, 'アドバンスドロー')) {
      const drawn = board.draw(seat, 1, attacker.unit.id);
      board.say(`アドバンスドロー: ${nameJa(attacker.unit)}の攻撃で${drawn}枚引きます`, `Advance Draw: ${nameEn(attacker.unit)} attacks, draw ${drawn}`, 'FD 5', [attacker.unit.id]);
    }
  }
}

/** One attack on a unit: damage, counter, distributor excess and the attacker's 攻撃時 effects. */
function strike(
  board: Board, ledger: Ledger, attacker: Live, target: Live, power: number, spill: readonly string[],
  defenders: ReadonlyMap<string, Live>, assigned: Map<string, number>, deferred: Deferred[],
): void {
  const dealt = ledger.hit(board, target, power, { source: attacker.unit.id });
  ledger.attacked.add(target.unit.id);
  board.say(
    `${nameJa(attacker.unit)}が${nameJa(target.unit)}を攻撃: ${dealt}ダメージ`,
    `${nameEn(attacker.unit)} attacks ${nameEn(target.unit)}: ${dealt} damage`,
    'FD 11', [attacker.unit.id, target.unit.id],
  );
  board.show({ kind: 'attack', from: attacker.unit.id, to: target.unit.id, amount: dealt });

  if (has(target, 'カウンター')) {
    if (has(attacker, 'カウンターブレイク')) {
      board.say(`カウンターブレイク: ${nameJa(target.unit)}のカウンターは無効です`, `Counter Break: ${nameEn(target.unit)}'s counter does not happen`, 'FD 11', [attacker.unit.id, target.unit.id]);
    } else {
      const back = ledger.hit(board, attacker, powerOf(board, target), { source: target.unit.id });
      board.say(
        `カウンター: ${nameJa(target.unit)}が${nameJa(attacker.unit)}に${back}ダメージ(同時に判定)`,
        `Counter: ${nameEn(target.unit)} deals ${back} damage to ${nameEn(attacker.unit)} (judged with the attack)`,
        'FD-R3', [target.unit.id, attacker.unit.id],
      );
      if (attackCount(attacker) > 1) {
        board.say('カウンターは連続攻撃の1回ごとに答えます', 'The counter answers each attack of a multiple attack', 'FD-R12', [target.unit.id, attacker.unit.id]);
      }
      board.show({ kind: 'attack', from: target.unit.id, to: attacker.unit.id, amount: back });
    }
  }

  if (has(attacker, 'ディストリビューター')) {
    const room = Math.max(0, currentHp(target) - (assigned.get(target.unit.id) ?? 0));
    assigned.set(target.unit.id, (assigned.get(target.unit.id) ?? 0) + dealt);
    let excess = Math.max(0, dealt - room);
    if (excess > 0) {
      for (const id of spill) {
        const other = defenders.get(id);
        if (!other || other === target || excess <= 0) continue;
        const space = Math.max(0, currentHp(other) - (assigned.get(id) ?? 0));
        const give = Math.min(excess, space);
        if (give <= 0) continue;
        const moved = ledger.hit(board, other, give, { source: attacker.unit.id });
        assigned.set(id, (assigned.get(id) ?? 0) + moved);
        // Redistributed (再配分): what goes elsewhere is no longer dealt to the target.
        ledger.lift(target, give);
        assigned.set(target.unit.id, (assigned.get(target.unit.id) ?? 0) - give);
        excess -= give;
        board.say(
          `ディストリビューター: 余剰ダメージ ${give}を${nameJa(other.unit)}へ`,
          `Distributor: ${give} excess damage goes to ${nameEn(other.unit)}`,
          'FD-R5', [attacker.unit.id, other.unit.id],
        );
      }
      if (excess > 0) {
        board.say(`ディストリビューター: 割り当てのない余剰ダメージ ${excess}は失われます`, `Distributor: ${excess} unassigned excess damage is lost`, 'FD-R5', [attacker.unit.id]);
      }
    }
  } else {
    assigned.set(target.unit.id, (assigned.get(target.unit.id) ?? 0) + dealt);
  }

  const plan = board.activePlans[attacker.unit.owner];
  for (const { index, effect } of effectsWith(attacker.unit.effects, 'attack')) {
    const run: EffectRun = { card: attacker.unit, index, effect, declared: declaredFor(plan ?? undefined, attacker.unit.id, index), attacked: target, ruling: 'FD 7-3' };
    if (effect.choice === 'opponent') deferred.push(run);
    else runEffect(board, ledger, run);
  }
}
