// A joint deck's audit in words: all well (draws from the top, rounds replayed), or each finding.
import type { TFunction } from 'i18next';
import type { DeckAudit, AuditFinding } from '../secret/poker/audit';

export function findingText(t: TFunction, finding: AuditFinding, cardName: (ref: string) => string): string {
  const who = t(`log.seats.${finding.seat}`);
  const name = (ref: string) => (ref === '?' || ref === '' ? '?' : cardName(ref));
  switch (finding.code) {
    case 'mismatch': return t('jointDeck.audit.finding.mismatch', { who, draw: finding.draw, expected: name(finding.expected), found: name(finding.found) });
    case 'putBack': return t('jointDeck.audit.finding.putBack', { who, expected: name(finding.expected), found: name(finding.found) });
    case 'forgedOpen': return t('jointDeck.audit.finding.forgedOpen', { who, expected: name(finding.expected), found: name(finding.found) });
    case 'notTop': return t('jointDeck.audit.finding.notTop', { who, draw: finding.draw });
    case 'swap': case 'secretMissing': return t(`jointDeck.audit.finding.${finding.code}`, { who, shuffle: finding.shuffle, round: finding.round });
    case 'restarted': return t('jointDeck.audit.finding.restarted', { who, op: finding.op });
    default: return t(`jointDeck.audit.finding.${finding.code}`, { who });
  }
}

export function jointAuditText(t: TFunction, audit: DeckAudit, cardName: (ref: string) => string): string {
  const who = t(`log.seats.${audit.holder}`);
  if (audit.ok) return t('jointDeck.audit.ok', { who, draws: audit.draws, shuffles: audit.shuffles });
  const findings = audit.findings.map((f) => findingText(t, f, cardName));
  return `${t('jointDeck.audit.failed', { who, count: audit.findings.length })}: ${findings.slice(0, 5).join(' / ')}${findings.length > 5 ? ' …' : ''}`;
}
