// The rules panels over the table (phase bar, tallies, verdicts) load with the game modules: a free
// table never draws them, so the first load leaves them out.
import { lazy } from 'react';
import { withPanelStrings } from '../ui/i18n';

// The clock and match bars' strings come with the panels.
const load = withPanelStrings(() => import('../ui/rules/RulesLayer'));
let loading: ReturnType<typeof load> | null = null;

/** Starts loading the panels' code (once; again after a failed try). */
export function preloadRulesLayer(): ReturnType<typeof load> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export const RulesLayer = lazy(() => preloadRulesLayer().then((m) => ({ default: m.RulesLayer })));
