// Adding a piece from the toolbar: it appears in the middle of the seat's side of the table.
import type { Seat, Zone } from '../table';
import type { AddKind } from '../ui/Toolbar';
import type { TableSession } from './session';

export function addPiece(session: TableSession, kind: AddKind, seat: Seat, hand: Zone | undefined): string | null {
  const near = seat === 'p1';
  // Just above the hand (or the table's middle when there is none), a little jitter so pieces don't hide each other.
  const jitter = Math.round((Math.random() - 0.5) * 60);
  const x = (hand ? hand.x + hand.w / 2 : 850) + jitter;
  const y = hand ? (near ? hand.y - 160 : hand.y + hand.h + 160) : 650;
  const object = (() => {
    switch (kind) {
      case 'blueToken': return { kind: 'token', x, y, color: 'blue', count: 1 };
      case 'redToken': return { kind: 'token', x, y, color: 'red', count: 1 };
      case 'coin': return { kind: 'coin', x, y, coinKind: 'magic', heads: true, attachedTo: null };
      case 'die': return { kind: 'die', x, y, sides: 6, value: 1, lastRoller: null };
      case 'counter': return { kind: 'counter', x, y, label: 'HP', value: 0, owner: seat };
    }
  })();
  const result = session.run({ type: 'create', args: { object } });
  return result.ok && typeof result.value === 'string' ? result.value : null;
}
