// The joint decks' audit, as soon as both seats have revealed their keys, and again whenever its
// inputs change (a key revealed or refused, a deck record arriving): a verdict never outlives them.
// Calls onResult whenever a deck's verdict changes.
import { useEffect, useRef, useState } from 'react';
import { AUDIT_KEYS } from '../secret/keeper';
import { ROOT } from '../table';
import type { DeckAudit } from '../secret/poker/audit';
import type { TableSession } from './session';

export function useJointAudits(session: TableSession, onResult: (audit: DeckAudit) => void): readonly DeckAudit[] {
  const [audits, setAudits] = useState<readonly DeckAudit[]>([]);
  const report = useRef(onResult);
  report.current = onResult;
  useEffect(() => {
    const keys = session.doc.getMap(AUDIT_KEYS);
    const poker = session.doc.getMap(ROOT.poker.name);
    const reported = new Map<string, string>();
    let generation = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    const run = async () => {
      const mine = ++generation;
      const revealed = await session.keeper.revealedKeys();
      // One key out asks the audit: a seat that keeps its key back is then named (keyWithheld).
      if (!revealed.p1 && !revealed.p2) return;
      const next = await session.decks.auditJoint(revealed);
      if (!alive || mine !== generation) return;
      setAudits(next);
      for (const audit of next) {
        const signature = JSON.stringify(audit);
        if (reported.get(audit.deck) === signature) continue;
        reported.set(audit.deck, signature);
        report.current(audit);
      }
    };
    const update = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void run().catch((error: unknown) => console.warn('[fudaba] joint audit:', error)), 150);
    };
    keys.observe(update);
    poker.observe(update);
    update();
    return () => {
      alive = false;
      clearTimeout(timer);
      keys.unobserve(update);
      poker.unobserve(update);
    };
  }, [session]);
  return audits;
}
