// The app's table as the scenario runner sees it: the module reads it as this browser knows it (its
// own hidden cards opened by the keeper), commands run as their seat (so each seat's Undo takes
// back its own), and rules events are recorded as the rules assist records them.
import { appendRulesEvent, readRulesEvents, type RulesEventDraft } from '../../rules/core';
import type { ScenarioTable } from '../../rules/core/scenario';
import { runCommand, type Seat } from '../../table';
import { inputOf } from '../rulesAssist';
import type { TableSession } from '../session';

export function liveTable(session: TableSession): ScenarioTable {
  const seatOf = (event: RulesEventDraft): Seat => (event.seat === 'system' ? (session.viewer === 'spectator' ? 'p1' : session.viewer) : event.seat);
  return {
    input: () => {
      const input = inputOf(session, session.live.snapshot, readRulesEvents(session.doc).events);
      if (!input) throw new Error('the table is no longer set up for the lesson\'s game');
      return input;
    },
    run: (type, args, seat) => {
      // A seat's hidden deck is shuffled by its keeper, in secret (a public shuffle is refused).
      const stack = type === 'shuffle' && typeof args['stack'] === 'string' ? args['stack'] : null;
      const zone = stack ? session.keeper.deckZoneOf(stack) : undefined;
      if (zone && seat === session.viewer) {
        void session.decks.shuffle(zone).catch((error: unknown) => console.warn('[fudaba] lesson shuffle:', error));
        return { ok: true, value: null };
      }
      return runCommand(session.context(seat), type, args);
    },
    append: (event) => void appendRulesEvent(session.doc, event, session.context(seatOf(event)).actor.origin),
  };
}

/**
 * Resolves once the keeper has nothing left to do: its sealing of this seat's cards queues the
 * opening of them again, so one wait is not enough before the rules read those cards.
 */
export async function keeperIdle(session: TableSession, rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    const queue = session.keeper.settled();
    await queue;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (session.keeper.settled() === queue) return;
  }
}
