// A unit as it fights in the current phase: printed (prefixed) keywords plus class-change grants
// and timed statuses, AT with チャクラ / パフォーマンス / static bonuses, HP with エレメントスター.
import { keywordJa, type Keyword, type PlainKeyword } from '../../cards/falldown/keywords';
import { SYSTEM_POOL } from '../../cards/falldown/system-pool';
import type { PoolCard, Unit } from './state';

/** A unit in the engine's working copy. */
export interface Live {
  unit: Unit;
  /** Effective keywords as printed ("タウント", "アクション:ヒール"). */
  keywords: Set<string>;
  /** +AT until the end of this phase (アクション:パフォーマンス). */
  atBonus: number;
  /** +HP until the end of this phase (アクション:エレメントスター). */
  hpBonus: number;
  /** Summoned in this phase (FD-R1). */
  entering: boolean;
}

/** What a class change grants (rule text 12): from the pool on the table, else the printed list. */
export function classChangeGrants(name: string, pool: readonly PoolCard[]): readonly Keyword[] {
  const pooled = pool.find((p) => p.card.name === name)?.card ?? SYSTEM_POOL.find((card) => card.name === name);
  return pooled?.system === 'class-change' ? pooled.grants : [];
}

export function effectiveKeywords(unit: Unit, phase: number, pool: readonly PoolCard[]): Set<string> {
  const out = new Set(unit.stats.keywords.map(keywordJa));
  for (const name of unit.classChanges) for (const keyword of classChangeGrants(name, pool)) out.add(keywordJa(keyword));
  if (unit.until.elemental >= phase) out.add('エレメンタル');
  return out;
}

export function liveOf(unit: Unit, phase: number, pool: readonly PoolCard[], entering = false): Live {
  return { unit, keywords: effectiveKeywords(unit, phase, pool), atBonus: 0, hpBonus: 0, entering };
}

export function refresh(live: Live, phase: number, pool: readonly PoolCard[]): void {
  live.keywords = effectiveKeywords(live.unit, phase, pool);
}

export function has(live: Live, keyword: PlainKeyword): boolean {
  return live.keywords.has(keyword);
}

export function hasAction(live: Live, action: string): boolean {
  return live.keywords.has(`アクション:${action}`);
}

/** Attacks per phase: 3 with トリプルアタック, 2 with ダブルアタック, else 1 (rule text 5, 11). */
export function attackCount(live: Live): number {
  if (has(live, 'トリプルアタック')) return 3;
  if (has(live, 'ダブルアタック')) return 2;
  return 1;
}

/** AT this phase; `extra` is the static bonus of the unit's own effects (e.g. per paradox card). */
export function attackPower(live: Live, phase: number, extra = 0): number {
  const chakra = live.unit.until.chakra >= phase ? 2 : 0;
  return Math.max(0, live.unit.stats.at + chakra + live.atBonus + extra);
}

export function maxHp(live: Live): number {
  return live.unit.stats.hp + live.hpBonus;
}

export function currentHp(live: Live): number {
  return maxHp(live) - live.unit.damage;
}

/** ディフェンス: each damage the unit takes is 1 less while it lasts. */
export function defended(live: Live, phase: number): boolean {
  return live.unit.until.defense >= phase;
}
