// Sealed envelopes on the shared doc. Any seat opens a round; each seat commits a choice (only a
// hash is published; the choice itself is kept encrypted, padded, under the seat's own key so a
// reload does not lose it). Any peer can write any map key, so commitments are write-once by
// construction: every write gets a key of its own (`c/<round>/<seat>/<tag>`), so a second
// commitment for a seat is a second entry that everyone sees, and this browser also pins every
// commitment it ever saw (an overwrite or a deletion cannot make it forget the first). A seat with
// two is equivocation: the round never opens. Once every seat has committed, each acknowledges
// the set it saw (`a/…`); a browser reveals only when every seat's acknowledgement names the very
// set it saw itself. A browser that finds a commitment in its own seat's name that it did not
// make disowns it (`x/…`), so that every peer marks the round.
import * as Y from 'yjs';
import { z } from 'zod/mini';
import { ROOT } from '../table/layout';
import { seatSchema, writeLog, type Seat, type TableContext } from '../table';
import { decryptJson, encryptJson } from './cipher';
import { commit as commitValue } from './commit';
import { SecretError, fromBase64Url, toHex } from './encoding';
import {
  ackHash, envelopePurpose, paddedBase64, revealOpens, roundVerdicts, sealChoice,
  type EnvelopeRound, type Reveal, type RevealVerdict,
} from './envelope';
import type { KeyRing } from './keyring';

export const ENVELOPES = ROOT.envelopes.name;

export const choiceSchema = z.union([z.string().check(z.maxLength(500)), z.number(), z.array(z.string().check(z.maxLength(120))).check(z.maxLength(60))]);
export type Choice = z.infer<typeof choiceSchema>;
const roundSchema = z.object({
  label: z.string().check(z.minLength(1), z.maxLength(80)),
  seats: z.array(seatSchema).check(z.minLength(1), z.maxLength(2)),
  kind: z.enum(['text', 'number', 'cards']),
  by: seatSchema,
  /** Rounds are listed in this order (seconds since the epoch). */
  t: z.int().check(z.gte(0)),
});
type RoundRecord = z.infer<typeof roundSchema>;
const revealSchema = z.object({ value: choiceSchema, salt: z.string().check(z.minLength(16), z.maxLength(64)) });
const hashSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));
/** The seat's own copy: the padded choice (fixed length) and the salt. */
const keptSchema = z.object({ p: z.string().check(z.maxLength(12_000)), salt: z.string().check(z.minLength(16), z.maxLength(64)) });

/** Why a round cannot open, as this browser sees it. */
export type Equivocation = 'twice' | 'disowned' | 'ack' | 'rewritten';

export interface EnvelopeView {
  id: string;
  label: string;
  kind: 'text' | 'number' | 'cards';
  seats: Seat[];
  /** The seat that opened the round. */
  by?: Seat;
  committed: Seat[];
  /** Seats whose acknowledgement of the set of commitments this browser has seen. */
  acked?: Seat[];
  /** Seats whose commitment or acknowledgement came in two versions (or was disowned): the round never opens. */
  equivocated?: Seat[];
  /** Verdict per seat once reveals arrive; a mismatching reveal is never shown as a value. */
  verdicts: Partial<Record<Seat, RevealVerdict>>;
  values: Partial<Record<Seat, Choice>>;
  mine: Choice | undefined;
  /** When the round was opened (seconds since the epoch). */
  t: number;
}

interface Own { choice: Choice; hash: string; reveal: Reveal }

interface RoundState {
  round: RoundRecord;
  /** The one commitment of each seat that has exactly one. */
  commitments: Partial<Record<Seat, string>>;
  committed: Seat[];
  acks: Partial<Record<Seat, string>>;
  equivocated: Map<Seat, Equivocation>;
}

const slot = (id: string, seat: Seat) => `${id}/${seat}`;
const newTag = () => toHex(crypto.getRandomValues(new Uint8Array(6)));

export class EnvelopeBoard {
  readonly origin = { envelopes: true };
  private readonly map: Y.Map<unknown>;
  private readonly observer = () => {
    this.pinAll();
    this.schedule();
  };
  private readonly mine = new Map<string, Choice>();
  /** Every round record, commitment, acknowledgement and disowning this browser ever saw. */
  private readonly roundPins = new Map<string, { text: string; round: RoundRecord }>();
  private readonly rewritten = new Set<string>();
  private readonly commitSeen = new Map<string, Set<string>>();
  private readonly ackSeen = new Map<string, Set<string>>();
  private readonly disownSeen = new Map<string, Set<string>>();
  /** The first reveal of each seat that opened its pinned commitment. */
  private readonly opened = new Map<string, Reveal>();
  private readonly own = new Map<string, Own>();
  private readonly warned = new Set<string>();
  private running: Promise<void> = Promise.resolve();
  private scheduled = false;

  constructor(private readonly doc: Y.Doc, private readonly keys: KeyRing, private readonly seat: () => Seat | null) {
    this.map = doc.getMap<unknown>(ENVELOPES);
  }

  start(): void {
    this.map.observe(this.observer);
    this.observer();
  }

  stop(): void {
    this.map.unobserve(this.observer);
  }

  /** The browser now plays another seat: reveal what that seat committed, if the round is complete. */
  seatChanged(): void {
    this.observer();
  }

  /** Resolves when the acknowledgements and reveals this browser owes have been written. */
  settled(): Promise<void> {
    return this.running;
  }

  open(label: string, kind: EnvelopeView['kind'], seats: Seat[] = ['p1', 'p2']): string {
    const by = this.requireSeat();
    const id = crypto.randomUUID().slice(0, 12);
    const round = roundSchema.parse({ label: label.trim() || '?', seats, kind, by, t: Math.floor(Date.now() / 1000) });
    this.doc.transact(() => {
      this.map.set(`r/${id}`, round);
      writeLog(this.context(by), 'envelopeOpen', { round: id, label: round.label });
    }, this.origin);
    return id;
  }

  /** Commits this seat's choice: publishes its hash, keeps the choice (padded, encrypted) for itself. */
  async commit(roundId: string, value: Choice): Promise<void> {
    const seat = this.requireSeat();
    this.pinAll();
    const state = this.state(roundId);
    if (!state) throw new SecretError(`no envelope round ${roundId}`);
    if (!state.round.seats.includes(seat)) throw new SecretError(`${seat} takes no part in this round`);
    if (this.seen(this.commitSeen, roundId, seat).size > 0) throw new SecretError('this seat has already committed in this round');
    const choice = choiceSchema.parse(value);
    const { hash, reveal, padded } = await sealChoice(roundId, seat, state.round.kind, choice);
    const kept = await encryptJson(await this.keys.ensure(seat), { p: paddedBase64(padded), salt: reveal.salt }, envelopePurpose(roundId, seat));
    if (this.seen(this.commitSeen, roundId, seat).size > 0) throw new SecretError('this seat has already committed in this round');
    this.doc.transact(() => {
      this.map.set(`k/${roundId}/${seat}`, kept);
      this.map.set(`c/${roundId}/${seat}/${newTag()}`, hash);
      writeLog(this.context(seat), 'envelopeCommit', { round: roundId, label: state.round.label });
    }, this.origin);
    this.own.set(slot(roundId, seat), { choice, hash, reveal });
    this.mine.set(roundId, choice);
  }

  /** Every round, newest first, with each seat's commitment and checked reveal. */
  async rounds(): Promise<EnvelopeView[]> {
    this.pinAll();
    const out: EnvelopeView[] = [];
    for (const id of this.roundIds()) {
      const state = await this.checkedState(id);
      if (!state) continue;
      const { round } = state;
      const envelope = this.envelope(id, state);
      const verdicts = await roundVerdicts(envelope);
      const values: Partial<Record<Seat, Choice>> = {};
      for (const seat of round.seats) {
        const reveal = envelope.reveals[seat];
        if (verdicts[seat] === 'ok' && reveal) {
          values[seat] = reveal.value as Choice;
          if (!this.opened.has(slot(id, seat))) this.opened.set(slot(id, seat), reveal);
        }
      }
      out.push({
        id, label: round.label, kind: round.kind, seats: round.seats, by: round.by, committed: state.committed,
        acked: round.seats.filter((s) => state.acks[s] !== undefined), equivocated: [...state.equivocated.keys()],
        verdicts: verdicts as Partial<Record<Seat, RevealVerdict>>, values, mine: this.mine.get(id), t: round.t,
      });
    }
    return out.sort((a, b) => b.t - a.t || (a.id < b.id ? -1 : 1));
  }

  // ---- what this browser has seen --------------------------------------------------------

  /** Records every value the map holds now; called on every change, so an overwrite is never missed. */
  private pinAll(): void {
    for (const [key, value] of this.map.entries()) {
      const [kind, id, seatText, tag, ...rest] = key.split('/');
      if (!id || rest.length > 0) continue;
      if (kind === 'r' && seatText === undefined) this.pinRound(id, value);
      const seat = seatSchema.safeParse(seatText);
      if (!seat.success || tag === undefined) continue;
      const hash = hashSchema.safeParse(value);
      if (!hash.success) continue;
      const pins = kind === 'c' ? this.commitSeen : kind === 'a' ? this.ackSeen : kind === 'x' ? this.disownSeen : null;
      if (!pins) continue;
      const key2 = slot(id, seat.data);
      let set = pins.get(key2);
      if (!set) pins.set(key2, (set = new Set()));
      set.add(hash.data);
    }
  }

  private pinRound(id: string, value: unknown): void {
    const parsed = roundSchema.safeParse(value);
    if (!parsed.success) return;
    const text = JSON.stringify([parsed.data.label, parsed.data.seats, parsed.data.kind, parsed.data.by, parsed.data.t]);
    const pinned = this.roundPins.get(id);
    if (!pinned) this.roundPins.set(id, { text, round: parsed.data });
    else if (pinned.text !== text) this.rewritten.add(id);
  }

  private seen(pins: Map<string, Set<string>>, id: string, seat: Seat): Set<string> {
    return pins.get(slot(id, seat)) ?? new Set();
  }

  private roundIds(): string[] {
    return [...this.roundPins.keys()];
  }

  /** The round as first seen, its pinned commitments and acknowledgements, and what makes it equivocal. */
  private state(id: string): RoundState | undefined {
    const pinned = this.roundPins.get(id);
    if (!pinned) return undefined;
    const { round } = pinned;
    const commitments: RoundState['commitments'] = {};
    const acks: RoundState['acks'] = {};
    const equivocated = new Map<Seat, Equivocation>();
    const committed: Seat[] = [];
    for (const seat of round.seats) {
      const hashes = this.seen(this.commitSeen, id, seat);
      const acked = this.seen(this.ackSeen, id, seat);
      const disowned = [...this.seen(this.disownSeen, id, seat)].some((h) => hashes.has(h));
      if (hashes.size > 0) committed.push(seat);
      if (this.rewritten.has(id)) equivocated.set(seat, 'rewritten');
      else if (hashes.size > 1) equivocated.set(seat, 'twice');
      else if (disowned) equivocated.set(seat, 'disowned');
      else if (acked.size > 1) equivocated.set(seat, 'ack');
      if (hashes.size === 1 && !equivocated.has(seat)) commitments[seat] = [...hashes][0];
      if (acked.size === 1) acks[seat] = [...acked][0];
    }
    this.warn(id, round, equivocated);
    return { round, commitments, committed, acks, equivocated };
  }

  /**
   * The state, with one more check: an acknowledgement that names another set than the one this
   * browser sees means a commitment was replaced (perhaps before this browser joined).
   */
  private async checkedState(id: string): Promise<RoundState | undefined> {
    const state = this.state(id);
    if (!state) return undefined;
    const seats = state.round.seats;
    if (!seats.every((s) => state.commitments[s] !== undefined)) return state;
    const view = await ackHash(id, state.commitments);
    for (const seat of seats) {
      const ack = state.acks[seat];
      if (ack !== undefined && ack !== view && !state.equivocated.has(seat)) state.equivocated.set(seat, 'ack');
    }
    this.warn(id, state.round, state.equivocated);
    return state;
  }

  private envelope(id: string, state: RoundState): EnvelopeRound {
    const reveals: EnvelopeRound['reveals'] = {};
    for (const seat of state.round.seats) {
      const pinned = this.opened.get(slot(id, seat));
      const reveal = revealSchema.safeParse(this.map.get(`v/${id}/${seat}`));
      if (pinned) reveals[seat] = pinned;
      else if (reveal.success) reveals[seat] = reveal.data;
    }
    return { id, kind: state.round.kind, seats: state.round.seats, commitments: state.commitments, reveals, equivocated: [...state.equivocated.keys()] };
  }

  private warn(id: string, round: RoundRecord, equivocated: Map<Seat, Equivocation>): void {
    for (const [seat, why] of equivocated) {
      if (this.warned.has(slot(id, seat))) continue;
      this.warned.add(slot(id, seat));
      console.warn(`[fudaba] envelope "${round.label}" (${id}): ${seat}'s commitment is equivocal (${why}); the round will not open`);
    }
  }

  // ---- acknowledging and revealing ---------------------------------------------------------

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.running = this.running.then(async () => {
      this.scheduled = false;
      await this.step().catch((error: unknown) => console.warn('[fudaba] envelope step failed', error));
    });
  }

  /**
   * This browser's part in every round, for the seat it plays and for every other seat whose choice
   * it sealed itself (a local table, where one browser plays both seats in turn).
   */
  private async step(): Promise<void> {
    const current = this.seat();
    for (const id of this.roundIds()) {
      const round = this.state(id)?.round;
      for (const seat of round?.seats ?? []) {
        if (seat === current || this.own.has(slot(id, seat))) await this.stepSeat(id, seat);
      }
    }
  }

  /** One seat's part in a round: disown forgeries, acknowledge a complete set, reveal when all agree. */
  private async stepSeat(id: string, seat: Seat): Promise<void> {
    const first = this.state(id);
    if (!first || !first.round.seats.includes(seat)) return;
    const own = await this.ownCommitment(id, seat);
    if (own && seat === this.seat()) this.mine.set(id, own.choice);
    this.disownForgeries(id, seat, own);
    if (!own) return;
    const seats = first.round.seats;
    if (!seats.every((s) => first.commitments[s] !== undefined) || first.commitments[seat] !== own.hash) return;
    const ack = await ackHash(id, first.commitments);
    // Read again after every await: a second commitment may have come in meanwhile.
    const now = this.state(id);
    if (!now || now.equivocated.size > 0 || (await ackHash(id, now.commitments)) !== ack) return;
    if (!this.seen(this.ackSeen, id, seat).has(ack)) {
      this.doc.transact(() => this.map.set(`a/${id}/${seat}/${newTag()}`, ack), this.origin);
      return;
    }
    if (!seats.every((s) => now.acks[s] === ack)) return;
    const current = revealSchema.safeParse(this.map.get(`v/${id}/${seat}`));
    if (current.success && (await revealOpens({ id, kind: now.round.kind }, seat, own.hash, current.data))) return;
    const last = this.state(id);
    if (!last || last.equivocated.size > 0) return;
    this.doc.transact(() => {
      this.map.set(`v/${id}/${seat}`, own.reveal);
      writeLog(this.context(seat), 'envelopeReveal', { round: id, label: last.round.label });
    }, this.origin);
  }

  /** A commitment in this seat's name that this browser did not make is disowned for everyone to see. */
  private disownForgeries(id: string, seat: Seat, found: Own | undefined): void {
    // Read again: this seat may have committed while its copy was being looked for.
    const own = this.own.get(slot(id, seat)) ?? found;
    const foreign = [...this.seen(this.commitSeen, id, seat)].filter((h) => h !== own?.hash && !this.seen(this.disownSeen, id, seat).has(h));
    if (foreign.length === 0) return;
    this.doc.transact(() => {
      for (const hash of foreign) this.map.set(`x/${id}/${seat}/${newTag()}`, hash);
    }, this.origin);
  }

  /** This seat's own choice in the round, from memory or from its encrypted copy in the doc. */
  private async ownCommitment(id: string, seat: Seat): Promise<Own | undefined> {
    const known = this.own.get(slot(id, seat));
    if (known) return known;
    const kept = this.map.get(`k/${id}/${seat}`);
    const pinned = this.roundPins.get(id);
    if (kept === undefined || !pinned) return undefined;
    const key = await this.keys.find(seat);
    if (!key) return undefined;
    try {
      const record = keptSchema.parse(await decryptJson(key, kept, envelopePurpose(id, seat)));
      const padded = new TextDecoder().decode(fromBase64Url(record.p));
      const choice = choiceSchema.parse(JSON.parse(padded));
      const { commitment } = await commitValue(envelopePurpose(id, seat), padded, record.salt);
      const own: Own = { choice, hash: commitment.hash, reveal: { value: choice, salt: record.salt } };
      this.own.set(slot(id, seat), own);
      return own;
    } catch {
      return undefined;
    }
  }

  private requireSeat(): Seat {
    const seat = this.seat();
    if (!seat) throw new SecretError('a spectator cannot take part in an envelope round');
    return seat;
  }

  private context(seat: Seat): TableContext {
    return { doc: this.doc, actor: { seat, origin: this.origin } };
  }
}
