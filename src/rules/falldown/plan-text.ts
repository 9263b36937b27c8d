// A plan as short text lines, so that a revealed plan fits the rules event log ('choice' events
// hold short strings): one line per declared thing, several events per seat when needed.
//   summon <card> <ref> [<zone>]
//   support <card> <ref> [<target> …]
//   system <card> [user=<id>] [target=<id>] [discard=<id>]
//   attack <unit> <target> [<target> …] [spill <id> …]      (a target may be "player"; none: 0 targets, 7-2 C)
//   effect <card> <index> [<target> …]
//   clear                                                    (forgets the lines before it)
import { issueText } from '../../table/issueText';
import { EMPTY_PLAN, planSchema, type FalldownPlan, type PlanInput } from './plan';

/** The prompt of the 'choice' events that carry plan lines. */
export const PLAN_PROMPT = 'falldown.plan';
/** Lines per 'choice' event (the log keeps at most 20 strings of 200 characters each). */
export const LINES_PER_EVENT = 20;

export function planLines(plan: FalldownPlan): string[] {
  const lines: string[] = [];
  for (const s of plan.summons) lines.push(['summon', s.card, s.ref, ...(s.zone ? [s.zone] : [])].join(' '));
  for (const s of plan.supports) lines.push(['support', s.card, s.ref, ...s.targets].join(' '));
  for (const s of plan.system) {
    const named = (key: string, value: string | undefined) => (value ? [`${key}=${value}`] : []);
    lines.push(['system', s.card, ...named('user', s.user), ...named('target', s.target), ...named('discard', s.discard)].join(' '));
  }
  for (const a of plan.attacks) lines.push(['attack', a.unit, ...a.targets, ...(a.spill.length > 0 ? ['spill', ...a.spill] : [])].join(' '));
  for (const e of plan.effects) lines.push(['effect', e.card, String(e.effect), ...e.targets].join(' '));
  return lines;
}

/** Reads plan lines back; unreadable lines are reported and skipped, never fatal. */
export function parsePlanLines(lines: readonly string[]): { plan: FalldownPlan; problems: string[] } {
  const draft: Required<{ [K in keyof PlanInput]: NonNullable<PlanInput[K]> }> = {
    summons: [], supports: [], system: [], attacks: [], effects: [],
  };
  const problems: string[] = [];
  for (const line of lines) {
    const words = line.trim().split(/\s+/).filter((w) => w !== '');
    const [verb, ...rest] = words;
    if (verb === undefined) continue;
    if (verb === 'clear') {
      for (const key of Object.keys(draft) as (keyof typeof draft)[]) draft[key] = [];
      continue;
    }
    const first = rest[0];
    const second = rest[1];
    if (verb === 'summon' && first && second) draft.summons.push({ card: first, ref: second, ...(rest[2] ? { zone: rest[2] } : {}) });
    else if (verb === 'support' && first && second) draft.supports.push({ card: first, ref: second, targets: rest.slice(2) });
    else if (verb === 'system' && first) {
      const named = new Map(rest.slice(1).map((w) => w.split('=', 2) as [string, string | undefined]));
      const field = (key: string) => (named.get(key) ? { [key]: named.get(key) } : {});
      draft.system.push({ card: first, ...field('user'), ...field('target'), ...field('discard') });
    } else if (verb === 'attack' && first) {
      const at = rest.indexOf('spill');
      const targets = rest.slice(1, at < 0 ? undefined : at);
      // 7-2 C「0体指定可」: `attack <unit>` with no target withdraws the unit's attacks.
      if (targets.length === 0) draft.attacks = draft.attacks.filter((a) => a.unit !== first);
      else draft.attacks.push({ unit: first, targets, spill: at < 0 ? [] : rest.slice(at + 1) });
    } else if (verb === 'effect' && first && second !== undefined && /^\d+$/.test(second)) {
      draft.effects.push({ card: first, effect: Number(second), targets: rest.slice(2) });
    } else problems.push(`unreadable plan line: ${line.slice(0, 80)}`);
  }
  const parsed = planSchema.safeParse(draft, { error: issueText });
  if (parsed.success) return { plan: parsed.data, problems };
  return { plan: EMPTY_PLAN, problems: [...problems, `invalid plan: ${parsed.error.issues[0]?.message ?? ''}`] };
}

/** The 'choice' events (without their time) that record a seat's revealed plan. */
export function planEvents(seat: 'p1' | 'p2', plan: FalldownPlan): { seat: 'p1' | 'p2'; kind: 'choice'; prompt: string; value: string[] }[] {
  const lines = ['clear', ...planLines(plan)];
  const events = [];
  for (let i = 0; i < lines.length; i += LINES_PER_EVENT) {
    events.push({ seat, kind: 'choice' as const, prompt: PLAN_PROMPT, value: lines.slice(i, i + LINES_PER_EVENT) });
  }
  return events;
}
