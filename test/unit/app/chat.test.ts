import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { CHAT_TEXT_MAX, appendChat, loadMuteSpectators, readChat, saveMuteSpectators, visibleChat } from '../../../src/app/chat';
import { ROOT } from '../../../src/table';

function raw(doc: Y.Doc, ...values: unknown[]): void {
  doc.getArray<unknown>(ROOT.chat.name).push(values);
}

describe('chat', () => {
  it('appends a line in the writer role and reads it back, newest last', () => {
    const doc = new Y.Doc();
    appendChat(doc, 'p1', 'あかり', 'よろしくお願いします', 1_700_000_000_000);
    appendChat(doc, 'spectator', 'みき', '  hi  ', 1_700_000_001_000);
    const { lines, skipped } = readChat(doc);
    expect(skipped).toBe(0);
    expect(lines.map((l) => [l.by, l.name, l.text])).toEqual([['p1', 'あかり', 'よろしくお願いします'], ['spectator', 'みき', 'hi']]);
    expect(lines[0]?.t).toBe(1_700_000_000);
  });

  it('writes nothing for blank text and cuts long text and names', () => {
    const doc = new Y.Doc();
    expect(appendChat(doc, 'p2', 'x', '   ')).toBeNull();
    const line = appendChat(doc, 'p2', 'n'.repeat(80), 'a'.repeat(900));
    expect(line?.text.length).toBe(CHAT_TEXT_MAX);
    expect(line?.name.length).toBe(40);
    expect(readChat(doc).lines).toHaveLength(1);
  });

  it('skips malformed and oversized lines from a peer without throwing', () => {
    const doc = new Y.Doc();
    appendChat(doc, 'p1', 'a', 'first');
    raw(doc,
      null, 42, 'text', [1, 2],
      { t: 1, by: 'judge', name: 'x', text: 'forged role' },
      { t: 1, by: 'p2', name: '', text: 'no name' },
      { t: 1, by: 'p2', name: 'x'.repeat(41), text: 'long name' },
      { t: 1, by: 'p2', name: 'x', text: 'y'.repeat(CHAT_TEXT_MAX + 1) },
      { t: 'now', by: 'p2', name: 'x', text: 'bad time' },
      { t: 1, by: 'p2', name: 'x', text: 'ok', id: 'z'.repeat(65) },
    );
    appendChat(doc, 'p2', 'b', 'last');
    const { lines, skipped } = readChat(doc);
    expect(lines.map((l) => l.text)).toEqual(['first', 'last']);
    expect(skipped).toBe(10);
  });

  it('shows only the newest lines, valid ones first in count', () => {
    const doc = new Y.Doc();
    for (let i = 0; i < 30; i++) appendChat(doc, 'p1', 'a', `line ${i}`);
    for (let i = 0; i < 50; i++) raw(doc, { junk: i });
    const { lines } = readChat(doc, 10);
    expect(lines.map((l) => l.text)).toEqual(Array.from({ length: 10 }, (_, i) => `line ${20 + i}`));
  });

  it('hides spectators when muted and counts them', () => {
    const doc = new Y.Doc();
    appendChat(doc, 'p1', 'a', 'one');
    appendChat(doc, 'spectator', 's', 'two');
    appendChat(doc, 'spectator', 's', 'three');
    const { lines } = readChat(doc);
    expect(visibleChat(lines, false)).toMatchObject({ muted: 0 });
    const muted = visibleChat(lines, true);
    expect(muted.shown.map((l) => l.text)).toEqual(['one']);
    expect(muted.muted).toBe(2);
  });

  it('remembers the mute choice per browser, and survives broken storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(loadMuteSpectators(storage)).toBe(false);
    saveMuteSpectators(storage, true);
    expect(loadMuteSpectators(storage)).toBe(true);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(loadMuteSpectators(broken)).toBe(false);
    expect(() => saveMuteSpectators(broken, true)).not.toThrow();
    expect(loadMuteSpectators(null)).toBe(false);
  });
});
