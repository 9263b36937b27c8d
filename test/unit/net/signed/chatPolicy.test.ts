// Chat through the signed log, with two seats and a spectator syncing in memory (the logic under
// the chat e2e journey): everyone's lines reach everyone in the writer's own role; a line in another
// role, or a line taken back, is refused by every other peer; muting spectators is one browser's
// view only; a late joiner reads the same conversation.
import { describe, expect, it } from 'vitest';
import { appendChat, readChat, visibleChat } from '../../../../src/app/chat';
import { makePeer, seatedRoom, syncAll } from './peers';

async function room() {
  const [a, b, s] = await seatedRoom();
  return { a, b, s, all: [a, b, s] };
}

const said = (peer: Awaited<ReturnType<typeof room>>['a']) => readChat(peer.table).lines.map((l) => [l.by, l.name, l.text]);

describe('chat in the signed log', () => {
  it('carries a seat\'s and a spectator\'s lines to every peer, each in its writer\'s role; muting hides spectators at one peer only', async () => {
    const { a, b, s, all } = await room();
    appendChat(a.table, 'p1', 'あかり', 'よろしくお願いします');
    await syncAll(all);
    appendChat(s.table, 'spectator', 'みき', 'がんばって!');
    await syncAll(all);
    appendChat(b.table, 'p2', 'ゆう', 'Your turn');
    await syncAll(all);
    const expected = [['p1', 'あかり', 'よろしくお願いします'], ['spectator', 'みき', 'がんばって!'], ['p2', 'ゆう', 'Your turn']];
    for (const peer of all) {
      expect(said(peer), peer.name).toEqual(expected);
      expect(peer.refused).toEqual([]);
    }
    // A mutes spectators: its view drops the spectator's line, the doc (and B's view) keep it.
    const atA = visibleChat(readChat(a.table).lines, true);
    expect(atA.shown.map((l) => l.by)).toEqual(['p1', 'p2']);
    expect(atA.muted).toBe(1);
    expect(visibleChat(readChat(b.table).lines, false).shown).toHaveLength(3);
  });

  it('refuses a line in another role at every other peer, and a line taken back', async () => {
    const { a, b, s, all } = await room();
    appendChat(s.table, 'p1', 'あかり', 'I resign');
    appendChat(b.table, 'p1', 'あかり', 'P2 wins');
    await syncAll(all);
    expect(said(a)).toEqual([]);
    expect(a.refused.map((r) => `${r.refusal.code} ${r.role}`).sort()).toEqual(['recordOf p2', 'recordOf spectator']);
    expect(said(b)).toEqual([['p1', 'あかり', 'P2 wins']]); // B's own table keeps what it wrote, nobody else's
    appendChat(a.table, 'p1', 'あかり', 'gg');
    await syncAll(all);
    const chat = b.table.getArray<{ text: string }>('chat');
    chat.delete(chat.toArray().findIndex((l) => l.text === 'gg'), 1);
    await syncAll(all);
    expect(said(a)).toEqual([['p1', 'あかり', 'gg']]);
    expect(said(s)).toContainEqual(['p1', 'あかり', 'gg']); // (and its own refused line, which its table keeps)
    for (const peer of [a, s]) expect(peer.refused.at(-1)?.refusal.code, peer.name).toBe('appendOnly');
    const late = await makePeer('late');
    await syncAll([...all, late]);
    expect(said(late)).toEqual([['p1', 'あかり', 'gg']]);
  });
});
