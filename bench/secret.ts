// The cost of hidden information, in Node (WebCrypto): run by scripts/bench.mjs through
// `npx tsx`, or alone: `npx tsx bench/secret.ts` (prints one JSON object on stdout).
//
// Two browsers' docs (p1 and p2, each with its own key and keeper) are synced as y-webrtc would.
// p1 holds a 40-card deck. Measured on p1:
//  - a secret shuffle: decrypting the 40 identities, a random permutation, the SHA-256 commitment,
//    40 fresh encryptions and the transaction (ms), and the doc update bytes it sends;
//  - a draw of one card into the hand: the command and the keeper's journal entry (ms, bytes);
//  - playing that card face up: the keeper decrypts and writes it in clear (ms, bytes).
import * as Y from 'yjs';
import { GENERIC_MAT, LiveTable, readTable, runCommand, setupTable, type Seat, type TableContext } from '../src/table';
import { KeyRing, MemoryKeyStore } from '../src/secret/keyring';
import { SecretKeeper } from '../src/secret/keeper';

const DECK = 40;
const SHUFFLES = 30;
const DRAWS = 30;

interface Side { doc: Y.Doc; keeper: SecretKeeper; ctx: TableContext; bytes: number }

function side(seat: Seat): Side {
  const doc = new Y.Doc();
  const live = new LiveTable(doc);
  const keeper = new SecretKeeper({ doc, live, keys: new KeyRing(new MemoryKeyStore(), 'bench'), seat: () => seat });
  const s: Side = { doc, keeper, ctx: { doc, actor: { seat, origin: { seat } } }, bytes: 0 };
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') s.bytes += update.length;
  });
  return s;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { mean: values.reduce((a, b) => a + b, 0) / values.length, median: at(0.5), p95: at(0.95), count: values.length };
};

async function main(): Promise<void> {
  const a = side('p1');
  const b = side('p2');
  const deck = Array.from({ length: DECK }, (_, i) => `bench-set:BN-${String(i + 1).padStart(3, '0')}`);
  setupTable({ doc: a.doc, actor: { seat: 'p1', origin: { setup: true }, system: true } }, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck }], seed: 1 });
  Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc), 'remote');
  a.doc.on('update', (u: Uint8Array, o: unknown) => { if (o !== 'remote') Y.applyUpdate(b.doc, u, 'remote'); });
  b.doc.on('update', (u: Uint8Array, o: unknown) => { if (o !== 'remote') Y.applyUpdate(a.doc, u, 'remote'); });
  a.keeper.start();
  b.keeper.start();
  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await a.keeper.settled();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  await settle();

  const shuffleMs: number[] = [];
  const shuffleBytes: number[] = [];
  for (let i = 0; i < SHUFFLES; i++) {
    a.bytes = 0;
    const t0 = performance.now();
    await a.keeper.shuffle('p1-deck');
    shuffleMs.push(performance.now() - t0);
    await settle();
    shuffleBytes.push(a.bytes);
  }

  const stackId = () => [...readTable(a.doc).objects.values()].find((o) => o.kind === 'stack' && o.owner === 'p1')?.id ?? '';
  const drawMs: number[] = [];
  const drawBytes: number[] = [];
  const playMs: number[] = [];
  const playBytes: number[] = [];
  for (let i = 0; i < DRAWS; i++) {
    a.bytes = 0;
    const t0 = performance.now();
    const drawn = runCommand(a.ctx, 'draw', { stack: stackId(), count: 1, seat: 'p1' });
    if (!drawn.ok) throw new Error(drawn.error);
    await settle();
    drawMs.push(performance.now() - t0);
    drawBytes.push(a.bytes);
    const id = (drawn.value as string[])[0] ?? '';
    a.bytes = 0;
    const t1 = performance.now();
    runCommand(a.ctx, 'move', { id, x: 300 + i * 20, y: 800 });
    await settle();
    playMs.push(performance.now() - t1);
    playBytes.push(a.bytes);
    const seen = readTable(b.doc).objects.get(id);
    if (seen?.kind !== 'card' || seen.ref === '') throw new Error('the played card did not become public on the other side');
  }
  console.log(JSON.stringify({
    deck: DECK,
    shuffle: { ms: stats(shuffleMs), bytes: stats(shuffleBytes) },
    draw: { ms: stats(drawMs), bytes: stats(drawBytes) },
    play: { ms: stats(playMs), bytes: stats(playBytes) },
  }));
}

void main();
