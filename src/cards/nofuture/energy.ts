// Energy costs: colored pips (blue 青 / red 赤) plus colorless energy payable with either color.
import { z } from 'zod/mini';

export const ENERGY_COLORS = ['blue', 'red'] as const;
export const energyColorSchema = z.enum(ENERGY_COLORS, { error: 'blue(青) か red(赤) / blue or red' });
export type EnergyColor = z.infer<typeof energyColorSchema>;

export const energyCostSchema = z.object({
  pips: z._default(z.array(energyColorSchema).check(z.maxLength(10)), []),
  colorless: z._default(z.int().check(z.gte(0), z.lte(20)), 0),
});
export type EnergyCost = z.infer<typeof energyCostSchema>;

const PIP_JA: Record<EnergyColor, string> = { blue: '青', red: '赤' };
const PIP_EN: Record<EnergyColor, string> = { blue: 'B', red: 'R' };
const PIP_BY_SYMBOL: Readonly<Record<string, EnergyColor>> = { 青: 'blue', b: 'blue', 赤: 'red', r: 'red' };

export function energyTotal(cost: EnergyCost): number {
  return cost.pips.length + cost.colorless;
}

/** "青青1" (ja) or "BB1" (en); a free cost is "0". Blue pips come first. */
export function formatEnergy(cost: EnergyCost, lang: 'ja' | 'en' = 'ja'): string {
  const names = lang === 'ja' ? PIP_JA : PIP_EN;
  const pips = ENERGY_COLORS.flatMap((color) => cost.pips.filter((pip) => pip === color).map(() => names[color]));
  const colorless = cost.colorless > 0 || pips.length === 0 ? String(cost.colorless) : '';
  return pips.join('') + colorless;
}

/**
 * Reads a cost written as colored pips then the colorless number: "青青1", "赤2", "BR", "3", "0".
 * 無 counts as one colorless energy. Undefined when the text is not a cost.
 */
export function parseEnergy(text: string): EnergyCost | undefined {
  const compact = text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
  const match = /^([青赤br無]*)(\d*)$/u.exec(compact);
  if (!match || compact === '') return undefined;
  const symbols = [...(match[1] ?? '')];
  const pips = symbols.flatMap((symbol) => {
    const color = PIP_BY_SYMBOL[symbol];
    return color ? [color] : [];
  });
  const colorless = symbols.filter((symbol) => symbol === '無').length + Number(match[2] || '0');
  return { pips, colorless };
}
