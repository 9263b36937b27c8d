// Manual adjudication: a player overrules a verdict ("allow"), and the verdict is shown as settled
// from then on. The assist never locks; this only records that the table agreed.
import type { GameAction, RulesEvent, Verdict } from './contract';

/** A stable name for an action, the key an 'allow' event refers to. */
export function actionKey(action: Pick<GameAction, 'kind' | 'cards'>): string {
  return `${action.kind}:${action.cards.join(',')}`.slice(0, 200);
}

export function isAllowed(events: readonly RulesEvent[], ruling: string, action: string): boolean {
  return events.some((event) => event.kind === 'allow' && event.ruling === ruling && event.action === action);
}

const ALLOWED = { ja: '（プレイヤーが認めました）', en: ' (allowed by the players)' };

/** Verdicts with the overruled ones turned to 'ok', their reason saying so. */
export function withAllowances(verdicts: readonly Verdict[], events: readonly RulesEvent[], action: string): Verdict[] {
  return verdicts.map((verdict) => {
    if (verdict.level === 'ok' || !isAllowed(events, verdict.ruling, action)) return verdict;
    return { ...verdict, level: 'ok', reason: { ja: verdict.reason.ja + ALLOWED.ja, en: verdict.reason.en + ALLOWED.en } };
  });
}

const SEVERITY = { ok: 0, warning: 1, illegal: 2 } as const;

/** The most severe verdict (the first among equals); undefined for none. */
export function worstVerdict(verdicts: readonly Verdict[]): Verdict | undefined {
  let worst: Verdict | undefined;
  for (const verdict of verdicts) if (!worst || SEVERITY[verdict.level] > SEVERITY[worst.level]) worst = verdict;
  return worst;
}

/**
 * The one place the players' allowances are applied: a module's verdicts on an action, with those
 * the players overruled shown as settled. Modules return the verdicts as the rules see them.
 */
export function judge<State>(
  module: { validate(action: GameAction, state: State): Verdict[] }, action: GameAction, state: State, events: readonly RulesEvent[],
): Verdict[] {
  return withAllowances(module.validate(action, state), events, actionKey(action));
}

/** A proposal's verdicts with the players' allowances applied (its `action` names the key). */
export function judgedProposal<P extends { verdicts: Verdict[]; action?: string }>(proposal: P, events: readonly RulesEvent[]): P {
  return proposal.action === undefined ? proposal : { ...proposal, verdicts: withAllowances(proposal.verdicts, events, proposal.action) };
}
