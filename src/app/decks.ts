// A hidden deck's actions for the rest of the app, whichever scheme the deck uses: a joint deck
// (both seats shuffle; see secret/poker) or a deck its holder keeps alone (secret/keeper: solo
// tables, lessons, one seat in the room). Callers never need to know which.
import type { Seat } from '../table';
import type { DeckCardView, SecretKeeper } from '../secret/keeper';
import type { JointStatus } from '../secret/poker/agent';
import type { JointDeckApi } from '../secret/poker/lazyAgent';
import type { DeckAudit } from '../secret/poker/audit';

export type DeckScheme = 'joint' | 'holder';

export interface DeckStatus {
  scheme: DeckScheme;
  /** Who a joint deck waits for, and for what; null when nothing is pending. */
  waiting: JointStatus['waiting'];
}

export class DeckActions {
  constructor(private readonly keeper: SecretKeeper, private readonly joint: JointDeckApi) {}

  /** The hidden deck zone of this seat that an object (a pile, a card) lies in. */
  deckZoneOf(objectId: string): string | undefined {
    return this.keeper.deckZoneOf(objectId);
  }

  scheme(zone: string): DeckScheme {
    return this.joint.ownsZone(zone) ? 'joint' : 'holder';
  }

  status(zone: string): DeckStatus {
    const joint = this.joint.status(zone);
    return joint ? { scheme: 'joint', waiting: joint.waiting } : { scheme: this.scheme(zone), waiting: null };
  }

  /** Whether a joint deck is mid-shuffle (draws wait until both seats are done). */
  busy(zone: string): boolean {
    return this.joint.deckOfZone(zone)?.busy != null;
  }

  shuffle(zone: string): Promise<unknown> {
    return this.joint.deckOfZone(zone) ? this.joint.shuffle(zone) : this.keeper.shuffle(zone);
  }

  look(zone: string, count: number): Promise<DeckCardView[]> {
    return this.joint.deckOfZone(zone) ? this.joint.look(zone, count) : this.keeper.look(zone, count);
  }

  search(zone: string): Promise<DeckCardView[]> {
    return this.joint.deckOfZone(zone) ? this.joint.search(zone) : this.keeper.search(zone);
  }

  /** Ids of the top N cards, top first: the protocol's order for a joint deck. */
  topCards(zone: string, count: number): string[] {
    const joint = this.joint.deckOfZone(zone);
    return joint ? joint.order.slice(0, Math.max(0, count)) : this.keeper.topCards(zone, count);
  }

  /** Resolves once a joint deck's shuffle is over (at once for any other deck). */
  async ready(zone: string, timeoutMs = 60_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (this.busy(zone) || this.joint.claims(zone)) {
      if (Date.now() > end) throw new Error('the other seat has not finished shuffling');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** A joint deck whose every card came through a joint shuffle (none put back since). */
  shuffledJointly(zone: string): boolean {
    const state = this.joint.deckOfZone(zone);
    return Boolean(state && !state.busy && state.order.every((card) => state.bindings.get(card)?.kind === 'shuffle'));
  }

  settled(): Promise<void> {
    return Promise.all([this.keeper.settled(), this.joint.settled()]).then(() => undefined);
  }

  /** Every joint deck, replayed with the seats' revealed keys. */
  auditJoint(keys: Partial<Record<Seat, CryptoKey>>): Promise<DeckAudit[]> {
    return this.joint.audit(keys);
  }
}
