// Rewind by consent in one browser, outside React: the current match's proposals and answers, this
// browser's proposing and answering, and, once both seats have accepted, this seat's own rewind,
// computed from this browser's own copy of the room's signed history (nobody else's word).
import type * as Y from 'yjs';
import { answerRewind, isAgreed, isDeclined, proposeRewind, readRewinds, type RewindPoint, type RewindState } from '../../net/rewind';
import { ROOT, type Seat } from '../../table';
import { holdsCut, tableAtPoint } from './point';
import { applyRewind, planRewind } from './restore';

export interface RewindDeskDeps {
  doc: Y.Doc;
  transport: Y.Doc;
  roomId: string;
  /** The current match's id (null: a free table). */
  match(): string | null;
  mySeat(): Seat | null;
  onSeat(fn: () => void): () => void;
  iAmJudge(): boolean;
  /** This seat's undo origin: the rewind is one undo step. */
  origin(seat: Seat): unknown;
}

export interface RewindDeskState {
  match: string | null;
  rewinds: RewindState[];
  mySeat: Seat | null;
  /** Proposals whose moment this browser's history does not hold (not applied). */
  unmatched: string[];
}

const newId = () => `rw-${crypto.getRandomValues(new Uint32Array(2)).join('').slice(0, 16)}`;

export class RewindDesk {
  private state: RewindDeskState = { match: null, rewinds: [], mySeat: null, unmatched: [] };
  private readonly listeners = new Set<() => void>();
  private readonly cleanup: (() => void)[] = [];
  private readonly applying = new Set<string>();
  private readonly unmatched = new Set<string>();

  constructor(private readonly deps: RewindDeskDeps) {
    const refresh = () => this.refresh();
    for (const root of [ROOT.matches.name, ROOT.meta.name]) {
      const map = deps.doc.getMap<unknown>(root);
      map.observe(refresh);
      this.cleanup.push(() => map.unobserve(refresh));
    }
    this.cleanup.push(deps.onSeat(refresh));
    this.refresh();
  }

  get snapshot(): RewindDeskState {
    return this.state;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** A proposal in this browser's role (its seat, or the judge in the chair); false when it has none. */
  propose(point: RewindPoint, label: string): boolean {
    const match = this.deps.match();
    const seat = this.deps.mySeat();
    const by = seat ?? (this.deps.iAmJudge() ? 'judge' : null);
    if (!match || !by) return false;
    proposeRewind(this.deps.doc, match, newId(), { by, point, label: label.slice(0, 120) });
    return true;
  }

  answer(id: string, answer: 'accept' | 'decline'): void {
    const seat = this.deps.mySeat();
    if (!seat || !this.state.match) return;
    answerRewind(this.deps.doc, this.state.match, id, seat, answer);
  }

  destroy(): void {
    for (const off of this.cleanup) off();
  }

  private refresh(): void {
    const match = this.deps.match();
    const mySeat = this.deps.mySeat();
    const rewinds = match ? readRewinds(this.deps.doc, match) : [];
    this.state = { match, rewinds, mySeat, unmatched: [...this.unmatched] };
    for (const fn of this.listeners) fn();
    if (!match || !mySeat) return;
    for (const r of rewinds) {
      if (isAgreed(r) && !isDeclined(r) && !r.applied[mySeat] && !this.applying.has(r.id) && !this.unmatched.has(r.id)) {
        this.applying.add(r.id);
        void this.apply(match, r, mySeat).finally(() => this.applying.delete(r.id));
      }
    }
  }

  /** This seat's half of an agreed rewind, from this browser's own history of the room. */
  private async apply(match: string, r: RewindState, seat: Seat): Promise<void> {
    try {
      if (!holdsCut(this.deps.transport, r.proposal.point)) {
        this.unmatched.add(r.id);
        this.refresh();
        return;
      }
      const past = await tableAtPoint(this.deps.transport, this.deps.roomId, r.proposal.point);
      const plan = planRewind(this.deps.doc, past, seat);
      past.destroy();
      if (this.deps.match() !== match || this.deps.mySeat() !== seat) return;
      applyRewind(this.deps.doc, seat, plan, { match, id: r.id, proposal: r.proposal, origin: this.deps.origin(seat) });
    } catch (error) {
      console.error('[fudaba] could not apply the rewind', error);
    }
  }
}
