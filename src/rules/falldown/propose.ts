// Laying a plan one declaration at a time (rule text 7-2): the game verbs `summon`, `support`,
// `system`, `attack`, `effect` and `clear`. Each becomes one plan line in the rules log ('choice'
// event, prompt falldown.plan), with what the assist thinks of it. Nothing moves on the table.
import type { Seat } from '../../table';
import type { Proposal, ProposalRequest, RulesEventDraft, Verdict } from '../core/contract';
import { PLAYER, planCost, type FalldownPlan } from './plan';
import { parsePlanLines, planLines, PLAN_PROMPT } from './plan-text';
import { attackCount, has, hasAction, liveOf } from './stats';
import { otherSeat, type FalldownState } from './state';

export const PLAN_VERBS = ['summon', 'support', 'system', 'attack', 'effect', 'clear'] as const;

const warn = (ruling: string, ja: string, en: string): Verdict => ({ level: 'warning', ruling, reason: { ja, en } });
const illegal = (ruling: string, ja: string, en: string): Verdict => ({ level: 'illegal', ruling, reason: { ja, en } });
const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const strs = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : []);

/** The line a request declares, or a reason why it cannot be one. */
function lineOf(state: FalldownState, seat: Seat, verb: string, args: Record<string, unknown>): { line: string } | { refused: Verdict } {
  const card = str(args['card']);
  const handRef = (id: string) => state.hands[seat].find((c) => c.id === id)?.ref ?? null;
  switch (verb) {
    case 'clear':
      return { line: 'clear' };
    case 'summon':
    case 'support': {
      const ref = card ? handRef(card) : null;
      if (!card || !ref) return { refused: illegal('FD 7-2', '手札のカードを指定してください', 'Name a card of your hand') };
      return { line: [verb, card, ref, ...(verb === 'support' ? strs(args['targets']) : [])].join(' ') };
    }
    case 'system': {
      if (!card || !state.pool.some((p) => p.id === card)) return { refused: illegal('FD 3', '共通プールのシステムカードを指定してください', 'Name a system card of the shared pool') };
      const named = (key: string, value: unknown) => (str(value) ? [`${key}=${str(value)}`] : []);
      return { line: ['system', card, ...named('user', args['host']), ...named('target', args['target']), ...named('discard', args['replaces'])].join(' ') };
    }
    case 'attack': {
      // Attacks on the player: "player" among the targets, or `player: n` (declared before the units).
      const onPlayer = typeof args['player'] === 'number' ? Math.max(0, Math.min(3, Math.floor(args['player']))) : args['player'] === true ? 1 : 0;
      const targets = [...Array.from({ length: onPlayer }, () => PLAYER), ...strs(args['targets'])];
      if (!card) return { refused: illegal('FD 11', '攻撃するモンスターを指定してください', 'Name the attacking monster') };
      // 7-2 C「各モンスターの攻撃対象（0体指定可）」: no target is a legal declaration, the unit does not attack.
      if (targets.length === 0) return { line: `attack ${card}` };
      const spill = strs(args['cards']);
      return { line: ['attack', card, ...targets.slice(0, 3), ...(spill.length > 0 ? ['spill', ...spill] : [])].join(' ') };
    }
    case 'effect': {
      const index = typeof args['index'] === 'number' ? args['index'] : 0;
      if (!card) return { refused: illegal('FD 7-2', '効果を持つカードを指定してください', 'Name the card whose effect it is') };
      return { line: ['effect', card, String(index), ...strs(args['targets'])].join(' ') };
    }
    default:
      return { refused: illegal('FD 7-2', '不明な宣言です', 'Unknown declaration') };
  }
}

/**
 * What the class changes of this plan grant a unit ("ファストムーブ", "アクション:ヒール"). Only the
 * actions work in the same plan; the keywords count from the next layer on (FD-R16), so callers
 * read them only to say so.
 */
function plannedGrants(state: FalldownState, plan: FalldownPlan, unit: string): Set<string> {
  const out = new Set<string>();
  for (const entry of plan.system) {
    const change = state.pool.find((p) => p.id === entry.card)?.card;
    if (entry.target !== unit || change?.system !== 'class-change') continue;
    for (const g of change.grants) out.add(g.keyword === 'アクション' ? `アクション:${g.value ?? ''}` : g.keyword);
  }
  return out;
}

/** Warnings about a declaration against the plan so far: what the resolver will do differently. */
export function concerns(state: FalldownState, seat: Seat, plan: FalldownPlan, verb: string, args: Record<string, unknown>): Verdict[] {
  const out: Verdict[] = [];
  if (state.step !== 'plan') out.push(warn('FD 7-2', '計画はプランニング・ステップで伏せます', 'Plans are laid in the planning step'));
  const cost = planCost(plan, state);
  if (cost > state.mana[seat]) {
    out.push(warn('FD 7-3', `計画のコスト ${cost}がマナ ${state.mana[seat]}を超えています。支払えないと全行動が無効です`, `The plan costs ${cost} but there is ${state.mana[seat]} mana: if it cannot be paid, every action is void`));
  }
  if (verb === 'attack') {
    const id = str(args['card']) ?? '';
    const unit = state.units.find((u) => u.id === id);
    const summoned = plan.summons.some((s) => s.card === id);
    if (!unit && !summoned) out.push(warn('FD 11', '自分の場のモンスターではありません', 'Not a monster on your field'));
    if (unit && unit.owner !== seat) out.push(warn('FD 11', '相手のモンスターでは攻撃できません', 'You cannot attack with an opposing monster'));
    const declared = plan.attacks.find((a) => a.unit === id)?.targets ?? [];
    if (unit) {
      const live = liveOf(unit, state.phase, state.pool);
      const count = attackCount(live);
      if (declared.length > count) out.push(warn('FD 11', `攻撃は${count}回までです`, `It attacks at most ${count} time(s)`));
      // FD-R4 in plan order: the attacks declared before this one may already cover every taunt.
      const lacking = state.units.filter((u) => u.owner === otherSeat(seat) && has(liveOf(u, state.phase, state.pool), 'タウント')).map((u) => u.id);
      const cover = (targets: readonly string[], transporter: boolean) => {
        for (const t of targets) {
          const at = lacking.indexOf(t);
          if (at >= 0) lacking.splice(at, 1);
          else if (!transporter && lacking.length > 0) lacking.shift();
        }
      };
      for (const entry of plan.attacks) {
        if (entry.unit === id) break;
        const other = state.units.find((u) => u.id === entry.unit);
        cover(entry.targets, other ? has(liveOf(other, state.phase, state.pool), 'トランスポーター') : false);
      }
      const offTaunt = declared.some((t) => {
        const at = lacking.indexOf(t);
        if (at >= 0) return lacking.splice(at, 1), false;
        return lacking.length > 0;
      });
      if (offTaunt && !has(live, 'トランスポーター')) {
        out.push(plannedGrants(state, plan, id).has('トランスポーター')
          ? warn('FD-R16', 'このフェイズのクラスチェンジで得るトランスポーターは次のレイヤーから効きます。この攻撃はタウントへ向かいます', 'The Transporter this phase\'s class change grants counts from the next layer: this attack goes to a Taunt unit')
          : warn('FD-R4', '相手にタウントがいます。まずタウントに割り当てられていない攻撃はそちらへ向かいます', 'The opponent has Taunt: an attack elsewhere goes to a Taunt unit still lacking one'));
      }
    } else if (summoned) {
      const ref = plan.summons.find((s) => s.card === id)?.ref ?? '';
      const card = state.lookup(ref);
      const fast = card && card.kind !== 'system' && (card.keywords.some((k) => k.keyword === 'ファストムーブ') || (card.kind === 'monster' && card.prefix === '疾風の'));
      if (!fast && plannedGrants(state, plan, id).has('ファストムーブ')) {
        out.push(warn('FD-R16', 'このフェイズのクラスチェンジで得るファストムーブは次のレイヤーから効きます。召喚したフェイズには攻撃できません', 'The Fast Move this phase\'s class change grants counts from the next layer: it cannot attack in the phase it is summoned'));
      } else if (!fast) out.push(warn('FD-R1', 'このフェイズに召喚するモンスターはファストムーブがなければ攻撃できません', 'A monster summoned this phase cannot attack without Fast Move'));
    }
  }
  if (verb === 'system') {
    const pooled = state.pool.find((p) => p.id === str(args['card']));
    const user = state.units.find((u) => u.id === str(args['host']));
    // 【マナキャスト】「この効果は1フェイズに1回まで発動できる」: a second cast in one plan is forbidden (+1 once).
    const casts = plan.system.filter((e) => state.pool.find((p) => p.id === e.card)?.card.system === 'mana-cast');
    if (pooled?.card.system === 'mana-cast' && casts.length > 1) {
      out.push(illegal('FD マナキャスト', 'マナキャストは1フェイズに1回までです。2つ目の宣言ではマナは増えません', 'Mana Cast is at most once per phase: the extra declaration gives no mana'));
    }
    if (pooled?.card.system === 'action') {
      const action = pooled.card.name.replace(/^アクション[:：]/, '');
      // An action granted by a class change of the same plan may be used at once (FD-R16: keywords wait).
      const granted = user !== undefined && plannedGrants(state, plan, user.id).has(`アクション:${action}`);
      if (!user || user.owner !== seat || (!granted && !hasAction(liveOf(user, state.phase, state.pool), action))) {
        out.push(warn('FD 12', `このアクションを持つ自分のモンスターを「host」に指定してください`, 'Name, as "host", a monster of yours that has this action'));
      }
      const declared = plan.system.filter((e) => e.user !== undefined && e.user === user?.id && state.pool.find((p) => p.id === e.card)?.card.name === pooled.card.name);
      if (declared.length > 1) {
        out.push(illegal('FD-R13', `${pooled.card.name}は1体につき1フェイズに1回までです。この宣言は支払わず、処理しません(計画の残りはそのまま)`, `${pooled.card.nameEn || pooled.card.name} is once per phase per monster: this declaration is not paid nor resolved (the rest of the plan stands)`));
      }
    }
  }
  return out;
}

export function propose(state: FalldownState, request: ProposalRequest): Proposal | null {
  if (!(PLAN_VERBS as readonly string[]).includes(request.verb)) return null;
  const made = lineOf(state, request.seat, request.verb, request.args);
  if ('refused' in made) return { actions: [], events: [], verdicts: [made.refused] };
  const planSoFar = state.plans[request.seat];
  const plan = parsePlanLines([...(planSoFar ? planLines(planSoFar) : []), made.line]).plan;
  const event: RulesEventDraft = { seat: request.seat, kind: 'choice', prompt: PLAN_PROMPT, value: [made.line] };
  const verdicts = concerns(state, request.seat, plan, request.verb, request.args);
  return { actions: [], events: [event], verdicts: verdicts.length > 0 ? verdicts : [{ level: 'ok', ruling: 'FD 7-2', reason: { ja: '計画に加えました', en: 'Added to the plan' } }] };
}
