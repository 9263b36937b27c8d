// A Falldown plan: what one player lays face down in the planning step (rule text 7-2 A–D) and
// reveals for the resolve step. Cards are table object ids; a summoned card also names its
// reference, since revealing a plan shows the card.
import { z } from 'zod/mini';
import { applyPrefix } from '../../cards/falldown/schema';
import type { FalldownCard } from '../../cards/falldown/schema';
import type { CardLookup } from '../../cards/game';

const id = z.string().check(z.minLength(1), z.maxLength(64));
const ref = z.string().check(z.minLength(1), z.maxLength(120));

/** The attack target that is the opposing player (FD-R8). */
export const PLAYER = 'player';

/** A. A monster from the hand (or the planning row) into the seat's field. */
export const summonSchema = z.object({ card: id, ref, zone: z.optional(z.string().check(z.minLength(1), z.maxLength(48))) });

/** A support card used from the hand (rule text 10), with the targets of its effect. */
export const supportUseSchema = z.object({ card: id, ref, targets: z._default(z.array(id).check(z.maxLength(3)), []) });

/**
 * B. A system card of the shared pool: mana cast alone; a class change with its target; an action
 * with the monster that activates it (`user`), its target, and for エクスチェンジ the card to discard.
 */
export const systemUseSchema = z.object({
  card: id,
  user: z.optional(id),
  target: z.optional(id),
  discard: z.optional(id),
});

/**
 * C. One monster's attacks: one target per attack (1, 2 with ダブルアタック, 3 with トリプルアタック),
 * a unit id or PLAYER; `spill` lists where a ディストリビューター sends excess damage (FD-R5).
 */
export const attackSchema = z.object({
  unit: id,
  targets: z.array(z.union([z.literal(PLAYER), id])).check(z.minLength(1), z.maxLength(3)),
  spill: z._default(z.array(id).check(z.maxLength(40)), []),
});

/**
 * D. The targets of an effect started by the player's own choice (an effect index into the card's
 * effects). An 即時 effect happens only when it is declared here; others use the targets given.
 */
export const effectChoiceSchema = z.object({
  card: id,
  effect: z.int().check(z.gte(0), z.lte(5)),
  targets: z._default(z.array(id).check(z.maxLength(3)), []),
});

export const planSchema = z.object({
  summons: z._default(z.array(summonSchema).check(z.maxLength(40)), []),
  supports: z._default(z.array(supportUseSchema).check(z.maxLength(40)), []),
  system: z._default(z.array(systemUseSchema).check(z.maxLength(80)), []),
  attacks: z._default(z.array(attackSchema).check(z.maxLength(60)), []),
  effects: z._default(z.array(effectChoiceSchema).check(z.maxLength(80)), []),
});

export type FalldownPlan = z.output<typeof planSchema>;
export type PlanInput = z.input<typeof planSchema>;
export type SummonEntry = FalldownPlan['summons'][number];
export type SystemEntry = FalldownPlan['system'][number];
export type AttackEntry = FalldownPlan['attacks'][number];

export const EMPTY_PLAN: FalldownPlan = planSchema.parse({});

/** What the cost of a plan needs to know: card data and the shared pool. */
export interface CostContext {
  lookup: CardLookup<FalldownCard>;
  pool: readonly { id: string; card: { system: string; cost: number; name: string } }[];
}

/** One line of the bill: what is paid for, and how much (rule text 7-3 (1)). */
export interface CostLine {
  what: 'summon' | 'support' | 'system';
  card: string;
  name: string;
  cost: number;
}

/** The cost of a card played from the hand: a monster's with its prefix (rule text 13). */
export function playCost(card: FalldownCard | undefined): number {
  if (!card) return 0;
  if (card.kind === 'monster') return applyPrefix(card, card.prefix).cost;
  return card.cost;
}

/**
 * The bill of a plan, once per declared thing: a card summoned or used twice, mana cast twice, or
 * one monster's action twice are one (FD-R10). What is declared is paid, even when it then fails.
 */
export function planBill(plan: FalldownPlan, context: CostContext): CostLine[] {
  const lines: CostLine[] = [];
  const seen = new Set<string>();
  const once = (key: string): boolean => (seen.has(key) ? false : (seen.add(key), true));
  for (const entry of plan.summons) {
    if (!once(`card:${entry.card}`)) continue;
    const card = context.lookup(entry.ref);
    lines.push({ what: 'summon', card: entry.card, name: card?.name ?? entry.ref, cost: playCost(card) });
  }
  for (const entry of plan.supports) {
    if (!once(`card:${entry.card}`)) continue;
    const card = context.lookup(entry.ref);
    lines.push({ what: 'support', card: entry.card, name: card?.name ?? entry.ref, cost: playCost(card) });
  }
  for (const entry of plan.system) {
    const pooled = context.pool.find((p) => p.id === entry.card);
    if (!pooled) continue;
    const key = pooled.card.system === 'mana-cast' ? 'mana-cast' : pooled.card.system === 'action' ? `action:${entry.user ?? ''}:${pooled.card.name}` : '';
    if (key !== '' && !once(key)) continue;
    lines.push({ what: 'system', card: entry.card, name: pooled.card.name, cost: pooled.card.cost });
  }
  return lines;
}

/** Total mana a plan costs (rule text 7-3 (1)). */
export function planCost(plan: FalldownPlan, context: CostContext): number {
  return planBill(plan, context).reduce((sum, line) => sum + line.cost, 0);
}
