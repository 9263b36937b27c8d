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
