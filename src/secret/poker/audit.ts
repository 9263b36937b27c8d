// The joint-deck audit: once both seats have revealed their keys, every peer opens both seats'
// sealed secrets and replays every shuffle round, release and draw by itself. It proves that each
// round was the permutation and re-encryption it claimed (no card swapped, added or dropped), that
// each released layer was the real one, that each card left from the top, and that each card a
// seat holds or showed is the one the deck had there. It cannot tell what a seat saw on its own
// screen; and before the keys are out, only the live checks (see deck.ts) apply.
import type { Seat, TableObject } from '../../table';
import { openRef } from '../sealing';
import { cardPoint, decodePoint, decodeScalar, type GroupPoint } from './group';
import { bindingId, bindingPoint, layersOf, type Binding, type CardOut, type DeckState } from './deck';
import { identify, type Identity } from './open';
import { insertSecretContext, listContext, roundId, roundSecretContext, type DeckRecords } from './records';
import { openDeckList, openInsertSecret, openRoundSecret, type RoundSecret } from './secrets';
import { layerFactors, round1Factors, round2Factors, transform, isPermutation } from './rounds';
import { openingMismatches, type OpeningLists } from './openings';

export type AuditFinding =
  | { code: 'swap'; seat: Seat; shuffle: number; round: number; position?: number }
  | { code: 'secretMissing'; seat: Seat; shuffle: number; round: number }
  | { code: 'badRelease'; seat: Seat; card: string }
  | { code: 'notTop'; seat: Seat; draw: number; card: string }
  | { code: 'mismatch'; seat: Seat; draw: number; card: string; expected: string; found: string }
  | { code: 'badInsert'; seat: Seat; card: string }
  | { code: 'restarted'; seat: Seat; op: number }
  | { code: 'equivocation'; seat: Seat; key: string }
  | { code: 'forgedOpen'; seat: Seat; card: string; expected: string; found: string }
  /** The audit was asked (a key is out) and this seat's key is not: nothing of its part can be checked. */
  | { code: 'keyWithheld'; seat: Seat }
  /** A card came back into the deck as another card than the one it last left it as. */
  | { code: 'putBack'; seat: Seat; card: string; expected: string; found: string };

export interface DeckAudit {
  deck: string;
  holder: Seat;
  shuffles: number;
  draws: number;
  findings: AuditFinding[];
  ok: boolean;
}

export interface AuditInput {
  state: DeckState;
  records: DeckRecords;
  keys: Partial<Record<Seat, CryptoKey>>;
  objects: ReadonlyMap<string, TableObject>;
  /** Keys of this deck whose value changed after this browser first saw them. */
  equivocated: readonly string[];
  /** The identities this browser saw in clear on the table, by card id (a deck's cards before it was opened). */
  seen?: ReadonlyMap<string, string>;
  /** The lists the decks were laid out with, as the doc records them (what a late joiner never saw). */
  recorded?: OpeningLists;
}

export async function auditDeck({ state, records, keys, objects, equivocated, seen, recorded }: AuditInput): Promise<DeckAudit> {
  const findings: AuditFinding[] = [];
  const holderKey = keys[state.holder];
  const otherKey = keys[state.other];
  for (const key of equivocated) findings.push({ code: 'equivocation', seat: (key.split('/').pop() as Seat) ?? state.holder, key });
  for (const problem of state.problems) if (problem.code === 'restarted') findings.push({ code: 'restarted', seat: problem.seat, op: problem.n ?? 0 });
  if (!holderKey || !otherKey) {
    // Once any key is out the audit is asked: a seat that keeps its key back is named, never passed as clean.
    if (Object.values(keys).some(Boolean)) for (const seat of [state.holder, state.other]) if (!keys[seat]) findings.push({ code: 'keyWithheld', seat });
    return { deck: state.id, holder: state.holder, shuffles: state.shuffles.length, draws: state.outs.length, findings, ok: false };
  }

  const secret = async (shuffle: string, round: 1 | 2 | 3 | 4): Promise<RoundSecret | null> => {
    const seat = round % 2 === 1 ? state.holder : state.other;
    const record = records.rounds.get(roundId(shuffle, round, seat));
    if (!record) return null;
    return openRoundSecret(seat === state.holder ? holderKey : otherKey, record.sec, round, roundSecretContext(state.id, shuffle, round, seat));
  };
  // The deck list the holder opened with: each card as this browser saw it on the table, if it did.
  const open = records.ops.get(1)?.op;
  const list = open?.op === 'open' ? await openDeckList(holderKey, open.list, listContext(state.id, state.holder), open.ids.length) : null;
  if (!list) findings.push({ code: 'secretMissing', seat: state.holder, shuffle: 0, round: 0 });
  if (list) for (const m of openingMismatches(state.openIds, list, seen, recorded)) findings.push({ code: 'forgedOpen', seat: state.holder, ...m });
  const candidates: Identity[] = (list ?? []).map((ref, i) => ({ ref, origin: state.openIds[i] ?? '' }));
  const insertLayers = new Map<number, bigint>();
  const insertRefs = new Map<number, string>();
  for (const [n, { op }] of records.ops) {
    if (op.op !== 'in' || !op.sec) continue;
    const opened = await openInsertSecret(holderKey, op.sec, insertSecretContext(state.id, n, state.holder));
    if (!opened || !op.point || !decodePoint(op.point)?.equals(cardPoint(state.id, opened.ref, opened.origin).multiply(opened.layer))) findings.push({ code: 'badInsert', seat: state.holder, card: op.card });
    else { insertLayers.set(n, opened.layer); insertRefs.set(n, opened.ref); }
  }
  for (const { op } of records.ops.values()) if (op.op === 'in' && op.ref !== undefined) candidates.push({ ref: op.ref, origin: op.card });
  const layersByShuffle = new Map<string, { holder: bigint[]; other: bigint[] }>();
  const layer = (seat: Seat, binding: Binding): bigint | null => {
    const has = layersOf(binding);
    if (seat === state.holder ? !has.holder : !has.other) return 1n;
    if (binding.kind === 'in') return seat === state.holder ? insertLayers.get(binding.n) ?? null : 1n;
    if (binding.kind === 'shuffle') return layersByShuffle.get(binding.shuffle)?.[seat === state.holder ? 'holder' : 'other'][binding.index] ?? null;
    return 1n;
  };

  // Every shuffle, round by round, in the order the deck had them.
  for (const [number, shuffle] of state.shuffles.entries()) {
    const entry = state.shuffleInputs.get(shuffle);
    if (!entry) continue;
    const secrets = await Promise.all(([1, 2, 3, 4] as const).map((round) => secret(shuffle, round)));
    const missing = secrets.findIndex((s) => s === null);
    if (missing >= 0) {
      findings.push({ code: 'secretMissing', seat: missing % 2 === 0 ? state.holder : state.other, shuffle: number + 1, round: missing + 1 });
      continue;
    }
    const [s1, s2, s3, s4] = secrets as RoundSecret[];
    const outs = ([1, 2, 3, 4] as const).map((round) => (records.rounds.get(roundId(shuffle, round, round % 2 === 1 ? state.holder : state.other))?.out ?? []).map(decodePoint));
    const inputs = entry.inputs.map((binding) => bindingPoint(records, state, binding, list ?? undefined));
    const n = entry.ids.length;
    const holderLayers = entry.inputs.map((b) => layer(state.holder, b));
    const otherLayers = entry.inputs.map((b) => layer(state.other, b));
    const check = (round: number, seat: Seat, expected: GroupPoint[] | null) => {
      const got = outs[round - 1] ?? [];
      if (!expected) { findings.push({ code: 'swap', seat, shuffle: number + 1, round }); return false; }
      const at = expected.findIndex((p, i) => !got[i] || !got[i]!.equals(p));
      if (at >= 0 || got.length !== expected.length) { findings.push({ code: 'swap', seat, shuffle: number + 1, round, position: at >= 0 ? at + 1 : undefined }); return false; }
      return true;
    };
    const valid = (perm: number[] | undefined) => perm !== undefined && isPermutation(perm, n);
    const ok1 = s1?.key !== undefined && inputs.every(Boolean) && holderLayers.every((l) => l !== null)
      && check(1, state.holder, transform(inputs as GroupPoint[], round1Factors(s1.key, holderLayers as bigint[])));
    const ok2 = ok1 && s2?.key !== undefined && valid(s2.perm) && otherLayers.every((l) => l !== null) && outs[0]!.every(Boolean)
      && check(2, state.other, transform(outs[0] as GroupPoint[], round2Factors(s2.key, otherLayers as bigint[], s2.perm!), s2.perm));
    const ok3 = ok2 && s1?.key !== undefined && valid(s3?.perm) && s3?.layers?.length === n && outs[1]!.every(Boolean)
      && check(3, state.holder, transform(outs[1] as GroupPoint[], layerFactors(s1.key, s3.layers), s3.perm));
    const ok4 = ok3 && s2?.key !== undefined && s4?.layers?.length === n && outs[2]!.every(Boolean)
      && check(4, state.other, transform(outs[2] as GroupPoint[], layerFactors(s2.key, s4.layers)));
    if (!ok1 && !findings.some((f) => f.code === 'swap' && f.shuffle === number + 1)) findings.push({ code: 'swap', seat: state.holder, shuffle: number + 1, round: 1 });
    layersByShuffle.set(shuffle, { holder: s3?.layers ?? [], other: s4?.layers ?? [] });
    void ok4;
  }

  // Every release is the seat's real layer.
  for (const [id, value] of records.releases) {
    const [binding, card, seat] = id.split('/') as [string, string, Seat];
    const b = bindingOf(state, binding, card);
    const real = b ? layer(seat, b) : null;
    if (real === null || decodeScalar(value) !== real) findings.push({ code: 'badRelease', seat, card });
  }

  // Every card put back is the card it last left this deck as: the name it comes back under is what a later draw shows.
  const leftAs = (out: CardOut): string | null => {
    const point = bindingPoint(records, state, out.binding, list ?? undefined);
    const a = layer(state.holder, out.binding);
    const b = layer(state.other, out.binding);
    return point && a !== null && b !== null ? identify(state.id, point, [a, b], candidates)?.ref ?? null : null;
  };
  for (const [n, { op }] of records.ops) {
    if (op.op !== 'in' || n > state.applied) continue;
    const back = op.ref ?? insertRefs.get(n);
    const out = state.outs.filter((o) => o.card === op.card && o.n < n).at(-1);
    const left = out && back !== undefined ? leftAs(out) : null;
    if (left !== null && left !== back) findings.push({ code: 'putBack', seat: state.holder, card: op.card, expected: left, found: back ?? '' });
  }

  // Every card that left: from the top, and the card the deck had there.
  // A card id names a place, not a card: one that went back and was reshuffled holds another card
  // now, so only its last departure is compared with what it shows (and none while it is back in).
  const lastOut = new Map<string, number>();
  state.outs.forEach((out, i) => lastOut.set(out.card, i));
  for (const [i, out] of state.outs.entries()) {
    if (!out.fromTop) findings.push({ code: 'notTop', seat: state.holder, draw: i + 1, card: out.card });
    if (lastOut.get(out.card) !== i || state.order.includes(out.card)) continue;
    const point = bindingPoint(records, state, out.binding, list ?? undefined);
    const a = layer(state.holder, out.binding);
    const b = layer(state.other, out.binding);
    if (!point || a === null || b === null) continue;
    const expected = identify(state.id, point, [a, b], candidates)?.ref ?? '?';
    const found = await identityNow(objects.get(out.card), holderKey);
    if (found !== null && found !== expected) findings.push({ code: 'mismatch', seat: state.holder, draw: i + 1, card: out.card, expected, found });
  }
  return { deck: state.id, holder: state.holder, shuffles: state.shuffles.length, draws: state.outs.length, findings, ok: findings.length === 0 };
}

/** A card's binding from a release's name: the card's place in that shuffle, or the insert. */
function bindingOf(state: DeckState, id: string, card: string): Binding | null {
  if (/^in\d+$/.test(id)) return { kind: 'in', n: Number(id.slice(2)), card };
  const index = state.shuffleInputs.get(id)?.ids.indexOf(card) ?? -1;
  return index >= 0 ? { kind: 'shuffle', shuffle: id, index } : null;
}

/** What a card that left the deck is now: in clear, or sealed for its holder (opened with the revealed key). */
async function identityNow(object: TableObject | undefined, holderKey: CryptoKey): Promise<string | null> {
  if (object?.kind !== 'card') return null;
  if (object.ref !== '') return object.ref;
  if (object.sealed) return openRef(holderKey, object.id, object.sealed).catch(() => '(unreadable)');
  return null;
}

