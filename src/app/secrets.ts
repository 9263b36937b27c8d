// The secret side of the table for the UI: whose secret an object holds, and the deck commands
// that only the holder's browser can carry out (it alone can read its hidden deck).
import { zonesOf, type Seat, type TableObject } from '../table';
import type { DeckCardView } from '../secret/keeper';
import { isDeckCommand, type DeckCommand, type MenuCommand, type Secrecy, type TableCommand } from '../ui/actions';
import type { TableSession } from './session';
import i18next from 'i18next';

export function secrecyFor(session: TableSession, seat: Seat | null): Secrecy {
  const objects = session.live.snapshot.objects;
  const sealedSeat = (object: TableObject): Seat | null => {
    if (object.kind === 'card') return object.sealed?.seat ?? null;
    if (object.kind !== 'stack') return null;
    for (const id of object.order) {
      const card = objects.get(id);
      if (card?.kind === 'card' && card.sealed) return card.sealed.seat;
    }
    return null;
  };
  return (object) => {
    const holder = sealedSeat(object);
    if (holder) return holder === seat ? 'mine' : 'theirs';
    return object.kind === 'stack' && session.keeper.deckZoneOf(object.id) ? 'mine' : null;
  };
}

export type DeckView = { mode: 'look' | 'search'; zone: string; cards: DeckCardView[] };

export interface SecretCommandHooks {
  run(command: TableCommand): unknown;
  show(view: DeckView): void;
  fail(message: string): void;
}

/**
 * Carries out a command that needs the holder's keys. Returns the command back when it is an
 * ordinary table command (for the caller to run), null when it was taken care of here.
 */
export function runSecretCommand(session: TableSession, seat: Seat | null, command: MenuCommand, hooks: SecretCommandHooks): TableCommand | null {
  // A joint deck that both seats are shuffling is drawn from once they are done.
  if ((command.type === 'draw' || command.type === 'take') && seat) {
    const zone = session.decks.deckZoneOf(command.args.stack);
    if (zone && session.decks.busy(zone)) {
      hooks.fail(i18next.t('jointDeck.busy'));
      return null;
    }
  }
  if (!isDeckCommand(command) && command.type !== 'shuffle') return command;
  const secret: DeckCommand | Extract<TableCommand, { type: 'shuffle' }> = command;
  const zone = session.decks.deckZoneOf(secret.args.stack);
  // Shuffling a deck that is not hidden is an ordinary table command.
  if (secret.type === 'shuffle' && !zone) return secret;
  if (!zone || !seat) {
    hooks.fail('not your hidden deck');
    return null;
  }
  const failed = (error: unknown) => hooks.fail(error instanceof Error ? error.message : String(error));
  if (secret.type === 'shuffle') void session.decks.shuffle(zone).catch(failed);
  else if (secret.type === 'deck.look') void session.decks.look(zone, secret.args.count).then((cards) => hooks.show({ mode: 'look', zone, cards }), failed);
  else if (secret.type === 'deck.search') void session.decks.search(zone).then((cards) => hooks.show({ mode: 'search', zone, cards }), failed);
  else mill(session, seat, zone, secret.args.count, hooks);
  return null;
}

/** Puts the top cards of a hidden deck face up on the seat's discard pile. */
function mill(session: TableSession, seat: Seat, zone: string, count: number, hooks: SecretCommandHooks): void {
  const objects = [...session.live.snapshot.objects.values()];
  const discard = zonesOf(objects).find((z) => z.owner === seat && z.snap === 'stack' && z.visibility === 'public');
  if (!discard) return hooks.fail('no discard pile on this mat');
  for (const id of session.decks.topCards(zone, count)) {
    hooks.run({ type: 'move', args: { id, x: discard.x + discard.w / 2, y: discard.y + discard.h / 2 } });
    const card = session.live.snapshot.objects.get(id);
    if (card?.kind === 'card' && card.stack === null && !card.faceUp) hooks.run({ type: 'flip', args: { ids: [id] } });
  }
}
