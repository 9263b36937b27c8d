// One battle area's combat (NF 4.4 and the keywords of section 5), as a pure function of the two
// teams. Order: 念動力 (NF 5.13), then the teams' damage: a team made only of 速攻 characters strikes
// first (NF 5.1, NF-R2, NF-R3), otherwise both at once. A team's attack is its front's fight plus its
// back's shoot (NF 4.3), 0 for a down character (NF 4.1), fight lowered by every enemy 高速戦闘 (NF 5.7)
// and floored at 0 (NF-R4). Damage goes to the front up to its remaining durability, the rest to the
// back (NF 4.4); a character is destroyed when its damage reaches its durability (NF-R6).
import type { Localized } from '../../../cards/game';
import { type AreaBattle, type AreaOutcome, type BattleStep, type Fighter, type Team } from './model';

interface Live {
  fighter: Fighter;
  damage: number;
  alive: boolean;
  /** Magic coins drained during this battle: each is +1/+1/+1 from the moment it arrives (NF-R9). */
  gained: number;
  /** Whose magic coins it holds now (its own first): a drain moves them at the moment of destruction. */
  holds: string[];
}

type LiveTeam = { front: Live | null; back: Live | null };

const names = (lives: readonly Live[]) => lives.map((l) => l.fighter.id);

function live(team: Team | null): LiveTeam | null {
  if (!team || (team.front === null && team.back === null)) return null;
  const wrap = (f: Fighter | null): Live | null => (f ? { fighter: f, damage: f.damage, alive: f.damage < f.durability, gained: 0, holds: [f.id] } : null);
  return { front: wrap(team.front), back: wrap(team.back) };
}

function alive(team: LiveTeam | null): Live[] {
  if (!team) return [];
  return [team.front, team.back].filter((l): l is Live => l !== null && l.alive);
}

function durability(l: Live): number {
  return l.fighter.durability + l.gained;
}

function remaining(l: Live): number {
  return Math.max(0, durability(l) - l.damage);
}

/** The team's attack against an enemy team (null when no enemy: a hit on the player). */
export function teamAttack(team: LiveTeam | null, enemy: LiveTeam | null): number {
  if (!team) return 0;
  const slow = alive(enemy).reduce((sum, l) => sum + l.fighter.highSpeed, 0);
  let attack = 0;
  if (team.front?.alive && !team.front.fighter.down) attack += Math.max(0, team.front.fighter.fight + team.front.gained - slow);
  if (team.back?.alive && !team.back.fighter.down) attack += Math.max(0, team.back.fighter.shoot + team.back.gained);
  return attack;
}

/** Every living member has the keyword (an empty team has none). */
function allHave(team: LiveTeam | null, has: (f: Fighter) => boolean): boolean {
  const lives = alive(team);
  return lives.length > 0 && lives.every((l) => has(l.fighter));
}

/**
 * Damage to a team: front first up to its remaining durability, the rest to the back; what exceeds
 * the back's remaining durability is lost (NF 4.4, NF-R7).
 */
function dealTo(team: LiveTeam, amount: number, dealt: Map<string, number>): void {
  let left = Math.max(0, amount);
  for (const target of alive(team)) {
    const share = Math.min(left, remaining(target));
    target.damage += share;
    dealt.set(target.fighter.id, (dealt.get(target.fighter.id) ?? 0) + share);
    left -= share;
  }
}

/** Marks the fallen (NF-R6) and returns them. */
function fallen(team: LiveTeam | null): Live[] {
  const out: Live[] = [];
  for (const l of alive(team)) {
    if (l.damage >= durability(l)) {
      l.alive = false;
      out.push(l);
    }
  }
  return out;
}

function step(ja: string, en: string, ruling: string, cards: string[]): BattleStep {
  return { reason: { ja, en } satisfies Localized, ruling, cards };
}

export function resolveArea(battle: AreaBattle): AreaOutcome {
  const outcome: AreaOutcome = {
    area: battle.area, dealt: new Map(), destroyed: [], playerDamage: 0, coinMoves: [], attack: { attacker: 0, defender: 0 }, steps: [],
  };
  const attacker = live(battle.attacker);
  const defender = live(battle.defender);
  const a = battle.area;
  if (attacker && !attacker.front) {
    outcome.steps.push(step(`エリア${a}: 攻撃側は後列だけです（本来は置けません）`, `area ${a}: the attacking team has only a back character (not a legal team)`, 'NF 4.3', names(alive(attacker))));
  }
  if (defender && !defender.front) {
    outcome.steps.push(step(`エリア${a}: 防御側は後列だけです（本来は置けません）`, `area ${a}: the defending team has only a back character (not a legal team)`, 'NF 4.3', names(alive(defender))));
  }
  if (!attacker && !defender) return outcome;
  if (!defender) {
    const attack = teamAttack(attacker, null);
    outcome.attack.attacker = attack;
    outcome.playerDamage = attack;
    outcome.steps.push(step(
      `エリア${a}: 相手チームがいないので、攻撃力${attack}のダメージを防御側プレイヤーに与えます`,
      `area ${a}: no defending team, so the attack of ${attack} hits the defending player`, 'NF 4.4', names(alive(attacker)),
    ));
    return outcome;
  }
  if (!attacker) {
    outcome.steps.push(step(`エリア${a}: 防御側だけなので何も起きません`, `area ${a}: only the defender is here: nothing happens`, 'NF 4.4', names(alive(defender))));
    return outcome;
  }

  telekinesis(battle, attacker, defender, outcome);

  const attackerFirst = allHave(attacker, (f) => f.firstStrike);
  const defenderFirst = allHave(defender, (f) => f.firstStrike);
  const trample = allHave(attacker, (f) => f.trample);
  const hit = (from: LiveTeam, to: LiveTeam, side: 'attacker' | 'defender') => {
    const attack = teamAttack(from, to);
    outcome.attack[side] = attack;
    if (alive(from).length === 0) {
      outcome.steps.push(step(`エリア${a}: 生き残りがいないチームはダメージを与えません`, `area ${a}: a team with no survivor deals no damage`, 'NF-R3', names([from.front, from.back].filter((l): l is Live => l !== null))));
      return { attack: 0, enemyDurability: 0 };
    }
    const enemyDurability = alive(to).reduce((sum, l) => sum + remaining(l), 0);
    return { attack, enemyDurability };
  };
  const land = (amount: number, to: LiveTeam, byAttacker: boolean, ruling: string) => {
    const targets = alive(to);
    if (targets.length === 0) return;
    const room = targets.reduce((sum, l) => sum + remaining(l), 0);
    dealTo(to, amount, outcome.dealt);
    const who = byAttacker ? { ja: '攻撃側', en: 'attacking' } : { ja: '防御側', en: 'defending' };
    outcome.steps.push(step(
      `エリア${a}: ${who.ja}チームが${amount}のダメージを与えます（前列から、超えた分は後列へ）`,
      `area ${a}: the ${who.en} team deals ${amount} damage (front first, the excess to the back)`, ruling, names(targets),
    ));
    const lost = byAttacker && trample ? 0 : Math.max(0, amount - room);
    if (targets.length > 1 || lost > 0) {
      const ja = targets.length > 1 ? '前列の残り耐久力までが前列に、超えた分が後列に' : '残り耐久力までを受けます';
      const en = targets.length > 1 ? 'the front takes up to its remaining durability, the rest goes to the back' : 'it takes up to its remaining durability';
      outcome.steps.push(step(
        `エリア${a}: ${ja}${lost > 0 ? `。超えた${lost}は失われます` : ''}`, `area ${a}: ${en}${lost > 0 ? `; the ${lost} beyond is lost` : ''}`,
        'NF-R7', names(targets),
      ));
    }
  };
  const trampleOver = (attack: number, enemyDurability: number) => {
    if (!trample || attack <= enemyDurability) return;
    outcome.playerDamage += attack - enemyDurability;
    outcome.steps.push(step(
      `エリア${a}: 突撃: 攻撃力${attack}が相手チームの残り耐久力${enemyDurability}を超えた${attack - enemyDurability}を防御側プレイヤーに`,
      `area ${a}: trample: the attack of ${attack} exceeds the enemy team's remaining durability ${enemyDurability}; ${attack - enemyDurability} hits the defending player`,
      'NF-R1', names(alive(attacker)),
    ));
  };
  const coins = new Map([...alive(attacker), ...alive(defender)].map((l) => [l.fighter.id, l.fighter.magicCoins]));
  const kills: { victim: Live; by: LiveTeam }[] = [];
  /** Marks the fallen of each team (all at once, so simultaneous damage kills both sides), then drains them at that moment (NF-R9). */
  const destroy = (...pairs: [LiveTeam, LiveTeam][]) => {
    const dead = pairs.map(([team, enemy]) => ({ enemy, lives: fallen(team) }));
    for (const { enemy, lives } of dead) {
      for (const l of lives) {
        outcome.destroyed.push(l.fighter.id);
        outcome.steps.push(step(
          `エリア${a}: ダメージが耐久力に達したので破壊されます`, `area ${a}: its damage reached its durability: destroyed`, 'NF-R6', [l.fighter.id],
        ));
        kills.push({ victim: l, by: enemy });
      }
    }
    for (const kill of kills.splice(0)) drain(kill.victim, kill.by, coins, outcome);
  };

  if (attackerFirst !== defenderFirst) {
    const [first, second, firstIsAttacker] = attackerFirst ? [attacker, defender, true] : [defender, attacker, false];
    outcome.steps.push(step(
      `エリア${a}: 速攻だけのチームが先にダメージを与えます`, `area ${a}: the team made only of first-strike characters deals its damage first`,
      'NF 5.1', names(alive(first)),
    ));
    const strike = hit(first, second, firstIsAttacker ? 'attacker' : 'defender');
    land(strike.attack, second, firstIsAttacker, 'NF 5.1');
    if (firstIsAttacker) trampleOver(strike.attack, strike.enemyDurability);
    destroy([second, first]);
    if (alive(second).length === 0) {
      outcome.steps.push(step(
        firstIsAttacker ? `エリア${a}: 防御側チームは速攻で全滅しました。突撃がなければプレイヤーへのダメージはありません` : `エリア${a}: 攻撃側チームは速攻で全滅しました`,
        firstIsAttacker ? `area ${a}: the defending team fell to first strike; without trample nothing hits the player` : `area ${a}: the attacking team fell to first strike`,
        'NF-R3', [],
      ));
    } else {
      outcome.steps.push(step(
        `エリア${a}: 残ったキャラクターの攻撃力で反撃します（破壊された前列の格闘力は数えません）`,
        `area ${a}: the survivors strike back with their own attack (a destroyed front adds no fight)`, 'NF-R2', names(alive(second)),
      ));
      const answer = hit(second, first, firstIsAttacker ? 'defender' : 'attacker');
      land(answer.attack, first, !firstIsAttacker, 'NF-R2');
      if (!firstIsAttacker) trampleOver(answer.attack, answer.enemyDurability);
      destroy([first, second]);
    }
  } else {
    if (attackerFirst) {
      outcome.steps.push(step(`エリア${a}: 双方とも速攻だけのチームなので通常どおり同時です`, `area ${a}: both teams are all first strike: damage is simultaneous`, 'NF 5.1', []));
    }
    const fromAttacker = hit(attacker, defender, 'attacker');
    const fromDefender = hit(defender, attacker, 'defender');
    land(fromAttacker.attack, defender, true, 'NF 4.4');
    land(fromDefender.attack, attacker, false, 'NF 4.4');
    trampleOver(fromAttacker.attack, fromAttacker.enemyDurability);
    destroy([defender, attacker], [attacker, defender]);
  }
  settleCoins(attacker, defender, outcome);
  return outcome;
}

/** 念動力 (NF 5.13): X damage to one enemy character of the area, reduced by シールド (NF 5.6). */
function telekinesis(battle: AreaBattle, attacker: LiveTeam, defender: LiveTeam, outcome: AreaOutcome): void {
  const hits: { source: Live; target: Live; amount: number }[] = [];
  for (const [own, enemy] of [[attacker, defender], [defender, attacker]] as const) {
    for (const source of alive(own)) {
      if (source.fighter.telekinesis <= 0) continue;
      const chosen = battle.telekinesisTargets.get(source.fighter.id);
      const target = telekinesisTarget(source, enemy, chosen);
      if (!target) {
        if (chosen !== undefined) {
          outcome.steps.push({
            reason: {
              ja: `エリア${battle.area}: 念動力の対象が同じエリアにいないので、この念動力は何もしません`,
              en: `area ${battle.area}: the telekinesis target is not in this area, so it does nothing`,
            },
            ruling: 'NF-R10',
            cards: [source.fighter.id, chosen],
          });
        }
        continue;
      }
      hits.push({ source, target, amount: Math.max(0, source.fighter.telekinesis - target.fighter.shield) });
    }
  }
  for (const { source, target, amount } of hits) {
    target.damage += amount;
    outcome.dealt.set(target.fighter.id, (outcome.dealt.get(target.fighter.id) ?? 0) + amount);
    const shielded = target.fighter.shield > 0 ? `（シールドで${Math.min(target.fighter.shield, source.fighter.telekinesis)}軽減）` : '';
    outcome.steps.push({
      reason: {
        ja: `エリア${battle.area}: 念動力${source.fighter.telekinesis}で${amount}のダメージ${shielded}`,
        en: `area ${battle.area}: telekinesis ${source.fighter.telekinesis} deals ${amount} damage${target.fighter.shield > 0 ? ' (shield reduces it)' : ''}`,
      },
      ruling: target.fighter.shield > 0 ? 'NF 5.6' : 'NF 5.13',
      cards: [source.fighter.id, target.fighter.id],
    });
    if (target.fighter.shield > source.fighter.telekinesis) {
      outcome.steps.push({ reason: { ja: 'シールドでダメージは0未満になりません', en: 'shield never makes damage negative' }, ruling: 'NF-R8', cards: [target.fighter.id] });
    }
  }
  for (const team of [attacker, defender]) {
    for (const l of fallen(team)) {
      outcome.destroyed.push(l.fighter.id);
      outcome.steps.push({ reason: { ja: '念動力のダメージで破壊されます', en: 'destroyed by telekinesis damage' }, ruling: 'NF-R6', cards: [l.fighter.id] });
    }
  }
}

/**
 * The chosen target when it is an enemy still standing here, nothing when it is not (NF-R10); with
 * no choice, the one X would destroy (front first), else the front.
 */
function telekinesisTarget(source: Live, enemy: LiveTeam, chosen: string | undefined): Live | undefined {
  const candidates = alive(enemy);
  if (chosen !== undefined) return candidates.find((l) => l.fighter.id === chosen);
  const destroys = candidates.find((l) => source.fighter.telekinesis - l.fighter.shield >= remaining(l));
  return destroys ?? candidates[0];
}

/**
 * 魔力吸収 (NF 5.12, NF-R9): the magic coins an enemy destroyed by combat damage holds move, at that
 * moment, to a drain character of the team that destroyed it (the front first) that is still
 * standing; from then on they give it +1/+1/+1. If every absorber fell at the same moment, they go
 * back to the supply.
 */
function drain(victim: Live, enemy: LiveTeam, coins: ReadonlyMap<string, number>, outcome: AreaOutcome): void {
  const count = victim.holds.reduce((sum, id) => sum + (coins.get(id) ?? 0), 0);
  const absorbers = [enemy.front, enemy.back].filter((l): l is Live => l !== null && l.fighter.drain);
  if (count <= 0 || absorbers.length === 0) return;
  const drainer = absorbers.find((l) => l.alive);
  if (!drainer) {
    outcome.steps.push({
      reason: {
        ja: `魔力吸収: 吸収するキャラクターも同時に破壊されたので、魔力コイン${count}個はサプライに戻ります`,
        en: `magic drain: every absorber fell at the same moment, so the ${count} magic coin(s) go back to the supply`,
      },
      ruling: 'NF-R9',
      cards: [victim.fighter.id, ...absorbers.map((l) => l.fighter.id)],
    });
    return;
  }
  drainer.holds.push(...victim.holds);
  drainer.gained += count;
  victim.holds = [];
  outcome.steps.push({
    reason: {
      ja: `魔力吸収: 破壊したキャラクターの魔力コイン${count}個が移ります`,
      en: `magic drain: the destroyed character's ${count} magic coin(s) move over`,
    },
    ruling: 'NF 5.12',
    cards: [victim.fighter.id, drainer.fighter.id],
  });
  outcome.steps.push({
    reason: {
      ja: `魔力吸収: コインは破壊の瞬間に移り、以後＋${count}／＋${count}／＋${count}`,
      en: `magic drain: the coins move at the moment of destruction and give +${count}/+${count}/+${count} from then on`,
    },
    ruling: 'NF-R9',
    cards: [drainer.fighter.id],
  });
}

/** Where the coins of each destroyed character end up: on the survivor holding them, else the supply. */
function settleCoins(attacker: LiveTeam, defender: LiveTeam, outcome: AreaOutcome): void {
  const holders = [attacker.front, attacker.back, defender.front, defender.back].filter((l): l is Live => l !== null);
  for (const id of outcome.destroyed) {
    const holder = holders.find((l) => l.holds.includes(id));
    if (holder?.alive && holder.fighter.id !== id) outcome.coinMoves.push({ from: id, to: holder.fighter.id });
  }
}


/** A team's attack as the battle would count it now (against the enemy team, or the player when there is none). */
export function previewAttack(team: Team | null, enemy: Team | null): number {
  return teamAttack(live(team), live(enemy));
}
