// The attack arithmetic of the rule text (その他ルール): the attribute wheel, the bonus table, the
// damage formula and the minimum damage (MF-R1). Pure numbers, no table.
import type { Attribute } from '../../cards/multiverse/labels';

/** Each attribute beats the next: 青は黄に強く、黄は黒に強く、黒は赤に強く、赤は白に強く、白は青に強い. */
export const BEATS: Readonly<Record<Attribute, Attribute>> = {
  blue: 'yellow',
  yellow: 'black',
  black: 'red',
  red: 'white',
  white: 'blue',
};

/** Strong against the target: the only case with a bonus (same or weak: 攻撃力に変化はない). */
export function hasAdvantage(attacker: Attribute, target: Attribute): boolean {
  return BEATS[attacker] === target;
}

/**
 * 属性攻撃増加分: half the attack, the ones digit dropped (30・35→15 … 100→50). The text calls it
 * "1.5 times" the attack in total; the table is what counts.
 */
export function attributeBonus(attack: number): number {
  return Math.floor(Math.max(0, attack) / 10) * 5;
}

/** The minimum damage (MF-R1): 5, or 10 with the attribute advantage. */
export function minimumDamage(advantage: boolean): number {
  return advantage ? 10 : 5;
}

export interface DamageInput {
  attack: number;
  defense: number;
  advantage: boolean;
}

export interface DamageResult {
  damage: number;
  bonus: number;
  /** The minimum applied (attack not above defense, compared before the bonus: MF-R1). */
  minimum: boolean;
  /** The formula's result was off the 5-unit grid and was rounded down (MF-R8). */
  rounded?: boolean;
}

/** (攻撃力 + 属性攻撃増加分) − 防御力, or the minimum when the attack does not exceed the defense. */
export function attackDamage({ attack, defense, advantage }: DamageInput): DamageResult {
  const bonus = advantage ? attributeBonus(attack) : 0;
  if (attack <= defense) return { damage: minimumDamage(advantage), bonus, minimum: true };
  // Stats changed by effects may leave units of 5 (ダメージ量は原則５単位): round down to 5, never below the minimum.
  const raw = attack + bonus - defense;
  const damage = Math.max(minimumDamage(advantage), Math.floor(raw / 5) * 5);
  return damage === raw ? { damage, bonus, minimum: false } : { damage, bonus, minimum: false, rounded: true };
}
