// This seat's own secrets of the joint decks, opened with its key and kept once opened: the
// holder's deck lists, the round secrets and the layers they put on each card. From them it works
// out this seat's turn of a shuffle and which card a point is. It writes nothing in the doc.
import type { Seat } from '../../table';
import type { KeyRing } from '../keyring';
import { decodePoint, decodeScalar, type GroupPoint } from './group';
import { bindingId, bindingPoint, layersOf, type Binding, type DeckState } from './deck';
import { identify, type Identity } from './open';
import { insertSecretContext, listContext, releaseId, roundId, roundSecretContext, type DeckRecords } from './records';
import { keyRound, layerRound, type Turn } from './rounds';
import { openDeckList, openInsertSecret, openRoundSecret, type RoundSecret } from './secrets';

/** What the secrets are read with (the agent's options, read at each use). */
export interface SecretSource {
  keys: KeyRing;
  seat: () => Seat | null;
}

export class SeatSecrets {
  /** The holder's own deck lists, opened with its key. */
  private readonly lists = new Map<string, Promise<string[] | null>>();
  private readonly secrets = new Map<string, Promise<RoundSecret | null>>();

  constructor(private readonly source: SecretSource) {}

  /** Keeps a secret this browser just made (its record may not be read back yet). */
  keep(context: string, secret: RoundSecret): void {
    this.secrets.set(context, Promise.resolve(secret));
  }

  keepList(deck: string, refs: string[]): void {
    this.lists.set(deck, Promise.resolve(refs));
  }

  /** This seat's turn of the running shuffle; null while a layer, point or secret is missing. */
  async turn(state: DeckState, records: DeckRecords, seat: Seat): Promise<Turn | null> {
    const busy = state.busy;
    if (!busy) return null;
    const n = busy.ids.length;
    if (busy.round === 1 || busy.round === 2) {
      const layers = await Promise.all(busy.ids.map((card) => this.myLayer(state, records, seat, card)));
      const inputs = busy.round === 1
        ? await Promise.all(busy.ids.map((card) => this.currentPoint(state, records, card)))
        : (records.rounds.get(roundId(busy.shuffle, 1, state.holder))?.out ?? []).map(decodePoint);
      if (inputs.some((p) => p === null) || layers.some((l) => l === null)) return null;
      return keyRound(busy.round, n, inputs as GroupPoint[], layers as bigint[]);
    }
    const earlier = await this.roundSecret(state, records, busy.shuffle, busy.round - 2, seat);
    const input = (records.rounds.get(roundId(busy.shuffle, busy.round - 1, busy.round === 3 ? state.other : state.holder))?.out ?? []).map(decodePoint);
    if (!earlier?.key || input.some((p) => p === null)) return null;
    return layerRound(busy.round, n, input as GroupPoint[], earlier.key);
  }

  /**
   * Which card a point is, for this seat: the holder tries every identity its deck may hold, anyone
   * else the one the holder published for a card face up. Null while it cannot tell yet (or may
   * not), false when no identity fits (a forged or wrong card).
   */
  async open(state: DeckState, records: DeckRecords, seat: Seat | null, card: string, binding: Binding, isPublic: boolean): Promise<Identity | false | null> {
    const holder = seat === state.holder;
    const reveal = records.reveals.get(card);
    if (!holder && !(isPublic && reveal?.seat === state.holder)) return null;
    const point = bindingPoint(records, state, binding);
    const layers = await this.layersFor(state, records, seat, card, binding, isPublic && !holder);
    if (!point || !layers) return null;
    return identify(state.id, point, layers, holder ? await this.candidates(state, records) : [reveal as Identity]) ?? false;
  }

  /** The holder's deck list (only its own browser can open it). */
  listOf(state: DeckState, records: DeckRecords): Promise<string[] | null> {
    const seat = this.source.seat();
    const open = records.ops.get(1)?.op;
    if (seat !== state.holder || open?.op !== 'open') return Promise.resolve(null);
    let list = this.lists.get(state.id);
    if (!list) {
      list = this.source.keys.ensure(seat).then((key) => openDeckList(key, open.list, listContext(state.id, seat), open.ids.length));
      this.lists.set(state.id, list);
    }
    return list;
  }

  /** Every identity the holder knows its deck may hold: its list, and the cards it put in since. */
  private async candidates(state: DeckState, records: DeckRecords): Promise<Identity[]> {
    const seat = this.source.seat();
    const list = await this.listOf(state, records);
    const out: Identity[] = (list ?? []).map((ref, i) => ({ ref, origin: state.openIds[i] ?? '' }));
    for (const [n, { op }] of records.ops) {
      if (op.op !== 'in') continue;
      if (op.ref !== undefined) out.push({ ref: op.ref, origin: op.card });
      else if (op.sec && seat === state.holder) {
        const opened = await openInsertSecret(await this.source.keys.ensure(seat), op.sec, insertSecretContext(state.id, n, seat));
        if (opened) out.push({ ref: opened.ref, origin: opened.origin });
      }
    }
    return out;
  }

  /** A card's point as the deck holds it now (before the running shuffle). */
  private async currentPoint(state: DeckState, records: DeckRecords, card: string): Promise<GroupPoint | null> {
    const binding = state.bindings.get(card);
    return binding ? bindingPoint(records, state, binding, (await this.listOf(state, records)) ?? undefined) : null;
  }

  /** This seat's own layer on a card's current binding (1n where it has none). */
  private async myLayer(state: DeckState, records: DeckRecords, seat: Seat, card: string): Promise<bigint | null> {
    const binding = state.bindings.get(card);
    if (!binding) return null;
    return this.layerOn(state, records, seat, binding);
  }

  async layerOn(state: DeckState, records: DeckRecords, seat: Seat, binding: Binding): Promise<bigint | null> {
    const has = layersOf(binding);
    if (seat === state.holder ? !has.holder : !has.other) return 1n;
    if (binding.kind === 'shuffle') {
      const secret = await this.roundSecret(state, records, binding.shuffle, seat === state.holder ? 3 : 4, seat);
      return secret?.layers?.[binding.index] ?? null;
    }
    if (binding.kind === 'in') {
      const op = records.ops.get(binding.n)?.op;
      if (op?.op !== 'in' || !op.sec) return null;
      const key = await this.source.keys.ensure(seat);
      return (await openInsertSecret(key, op.sec, insertSecretContext(state.id, binding.n, seat)))?.layer ?? null;
    }
    return 1n;
  }

  private roundSecret(state: DeckState, records: DeckRecords, shuffle: string, round: number, seat: Seat): Promise<RoundSecret | null> {
    const context = roundSecretContext(state.id, shuffle, round, seat);
    let found = this.secrets.get(context);
    if (!found) {
      const record = records.rounds.get(roundId(shuffle, round, seat));
      found = record
        ? this.source.keys.ensure(seat).then((key) => openRoundSecret(key, record.sec, round as 1 | 2 | 3 | 4, context))
        : Promise.resolve(null);
      if (record) this.secrets.set(context, found);
    }
    return found;
  }

  /** The layers to strip from a card: this seat's own and the released ones; null while one is missing. */
  private async layersFor(state: DeckState, records: DeckRecords, seat: Seat | null, card: string, binding: Binding, isPublic: boolean): Promise<bigint[] | null> {
    const out: bigint[] = [];
    const has = layersOf(binding);
    for (const [holds, who] of [[has.holder, state.holder], [has.other, state.other]] as const) {
      if (!holds) continue;
      if (seat === who && !isPublic) {
        const mine = await this.layerOn(state, records, who, binding);
        if (mine === null) return null;
        out.push(mine);
        continue;
      }
      const released = records.releases.get(releaseId(bindingId(binding), card, who));
      const scalar = released ? decodeScalar(released) : null;
      if (scalar === null) {
        if (seat === who) {
          const mine = await this.layerOn(state, records, who, binding);
          if (mine === null) return null;
          out.push(mine);
          continue;
        }
        return null;
      }
      out.push(scalar);
    }
    return out;
  }
}
