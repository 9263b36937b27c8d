// Fight (格闘力), shoot (射撃力) and durability (耐久力) values, and the signed modifiers that set
// cards, 追加コスト and the rule text's "X/Y/Z" notation add to them.
import { z } from 'zod';

export const statSchema = z.number().int().min(0).max(99);
export const durabilitySchema = z.number().int().min(1).max(99);
export const modifierSchema = z.number().int().min(-99).max(99);

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
