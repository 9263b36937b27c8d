// A Falldown plan in words, one line per declaration, for the panel: what a seat sealed, or what
// both revealed. Names come from the caller (this browser may not know a hidden card).
import type { FalldownPlan } from '../../../rules/falldown';
import type { Lang } from '../../../rules/core/assist';

export interface PlanNames {
  /** A table object's name (a unit, a hand card, a pool card). */
  card(id: string): string;
  /** A card reference's name (a revealed summon). */
  ref(ref: string): string;
  /** The opposing player, as an attack target. */
  player: string;
}

const WORDS = {
  ja: { summon: '召喚', support: '使用', system: 'システム', attack: '攻撃', effect: '効果', user: '使用者', target: '対象', spill: '余剰', discard: '捨てる' },
  en: { summon: 'Summon', support: 'Use', system: 'System', attack: 'Attack', effect: 'Effect', user: 'by', target: 'on', spill: 'excess', discard: 'discarding' },
} as const;

export function describePlan(plan: FalldownPlan, names: PlanNames, lang: Lang): string[] {
  const w = WORDS[lang];
  const summoned = new Map(plan.summons.map((s) => [s.card, names.ref(s.ref)]));
  const unit = (id: string) => summoned.get(id) ?? names.card(id);
  const lines: string[] = [];
  for (const s of plan.summons) lines.push(`${w.summon}: ${names.ref(s.ref)}`);
  for (const s of plan.supports) lines.push(`${w.support}: ${names.ref(s.ref)}${s.targets.length ? ` → ${s.targets.map(unit).join(', ')}` : ''}`);
  for (const s of plan.system) {
    const parts = [names.card(s.card)];
    if (s.user) parts.push(`${w.user} ${unit(s.user)}`);
    if (s.target) parts.push(`${w.target} ${unit(s.target)}`);
    if (s.discard) parts.push(`${w.discard} ${unit(s.discard)}`);
    lines.push(`${w.system}: ${parts.join(' ')}`);
  }
  for (const a of plan.attacks) {
    const spill = a.spill.length > 0 ? ` (${w.spill} → ${a.spill.map(unit).join(', ')})` : '';
    lines.push(`${w.attack}: ${unit(a.unit)} → ${a.targets.map((t) => (t === 'player' ? names.player : unit(t))).join(' / ')}${spill}`);
  }
  for (const e of plan.effects) lines.push(`${w.effect}: ${unit(e.card)} #${e.effect + 1}${e.targets.length ? ` → ${e.targets.map(unit).join(', ')}` : ''}`);
  return lines;
}
