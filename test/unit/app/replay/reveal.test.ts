import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { revealHidden, revealedKeys } from '../../../../src/app/replay/reveal';
import { AuditKeys } from '../../../../src/secret/auditKeys';
import { exportSeatKey, generateSeatKey } from '../../../../src/secret/keys';
import { sealRef } from '../../../../src/secret/sealing';

async function tableWithSealedCard() {
  const doc = new Y.Doc();
  const key = await generateSeatKey();
  const text = await exportSeatKey(key);
  const sealed = await sealRef(key, 'p1', 'h1', 'starter:ST-007');
  const map = new Y.Map<unknown>();
  for (const [k, v] of Object.entries({ id: 'h1', kind: 'card', x: 0, y: 0, z: 1, ref: '', sealed, faceUp: false, rotation: 0, owner: 'p1', stack: null, attachedTo: null })) map.set(k, v);
  doc.getMap('objects').set('h1', map);
  const audit = new AuditKeys(doc, {});
  await audit.publishHash('p1', text);
  return { doc, text, audit };
}

describe('hidden cards in a replay', () => {
  it('stay hidden until the seat\'s key is revealed, then open in the replay\'s doc', async () => {
    const { doc, text, audit } = await tableWithSealedCard();
    expect((await revealedKeys(doc)).size).toBe(0);
    await audit.reveal('p1', text);
    const keys = await revealedKeys(doc);
    expect([...keys.keys()]).toEqual(['p1']);
    expect(await revealHidden(doc, keys)).toBe(1);
    const card = doc.getMap<Y.Map<unknown>>('objects').get('h1')!;
    expect(card.get('ref')).toBe('starter:ST-007');
    expect(card.get('sealed')).toBeNull();
  });

  it('takes a key the file carries only when it matches the hash the seat published', async () => {
    const { doc, text } = await tableWithSealedCard();
    expect((await revealedKeys(doc, { p1: text })).size).toBe(1);
    const other = await exportSeatKey(await generateSeatKey());
    expect((await revealedKeys(doc, { p1: other })).size).toBe(0);
  });
});
