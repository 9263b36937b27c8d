// Effects printed on characters and set cards, each behind its activation mark (rule text 4.5):
// 《0》 free, 《青1》 energy, 《↷》 tap this card, 《Auto》 always on. Every effect can be used at most
// once per turn; that rule covers all effects, so it needs no field.
import { z } from 'zod/mini';
import { energyCostSchema, energyTotal, formatEnergy, parseEnergy } from './energy';

export const effectCostSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free') }),
  z.object({ kind: z.literal('tap') }),
  z.object({ kind: z.literal('auto') }),
  z.object({
    kind: z.literal('energy'),
    energy: energyCostSchema.check(z.refine((cost) => energyTotal(cost) > 0, {
      error: '0エナジーの効果は《0》と書きます / a free effect is written 《0》',
    })),
  }),
]);
export type EffectCost = z.infer<typeof effectCostSchema>;

export const effectSchema = z.object({
  cost: effectCostSchema,
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(400)),
  textEn: z._default(z.string().check(z.maxLength(600)), ''),
});
export type Effect = z.infer<typeof effectSchema>;

/** The mark in front of an effect: 《0》, 《↷》, 《Auto》, 《青1》 (en: 《B1》). */
export function formatEffectCost(cost: EffectCost, lang: 'ja' | 'en' = 'ja'): string {
  switch (cost.kind) {
    case 'free': return '《0》';
    case 'tap': return '《↷》';
    case 'auto': return '《Auto》';
    case 'energy': return `《${formatEnergy(cost.energy, lang)}》`;
  }
}

export function formatEffect(effect: Effect, lang: 'ja' | 'en' = 'ja'): string {
  const text = lang === 'ja' ? effect.text : effect.textEn || effect.text;
  return `${formatEffectCost(effect.cost, lang)}${lang === 'ja' ? '' : ' '}${text}`;
}

const TAP_MARKS = new Set(['↷', 'tap', 'タップ', 'ダウン']);
const AUTO_MARKS = new Set(['auto', 'オート', '常時']);

function parseEffectCost(mark: string): EffectCost | undefined {
  const normalized = mark.normalize('NFKC').trim().toLowerCase();
  if (normalized === '0') return { kind: 'free' };
  if (TAP_MARKS.has(normalized)) return { kind: 'tap' };
  if (AUTO_MARKS.has(normalized)) return { kind: 'auto' };
  const energy = parseEnergy(normalized);
  return energy ? { kind: 'energy', energy } : undefined;
}

/**
 * Splits "《↷》カードを1枚引く。" (or "<<tap>>…", "<tap>…", with an optional ":" after the mark) into
 * its cost and text. Undefined when there is no recognised mark.
 */
export function parseEffect(source: string): { cost: EffectCost; text: string } | undefined {
  const match = /^\s*(?:《(.*?)》|<<(.*?)>>|<(.*?)>)\s*[:：]?\s*(.*)$/su.exec(source);
  if (!match) return undefined;
  const cost = parseEffectCost(match[1] ?? match[2] ?? match[3] ?? '');
  return cost ? { cost, text: (match[4] ?? '').trim() } : undefined;
}

/** An English effect text may repeat the mark; the mark comes from the Japanese side. */
export function stripEffectMark(source: string): string {
  return (parseEffect(source)?.text ?? source).trim();
}
