// Causal order between sessions' logs. An entry names how far its author had judged each other
// session's log when it wrote it (signed, in the entry); a peer judges the entry only after it has
// judged those entries too. Without this, a late joiner reading B's log before A's judged B's
// write to a card of A's joint deck before A's entry that opened the deck, and refused it (and
// every later entry of B's) while A and B had accepted it: the room split.
import type { EntryDep } from './codec';

/** How far this peer has judged a session's log: its last judged seq (Infinity: stopped for good, 0: unknown). */
export type JudgedThrough = (session: string) => number;

/** The author's side: what to name in its next entry (only heads that moved since its last entry). */
export class HeadsNamed {
  private readonly named = new Map<string, number>();

  /** Heads of `judged` (session → last judged seq) new since the last call, skipping `own`. */
  next(judged: Iterable<[string, number]>, own: string): EntryDep[] {
    const deps: EntryDep[] = [];
    for (const [session, seq] of judged) {
      if (session === own || seq <= 0 || (this.named.get(session) ?? 0) >= seq) continue;
      this.named.set(session, seq);
      deps.push({ session, seq });
    }
    return deps;
  }
}

/** Whether every entry an entry names has been judged here (a v1 entry names none). */
export function depsMet(deps: readonly EntryDep[] | undefined, author: string, judgedThrough: JudgedThrough): boolean {
  for (const dep of deps ?? []) {
    // Naming itself is meaningless: its own earlier entries come first anyway.
    if (dep.session === author) continue;
    if (judgedThrough(dep.session) < dep.seq) return false;
  }
  return true;
}

/** Two versions at one log place differ if their named heads differ too. */
export function sameDeps(a: readonly EntryDep[] | undefined, b: readonly EntryDep[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((d, i) => d.session === b[i]!.session && d.seq === b[i]!.seq);
}
