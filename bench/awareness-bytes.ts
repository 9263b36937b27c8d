// Awareness bytes per pointer move while dragging, in Node (no browser, not timed): one drag of
// 40 pointer moves of two cards through the app's PresencePublisher, each state measured as
// y-protocols encodes it for the wire (encodeAwarenessUpdate). Run alone with
// `npx tsx bench/awareness-bytes.ts` (prints one JSON object on stdout); bench/net.mts measures
// the same between two browsers.
import * as Y from 'yjs';
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { PresencePublisher } from '../src/net/presencePublisher';
import { create, readTable, type NewObject, type TableContext } from '../src/table';
import { stats } from './gameMix';

const MOVES = 40;

function main(): void {
  const doc = new Y.Doc();
  const ctx: TableContext = { doc, actor: { seat: 'p1', origin: { seat: 'p1' } } };
  const card = (x: number): NewObject => ({ kind: 'card', x, y: 400, ref: 'starter:ST-001', faceUp: true, rotation: 0, owner: 'p1', stack: null, attachedTo: null } as NewObject);
  const ids = [create(ctx, { object: card(500) }), create(ctx, { object: card(530) })];
  const awareness = new Awareness(new Y.Doc());
  awareness.clientID = 3_141_592_653; // a full-size (5-byte varint) client id, as real clients have
  // The full state as the app announces it (names and ids of real length).
  awareness.setLocalState({
    user: { playerId: 'f3a91c0d5e7b2a4c6d8e0f12', name: 'Player f3a9', color: '#4f8fd8', peerId: '2f0c6e1e-3c2b-4a8e-9a55-0e1e2a3b4c5d' },
    seat: 'p1', build: { protocol: 7, schema: 7, app: '0.1.0' }, cursor: null, drag: null, selection: ids,
  });
  let clock = 0;
  const publisher = new PresencePublisher(awareness, () => readTable(doc).objects, () => (clock += 1000));
  const sizes: number[] = [];
  for (let i = 1; i <= MOVES; i++) {
    publisher.setCursor({ x: 505.3 + i * 4, y: 401.2 - i * 2 });
    publisher.setDrag(ids.map((id, k) => ({ id, x: 500 + k * 30 + i * 4.1, y: 400 - i * 2 })));
    sizes.push(encodeAwarenessUpdate(awareness, [awareness.clientID]).length);
  }
  publisher.setDrag(null);
  const end = encodeAwarenessUpdate(awareness, [awareness.clientID]).length;
  process.stdout.write(`${JSON.stringify({ moves: MOVES, perMove: stats(sizes), first: sizes[0], dragEnd: end })}\n`);
  awareness.destroy();
}

main();
