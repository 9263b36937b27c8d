// The allowance events for a proposal's verdicts (the same events the verdict popover's Allow records).
import type { Proposal, RulesEventDraft } from '../../../rules/core';
import type { Seat } from '../../../table';
import { allowEvents } from '../../../rules/core/assist';

export function allowanceFor(proposal: Proposal | null, seat: Seat | null): RulesEventDraft[] {
  if (!proposal?.action || !seat) return [];
  const verdicts = proposal.verdicts.filter((v) => v.level !== 'ok');
  if (verdicts.length === 0) return [];
  return allowEvents({ card: null, seat, key: proposal.action, level: 'illegal', verdicts, followUp: { actions: [], events: [] } }, seat);
}
