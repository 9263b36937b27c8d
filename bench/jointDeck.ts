// The cost of joint decks (issue 15) against today's single-holder scheme, in Node (WebCrypto):
// run by scripts/bench.mjs through `npx tsx`, or alone: `npx tsx bench/jointDeck.ts` (prints one
// JSON object on stdout).
//
// Two browsers' docs (p1 and p2, each with its own key, keeper and, for joint decks, JointDecks)
// are synced synchronously as y-webrtc would (test/unit/secret/poker/twoSeats.ts). Measured:
//  1. a 40-card shuffle: joint = all four rounds, from p1's request until both agents are idle;
//     single-holder = SecretKeeper.shuffle (open, permute, commit, re-seal), with the bytes sent;
//  2. a draw: the Yjs updates it writes, split by writer (the table command, the holder's `out`
//     op, the other seat's released layer, the keepers' seal or journal entry), and the time from
//     the draw command to the card being opened for its holder;
//  3. a 2-hour game on each scheme (the same sequence of operations), then the encoded doc size.
import * as Y from 'yjs';
import { GENERIC_MAT, LiveTable, readTable, runCommand, setupTable, type Card, type CommandResult, type Seat, type TableContext } from '../src/table';
import { KeyRing, MemoryKeyStore } from '../src/secret/keyring';
import { SecretKeeper } from '../src/secret/keeper';
import type { JointDecks } from '../src/secret/poker/agent';
import { browser as jointBrowser, connect, deckList } from '../test/unit/secret/poker/twoSeats';

const DECK = 40;
const SHUFFLES = 10;
const DRAWS = 20;
const LIMIT_MS = 50_000;
const began = performance.now();

/** One browser of either scheme, with the bytes of the updates it writes, by writer. */
interface Side {
  seat: Seat;
  doc: Y.Doc;
  keeper: SecretKeeper;
  joint: JointDecks | null;
  ctx: TableContext;
  bytes: { command: number; joint: number; keeper: number; other: number };
}

function meter(side: Omit<Side, 'bytes'>): Side {
  const s: Side = { ...side, bytes: { command: 0, joint: 0, keeper: 0, other: 0 } };
  s.doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === 'remote') return;
    const kind = origin === s.ctx.actor.origin ? 'command' : origin === s.joint?.origin ? 'joint' : origin === s.keeper.origin ? 'keeper' : 'other';
    s.bytes[kind] += update.length;
  });
  return s;
}

const zero = (s: Side) => { s.bytes = { command: 0, joint: 0, keeper: 0, other: 0 }; };
const total = (s: Side) => s.bytes.command + s.bytes.joint + s.bytes.keeper + s.bytes.other;

function singleSide(seat: Seat): Side {
  const doc = new Y.Doc();
  const live = new LiveTable(doc);
  const keeper = new SecretKeeper({ doc, live, keys: new KeyRing(new MemoryKeyStore(), 'bench'), seat: () => seat });
  return meter({ seat, doc, keeper, joint: null, ctx: { doc, actor: { seat, origin: { seat } } } });
}

function jointSide(seat: Seat): Side {
  const b = jointBrowser(seat);
  return meter({ seat, doc: b.doc, keeper: b.keeper, joint: b.joint, ctx: b.ctx });
}

/** A two-seat table with a `DECK`-card deck per seat, laid out on p1's doc and synced. */
async function table(joint: boolean): Promise<[Side, Side]> {
  const a = joint ? jointSide('p1') : singleSide('p1');
  const b = joint ? jointSide('p2') : singleSide('p2');
  setupTable({ doc: a.doc, actor: { seat: 'p1', origin: { setup: true }, system: true } }, {
    mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: deckList('alpha', DECK) }, { seat: 'p2', deck: deckList('beta', DECK) }], seed: 7,
  });
  connect(a.doc, b.doc);
  for (const s of [a, b]) { s.keeper.start(); s.joint?.start(); }
  await idle([a, b], () => (joint ? [a, b].every((s) => ['p1-deck', 'p2-deck'].every((z) => s.joint?.deckOfZone(z)?.busy === null)) : true));
  return [a, b];
}

/** Waits until both browsers' queues are empty and `done()` holds (yielding to the event loop between checks). */
async function idle(sides: Side[], done: () => boolean = () => true): Promise<void> {
  for (let quiet = 0; quiet < 3;) {
    if (performance.now() - began > LIMIT_MS) throw new Error('the joint-deck benchmark hit its time limit');
    for (const s of sides) {
      await s.joint?.settled();
      await s.keeper.settled();
    }
    quiet = done() ? quiet + 1 : 0;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { mean: values.reduce((x, y) => x + y, 0) / Math.max(1, values.length), median: at(0.5), p95: at(0.95), count: values.length };
};

const cardsOf = (doc: Y.Doc) => [...readTable(doc).objects.values()].filter((o): o is Card => o.kind === 'card');
const stackOf = (doc: Y.Doc, seat: Seat) => [...readTable(doc).objects.values()].find((o) => o.kind === 'stack' && o.owner === seat)?.id ?? '';
/** What the holder's browser knows of a card: public, opened by its keeper or by the joint deck. */
const known = (s: Side, id: string) => {
  const card = cardsOf(s.doc).find((c) => c.id === id);
  return card ? s.keeper.identity(card) ?? s.joint?.refOf(id) : undefined;
};
const shufflesOf = (s: Side, zone: string) => s.joint?.deckOfZone(zone)?.shuffles.length ?? 0;
const cpuMs = (from: NodeJS.CpuUsage) => { const d = process.cpuUsage(from); return (d.user + d.system) / 1000; };

/** A command's value (the ids it made or moved); a refused command stops the benchmark. */
function ok(result: CommandResult): string[] {
  if (!result.ok) throw new Error(result.error);
  return Array.isArray(result.value) ? result.value.filter((v): v is string => typeof v === 'string') : [];
}

/** 1. Shuffles of p1's 40-card deck: ms, CPU ms and bytes per shuffle. */
async function shuffles(joint: boolean) {
  const [a, b] = await table(joint);
  const ms: number[] = [];
  const cpu: number[] = [];
  const bytes: number[] = [];
  const holderBytes: number[] = [];
  for (let i = 0; i < SHUFFLES; i++) {
    zero(a); zero(b);
    const before = shufflesOf(a, 'p1-deck');
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    if (joint) {
      await a.joint!.shuffle('p1-deck');
      await idle([a, b], () => [a, b].every((s) => shufflesOf(s, 'p1-deck') === before + 1 && s.joint!.deckOfZone('p1-deck')!.busy === null));
    } else {
      await a.keeper.shuffle('p1-deck');
      await idle([a, b]);
    }
    ms.push(performance.now() - t0);
    cpu.push(cpuMs(c0));
    bytes.push(total(a) + total(b));
    holderBytes.push(total(a));
  }
  return { ms: stats(ms), cpuMs: stats(cpu), bytes: stats(bytes), holderBytes: stats(holderBytes) };
}

/** One draw into p1's hand, timed until the card is opened for its holder; then everything the draw causes is let finish. */
async function timedDraw(a: Side, b: Side): Promise<{ id: string; ms: number }> {
  const t0 = performance.now();
  const [id = ''] = ok(runCommand(a.ctx, 'draw', { stack: stackOf(a.doc, 'p1'), count: 1, seat: 'p1' }));
  for (;;) {
    if (known(a, id)) break;
    if (performance.now() - began > LIMIT_MS) throw new Error('a draw was never opened');
    await a.joint?.settled();
    await b.joint?.settled();
    await a.keeper.settled();
    if (known(a, id)) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const ms = performance.now() - t0;
  await idle([a, b]);
  return { id, ms };
}

/** 2 and 3. Draws of one card into p1's hand: time to opened, bytes by writer. */
async function draws(joint: boolean) {
  const [a, b] = await table(joint);
  const ms: number[] = [];
  const by = { command: [] as number[], holderJoint: [] as number[], holderKeeper: [] as number[], otherSeat: [] as number[], total: [] as number[] };
  for (let i = 0; i < DRAWS; i++) {
    zero(a); zero(b);
    const { id, ms: took } = await timedDraw(a, b);
    ms.push(took);
    if (known(b, id)) throw new Error('the other seat learned a drawn card');
    if (joint !== Boolean(a.joint?.handles(id))) throw new Error(`the draw did not come from the ${joint ? 'joint' : 'single-holder'} deck`);
    by.command.push(a.bytes.command);
    by.holderJoint.push(a.bytes.joint);
    by.holderKeeper.push(a.bytes.keeper + a.bytes.other);
    by.otherSeat.push(total(b));
    by.total.push(total(a) + total(b));
  }
  return {
    ms: stats(ms),
    bytes: { command: stats(by.command), holderJoint: stats(by.holderJoint), holderKeeper: stats(by.holderKeeper), otherSeat: stats(by.otherSeat), total: stats(by.total) },
  };
}

// ---- 4. a 2-hour game -------------------------------------------------------------------------

const mirror = (seat: Seat, x: number, y: number) => (seat === 'p1' ? { x, y } : { x: GENERIC_MAT.width - x, y: GENERIC_MAT.height - y });

/** One game's operations per seat, interleaved: 30 draws (5 of them the opening hand), 10 put back
 * on top, 8/7 mills, 3/2 searches each followed by a reshuffle, 2/3 more reshuffles. */
function script(): { seat: Seat; op: 'draw' | 'putBack' | 'mill' | 'search' | 'shuffle' }[] {
  const out: { seat: Seat; op: 'draw' | 'putBack' | 'mill' | 'search' | 'shuffle' }[] = [];
  const per: Record<Seat, { mills: number; searches: number; shuffles: number }> = { p1: { mills: 8, searches: 3, shuffles: 2 }, p2: { mills: 7, searches: 2, shuffles: 3 } };
  for (const seat of ['p1', 'p2'] as const) for (let i = 0; i < 5; i++) out.push({ seat, op: 'draw' });
  for (let turn = 0; turn < 25; turn++) {
    for (const seat of ['p1', 'p2'] as const) {
      const p = per[seat];
      out.push({ seat, op: 'draw' });
      if (turn % 5 === 1 && p.searches > 0) { p.searches--; out.push({ seat, op: 'search' }, { seat, op: 'shuffle' }); }
      else if (turn % 5 === 3 && p.shuffles > 0) { p.shuffles--; out.push({ seat, op: 'shuffle' }); }
      if (turn % 3 === 0 && p.mills > 0) { p.mills--; out.push({ seat, op: 'mill' }); }
      if (turn % 5 === 2 || turn % 5 === 4) out.push({ seat, op: 'putBack' });
    }
  }
  return out;
}

async function game(joint: boolean) {
  const sides = await table(joint);
  const setupBytes = Y.encodeStateAsUpdate(sides[0].doc).length;
  const counts: Record<string, number> = {};
  const t0 = performance.now();
  for (const { seat, op } of script()) {
    const s = seat === 'p1' ? sides[0] : sides[1];
    const zone = `${seat}-deck`;
    const stack = stackOf(s.doc, seat);
    if (op === 'draw') ok(runCommand(s.ctx, 'draw', { stack, count: 1, seat }));
    else if (op === 'putBack') {
      const card = cardsOf(s.doc).find((c) => c.stack === null && c.owner === seat && isHand(seat, c) && known(s, c.id));
      if (!card) continue;
      ok(runCommand(s.ctx, 'stackOnto', { ids: [card.id], target: stack }));
    } else if (op === 'mill') {
      const [id = ''] = ok(runCommand(s.ctx, 'take', { stack, ...mirror(seat, 1540, 965) }));
      ok(runCommand(s.ctx, 'flip', { ids: [id] }));
    } else if (op === 'search') {
      const seen = joint ? await s.joint!.search(zone, 10_000) : await s.keeper.search(zone);
      const wanted = seen[Math.floor(seen.length / 2)];
      if (wanted) ok(runCommand(s.ctx, 'move', { id: wanted.id, ...mirror(seat, 400 + (counts['search'] ?? 0) * 30, 1180) }));
    } else {
      await idle(sides);
      if (joint) await s.joint!.shuffle(zone);
      else await s.keeper.shuffle(zone);
    }
    counts[op] = (counts[op] ?? 0) + 1;
    await idle(sides, () => !joint || sides.every((x) => ['p1-deck', 'p2-deck'].every((z) => x.joint!.deckOfZone(z)?.busy === null)));
  }
  const ms = performance.now() - t0;
  const [a, b] = sides;
  // A draw at the end of the game, against the draws on a fresh table: does the history slow it down?
  const lateDrawMs: number[] = [];
  for (let i = 0; i < 5; i++) lateDrawMs.push((await timedDraw(a, b)).ms);
  const problems = joint ? [...a.joint!.problems(), ...b.joint!.problems()].length : 0;
  // Every milled card ends face up and in clear on the other seat's doc (joint: from both released layers).
  const milled = cardsOf(b.doc).filter((c) => c.faceUp && c.stack === null && c.ref !== '' && !isHand('p1', c) && !isHand('p2', c)).length;
  const equal = Buffer.from(Y.encodeStateVector(a.doc)).equals(Buffer.from(Y.encodeStateVector(b.doc)));
  return {
    counts,
    ms,
    lateDrawMs: stats(lateDrawMs),
    setupBytes,
    docBytes: Y.encodeStateAsUpdate(a.doc).length,
    docBytesV2: Y.encodeStateAsUpdateV2(a.doc).length,
    pokerBytes: joint ? pokerMapBytes(a.doc) : 0,
    journalEntries: a.doc.getArray('journal').length,
    problems,
    milledOpen: milled,
    synced: equal,
  };
}

const isHand = (seat: Seat, card: Card) => (seat === 'p1' ? card.y >= 1080 : card.y <= GENERIC_MAT.height - 1080);

/** The encoded size of the `poker` map alone (copied into a fresh doc). */
function pokerMapBytes(doc: Y.Doc): number {
  const copy = new Y.Doc();
  const map = copy.getMap('poker');
  copy.transact(() => { for (const [k, v] of doc.getMap('poker').entries()) map.set(k, v); });
  return Y.encodeStateAsUpdate(copy).length;
}

async function main(): Promise<void> {
  const watchdog = setTimeout(() => { console.error('[bench] jointDeck: gave up'); process.exit(2); }, LIMIT_MS + 10_000);
  watchdog.unref();
  const result = {
    deck: DECK,
    shuffle: { joint: await shuffles(true), single: await shuffles(false) },
    draw: { joint: await draws(true), single: await draws(false) },
    game: { joint: await game(true), single: await game(false) },
    ms: 0,
  };
  result.ms = performance.now() - began;
  console.log(JSON.stringify(result));
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
