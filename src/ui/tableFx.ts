// Brief motion for random events, so a roll or a shuffle is seen happening, not only logged.
/** One effect to play: a die (or coin) rolled, or a pile shuffled. */
export interface TableFx { kind: 'roll' | 'shuffle'; id: string }

const ZONE_SHUFFLES = new Set(['secretShuffle', 'jointOpen', 'jointShuffle']);
const textOf = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The effects that new log entries call for (entries from untrusted peers: anything odd is skipped). */
export function fxOfLogEntries(entries: readonly unknown[]): TableFx[] {
  const out: TableFx[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { op, args } = entry as { op?: unknown; args?: unknown };
    const a = (typeof args === 'object' && args !== null ? args : {}) as Record<string, unknown>;
    const roll = op === 'roll' || op === 'toss' ? textOf(a['id']) : null;
    // A hidden deck's shuffle (its holder's, or a joint one: opened, or again) names its zone: the
    // effect plays over the zone the deck lies in.
    const shuffle = op === 'shuffle' ? textOf(a['stack']) : typeof op === 'string' && ZONE_SHUFFLES.has(op) ? textOf(a['zone']) : null;
    if (roll) out.push({ kind: 'roll', id: roll });
    else if (shuffle) out.push({ kind: 'shuffle', id: shuffle });
  }
  return out;
}

export const FX_MS = 650;
