// Causal order and equivocation between sessions' logs. An entry names how far its author had
// judged each other session's log when it wrote it, and that log's chain hash there (signed, in the
// entry); a peer judges the entry only after it has judged those entries too, so every peer judges
// it against the same table (a late joiner may read the logs in any order). A chain hash that
// differs from this peer's own copy means two versions of that log exist: either the named session
// showed two, or the author names a false chain. This peer cannot tell which from the hash alone, so
// it reports the fork (both sessions) and stops nobody: a false chain must not silence an honest seat. (Without the order, a late joiner that read B's log before A's refused B's writes to
// a card A had opened, and every later entry of B's, while A and B had accepted them.)
import { sha256 } from '@noble/hashes/sha2.js';
import { CHAIN_BYTES, type EntryDep } from './codec';

/** A log's chain hash after an entry: SHA-256 over the previous chain hash and the entry's signature. */
export function nextChain(previous: Uint8Array, signature: Uint8Array): Uint8Array {
  const joined = new Uint8Array(previous.length + signature.length);
  joined.set(previous);
  joined.set(signature, previous.length);
  return sha256(joined).subarray(0, CHAIN_BYTES);
}

export const EMPTY_CHAIN = new Uint8Array(CHAIN_BYTES);

/** What this peer holds of a log: how far it has judged it (Infinity: stopped for good, 0: unknown) and its chain there. */
export interface JudgedLog {
  through: number;
  chainAt(seq: number): Uint8Array | undefined;
}

/** The author's side: what to name in its next entry (only heads that moved since its last entry). */
export class HeadsNamed {
  private readonly named = new Map<string, number>();

  /** Heads of `judged` (session → last judged seq and its chain) new since the last call, skipping `own`. */
  next(judged: Iterable<[string, number, Uint8Array | undefined]>, own: string): EntryDep[] {
    const deps: EntryDep[] = [];
    for (const [session, seq, chain] of judged) {
      if (session === own || seq <= 0 || !chain || (this.named.get(session) ?? 0) >= seq) continue;
      this.named.set(session, seq);
      deps.push({ session, seq, chain });
    }
    return deps;
  }
}

/** A named head whose chain differs from this peer's copy: the named session or the entry's author showed two versions. */
export interface Fork { session: string; seq: number }

/**
 * Whether every entry an entry names has been judged here (a v1 entry names none), and which named
 * heads have another chain here than the author's.
 */
export function judgeDeps(deps: readonly EntryDep[] | undefined, author: string, logOf: (session: string) => JudgedLog | null): { wait: boolean; forks: Fork[] } {
  const forks: Fork[] = [];
  for (const dep of deps ?? []) {
    // Naming itself is meaningless: its own earlier entries come first anyway.
    if (dep.session === author) continue;
    const log = logOf(dep.session);
    if (!log || log.through < dep.seq) return { wait: true, forks: [] };
    const chain = log.chainAt(dep.seq);
    // A stopped log keeps no chain past its stop: nothing to compare, nothing to wait for.
    if (chain && !equalBytes(chain, dep.chain)) forks.push({ session: dep.session, seq: dep.seq });
  }
  return { wait: false, forks };
}

/** Two versions at one log place differ if their named heads differ too. */
export function sameDeps(a: readonly EntryDep[] | undefined, b: readonly EntryDep[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((d, i) => d.session === b[i]!.session && d.seq === b[i]!.seq && equalBytes(d.chain, b[i]!.chain));
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
