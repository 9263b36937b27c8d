// Sealed envelopes on the shared doc. Any seat opens a round; each seat commits a choice (only a
// hash is published; the choice itself is kept encrypted under the seat's own key so a reload
// does not lose it); once every seat has committed, each browser reveals its own choice, and every
// browser checks every reveal against its commitment.
import * as Y from 'yjs';
import { z } from 'zod';
import { ROOT } from '../table/layout';
import { seatSchema, writeLog, type Seat, type TableContext } from '../table';
import { decryptJson, encryptJson, sealedSchema } from './cipher';
import { SecretError } from './encoding';
import { roundVerdicts, sealChoice, type EnvelopeRound, type RevealVerdict } from './envelope';
import type { KeyRing } from './keyring';

export const ENVELOPES = ROOT.envelopes.name;

export const choiceSchema = z.union([z.string().max(500), z.number().finite(), z.array(z.string().max(120)).max(60)]);
export type Choice = z.infer<typeof choiceSchema>;
const roundSchema = z.object({
  label: z.string().min(1).max(80),
  seats: z.array(seatSchema).min(1).max(2),
  kind: z.enum(['text', 'number', 'cards']),
  by: seatSchema,
  /** Rounds are listed in this order (seconds since the epoch). */
  t: z.number().int().min(0),
});
const revealSchema = z.object({ value: choiceSchema, salt: z.string().min(16).max(64) });
const hashSchema = z.string().regex(/^[0-9a-f]{64}$/);

export interface EnvelopeView {
  id: string;
  label: string;
  kind: 'text' | 'number' | 'cards';
  seats: Seat[];
  committed: Seat[];
  /** Verdict per seat once reveals arrive; a mismatching reveal is never shown as a value. */
  verdicts: Partial<Record<Seat, RevealVerdict>>;
  values: Partial<Record<Seat, Choice>>;
  mine: Choice | undefined;
  /** When the round was opened (seconds since the epoch). */
  t: number;
}

export class EnvelopeBoard {
  readonly origin = { envelopes: true };
  private readonly map: Y.Map<unknown>;
  private readonly observer = () => void this.revealWhenReady().catch(() => undefined);
  private readonly mine = new Map<string, Choice>();

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

  /** Commits this seat's choice: publishes its hash, keeps the choice encrypted for itself. */
  async commit(roundId: string, value: Choice): Promise<void> {
    const seat = this.requireSeat();
    const round = this.round(roundId);
    if (!round) throw new SecretError(`no envelope round ${roundId}`);
    if (!round.seats.includes(seat)) throw new SecretError(`${seat} takes no part in this round`);
    if (typeof this.map.get(`c/${roundId}/${seat}`) === 'string') throw new SecretError('this seat has already committed in this round');
    const choice = choiceSchema.parse(value);
    const { hash, reveal } = await sealChoice(roundId, seat, choice);
    const kept = await encryptJson(await this.keys.ensure(seat), reveal, `envelope:${roundId}:${seat}`);
    this.doc.transact(() => {
      this.map.set(`k/${roundId}/${seat}`, kept);
      this.map.set(`c/${roundId}/${seat}`, hash);
      writeLog(this.context(seat), 'envelopeCommit', { round: roundId, label: round.label });
    }, this.origin);
    this.mine.set(roundId, choice);
  }

  /** Every round, newest first, with each seat's commitment and checked reveal. */
  async rounds(): Promise<EnvelopeView[]> {
    const out: EnvelopeView[] = [];
    for (const key of this.map.keys()) {
      if (!key.startsWith('r/')) continue;
      const id = key.slice(2);
      const round = this.round(id);
      if (!round) continue;
      const envelope = this.envelope(id, round.seats);
      const verdicts = await roundVerdicts(envelope);
      const values: Partial<Record<Seat, Choice>> = {};
      for (const seat of round.seats) {
        const reveal = envelope.reveals[seat];
        if (verdicts[seat] === 'ok' && reveal) values[seat] = reveal.value as Choice;
      }
      out.push({
        id, label: round.label, kind: round.kind, seats: round.seats,
        committed: round.seats.filter((s) => typeof envelope.commitments[s] === 'string'),
        verdicts: verdicts as Partial<Record<Seat, RevealVerdict>>, values, mine: this.mine.get(id), t: round.t,
      });
    }
    return out.sort((a, b) => b.t - a.t || (a.id < b.id ? -1 : 1));
  }

  private round(id: string) {
    const parsed = roundSchema.safeParse(this.map.get(`r/${id}`));
    return parsed.success ? parsed.data : undefined;
  }

  private envelope(id: string, seats: Seat[]): EnvelopeRound {
    const commitments: EnvelopeRound['commitments'] = {};
    const reveals: EnvelopeRound['reveals'] = {};
    for (const seat of seats) {
      const hash = hashSchema.safeParse(this.map.get(`c/${id}/${seat}`));
      if (hash.success) commitments[seat] = hash.data;
      const reveal = revealSchema.safeParse(this.map.get(`v/${id}/${seat}`));
      if (reveal.success) reveals[seat] = reveal.data;
    }
    return { id, seats, commitments, reveals };
  }

  /** Once every seat has committed, reveals this seat's choice in each such round. */
  private async revealWhenReady(): Promise<void> {
    const seat = this.seat();
    if (!seat) return;
    for (const key of [...this.map.keys()]) {
      if (!key.startsWith('r/')) continue;
      const id = key.slice(2);
      const round = this.round(id);
      if (!round || !round.seats.includes(seat) || this.map.has(`v/${id}/${seat}`)) continue;
      const kept = sealedSchema.safeParse(this.map.get(`k/${id}/${seat}`));
      if (!kept.success) continue;
      const seatKey = await this.keys.find(seat);
      if (!seatKey) continue;
      const reveal = revealSchema.safeParse(await decryptJson(seatKey, kept.data, `envelope:${id}:${seat}`));
      if (!reveal.success) continue;
      this.mine.set(id, reveal.data.value);
      if (!round.seats.every((s) => typeof this.map.get(`c/${id}/${s}`) === 'string')) continue;
      if (this.map.has(`v/${id}/${seat}`)) continue;
      this.doc.transact(() => {
        this.map.set(`v/${id}/${seat}`, reveal.data);
        writeLog(this.context(seat), 'envelopeReveal', { round: id, label: round.label });
      }, this.origin);
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
