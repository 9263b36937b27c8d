// Two browsers with one doc each, synced as y-webrtc would, each with its own seat, key, keeper and
// joint decks: the setting every joint-deck test starts from.
import * as Y from 'yjs';
import { GENERIC_MAT, LiveTable, META_KEYS, metaOf, objectsOf, readTable, setupTable, type Card, type Seat, type TableContext } from '../../../../src/table';
import { KeyRing, MemoryKeyStore } from '../../../../src/secret/keyring';
import { SecretKeeper } from '../../../../src/secret/keeper';
import { JointDecks, type JointProblem } from '../../../../src/secret/poker/agent';

export const deckList = (prefix: string, n = 12) => Array.from({ length: n }, (_, i) => `${prefix}:CARD-${String(i + 1).padStart(3, '0')}`);

export interface Browser { seat: Seat | null; doc: Y.Doc; live: LiveTable; keeper: SecretKeeper; joint: JointDecks; keys: KeyRing; ctx: TableContext; problems: JointProblem[] }

export function browser(seat: Seat | null, store = new MemoryKeyStore(), doc = new Y.Doc(), bothSeated: () => boolean = () => true): Browser {
  const live = new LiveTable(doc);
  const keys = new KeyRing(store, 'test-table');
  const problems: JointProblem[] = [];
  const joint = new JointDecks({ doc, live, keys, seat: () => seat, bothSeated, onProblem: (p) => problems.push(p) });
  const keeper = new SecretKeeper({ doc, live, keys, seat: () => seat, joint });
  joint.subscribe(() => keeper.refresh());
  return { seat, doc, live, keeper, joint, keys, ctx: { doc, actor: { seat: seat ?? 'p1', origin: { seat } } }, problems };
}

/** Syncs two docs both ways; returns a function that cuts the link. */
export function connect(a: Y.Doc, b: Y.Doc): () => void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), 'remote');
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b), 'remote');
  const ab = (u: Uint8Array, origin: unknown) => { if (origin !== 'remote') Y.applyUpdate(b, u, 'remote'); };
  const ba = (u: Uint8Array, origin: unknown) => { if (origin !== 'remote') Y.applyUpdate(a, u, 'remote'); };
  a.on('update', ab);
  b.on('update', ba);
  return () => { a.off('update', ab); b.off('update', ba); };
}

export async function settle(...browsers: Browser[]): Promise<void> {
  for (let i = 0; i < 12; i++) {
    for (const x of browsers) {
      await x.joint.settled();
      await x.keeper.settled();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

export async function jointTable(n = 12, bothSeated: () => boolean = () => true) {
  const a = browser('p1', undefined, undefined, bothSeated);
  const b = browser('p2', undefined, undefined, bothSeated);
  const system: TableContext = { doc: a.doc, actor: { seat: 'p1', origin: { system: true }, system: true } };
  setupTable(system, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: deckList('alpha', n) }, { seat: 'p2', deck: deckList('beta', n) }], seed: 7 });
  connect(a.doc, b.doc);
  a.keeper.start();
  b.keeper.start();
  a.joint.start();
  b.joint.start();
  await settle(a, b);
  return { a, b };
}

/** Sweeps the table and lays out a new game, as the wizard does: one transaction, a new setupId. */
export function layOutGame(x: Browser, setupId: string, n = 12): void {
  const system: TableContext = { doc: x.doc, actor: { seat: 'p1', origin: { system: true }, system: true } };
  x.doc.transact(() => {
    const objects = objectsOf(x.doc);
    for (const id of [...objects.keys()]) objects.delete(id);
    metaOf(x.doc).set(META_KEYS.game, { id: 'nofuture', setupId, openingHand: null, mulligans: 0, firstPlayer: null });
    setupTable(system, { mat: GENERIC_MAT, seats: [{ seat: 'p1', deck: deckList('alpha', n) }, { seat: 'p2', deck: deckList('beta', n) }], seed: 7 });
  }, { system: true });
}

export const cards = (doc: Y.Doc) => [...readTable(doc).objects.values()].filter((o): o is Card => o.kind === 'card');
export const deckStack = (doc: Y.Doc, seat: Seat) => [...readTable(doc).objects.values()].find((o) => o.kind === 'stack' && o.owner === seat)!;
export const bytes = (doc: Y.Doc) => new TextDecoder('latin1').decode(Y.encodeStateAsUpdate(doc));
