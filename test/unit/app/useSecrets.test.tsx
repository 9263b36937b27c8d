// @vitest-environment happy-dom
// The audits the Fair-play dialog shows are recomputed whenever their inputs change: a random key
// written for a seat is refused, and the verdict does not outlive it once the real key comes.
import 'fake-indexeddb/auto';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { GameCatalog } from '../../../src/cards/gameCatalog';
import { AUDIT_KEYS, auditKeyHash } from '../../../src/secret/auditKeys';
import { MemoryKeyStore } from '../../../src/secret/keyring';
import { exportSeatKey, generateSeatKey } from '../../../src/secret/keys';
import { TableSession } from '../../../src/app/session';
import { useAudits } from '../../../src/app/useSecrets';
import type { AuditState } from '../../../src/ui/auditText';
import type { Seat } from '../../../src/table';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let session: TableSession | null = null;
afterEach(() => {
  act(() => root?.unmount());
  session?.destroy();
  root = null;
  session = null;
});

describe('useAudits', () => {
  it('refuses a key that does not match the published hash, then audits again with the real one', async () => {
    session = new TableSession(`use-audits-${Math.random()}`, new GameCatalog([]), 'p2', false, new MemoryKeyStore());
    await session.open();
    const shown: Partial<Record<Seat, AuditState>>[] = [];
    const reported: AuditState[] = [];
    const s = session;
    function Probe() {
      const { audits } = useAudits(s, (_seat, audit) => reported.push(audit));
      shown.push(audits);
      return null;
    }
    const host = document.createElement('div');
    root = createRoot(host);
    await act(async () => root?.render(<Probe />));
    const real = await exportSeatKey(await generateSeatKey());
    const fake = await exportSeatKey(await generateSeatKey());
    const map = s.doc.getMap<unknown>(AUDIT_KEYS);
    const wait = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const hash = await auditKeyHash('p1', real);
    await act(async () => {
      s.doc.transact(() => map.set('hash/p1/t', hash), 'p1');
      s.doc.transact(() => map.set('key/p1/evil', fake), 'peer');
    });
    await wait();
    expect(shown.at(-1)?.p1).toMatchObject({ refused: 'mismatch' });
    await act(async () => {
      s.doc.transact(() => map.set('key/p1/t', real), 'p1');
    });
    await wait();
    expect(shown.at(-1)?.p1).toMatchObject({ draws: 0, problems: [] });
    expect(reported.map((a) => ('refused' in a ? a.refused : 'audit'))).toEqual(['mismatch', 'audit']);
  });
});
