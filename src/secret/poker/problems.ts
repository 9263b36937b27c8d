// The problems the joint decks show this browser, each told once: to the app as it is found, and
// kept for tests and the audit panel.
import type { Seat } from '../../table';
import type { DeckProblem, DeckState } from './deck';

export type JointProblem =
  | (DeckProblem & { deck: string; zone: string })
  | { code: 'equivocation'; deck: string; zone: string; key: string }
  | { code: 'forgedOpen'; deck: string; zone: string; seat: Seat; card: string }
  | { code: 'publicMismatch' | 'notASlot'; deck: string; zone: string; seat: Seat; card: string };

export class ProblemLog {
  private readonly reported = new Set<string>();
  private readonly found: JointProblem[] = [];

  constructor(private readonly tell: (problem: JointProblem) => void) {}

  /** Problems seen so far. */
  list(): JointProblem[] {
    return [...this.found];
  }

  /** A deck's own problems (from its fold), and the keys of its records that were written over. */
  reportDeck(state: DeckState, equivocated: Iterable<string>): void {
    for (const problem of state.problems) {
      const key = `${state.id}/${problem.code}/${problem.n ?? ''}/${problem.card ?? ''}/${problem.round ?? ''}`;
      if (this.reported.has(key)) continue;
      this.reported.add(key);
      this.push({ ...problem, deck: state.id, zone: state.zone });
    }
    for (const key of equivocated) {
      if (!key.split('/')[1]?.startsWith(state.id) || this.reported.has(`eq/${key}`)) continue;
      this.reported.add(`eq/${key}`);
      this.push({ code: 'equivocation', deck: state.id, zone: state.zone, key });
    }
  }

  add(problem: JointProblem): void {
    const key = JSON.stringify(problem);
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.push(problem);
  }

  private push(problem: JointProblem): void {
    this.found.push(problem);
    this.tell(problem);
  }
}
