// Fight (格闘力), shoot (射撃力) and durability (耐久力) values, and the signed modifiers that set
// cards, 追加コスト and the rule text's "X/Y/Z" notation add to them.
import { z } from 'zod/mini';

export const statSchema = z.int().check(z.gte(0), z.lte(99));
export const durabilitySchema = z.int().check(z.gte(1), z.lte(99));
export const modifierSchema = z.int().check(z.gte(-99), z.lte(99));

/** "+2", "-1", "±0": the rule text's way of writing a modifier. */
export function formatModifier(value: number): string {
  if (value === 0) return '±0';
  return value > 0 ? `+${value}` : `-${-value}`;
}

/** Reads "+2", "2", "-1", "−1", "ー1", "±0" (full width too); undefined when it is no number. */
export function parseModifier(text: string): number | undefined {
  const normalized = text.normalize('NFKC').trim().replace(/^[ー−–]/u, '-').replace(/^±/u, '');
  if (!/^[+-]?\d+$/.test(normalized)) return undefined;
  return Number(normalized);
}
