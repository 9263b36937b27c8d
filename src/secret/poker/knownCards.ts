// The joint-deck cards this browser knows, by card and binding: its holder's draws and shown
// cards, and the cards face up for everyone, each opened once (seatSecrets.ts) and checked
// against what the table shows.
import type { Seat, TableObject } from '../../table';
import { bindingId, type Binding, type CardOut, type DeckState } from './deck';
import type { Identity } from './open';
import type { JointProblem } from './problems';
import type { DeckRecords } from './records';
import { openCandidates } from './duties';
import { isPublicOut } from './tableDecks';
import type { SeatSecrets } from './seatSecrets';

export interface Reveal { id: string; ref: string; origin: string }

export class KnownCards {
  /** Identities by `card|binding`. */
  private readonly opened = new Map<string, Identity>();

  constructor(private readonly secrets: SeatSecrets) {}

  /** A card's identity under its current binding, if known here. */
  refOf(cardId: string, binding: Binding | undefined): string | undefined {
    return binding ? this.opened.get(`${cardId}|${bindingId(binding)}`)?.ref : undefined;
  }

  /** The identity a card was last known by here, under any binding. */
  anyOf(cardId: string): Identity | undefined {
    return [...this.opened.entries()].find(([k]) => k.startsWith(`${cardId}|`))?.[1];
  }

  /**
   * Opens what this browser may see of a deck: the holder its draws and shown cards, everyone the
   * public ones. Returns whether it learned a card, and the public cards whose identity the
   * holder now writes in clear.
   */
  async open(state: DeckState, records: DeckRecords, seat: Seat | null, objects: () => ReadonlyMap<string, TableObject>, report: (problem: JointProblem) => void): Promise<{ learned: boolean; reveals: Reveal[] }> {
    let learned = false;
    const reveals: Reveal[] = [];
    for (const [card, { binding, public: isPublic }] of openCandidates(state, (out: CardOut) => isPublicOut(out, objects()))) {
      const key = `${card}|${bindingId(binding)}`;
      let known = this.opened.get(key);
      if (!known) {
        const found = await this.secrets.open(state, records, seat, card, binding, isPublic);
        if (found === null) continue;
        if (!found) {
          report(seat === state.holder
            ? { code: 'notASlot', deck: state.id, zone: state.zone, seat: state.other, card }
            : { code: 'publicMismatch', deck: state.id, zone: state.zone, seat: state.holder, card });
          continue;
        }
        known = { ref: found.ref, origin: found.origin };
        this.opened.set(key, known);
        learned = true;
      }
      if (isPublic) {
        const object = objects().get(card);
        if (object?.kind !== 'card') continue;
        if (object.ref === '' && seat === state.holder && object.faceUp && object.joint) reveals.push({ id: card, ...known });
        else if (object.ref !== '' && object.ref !== known.ref) report({ code: 'publicMismatch', deck: state.id, zone: state.zone, seat: state.holder, card });
      }
    }
    return { learned, reveals };
  }
}
