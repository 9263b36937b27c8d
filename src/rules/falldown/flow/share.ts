// This seat's share of a phase's result: its own commands (the other seat's cards, its sealed hand
// above all, move in its own browser), a note for each step the player unticked, and the seat's
// 'outcome applied' word. The runner carries it out as one transaction under the seat's origin.
import type { RulesEventDraft, TableAction } from '../../core';
import type { Seat } from '../../../table';
import type { StoredResolution } from './local';
import { outcomeEvent } from './phase';

/** An unticked step, logged as overruled (the words the assist uses for any resolution). */
function overruled(resolution: StoredResolution, unticked: ReadonlySet<number>, seat: Seat): RulesEventDraft[] {
  return resolution.steps.flatMap((step, index) => (unticked.has(index) ? [{
    seat, kind: 'note' as const,
    text: { ja: `覆しました: ${step.reason.ja}`.slice(0, 400), en: `overruled: ${step.reason.en}`.slice(0, 400) },
    ...(step.ruling ? { ruling: step.ruling } : {}),
  }] : []));
}

export function shareOf(seat: Seat, phase: number, resolution: StoredResolution, unticked: ReadonlySet<number>): { actions: TableAction[]; events: RulesEventDraft[] } {
  return {
    actions: resolution.actions.filter((a) => a.seat === seat),
    events: [...overruled(resolution, unticked, seat), outcomeEvent(seat, 'applied', phase, resolution.hash)],
  };
}
